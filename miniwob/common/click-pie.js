/*
 * click-pie: a donut-shaped pie menu drawn into an SVG, clean-room from the look and
 * behaviour in ../shared/miniwob-spec/click-pie.md (the official page uses the wheelnav
 * library on Raphael; this draws the same shapes itself).
 *
 * pieMenu.create(holder, labels, onChoose, opts) builds a collapsed menu: a dark disc with
 * "+" at the centre, the sectors and labels shrunk under it. A click on the disc expands it
 * (1500 ms bounce), another collapses it. A mouseup on any sector or label calls
 * onChoose(index). Item i is centred at 90 + i*360/N degrees (0 = right, clockwise).
 * opts.duration / opts.easing ('bounce' or 'linear') set the animation (click-pie-nodelay:
 * 0 ms, linear: the geometry jumps to its end at the next animation frame); opts.arcs draws
 * true arcs at every device scale (click-pie-nodelay's pictures, see arcCurves).
 * Needs nothing but the DOM; no random draws.
 *
 * clickPie.install(opts) is the task page (click-pie; opts.nodelay: click-pie-nodelay).
 * Clean-room from click-pie.md and click-pie-nodelay.md.
 */
var pieMenu = {};
pieMenu.SVG_NS = 'http://www.w3.org/2000/svg';
pieMenu.WIDTH = 156;          // the holder's width
pieMenu.HEIGHT = 342;         // the default height the official renderer falls back to
pieMenu.CX = 78; pieMenu.CY = 78;
pieMenu.R_INNER = 80 * 0.37;  // 29.6
pieMenu.R_OUTER = 80 * 0.9;   // 72
pieMenu.R_LABEL = 50.8;
pieMenu.COLORS = ['#E34C26', '#F06529'];
pieMenu.DURATION = 1500;
pieMenu.MIN_SECTOR = 0.01;    // collapsed scale of a sector
pieMenu.MIN_LABEL = 0.05;     // collapsed scale of a label
pieMenu.LABEL_FONT = '100 24px Impact, Charcoal, sans-serif';
pieMenu.SPREADER_FONT = '100 32px Impact, Charcoal, sans-serif';

// Standard ease-out bounce.
pieMenu.bounce = function (p) {
  if (p < 1 / 2.75) return 7.5625 * p * p;
  if (p < 2 / 2.75) { p -= 1.5 / 2.75; return 7.5625 * p * p + 0.75; }
  if (p < 2.5 / 2.75) { p -= 2.25 / 2.75; return 7.5625 * p * p + 0.9375; }
  p -= 2.625 / 2.75; return 7.5625 * p * p + 0.984375;
};

