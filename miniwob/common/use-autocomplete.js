/*
 * The use-autocomplete family: a jQuery UI autocomplete field of COUNTRIES and Submit,
 * clean-room from ../shared/miniwob-spec/use-autocomplete.md and use-autocomplete-nodelay.md.
 * Needs core.js, ui_utils.js (COUNTRIES), jQuery and jQuery UI loaded first, and
 * use-autocomplete.css.
 *
 * Usage (in a task page): useAutocomplete.install();      // use-autocomplete
 *                         useAutocomplete.install({ nodelay: true });
 * opts.nodelay (use-autocomplete-nodelay): every genProblem sets the search delay to 0 ms (the
 * menu opens or refreshes right after each key, not 300 ms after typing stops) before the
 * menu is closed; focus is left as it is.
 */
var useAutocomplete = {};

useAutocomplete.install = function (opts) {
  var nodelay = !!(opts && opts.nodelay);

  window.genProblem = function () {
    var target = ui_utils.COUNTRIES[core.randi(0, ui_utils.COUNTRIES.length)];
    var k = core.randi(2, 5), m = core.randi(2, 5);
    var matchEnd = core.randf(0, 1) < 0.75;
    var prefix = target.substring(0, k), suffix = target.substring(target.length - m);
    window.PROBLEM = { prefix: prefix, suffix: matchEnd ? suffix : null };
    var q = 'Enter an item that starts with "<span class="bold">' + prefix + '</span>"';
    q += matchEnd ? ' and ends with "<span class="bold">' + suffix + '</span>".' : '.';
    document.getElementById('query').innerHTML = q;
    if (nodelay) $('#tags').autocomplete('option', 'delay', 0);
    $('#tags').val('').autocomplete('close');
  };

  var onSubmit = function () {
    var v = document.getElementById('tags').value, p = window.PROBLEM;
    var ok = v.indexOf(p.prefix) === 0 && (p.suffix === null || v.substring(v.length - p.suffix.length) === p.suffix);
    core.endEpisode(ok ? 1.0 : -1.0, ok);
  };

  window.onload = function () {
    // Suggestions are the countries that START with the typed text (any case).
    $('#tags').autocomplete({
      source: function (req, resp) {
        var re = new RegExp('^' + $.ui.autocomplete.escapeRegex(req.term), 'i');
        resp($.grep(ui_utils.COUNTRIES, function (c) { return re.test(c); }));
      },
    });
    // The menu keeps the input's width (128 px); long country names wrap inside it.
    $('#tags').autocomplete('instance')._resizeMenu = function () {
      this.menu.element.outerWidth(this.element.outerWidth());
    };
    document.getElementById('subbtn').addEventListener('click', onSubmit);
    core.startEpisode();
  };
};
