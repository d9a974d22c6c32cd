/*
 * shapes: the benchmark's shape-grid helper (clean-room from _frame.md section 6), drawn
 * with d3 v3 (../vendor/d3/d3.min.js) into an SVG. Used by identify-shape, drag-circle
 * and drag-single-shape. Every random draw goes through core.randi/randf/sample in the
 * documented order. Needs core.js, wordlists.js and d3 loaded first.
 *
 * An item is { color, size (0 small, 1 large), type ('letter'|'digit'|'shape'),
 * text ('q', '7', 'circle', ...), x, y (grid column and row) }.
 */
var shapes = {};
shapes.COLORS = WORDLISTS['shapes.COLORS'];
shapes.LETTERS = WORDLISTS['shapes.LETTERS'];
shapes.DIGITS = WORDLISTS['shapes.DIGITS'];
shapes.SHAPES = WORDLISTS['shapes.SHAPES'];
shapes.SZ_X = 7;      // grid columns
shapes.SZ_Y = 7;      // grid rows
shapes.GRID_SIZE = 20; // px per cell

// ---- generation

// Random grid of n items (n = randi(3, 20) when omitted). Per item: column and row
// (redrawn together until the cell is free), colour, size, kind, then which one.
shapes.genGrid = function (n) {
  if (n === undefined) n = core.randi(3, 20);
  var taken = {}, grid = [];
  for (var i = 0; i < n; i++) {
    var x, y;
    do { x = core.randi(0, shapes.SZ_X); y = core.randi(0, shapes.SZ_Y); } while (taken[x + ',' + y]);
    taken[x + ',' + y] = true;
    var item = { x: x, y: y, color: core.sample(shapes.COLORS) };
    item.size = core.randf(0, 1) < 0.5 ? 1 : 0;
    var r = core.randf(0, 1);
    if (r < 0.5) { item.type = 'letter'; item.text = core.sample(shapes.LETTERS); }
    else if (r < 0.7) { item.type = 'digit'; item.text = core.sample(shapes.DIGITS); }
    else { item.type = 'shape'; item.text = core.sample(shapes.SHAPES); }
    grid.push(item);
  }
  return grid;
};

// ---- rendering

shapes.renderedSize = function (size) { return Math.ceil(10 * size) + 10; };
shapes.cellCentre = function (x, y) {
  return [shapes.GRID_SIZE * x + shapes.GRID_SIZE / 2, shapes.GRID_SIZE * y + shapes.GRID_SIZE / 2];
};

// Draws one item centred on (cx, cy) with rendered size s; returns its d3 selection.
shapes.renderItem = function (svg, item, cx, cy, s) {
  var el;
  if (item.type !== 'shape') {
    el = svg.append('text').text(item.text)
      .attr('x', cx).attr('y', cy)
      .attr('text-anchor', 'middle').attr('dominant-baseline', 'central')
      .attr('font-size', s + 'px');
  } else if (item.text === 'circle') {
    el = svg.append('circle').attr('cx', cx).attr('cy', cy).attr('r', s / 2);
  } else if (item.text === 'rectangle') {
    el = svg.append('rect').attr('x', cx - s / 2).attr('y', cy - s / 2).attr('width', s).attr('height', s);
  } else {
    el = svg.append('polygon').attr('points', shapes.trianglePoints(cx, cy, s));
  }
  return el.attr('fill', item.color).style('cursor', 'pointer').datum(item);
};

// Upward isosceles triangle: base corners (cx-s/2, cy+s/2), (cx+s/2, cy+s/2), apex (cx, cy-s/2).
shapes.trianglePoints = function (cx, cy, s) {
  return [[cx - s / 2, cy + s / 2], [cx + s / 2, cy + s / 2], [cx, cy - s / 2]]
    .map(function (p) { return p.join(','); }).join(' ');
};

shapes.renderGrid = function (svg, grid) {
  return grid.map(function (item) {
    var c = shapes.cellCentre(item.x, item.y);
    return shapes.renderItem(svg, item, c[0], c[1], shapes.renderedSize(item.size));
  });
};

