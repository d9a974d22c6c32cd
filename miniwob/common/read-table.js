/*
 * Shared by read-table and read-table-2: the eight (key, source) pairs, their per-episode
 * values and the 5-row key/value table. Draws go through core.* in the spec's order; the
 * caller makes the target draws between shuffleKeys() and drawValues().
 * Needs core.js and ui_utils.js loaded first.
 */
var readTable = {};

// Base order matters: core.shuffle permutes this list.
readTable.PAIRS = [
  ['Color', function () { return core.sample(ui_utils.COLORS); }],
  ['First name', function () { return core.sample(ui_utils.PEOPLE_NAMES); }],
  ['Last name', function () { return core.sample(ui_utils.LAST_NAMES); }],
  ['Country', function () { return core.sample(ui_utils.COUNTRIES); }],
  ['Gender', function () { return core.sample(ui_utils.GENDERS); }],
  ['Language', function () { return core.sample(ui_utils.LANGUAGES); }],
  ['Year of Birth', function () { return String(core.randi(1940, 2016)); }],
  ['Religion', function () { return core.sample(ui_utils.RELIGIONS); }],
];

/** Eight draws: a shuffled copy of the pairs. */
readTable.shuffleKeys = function () { return core.shuffle(readTable.PAIRS.slice()); };

/** One draw per row for the first five shuffled pairs: [{key, value}] in table order. */
readTable.drawValues = function (pairs) {
  return pairs.slice(0, 5).map(function (p) { return { key: p[0], value: p[1]() }; });
};

/** Fills the <table> with one key/value row per entry. */
readTable.render = function (table, rows) {
  table.innerHTML = '';
  rows.forEach(function (r) {
    var tr = table.insertRow(), k = tr.insertCell(), v = tr.insertCell();
    k.textContent = r.key;
    v.textContent = r.value;
  });
};
