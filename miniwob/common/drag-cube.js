/*
 * drag-cube: the spinning CSS cube (clean-room from ../shared/miniwob-spec/drag-cube.md).
 * State lives for the whole page, not per episode: a 20-ms timer turns mouse motion made
 * with the button held into torque, torque into rotation, and rotation into the 'active'
 * (red) side, exactly in the order the spec gives. Makes no random draws.
 * Needs core.js loaded first.
 */
var dragCube = {};

// ---- the face tile (the official blank.png): grey level per pixel, top/left edges shaded
dragCube.TILE = {
  size: 204,
  flat: 247,
  profile: [198, 206, 213, 218, 224, 229, 234, 237, 240, 243, 245, 246, 247],
  corner: [
    [172, 176, 180, 184, 187, 190, 192, 193, 195, 196, 197, 197, 198],
    [176, 181, 185, 189, 192, 194, 198, 200, 202, 203, 204, 205, 205],
    [180, 185, 190, 193, 196, 200, 203, 206, 209, 209, 211, 212, 211],
    [183, 189, 193, 198, 201, 205, 208, 211, 214, 216, 217, 217, 218],
    [187, 192, 197, 201, 206, 210, 213, 216, 219, 221, 222, 223, 223],
    [190, 194, 201, 205, 210, 215, 217, 221, 224, 226, 227, 228, 229],
    [192, 198, 203, 208, 213, 218, 221, 225, 228, 229, 232, 232, 233],
    [193, 200, 206, 211, 216, 221, 224, 228, 230, 233, 235, 236, 237],
    [194, 202, 209, 214, 219, 224, 227, 231, 233, 236, 238, 239, 240],
    [196, 203, 209, 216, 221, 226, 230, 234, 235, 239, 240, 241, 242],
    [197, 204, 210, 217, 222, 227, 231, 235, 238, 240, 243, 244, 245],
    [197, 205, 211, 218, 223, 228, 233, 236, 239, 241, 244, 245, 246],
    [198, 206, 212, 218, 223, 229, 233, 237, 240, 242, 245, 246, 247]
  ]
};

dragCube.tileGrey = function (x, y) {
  var t = dragCube.TILE, n = t.profile.length;
  if (x < n && y < n) return t.corner[y][x];
  if (x < n) return t.profile[x];
  if (y < n) return t.profile[y];
  return t.flat; // the right/bottom shading of the real tile never shows on an 80-px face
};