// Plain drawing helpers: lists of {cx, cy, r} / {x, y, width, height} / {x, y, size}
// (triangle centre) / {x1, y1, x2, y2}, each with optional fill, stroke, cls, id.
// Fill and stroke default to black.
shapes.styled = function (el, d) {
  if (d.cls) el.attr('class', d.cls);
  if (d.id) el.attr('id', d.id);
  return el.attr('fill', d.fill || 'black').attr('stroke', d.stroke || 'black');
};
shapes.drawCircles = function (svg, list) {
  return list.map(function (d) {
    return shapes.styled(svg.append('circle').attr('cx', d.cx).attr('cy', d.cy).attr('r', d.r), d);
  });
};
shapes.drawRects = function (svg, list) {
  return list.map(function (d) {
    return shapes.styled(svg.append('rect').attr('x', d.x).attr('y', d.y)
      .attr('width', d.width).attr('height', d.height), d);
  });
};
shapes.drawTriangles = function (svg, list) {
  return list.map(function (d) {
    return shapes.styled(svg.append('polygon').attr('points', shapes.trianglePoints(d.x, d.y, d.size)), d);
  });
};
shapes.drawLines = function (svg, list) {
  return list.map(function (d) {
    return shapes.styled(svg.append('line').attr('x1', d.x1).attr('y1', d.y1)
      .attr('x2', d.x2).attr('y2', d.y2), d);
  });
};

// ---- dragging

// A d3 drag behaviour: on every move with the button held (tracked on the window) the
// element gets an absolute translate that puts its untransformed bounding box's top-left
// corner at pointer - k*width (both axes, SVG coordinates). The official tasks use
// k = 0.6 for circles (centre lands 0.2r up-left of the pointer), 0.5 for squares,
// 0.4 for triangles. Mousedown alone does nothing.
shapes.dragBehavior = function (k) {
  return d3.behavior.drag().on('drag', function () {
    var bb = this.getBBox();
    var tx = d3.event.x - k * bb.width - bb.x, ty = d3.event.y - k * bb.width - bb.y;
    d3.select(this).attr('transform', 'translate(' + tx + ',' + ty + ')');
  });
};

// The translate an element carries ([0, 0] when never dragged).
shapes.translation = function (el) {
  var t = /translate\(\s*([-\d.e]+)[ ,]+([-\d.e]+)\s*\)/.exec(el.getAttribute('transform') || '');
  return t ? [Number(t[1]), Number(t[2])] : [0, 0];
};

// Grid cell of an element, its drag translation included.
shapes.gridCoords = function (el) {
  var bb = el.getBBox(), t = shapes.translation(el);
  var cx = bb.x + bb.width / 2 + t[0], cy = bb.y + bb.height / 2 + t[1];
  return [Math.floor(cx / shapes.GRID_SIZE), Math.floor(cy / shapes.GRID_SIZE)];
};

// ---- lossy descriptions

// 50% a size word, 50% the colour, then 50% (forced when neither) the object, named by
// its exact text or its type (50/50), else "item". All draws happen every time.
shapes.generalDesc = function (item) {
  var words = [];
  var useSize = core.randf(0, 1) < 0.5;
  var useColor = core.randf(0, 1) < 0.5;
  var useObject = core.randf(0, 1) < 0.5 || (!useSize && !useColor);
  if (useSize) words.push(item.size === 1 ? 'large' : 'small');
  if (useColor) words.push(item.color);
  if (useObject) words.push(core.randf(0, 1) < 0.5 ? item.text : item.type);
  else words.push('item');
  return words.join(' ');
};

// Does the item fit a description made by generalDesc? Omitted attributes match anything.
shapes.shapeMatchesText = function (item, desc) {
  var words = desc.split(' ');
  for (var i = 0; i < words.length; i++) {
    var w = words[i];
    if (w === 'large' || w === 'small') { if ((item.size === 1) !== (w === 'large')) return false; }
    else if (shapes.COLORS.indexOf(w) >= 0) { if (item.color !== w) return false; }
    else if (w !== 'item' && w !== item.text && w !== item.type) return false;
  }
  return true;
};
