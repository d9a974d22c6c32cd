/*
 * use-colorwheel family: the page's HSV colour picker and the Submit grading, shared by
 * use-colorwheel and use-colorwheel-2. Clean-room from ../shared/miniwob-spec/
 * use-colorwheel-common.md: the benchmark uses a third-party picker (jscolor 2.0); this
 * file rebuilds its look and behaviour from the spec's measurements, not from its code.
 *
 * The task page provides the static markup (#col text field, #subbtn), sets
 * core.EPISODE_MAX_TIME and calls colorwheel.install() once at load; genProblem writes
 * #query and calls colorwheel.bindSubmit(targetHex). The widget state (value, H/S/V,
 * open or closed) is never reset per episode, exactly as on the official page.
 *
 * Geometry (page px, with the field's bottom-left corner at (10,90)): picker box 157x97,
 * pad canvas 101x71 at box (13,13) framed 1px black, slider canvas 16x71 at box (128,13)
 * framed 1px black, invisible hit areas: pad control = box x 0-120, slider = box x 121-156.
 */
var colorwheel = {};
(function () {
  // Box: 12 px padding, 1 px frames, pad 101x71, a 12 px gap, slider 16x71 -> 157x97.
  var PAD_W = 101, PAD_H = 71, SLIDER_W = 16, INSET = 1;
  var BOX_W = 157, BOX_H = 97;
  var PAD_X = 13, PAD_Y = 13;   // pad canvas inside the box
  var SLIDER_X = 128;           // slider canvas inside the box (same top as the pad)
  var POINTER_DARK = '#4C4C4C';

  var state = { h: 0, s: 0, v: 0, rgb: [0, 0, 0], drag: null };
  var field, box, padCanvas, sliderCanvas, cross, pointer, padHit, sliderHit;

  // ---- colour maths (HSV in degrees / percent; RGB 0-255)
  colorwheel.hsvToRgb = function (h, s, v) {
    // 255 * v / 100, not 2.55 * v: at V 50 the latter is 127.49999... and rounds to 7F,
    // while the official page gives 80 there (maroon, gray in the spec's click table).
    var max = (255 * v) / 100, min = max * (1 - s / 100);
    var x = h / 60, i = Math.floor(x);
    var f = i % 2 ? x - i : 1 - (x - i);
    var mid = max * (1 - (s / 100) * f);
    var rgb;
    switch (i) {
      case 1: rgb = [mid, max, min]; break;
      case 2: rgb = [min, max, mid]; break;
      case 3: rgb = [min, mid, max]; break;
      case 4: rgb = [mid, min, max]; break;
      case 5: rgb = [max, min, mid]; break;
      default: rgb = [max, mid, min];
    }
    return rgb.map(function (c) { return Math.max(0, Math.min(255, Math.round(c))); });
  };

  // Returns [h, s, v]; h is null for greys and s is null for black (undefined there).
  colorwheel.rgbToHsv = function (r, g, b) {
    var max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
    var v = (max / 255) * 100;
    if (max === 0) return [null, null, 0];
    var s = (d / max) * 100;
    if (d === 0) return [null, s, v];
    var h;
    if (max === r) h = 60 * (((g - b) / d + 6) % 6);
    else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
    return [h, s, v];
  };

  function hex2(c) { return (c < 16 ? '0' : '') + c.toString(16).toUpperCase(); }
  function rgbHex(rgb) { return hex2(rgb[0]) + hex2(rgb[1]) + hex2(rgb[2]); }

  // 3 or 6 hex digits, optionally wrapped in non-word characters ("#abc"), or rgb()/rgba().
  colorwheel.parseColour = function (text) {
    var m = /^\W*([0-9A-F]{3}([0-9A-F]{3})?)\W*$/i.exec(text);
    if (m) {
      var d = m[1];
      if (d.length === 3) d = d[0] + d[0] + d[1] + d[1] + d[2] + d[2];
      return [parseInt(d.slice(0, 2), 16), parseInt(d.slice(2, 4), 16), parseInt(d.slice(4, 6), 16)];
    }
    m = /^\s*rgba?\(([^)]*)\)\s*$/i.exec(text);
    if (m) {
      var parts = m[1].split(',').map(function (p) { return parseFloat(p); });
      if (parts.length >= 3 && parts.slice(0, 3).every(function (p) { return isFinite(p); })) {
        return parts.slice(0, 3).map(function (p) { return Math.max(0, Math.min(255, Math.round(p))); });
      }
    }
    return null;
  };

  // ---- drawing
  function el(tag, css, parent) {
    var e = document.createElement(tag);
    e.style.cssText = css;
    if (parent) parent.appendChild(e);
    return e;
  }

  function paintPad() {
    var ctx = padCanvas.getContext('2d');
    var hue = ctx.createLinearGradient(0, 0, PAD_W, 0);
    ['#F00', '#FF0', '#0F0', '#0FF', '#00F', '#F0F', '#F00'].forEach(function (c, k) { hue.addColorStop(k / 6, c); });
    ctx.fillStyle = hue;
    ctx.fillRect(0, 0, PAD_W, PAD_H);
    var white = ctx.createLinearGradient(0, 0, 0, PAD_H);
    white.addColorStop(0, 'rgba(255,255,255,0)');
    white.addColorStop(1, 'rgba(255,255,255,1)');
    ctx.fillStyle = white;
    ctx.fillRect(0, 0, PAD_W, PAD_H);
  }

  function paintSlider() {
    var top = colorwheel.hsvToRgb(state.h, state.s, 100);
    var ctx = sliderCanvas.getContext('2d');
    ctx.clearRect(0, 0, SLIDER_W, PAD_H);
    var g = ctx.createLinearGradient(0, 0, 0, PAD_H);
    g.addColorStop(0, 'rgb(' + top.join(',') + ')');
    g.addColorStop(1, '#000');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, SLIDER_W, PAD_H);
  }

  // The pad cross: a dark plus with a 1 px white outline, 20x20, centred on the H/S pixel.
  function buildCross() {
    cross = el('div', 'position:absolute;width:20px;height:20px;', box);
    el('div', 'position:absolute;left:0;top:8px;width:20px;height:4px;background:#FFF;', cross);
    el('div', 'position:absolute;left:8px;top:0;width:4px;height:20px;background:#FFF;', cross);
    el('div', 'position:absolute;left:1px;top:9px;width:18px;height:2px;background:' + POINTER_DARK + ';', cross);
    el('div', 'position:absolute;left:9px;top:1px;width:2px;height:18px;background:' + POINTER_DARK + ';', cross);
  }

  // The slider pointer: a hollow 24x11 bar (white, dark, white rings around a 16x3 slot).
  function buildPointer() {
    pointer = el('div', 'position:absolute;box-sizing:border-box;width:24px;height:11px;border:1px solid #FFF;', box);
    var dark = el('div', 'box-sizing:border-box;width:22px;height:9px;border:2px solid ' + POINTER_DARK + ';', pointer);
    el('div', 'box-sizing:border-box;width:18px;height:5px;border:1px solid #FFF;', dark);
  }

  function placeMarks() {
    var px = Math.round((state.h / 360) * (PAD_W - 1));
    var py = Math.round((1 - state.s / 100) * (PAD_H - 1));
    cross.style.left = PAD_X + px - 10 + 'px';
    cross.style.top = PAD_Y + py - 10 + 'px';
    var sy = Math.round((1 - state.v / 100) * (PAD_H - 1));
    pointer.style.left = SLIDER_X - 4 + 'px';
    pointer.style.top = PAD_Y + sy - 1 - 4 + 'px';
  }

  function paintField() {
    var rgb = state.rgb;
    field.style.backgroundColor = '#' + rgbHex(rgb);
    field.style.backgroundImage = 'none';
    var luma = 0.213 * rgb[0] + 0.715 * rgb[1] + 0.072 * rgb[2];
    field.style.color = luma > 127.5 ? '#000' : '#FFF';
  }

  function redraw() {
    paintField();
    if (box.style.display === 'none') return;
    paintSlider();
    placeMarks();
  }

  // ---- state changes
  function setFromHsv(writeField) {
    state.rgb = colorwheel.hsvToRgb(state.h, state.s, state.v);
    if (writeField) field.value = rgbHex(state.rgb);
    redraw();
  }

  function setFromRgb(rgb) {
    var hsv = colorwheel.rgbToHsv(rgb[0], rgb[1], rgb[2]);
    if (hsv[0] !== null) state.h = hsv[0];
    if (hsv[1] !== null) state.s = hsv[1];
    state.v = hsv[2];
    state.rgb = rgb.slice();
    redraw();
  }

  function clamp(x, lo, hi) { return Math.max(lo, Math.min(hi, x)); }

  function padAt(e) {
    var o = padOrigin();
    state.h = clamp((3.6 * (e.pageX - o.x) * 100) / (PAD_W - 1), 0, 360);
    state.s = clamp(100 - ((e.pageY - o.y) * 100) / (PAD_H - 1), 0, 100);
    setFromHsv(true);
  }

  function sliderAt(e) {
    var o = padOrigin();
    state.v = clamp(100 - ((e.pageY - o.y) * 100) / (PAD_H - 1), 0, 100);
    setFromHsv(true);
  }

  // Page position of the pad canvas's top-left pixel.
  function padOrigin() {
    return { x: parseFloat(box.style.left) + PAD_X, y: parseFloat(box.style.top) + PAD_Y };
  }

  // ---- open / close
  function position() {
    var r = field.getBoundingClientRect();
    box.style.left = r.left + window.pageXOffset + 'px';
    box.style.top = r.bottom + window.pageYOffset + 'px';
  }

  function show() {
    position();
    box.style.display = 'block';
    paintPad();
    redraw();
  }

  function hide() { box.style.display = 'none'; }

  function build() {
    box = el('div', 'position:absolute;display:none;z-index:1000;width:' + BOX_W + 'px;height:' + BOX_H + 'px;', document.body);
    var padFrame = el('div', 'position:absolute;left:' + (PAD_X - INSET) + 'px;top:' + (PAD_Y - INSET) + 'px;border:1px solid #000;line-height:0;', box);
    padCanvas = el('canvas', 'display:block;', padFrame);
    padCanvas.width = PAD_W; padCanvas.height = PAD_H;
    var sliderFrame = el('div', 'position:absolute;left:' + (SLIDER_X - INSET) + 'px;top:' + (PAD_Y - INSET) + 'px;border:1px solid #000;line-height:0;', box);
    sliderCanvas = el('canvas', 'display:block;', sliderFrame);
    sliderCanvas.width = SLIDER_W; sliderCanvas.height = PAD_H;
    buildCross();
    buildPointer();
    var padHitW = SLIDER_X - 7; // 121: the pad control reaches 7 px past the pad's frame
    padHit = el('div', 'position:absolute;left:0;top:0;width:' + padHitW + 'px;height:' + BOX_H + 'px;background:#FFF;opacity:0;cursor:crosshair;', box);
    sliderHit = el('div', 'position:absolute;left:' + padHitW + 'px;top:0;width:' + (BOX_W - padHitW) + 'px;height:' + BOX_H + 'px;background:#FFF;opacity:0;', box);

    padHit.addEventListener('mousedown', function (e) {
      e.preventDefault();
      if (state.v === 0) state.v = 100;
      state.drag = padAt;
      padAt(e);
    });
    sliderHit.addEventListener('mousedown', function (e) {
      e.preventDefault();
      state.drag = sliderAt;
      sliderAt(e);
    });
    document.addEventListener('mousemove', function (e) { if (state.drag) state.drag(e); });
    document.addEventListener('mouseup', function () {
      if (!state.drag) return;
      state.drag = null;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  colorwheel.install = function (initialHex) {
    field = document.getElementById('col');
    build();
    field.value = initialHex.toUpperCase();
    setFromRgb(colorwheel.parseColour(initialHex));

    field.addEventListener('mousedown', function () { show(); });
    document.addEventListener('mousedown', function (e) {
      if (box.style.display === 'none') return;
      if (e.target === field || box.contains(e.target)) return;
      hide();
    });
    var follow = function () {
      var rgb = colorwheel.parseColour(field.value);
      if (rgb) setFromRgb(rgb);
    };
    field.addEventListener('keyup', follow);
    field.addEventListener('input', follow);
    field.addEventListener('blur', function () { field.value = rgbHex(state.rgb); paintField(); });
    window.addEventListener('resize', function () { if (box.style.display !== 'none') position(); });
  };

  // Grades the field's colour against the target on Submit (rebinding each episode).
  colorwheel.bindSubmit = function (targetHex) {
    document.getElementById('subbtn').onclick = function () {
      var sel = ui_utils.hexToRgb('#' + field.value.toLowerCase());
      var des = ui_utils.hexToRgb(targetHex);
      var diff = Math.abs(sel.r - des.r) + Math.abs(sel.g - des.g) + Math.abs(sel.b - des.b);
      var r = 1 - diff / (3 * 255);
      core.endEpisode(r, r > 0);
    };
  };
})();
