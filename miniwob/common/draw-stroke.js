/*
 * draw-stroke: the freehand drawing box of draw-circle and draw-line (clean-room from
 * ../shared/miniwob-spec/draw-circle.md and draw-line.md; the two pages differ only in the
 * dot's colour, the scoring point and the reward, each a flag or a function of the page).
 *
 * The box is #area's <svg> (no id, 150x110, 1-px dotted border) with the marked dot (id circ, r 4) and
 * at most one stroke: a black 5-px round-capped path. The official page uses d3 v4's drag
 * behaviour and curveBasis; this file does the same by hand (no d3 v4 in our vendor folder):
 *   - a left-button press on the svg (its border and the dot included) starts a new stroke:
 *     the old path is removed, the recorded points become [p0] and the vertex list [p0, p0];
 *   - every mousemove on the window while the button is held records one point p (SVG
 *     coordinates = client - the svg's content origin) and updates the vertex list: p is
 *     appended when it lies more than 10 px from the last committed vertex (and becomes the
 *     committed one), else it overwrites the last vertex; the path is redrawn as a uniform
 *     cubic B-spline (d3.curveBasis: v0, a line to (5v0+v1)/6, one Bezier per inner vertex,
 *     a final Bezier to (v[m-1]+5v[m])/6 and a line to v[m]);
 *   - mouseup anywhere ends the stroke; nothing is scored until Submit.
 * The drag listeners live for the whole page (attached once at load, as the official drag
 * behaviour is); genProblem clears the dot and the path but not the recorded point list,
 * which does not matter because Submit without a path is scored first (-1).
 *
 * Needs core.js loaded first. Usage (see draw-circle.html):
 *   drawStroke.install({ dotFill: 'green' });   // at load, once
 *   drawStroke.reset(cx, cy);                    // in genProblem: clears, draws the dot
 *   drawStroke.points / drawStroke.path()        // at Submit
 */
var drawStroke = {};
drawStroke.SVG_NS = 'http://www.w3.org/2000/svg';
drawStroke.points = [];   // raw recorded points of the latest stroke: [x, y] per event
drawStroke.vertices = []; // vertex list of the latest stroke's basis curve
drawStroke.committed = null;
drawStroke.dragging = false;

drawStroke.svg = function () { return document.querySelector('#area svg'); };
drawStroke.path = function () { return drawStroke.svg().querySelector('path.stroke'); };

// d3.curveBasis path data for a vertex list (d3-path's "M x,y L x,y C ..." form).
drawStroke.basisPath = function (v) {
  var n = v.length, d;
  if (n < 2) return '';
  d = 'M' + v[0][0] + ',' + v[0][1];
  if (n === 2) return d + 'L' + v[1][0] + ',' + v[1][1];
  d += 'L' + (5 * v[0][0] + v[1][0]) / 6 + ',' + (5 * v[0][1] + v[1][1]) / 6;
  var bez = function (a, b, end) {
    d += 'C' + (2 * a[0] + b[0]) / 3 + ',' + (2 * a[1] + b[1]) / 3 + ',' +
      (a[0] + 2 * b[0]) / 3 + ',' + (a[1] + 2 * b[1]) / 3 + ',' + end[0] + ',' + end[1];
  };
  for (var k = 2; k < n; k++) {
    bez(v[k - 2], v[k - 1], [(v[k - 2][0] + 4 * v[k - 1][0] + v[k][0]) / 6, (v[k - 2][1] + 4 * v[k - 1][1] + v[k][1]) / 6]);
  }
  var a = v[n - 2], b = v[n - 1];
  bez(a, b, [(a[0] + 5 * b[0]) / 6, (a[1] + 5 * b[1]) / 6]);
  return d + 'L' + b[0] + ',' + b[1];
};

// Pointer position in SVG units: client position minus the svg's content origin (inside
// its 1-px border), as d3.mouse(svg) gives it.
drawStroke.pointOf = function (e) {
  var svg = drawStroke.svg(), r = svg.getBoundingClientRect();
  return [e.clientX - r.left - svg.clientLeft, e.clientY - r.top - svg.clientTop];
};

drawStroke.onDown = function (e) {
  if (e.button !== 0) return; // the primary button only, as d3's drag filter
  var p = drawStroke.pointOf(e);
  var old = drawStroke.path();
  if (old) old.remove();
  drawStroke.points = [p];
  drawStroke.vertices = [p, p];
  drawStroke.committed = p;
  var path = document.createElementNS(drawStroke.SVG_NS, 'path');
  path.setAttribute('class', 'stroke');
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'black');
  path.setAttribute('stroke-width', '5');
  path.setAttribute('stroke-linejoin', 'round');
  path.setAttribute('stroke-linecap', 'round');
  drawStroke.svg().appendChild(path); // no path data until the first move
  drawStroke.dragging = true;
};

// d3's drag keeps the browser from starting a native drag or a text selection meanwhile.
drawStroke.noSelect = function (e) { if (drawStroke.dragging) e.preventDefault(); };

drawStroke.onMove = function (e) {
  if (!drawStroke.dragging) return;
  var p = drawStroke.pointOf(e);
  drawStroke.points.push(p);
  var c = drawStroke.committed, dx = p[0] - c[0], dy = p[1] - c[1];
  if (dx * dx + dy * dy > 100) { drawStroke.vertices.push(p); drawStroke.committed = p; }
  else drawStroke.vertices[drawStroke.vertices.length - 1] = p;
  var path = drawStroke.path();
  if (path) path.setAttribute('d', drawStroke.basisPath(drawStroke.vertices));
};

drawStroke.onUp = function () { drawStroke.dragging = false; };

// Once, at page load: the drawing box's listeners (page-long, like the official drag).
drawStroke.install = function (opts) {
  drawStroke.dotFill = opts.dotFill;
  drawStroke.svg().addEventListener('mousedown', drawStroke.onDown);
  window.addEventListener('mousemove', drawStroke.onMove);
  window.addEventListener('mouseup', drawStroke.onUp);
  window.addEventListener('selectstart', drawStroke.noSelect);
  window.addEventListener('dragstart', drawStroke.noSelect);
};

// In genProblem: an empty box with the dot at (cx, cy) (SVG units).
drawStroke.reset = function (cx, cy) {
  var svg = drawStroke.svg();
  while (svg.firstChild) svg.removeChild(svg.firstChild);
  var dot = document.createElementNS(drawStroke.SVG_NS, 'circle');
  dot.id = 'circ';
  dot.setAttribute('cx', cx);
  dot.setAttribute('cy', cy);
  dot.setAttribute('r', 4);
  dot.setAttribute('fill', drawStroke.dotFill);
  svg.appendChild(dot);
};
