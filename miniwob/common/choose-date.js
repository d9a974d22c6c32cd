/*
 * The choose-date family (choose-date, -easy, -medium, -nodelay): a read-only text field with
 * jQuery UI's pop-up calendar limited to [start, 31 Dec 2016], and a Submit button. The pages
 * differ only in the first selectable day, and -nodelay in the flag below. Clean-room from
 * ../shared/miniwob-spec/choose-date-common.md and choose-date-nodelay.md.
 * Needs core.js, ui_utils.js, jQuery and jQuery UI loaded first.
 *
 * Usage (in a task page): chooseDate.install(new Date(2016, 11, 1));
 * opts.nodelay (choose-date-nodelay): the calendar opens and closes with no fade (showAnim ''),
 * and every episode start hides it (without blurring the field: a field that kept focus
 * from the previous episode does not reopen the calendar on a click, as in the original).
 */
var chooseDate = {};
chooseDate.END = new Date(2016, 11, 31); // local midnight; the page runs in UTC

chooseDate.install = function (start, opts) {
  var nodelay = !!(opts && opts.nodelay);
  core.EPISODE_MAX_TIME = 20000;

  window.genProblem = function () {
    // The only draw of the episode (ui_utils.randomDate): uniform over [start, END).
    var target = ui_utils.toDateString(ui_utils.randomDate(start, chooseDate.END));
    window.TARGET_DATE = target;
    document.getElementById('query').textContent = 'Select ' + target + ' as the date and hit submit.';
    // Emptied directly: the widget keeps its state (an open calendar stays open) ...
    document.getElementById('datepicker').value = '';
    // ... except in -nodelay, which then hides it (a no-op when it is not showing).
    if (nodelay) $('#datepicker').datepicker('hide');
  };

  var onSubmit = function () {
    var ok = document.getElementById('datepicker').value === window.TARGET_DATE;
    core.endEpisode(ok ? 1.0 : -1.0, ok);
  };

  // The arrow icons come from sprite sheets the browser fetches only when the calendar first
  // shows; fetch and decode them up front so the first calendar already has its arrows.
  var preload = function () {
    ['444444', '555555'].forEach(function (c) {
      var img = new Image();
      img.src = '../vendor/jquery-ui-dist/images/ui-icons_' + c + '_256x240.png';
      if (img.decode) img.decode().catch(function () {});
    });
  };

  window.onload = function () {
    preload();
    var options = { minDate: start, maxDate: chooseDate.END };
    if (nodelay) options.showAnim = '';
    $('#datepicker').datepicker(options);
    document.getElementById('subbtn').addEventListener('click', onSubmit);
    core.startEpisode();
  };
};
