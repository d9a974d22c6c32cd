/*
 * Tabs shared by click-tab and the click-tab-2 family (easy, medium, hard): the jQuery UI
 * tabs widget built on #area, and the click-tab-2 panel generator (20 lorem words per tab,
 * each token a link with probability 0.2). Clean-room from
 * ../shared/miniwob-spec/click-tab-2-common.md. Needs jQuery, jQuery UI, core.js, ui_utils.js.
 */
var clickTab2 = {};

/*
 * Rebuilds #area as a tabs widget: labels[i] names tab i, paragraphs[i] (a <p> element)
 * fills its panel (null: empty); tab `active` (0-based) is open. Returns the tab anchors.
 */
clickTab2.buildTabs = function (labels, paragraphs, active) {
  var $area = $('#area');
  if ($area.tabs('instance')) $area.tabs('destroy');
  $area.empty();
  var ul = document.createElement('ul');
  labels.forEach(function (label, i) {
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = '#tabs-' + (i + 1);
    a.textContent = label;
    li.appendChild(a);
    ul.appendChild(li);
  });
  $area.append(ul);
  paragraphs.forEach(function (p, i) {
    var div = document.createElement('div');
    div.id = 'tabs-' + (i + 1);
    if (p) div.appendChild(p); // null: an empty panel
    $area.append(div);
  });
  $area.tabs({ active: active || 0 });
  return $area.find('ul a').toArray();
};

/*
 * The click-tab-2 generation loop: `count()` gives the tab count (may draw; called again
 * when the loop repeats). Per tab: generateWords(20), split into tokens, one Math.random per
 * token (< 0.2 makes it a link). Repeats until some link exists, then draws the target
 * over all links in document order. Returns { panels: [[{text, link}]], links, target }.
 */
clickTab2.generate = function (count) {
  for (;;) {
    var n = count(), panels = [], links = [];
    for (var t = 0; t < n; t++) {
      var tokens = ui_utils.generateWords(20).split(/\s+/).map(function (w) {
        var tok = { text: w, link: Math.random() < 0.2 };
        if (tok.link) links.push(tok);
        return tok;
      });
      panels.push(tokens);
    }
    if (links.length > 0) return { panels: panels, links: links, target: links[core.randi(0, links.length)].text };
  }
};

/* A panel paragraph: tokens separated by spaces, links as .alink spans. Plain runs stay one
   text node each (as markup would give): split nodes shape text slightly differently. */
clickTab2.paragraph = function (tokens) {
  var p = document.createElement('p'), run = '';
  tokens.forEach(function (tok, i) {
    var sep = i > 0 ? ' ' : '';
    if (!tok.link) { run += sep + tok.text; return; }
    p.appendChild(document.createTextNode(run + sep));
    run = '';
    var span = document.createElement('span');
    span.className = 'alink';
    span.textContent = tok.text;
    p.appendChild(span);
  });
  if (run) p.appendChild(document.createTextNode(run));
  return p;
};

/* Standard scoring: a link with the target text wins, any other link loses. */
clickTab2.scoreLinks = function (target) {
  $('#area').off('click', '.alink').on('click', '.alink', function () {
    var ok = this.textContent === target;
    core.endEpisode(ok ? 1.0 : -1.0, ok);
  });
};
