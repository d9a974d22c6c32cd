/*
 * ui_utils: the benchmark's text and list helpers, clean-room from _frame.md section 4.
 * Every draw goes through core.randi/core.sample/Math.random in the documented order,
 * so a numeric seed yields the same instance as the official page.
 * Needs core.js and wordlists.js loaded first.
 */
var ui_utils = {};
(function () {
  for (var k in WORDLISTS) {
    if (k.indexOf('.') < 0) ui_utils[k] = WORDLISTS[k];
  }
})();

ui_utils.txtCapitalize = function (s) { return s.charAt(0).toUpperCase() + s.slice(1); };

// n = randi(min, max) words; per word: one sample draw, then one Math.random draw
// (< 0.2 ends a sentence unless it is the last word). The last word loses its first comma.
ui_utils.generateWords = function (min, max) {
  if (max === undefined) max = min;
  var n = core.randi(min, max);
  var words = [], capNext = true;
  for (var i = 0; i < n; i++) {
    var w = core.sample(ui_utils.lorem_words);
    if (capNext) { w = ui_utils.txtCapitalize(w); capNext = false; }
    var r = Math.random();
    if (r < 0.2 && i < n - 1) { w += '.'; capNext = true; }
    if (i === n - 1) w = w.replace(',', '');
    words.push(w);
  }
  return words.join(' ') + '.';
};

ui_utils.generateString = function (min, max) {
  if (max === undefined) max = min;
  var n = core.randi(min, max), s = '';
  for (var i = 0; i < n; i++) s += core.sample(ui_utils.alphanumericList);
  return s;
};

ui_utils.randomDate = function (start, end) {
  return new Date(start.getTime() + Math.random() * (end.getTime() - start.getTime()));
};
ui_utils.toDateString = function (date) {
  var mm = String(date.getMonth() + 1).padStart(2, '0');
  var dd = String(date.getDate()).padStart(2, '0');
  return mm + '/' + dd + '/' + date.getFullYear();
};

ui_utils.colorNameToHex = function (name) {
  var hex = ui_utils.colorNameToHex_table[String(name).toLowerCase()];
  return hex === undefined ? false : hex;
};
ui_utils.colorNameToHex_table = WORDLISTS.colorNameToHex;
ui_utils.hexToRgb = function (hex) {
  var m = /^#?([a-f\d]{2})([a-f\d]{2})([a-f\d]{2})$/i.exec(hex);
  return m ? { r: parseInt(m[1], 16), g: parseInt(m[2], 16), b: parseInt(m[3], 16) } : null;
};
