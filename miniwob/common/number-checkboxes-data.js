/*
 * number-checkboxes data (from ../shared/miniwob-spec/number-checkboxes-data.json): the
 * 7x4 digit patterns (1 = tick) and the geometry of the ten example pictures, which are
 * drawn here as PNGs at load (dark #222222 panel, 12x12 cells at a 15-px pitch, white
 * where the pattern has 1, grey #666666 where it has 0). Makes no random draws.
 */
var numberCheckboxes = {};

// PATTERNS[n][row][col]
numberCheckboxes.PATTERNS = [
  [[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [1, 0, 0, 1], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]],
  [[0, 0, 1, 0], [0, 1, 1, 0], [0, 0, 1, 0], [0, 0, 1, 0], [0, 0, 1, 0], [0, 0, 1, 0], [0, 0, 1, 0]],
  [[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 0, 1, 0], [0, 1, 0, 0], [1, 0, 0, 0], [1, 1, 1, 1]],
  [[0, 1, 1, 0], [1, 0, 0, 1], [0, 0, 0, 1], [0, 1, 1, 0], [0, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]],
  [[1, 0, 0, 0], [1, 0, 1, 0], [1, 0, 1, 0], [1, 1, 1, 1], [0, 0, 1, 0], [0, 0, 1, 0], [0, 0, 1, 0]],
  [[1, 1, 1, 1], [1, 0, 0, 0], [1, 0, 0, 0], [1, 1, 1, 0], [0, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]],
  [[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 0], [1, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]],
  [[1, 1, 1, 1], [1, 0, 0, 1], [0, 0, 0, 1], [0, 0, 1, 0], [0, 0, 1, 0], [0, 1, 0, 0], [0, 1, 0, 0]],
  [[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]],
  [[0, 1, 1, 0], [1, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 1], [0, 0, 0, 1], [1, 0, 0, 1], [0, 1, 1, 0]]
];

// Per digit: picture size and the first pixel of each cell column (xs) and row (ys); every
// cell is 12x12. The official pictures are hand-cropped, hence the small differences.
numberCheckboxes.IMAGES = [
  { width: 70, height: 117, xs: [7, 22, 37, 52], ys: [6, 21, 36, 51, 66, 81, 96] },
  { width: 65, height: 111, xs: [4, 19, 34, 49], ys: [5, 20, 35, 50, 65, 80, 95] },
  { width: 65, height: 112, xs: [3, 18, 33, 48], ys: [5, 20, 35, 50, 65, 80, 95] },
  { width: 66, height: 110, xs: [4, 19, 34, 49], ys: [4, 19, 34, 49, 64, 79, 94] },
  { width: 62, height: 108, xs: [2, 17, 32, 47], ys: [3, 18, 33, 48, 63, 78, 93] },
  { width: 64, height: 111, xs: [4, 19, 34, 49], ys: [5, 20, 35, 50, 65, 80, 95] },
  { width: 66, height: 111, xs: [4, 19, 34, 49], ys: [5, 20, 35, 50, 65, 80, 95] },
  { width: 65, height: 111, xs: [4, 19, 34, 49], ys: [5, 20, 35, 50, 65, 80, 95] },
  { width: 63, height: 110, xs: [3, 18, 33, 48], ys: [4, 19, 34, 49, 64, 79, 94] },
  { width: 64, height: 111, xs: [4, 19, 34, 49], ys: [4, 19, 34, 49, 64, 79, 94] }
];
numberCheckboxes.CELL = 12;
numberCheckboxes.COLORS = { background: '#222222', on: '#FFFFFF', off: '#666666' };

// The example picture of digit n as a PNG data URL.
numberCheckboxes.pictureUrl = function (n) {
  var geo = numberCheckboxes.IMAGES[n], pattern = numberCheckboxes.PATTERNS[n];
  var canvas = document.createElement('canvas');
  canvas.width = geo.width; canvas.height = geo.height;
  var ctx = canvas.getContext('2d');
  ctx.fillStyle = numberCheckboxes.COLORS.background;
  ctx.fillRect(0, 0, geo.width, geo.height);
  for (var row = 0; row < 7; row++) {
    for (var col = 0; col < 4; col++) {
      ctx.fillStyle = pattern[row][col] ? numberCheckboxes.COLORS.on : numberCheckboxes.COLORS.off;
      ctx.fillRect(geo.xs[col], geo.ys[row], numberCheckboxes.CELL, numberCheckboxes.CELL);
    }
  }
  return canvas.toDataURL('image/png');
};