pieMenu.el = function (parent, tag, attrs) {
  var e = document.createElementNS(pieMenu.SVG_NS, tag);
  for (var k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
};

// A circular arc from angle a0 to a1 (degrees, clockwise on screen when a1 > a0), as
// path text after the arc's start point. The official pictures show two rasterisations:
// at 1x the disc's edge pixels match only cubic Bezier pieces of at most 120 degrees
// each (an arc flattened into curves), at 3x only a true SVG arc (the curves leave up to
// 100 levels of difference there, the arc up to 62 at 1x). So the page draws curves at
// device scale 1 and arcs above it; both reproduce the references exactly. The -nodelay
// pictures show true arcs at 1x too (`arcs`: the curves leave 194 px of up to 62 levels
// there, the arcs none).
pieMenu.arcCurves = function (cx, cy, r, a0, a1, arcs) {
  if (arcs || window.devicePixelRatio >= 2) {
    var half = (a0 + a1) / 2, sweep = a1 > a0 ? 1 : 0;
    // Two arcs, so that a full turn is never one degenerate arc.
    return 'A' + r + ',' + r + ' 0 0,' + sweep + ' ' + pieMenu.point(cx, cy, r, half) +
      'A' + r + ',' + r + ' 0 0,' + sweep + ' ' + pieMenu.point(cx, cy, r, a1);
  }
  var pieces = [], a = a0;
  while (Math.abs(a1 - a) > 120) { var b = a + (a1 > a ? 120 : -120); pieces.push([a, b]); a = b; }
  pieces.push([a, a1]);
  var d = '';
  pieces.forEach(function (pc) {
    var s = pc[0] * Math.PI / 180, e = pc[1] * Math.PI / 180;
    var k = 4 / 3 * Math.tan((e - s) / 4) * r;
    var x0 = cx + r * Math.cos(s), y0 = cy + r * Math.sin(s);
    var x3 = cx + r * Math.cos(e), y3 = cy + r * Math.sin(e);
    d += 'C' + (x0 - k * Math.sin(s)) + ',' + (y0 + k * Math.cos(s)) + ' ' +
      (x3 + k * Math.sin(e)) + ',' + (y3 - k * Math.cos(e)) + ' ' + x3 + ',' + y3;
  });
  return d;
};
pieMenu.point = function (cx, cy, r, a) {
  var t = a * Math.PI / 180;
  return (cx + r * Math.cos(t)) + ',' + (cy + r * Math.sin(t));
};

// The spreader disc: two half circles from the rightmost point, clockwise.
pieMenu.circlePath = function (cx, cy, r, arcs) {
  return 'M' + pieMenu.point(cx, cy, r, 0) + pieMenu.arcCurves(cx, cy, r, 0, 180, arcs) +
    pieMenu.arcCurves(cx, cy, r, 180, 360, arcs) + 'Z';
};

// Donut segment between two angles (degrees) at scale s about the centre: out along the
// start angle, clockwise on the outer circle, in along the end angle, back on the inner one.
pieMenu.sectorPath = function (a0, a1, s, arcs) {
  var cx = pieMenu.CX, cy = pieMenu.CY, ri = pieMenu.R_INNER * s, ro = pieMenu.R_OUTER * s;
  return 'M' + pieMenu.point(cx, cy, ri, a0) + 'L' + pieMenu.point(cx, cy, ro, a0) +
    pieMenu.arcCurves(cx, cy, ro, a0, a1, arcs) + 'L' + pieMenu.point(cx, cy, ri, a1) +
    pieMenu.arcCurves(cx, cy, ri, a1, a0, arcs) + 'Z';
};

// SVG text whose box is centred on (x, y): text-anchor middle, then the first tspan is
// shifted by the distance between y and the middle of its rendered box.
pieMenu.centredText = function (parent, x, y, str, font, attrs) {
  var t = pieMenu.el(parent, 'text', { x: x, y: y, 'text-anchor': 'middle' });
  t.style.font = font;
  for (var k in attrs) t.setAttribute(k, attrs[k]);
  var span = pieMenu.el(t, 'tspan', {});
  span.textContent = str;
  var bb = t.getBBox();
  var dif = y - (bb.y + bb.height / 2);
  if (dif && isFinite(dif)) span.setAttribute('dy', dif);
  return t;
};

pieMenu.linear = function (p) { return p; };

pieMenu.create = function (holder, labels, onChoose, opts) {
  var n = labels.length, step = 360 / n;
  var svg = pieMenu.el(null, 'svg', { width: pieMenu.WIDTH, height: pieMenu.HEIGHT, viewBox: '0 0 156 342' });
  svg.style.overflow = 'hidden';
  holder.appendChild(svg);
  var menu = { svg: svg, items: [], value: 0, from: 0, to: 0, clock: null, animating: false, chosen: false };
  menu.duration = opts && opts.duration !== undefined ? opts.duration : pieMenu.DURATION;
  menu.ease = opts && opts.easing === 'linear' ? pieMenu.linear : pieMenu.bounce;
  menu.arcs = !!(opts && opts.arcs);

  var itemLayer = pieMenu.el(svg, 'g', {});
  for (var i = 0; i < n; i++) {
    var mid = 90 + i * step, rad = mid * Math.PI / 180;
    var item = {
      index: i, a0: mid - step / 2, a1: mid + step / 2,
      lx: pieMenu.CX + pieMenu.R_LABEL * Math.cos(rad), ly: pieMenu.CY + pieMenu.R_LABEL * Math.sin(rad),
      selected: i === 0,
    };
    item.group = pieMenu.el(null, 'g', { 'class': 'pie-item', 'data-label': labels[i] });
    item.sector = pieMenu.el(item.group, 'path', { fill: pieMenu.COLORS[i % 2], stroke: 'none' });
    item.sector.style.cursor = item.selected ? 'default' : 'pointer';
    menu.items.push(item);
  }
  // The selected item (item 0) sits above the others.
  menu.items.slice(1).concat([menu.items[0]]).forEach(function (item) { itemLayer.appendChild(item.group); });
  menu.items.forEach(function (item) {
    item.label = pieMenu.centredText(item.group, item.lx, item.ly, labels[item.index], pieMenu.LABEL_FONT,
      { fill: item.selected ? '#fff' : '#333' });
    item.label.style.cursor = item.selected ? 'default' : 'pointer';
    var choose = function () {
      if (menu.chosen) return;
      menu.chosen = true;
      onChoose(item.index);
      menu.items.forEach(function (it) { it.selected = it === item; });
      menu.items.forEach(pieMenu.paintItem);
      setTimeout(function () { if (svg.parentNode) svg.parentNode.removeChild(svg); }, 50);
    };
    item.group.addEventListener('mouseup', choose);
    item.group.addEventListener('mouseover', function () { item.hover = true; pieMenu.paintItem(item, menu); });
    item.group.addEventListener('mouseout', function () { item.hover = false; pieMenu.paintItem(item, menu); });
  });

  // The spreader: always on top.
  var spreader = pieMenu.el(svg, 'g', { 'class': 'pie-spreader' });
  spreader.style.cursor = 'pointer';
  pieMenu.el(spreader, 'path', { d: pieMenu.circlePath(pieMenu.CX, pieMenu.CY, 18, menu.arcs), fill: '#444', stroke: '#444', 'stroke-width': 2 });
  menu.plus = pieMenu.centredText(spreader, pieMenu.CX, pieMenu.CY, '+', pieMenu.SPREADER_FONT,
    { fill: '#eee', stroke: '#444', 'stroke-width': 1 });
  menu.minus = pieMenu.centredText(spreader, pieMenu.CX, pieMenu.CY - 3, '-', pieMenu.SPREADER_FONT,
    { fill: '#eee', stroke: '#444', 'stroke-width': 1 });
  menu.minus.style.display = 'none';
  spreader.addEventListener('click', function () { pieMenu.toggle(menu); });

  pieMenu.render(menu);
  return menu;
};

pieMenu.paintItem = function (item, menu) {
  var lit = item.hover && !item.selected && menu && !menu.animating;
  item.sector.setAttribute('fill-opacity', lit ? 0.77 : 1);
  item.label.setAttribute('fill', item.selected ? '#fff' : lit ? '#222' : '#333');
};

// Draws every part at the current expansion value (0 collapsed, 1 expanded).
pieMenu.render = function (menu) {
  var e = menu.value;
  var s = pieMenu.MIN_SECTOR + (1 - pieMenu.MIN_SECTOR) * e;
  var ls = pieMenu.MIN_LABEL + (1 - pieMenu.MIN_LABEL) * e;
  menu.items.forEach(function (item) {
    item.sector.setAttribute('d', pieMenu.sectorPath(item.a0, item.a1, s, menu.arcs));
    if (e === 1) { item.label.removeAttribute('transform'); return; }
    // Move out from the centre along the item's angle while growing about its own middle.
    var px = pieMenu.CX + (item.lx - pieMenu.CX) * e, py = pieMenu.CY + (item.ly - pieMenu.CY) * e;
    item.label.setAttribute('transform', 'translate(' + px + ',' + py + ') scale(' + ls + ') translate(' +
      (-item.lx) + ',' + (-item.ly) + ')');
  });
  // The "-" glides 3 px up as the menu opens.
  var open = menu.to === 1;
  menu.plus.style.display = open ? 'none' : '';
  menu.minus.style.display = open ? '' : 'none';
  menu.minus.setAttribute('transform', 'translate(0,' + (3 * (1 - e)) + ')');
  if (e === 1) menu.minus.removeAttribute('transform');
};

// Toggles open/closed; mid-animation the new animation starts from the current shape.
// The clock is a document animation (an empty keyframe effect on the SVG), so anything that
// asks the document whether something is animating (document.getAnimations()) sees the
// menu move; each frame redraws the shapes at that animation's time.
pieMenu.toggle = function (menu) {
  menu.from = menu.value;
  menu.to = menu.to === 1 ? 0 : 1;
  menu.animating = true;
  menu.items.forEach(function (it) { pieMenu.paintItem(it, menu); });
  if (menu.clock) menu.clock.cancel();
  var duration = menu.duration;
  var clock = menu.clock = menu.svg.animate([{}, {}], { duration: duration });
  var token = menu.token = {};
  var frame = function () {
    if (menu.token !== token) return;
    var t = clock.playState === 'finished' ? duration : (clock.currentTime || 0);
    // A zero-length animation is over at its first frame.
    var p = duration > 0 ? Math.min(1, Math.max(0, t / duration)) : 1;
    menu.value = menu.from + (menu.to - menu.from) * menu.ease(p);
    if (p >= 1) { menu.value = menu.to; menu.animating = false; }
    pieMenu.render(menu);
    if (menu.animating) requestAnimationFrame(frame);
    else menu.items.forEach(function (it) { pieMenu.paintItem(it, menu); });
  };
  requestAnimationFrame(frame);
};

// ---- The task page (click-pie, click-pie-nodelay)
var clickPie = {};
clickPie.install = function (opts) {
  var nodelay = !!(opts && opts.nodelay);
  window.genProblem = function () {
    // Draw order (spec): shuffle a copy of the alphanumerics (62 draws), the item count,
    // then the target among the items (the last N shuffled characters, in order).
    var chars = core.shuffle(ui_utils.alphanumericList.slice());
    var n = core.randi(4, 9);
    var items = chars.slice(chars.length - n);
    var target = core.sample(items);
    window.PIE = { items: items, target: target };

    d3.select('#query').html('Expand the pie menu below and click on the item labeled "' +
      '<span class="bold">' + target + '</span>".');
    var holder = document.getElementById('divWheel');
    holder.innerHTML = '';
    // -nodelay: the wheel's animation time 0 ms and easing linear, set before it is built.
    pieMenu.create(holder, items, function (i) {
      var ok = items[i] === target;
      core.endEpisode(ok ? 1.0 : -1.0, ok);
    }, nodelay ? { duration: 0, easing: 'linear', arcs: true } : undefined);
  };
  window.onload = function () { core.startEpisode(); };
};
