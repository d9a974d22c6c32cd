/*
 * Shared by the click-checkboxes family (click-checkboxes, -large, -soft, -transfer):
 * the label rows, the Submit button and the +1/-1 per row scoring. Makes no random draws,
 * so each task keeps its own draw order. Needs core.js loaded first.
 */
var checkboxes = {};

// One row: <label><input type=checkbox>text</label><br>. Every #area input is 20px wide
// (task CSS), which centres Chrome's 13x13 glyph in a 20x13 box; rows are 19 px apart.
checkboxes.addRow = function (container, text) {
  var label = document.createElement('label');
  var input = document.createElement('input');
  input.type = 'checkbox';
  label.appendChild(input);
  label.appendChild(document.createTextNode(text));
  container.appendChild(label);
  container.appendChild(document.createElement('br'));
  return input;
};

checkboxes.addSubmit = function (area, onClick) {
  var button = document.createElement('button');
  button.id = 'subbtn';
  button.className = 'secondary-action';
  button.textContent = 'Submit';
  button.addEventListener('click', onClick);
  area.appendChild(button);
  return button;
};

checkboxes.query = function (prefix, names) {
  return names.length ? prefix + names.join(', ') + ' and click Submit.' : 'Select nothing and click Submit.';
};

// rows: [{ input, target }]. Each row scores +1 if its checked state equals its target
// state, else -1; reward = sum / n, time-proportional only when the sum is positive.
checkboxes.score = function (rows) {
  var r = 0;
  rows.forEach(function (row) { r += row.input.checked === row.target ? 1 : -1; });
  core.endEpisode(r / rows.length, r > 0);
};
