/*
 * The click-collapsible family: jQuery UI accordions in #area, clean-room from
 * ../shared/miniwob-spec/click-collapsible.md, click-collapsible-2.md and their -nodelay
 * differences. Needs core.js, ui_utils.js, jQuery and jQuery UI loaded first, and
 * click-collapsible.css.
 *
 * Usage (in a task page):
 *   clickCollapsible.install();                              // click-collapsible
 *   clickCollapsible.install({ links: true });               // click-collapsible-2
 *   clickCollapsible.install({ links: true, nodelay: true }); // ...-nodelay
 * opts.nodelay: the accordion is created with animation disabled, so a header click shows
 * or hides its panel in the same event (no ~400 ms slide). Nothing else changes.
 */
var clickCollapsible = {};

// Destroys the previous episode's accordion and empties #area.
clickCollapsible.reset = function () {
  var area = $('#area');
  if (area.hasClass('ui-accordion')) area.accordion('destroy');
  area.empty();
  return area;
};

clickCollapsible.accordion = function (area, nodelay) {
  var options = { collapsible: true, active: false };
  if (nodelay) options.animate = false;
  area.accordion(options);
};

// click-collapsible: one section, then Submit in a paragraph with random margins.
clickCollapsible.genOne = function (nodelay) {
  var area = clickCollapsible.reset();
  // Draw order (spec): section number, panel text, paragraph margins V then H.
  var n = core.randi(1, 51);
  var text = ui_utils.generateWords(20);
  var v = core.randi(0, 40);
  var h = core.randi(0, 40);
  $('<h3>').text('Section #' + n).appendTo(area);
  $('<div>').text(text).appendTo(area);
  // The paragraph is the accordion's second "header" (every even child is one), so a
  // click on its blank space collapses the open section, as in the benchmark.
  var p = $('<p>').css('margin', v + 'px ' + h + 'px').appendTo(area);
  p.append('<br>');
  $('<button id="subbtn" class="secondary-action">Submit</button>').on('click', clickCollapsible.onSubmit).appendTo(p);
  clickCollapsible.accordion(area, nodelay);
  $('#query').text('Expand the section below and click submit.');
};

// Open or opening counts: the panel is active as soon as its slide starts.
clickCollapsible.onSubmit = function () {
  var ok = $('#area .ui-accordion-content-active').length === 1;
  core.endEpisode(ok ? 1.0 : -1.0, ok);
};

// click-collapsible-2: three sections of words, some of them links; click the target link.
clickCollapsible.genLinks = function (nodelay) {
  var area = clickCollapsible.reset();
  // Draw order (spec): per section, 20 words then one draw per token (< 0.2: a link);
  // then the target among all links in document order.
  for (var s = 1; s <= 3; s++) {
    $('<h3>').text(' Section #' + s).appendTo(area);
    var html = [];
    ui_utils.generateWords(20).split(/\s+/).forEach(function (word) {
      html.push(Math.random() < 0.2 ? '<span class="alink">' + word + '</span>' : word);
    });
    // Plain words stay in one text run between links (as in click-link).
    $('<div>').html(html.join(' ')).appendTo(area);
  }
  var links = area.find('.alink');
  window.TARGET_LINK = links.eq(core.randi(0, links.length)).text();
  links.on('click', clickCollapsible.onLink);
  clickCollapsible.accordion(area, nodelay);
  $('#query').text('Expand the sections below, to find and click on the link "' + window.TARGET_LINK + '".');
};

// Every link with the target's text counts.
clickCollapsible.onLink = function () {
  var ok = $(this).text() === window.TARGET_LINK;
  core.endEpisode(ok ? 1.0 : -1.0, ok);
};

clickCollapsible.install = function (opts) {
  var links = !!(opts && opts.links), nodelay = !!(opts && opts.nodelay);
  window.genProblem = function () {
    if (links) clickCollapsible.genLinks(nodelay);
    else clickCollapsible.genOne(nodelay);
  };
  window.onload = function () { core.startEpisode(); };
};