// The tile as a PNG data URL.
dragCube.tileUrl = function () {
  var t = dragCube.TILE;
  var canvas = document.createElement('canvas');
  canvas.width = t.size; canvas.height = t.size;
  var ctx = canvas.getContext('2d');
  var img = ctx.createImageData(t.size, t.size);
  for (var y = 0; y < t.size; y++) {
    for (var x = 0; x < t.size; x++) {
      var g = dragCube.tileGrey(x, y), i = 4 * (y * t.size + x);
      img.data[i] = img.data[i + 1] = img.data[i + 2] = g;
      img.data[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  return canvas.toDataURL('image/png');
};

// ---- rotation state (page-wide)
dragCube.START_X = 1122;
dragCube.START_Y = 136;
dragCube.TICK_MS = 20;
dragCube.state = {
  mx: 0, my: 0,           // last pointer position (page px)
  lx: 0, ly: 0,           // pointer position at the previous tick
  X: dragCube.START_X,    // rotateY angle (deg)
  Y: dragCube.START_Y,    // rotateX angle (deg)
  tx: 0, ty: 0,           // torque
  down: false,
  upsideDown: false,
  currentSide: 0,
  prevX: 0, prevY: 0      // the angles the digits of faces 1 and 6 were last turned for
};

dragCube.cube = null;   // div.cube
dragCube.digits = [];   // div.cube-image of faces 1..6 at index 0..5

dragCube.inRange = function (v, lo, hi) { return v >= lo && v <= hi; };

// Which side turns active for the angles: two bands of Y first, then bands of X whose
// meaning swaps when the cube is upside down. Values between the closed bands fall through.
dragCube.sideFor = function (X, Y, upsideDown) {
  var r = dragCube.inRange;
  if (r(Y, 220, 308)) return 1;
  if (r(Y, 46, 130)) return 6;
  if (r(X, 42, 130)) return upsideDown ? 3 : 5;
  if (r(X, 131, 223)) return upsideDown ? 2 : 4;
  if (r(X, 224, 314)) return upsideDown ? 5 : 3;
  return upsideDown ? 4 : 2;
};

dragCube.setActive = function (side) {
  dragCube.digits.forEach(function (d, i) { d.classList.toggle('active', i + 1 === side); });
};

dragCube.wrap = function (a) { return a > 360 ? a - 360 : a < 0 ? a + 360 : a; }; // one step only

dragCube.tick = function () {
  var s = dragCube.state;
  var dx = s.mx - s.lx, dy = s.my - s.ly;
  s.lx = s.mx; s.ly = s.my;
  if (s.down) {
    s.tx = s.tx * 0.93 + (2 * dx - s.tx) * 0.1;
    s.ty = s.ty * 0.93 + (2 * dy - s.ty) * 0.1;
  }
  if (Math.abs(s.tx) > 1 || Math.abs(s.ty) > 1) {
    if (!s.down) { s.tx *= 0.93; s.ty *= 0.93; }
    s.Y = dragCube.wrap(s.Y - s.ty);
    var upsideDown = s.Y > 90 && s.Y < 270;
    s.X += upsideDown ? -s.tx : s.tx;
    if (upsideDown !== s.upsideDown) {
      s.upsideDown = upsideDown;
      [5, 4, 3, 2].forEach(function (n) {
        dragCube.digits[n - 1].style.transform = upsideDown ? 'rotate(180deg)' : 'rotate(0deg)';
      });
    }
    s.X = dragCube.wrap(s.X);
    var side = dragCube.sideFor(s.X, s.Y, s.upsideDown);
    if (side !== s.currentSide) {
      s.currentSide = side;
      dragCube.setActive(side);
    }
  }
  dragCube.cube.style.transform = 'rotateX(' + s.Y + 'deg) rotateY(' + s.X + 'deg)';
  if (s.X !== s.prevX || s.Y !== s.prevY) {
    s.prevX = s.X; s.prevY = s.Y;
    var t = s.Y > 90 && s.Y < 270 ? s.tx : -s.tx;
    dragCube.digits[0].style.transform = 'rotate(' + (s.X + t) + 'deg)';
    dragCube.digits[5].style.transform = 'rotate(' + -(s.X + 180 + t) + 'deg)';
  }
};

// Pointer tracking on the whole document (touch positions are scaled by 1/1.5).
dragCube.listen = function () {
  var s = dragCube.state;
  var touch = function (e) { var t = e.touches[0] || e.changedTouches[0]; return [t.pageX / 1.5, t.pageY / 1.5]; };
  document.addEventListener('mousedown', function () { s.down = true; });
  document.addEventListener('mouseup', function () { s.down = false; });
  document.addEventListener('keyup', function () { s.down = false; });
  document.addEventListener('mousemove', function (e) { s.mx = e.pageX; s.my = e.pageY; });
  document.addEventListener('touchstart', function (e) {
    var p = touch(e);
    s.down = true; s.mx = s.lx = p[0]; s.my = s.ly = p[1];
  });
  document.addEventListener('touchmove', function (e) { var p = touch(e); s.mx = p[0]; s.my = p[1]; });
  document.addEventListener('touchend', function () { s.down = false; });
};

// Once per page: find the cube, start listening and ticking.
dragCube.install = function (cube) {
  dragCube.cube = cube;
  dragCube.digits = Array.prototype.slice.call(cube.querySelectorAll('.cube-image'));
  dragCube.listen();
  setInterval(dragCube.tick, dragCube.TICK_MS);
};

// Episode start: only the pose, the red digit and faces 3 and 4's digit turn are reset;
// torque, button state, upside-down flag and current side carry over.
dragCube.resetPose = function () {
  dragCube.setActive(6);
  dragCube.digits[2].style.transform = '';
  dragCube.digits[3].style.transform = '';
  dragCube.state.X = dragCube.START_X;
  dragCube.state.Y = dragCube.START_Y;
};

// The side whose digit is red now.
dragCube.activeSide = function () {
  var d = dragCube.cube.querySelector('.cube-image.active');
  return d ? d.textContent : null;
};
