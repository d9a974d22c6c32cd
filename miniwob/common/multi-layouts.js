/*
 * Movie-search forms for multi-layouts and multi-orderings: five layouts of the same three
 * fields (genre, director, year). Rows are shuffled per episode; only the submit control
 * is evaluated. Needs core.js and ui_utils.js.
 */
var multiLayouts = {};
multiLayouts.GENRES = ['Action', 'Adventure', 'Comedy', 'Crime', 'Drama', 'Fantasy', 'Historical', 'Horror',
  'Mystery', 'Paranoid', 'Political', 'Romance', 'Saga', 'Satire', 'Surreal', 'Thriller', 'Urban', 'Western'];

var mlInput = function (field) { return '<input type="text" id="ml-' + field + '">'; };
var mlLabel = function (text) { return '<span class="ml-label">' + text + '</span>'; };

// Per layout: field labels, how a row is drawn, and the frame around the rows.
multiLayouts.LAYOUTS = [
  { labels: { genre: 'Genre:', director: 'Director:', year: 'Year:' },
    row: function (f, l) { return '<p>' + mlLabel(l) + mlInput(f) + '</p>'; },
    wrap: function (rows) { return rows + '<button id="ml-submit">Submit</button>'; } },
  { labels: { genre: 'Genre', director: 'Director Name', year: 'Year' },
    row: function (f, l) { return '<div class="row"><div class="ml-label">' + l + '</div>' + mlInput(f) + '</div>'; },
    wrap: function (rows) { return rows + '<div class="ml-submit-row"><button id="ml-submit">Search</button></div>'; } },
  { labels: { genre: 'Genre', director: 'Director', year: 'Year' },
    row: function (f, l) { return '<tr><th>' + l + '</th><td>' + mlInput(f) + '</td></tr>'; },
    wrap: function (rows) {
      return '<div class="ml-title">Movie Search</div><table>' + rows + '</table><div id="ml-submit">Submit</div>';
    } },
  { labels: { genre: 'Movie Genre', director: 'Director Name', year: 'Released Date' },
    row: function (f, l) { return '<div class="card"><div class="ml-label">' + l + '</div>' + mlInput(f) + '</div>'; },
    wrap: function (rows) { return rows + '<div class="ml-submit-row"><button id="ml-submit">Go!</button></div>'; } },
  { labels: { genre: 'Genre', director: 'Director', year: 'Year' },
    row: function (f, l) { return '<div class="entry">' + mlInput(f) + '<span class="ml-label">' + l + '</span></div>'; },
    wrap: function (rows) { return '<div class="panel">' + rows + '</div><div id="ml-submit">Search</div>'; } },
];

/** Draws genre, director, year, then (unless fixed) the layout, then shuffles the rows. */
multiLayouts.genProblem = function (fixedLayout) {
  var genre = core.sample(multiLayouts.GENRES).toLowerCase();
  var last = core.sample(ui_utils.LAST_NAMES);
  var year = String(core.randi(1970, 2018));
  var index = fixedLayout !== undefined ? fixedLayout : core.randi(0, 5);
  var layout = multiLayouts.LAYOUTS[index];
  var fields = core.shuffle(['genre', 'director', 'year']);
  window.EXPECTED = { genre: genre, director: last, year: year, layout: index + 1 };

  var area = document.getElementById('area');
  area.innerHTML = '<div id="ml-form" class="ml' + (index + 1) + '">' +
    layout.wrap(fields.map(function (f) { return layout.row(f, layout.labels[f]); }).join('')) + '</div>';
  document.getElementById('ml-submit').addEventListener('click', multiLayouts.onSubmit);
  document.getElementById('query').innerHTML = 'Search for <b>' + genre + '</b> movies directed by <b>' + last +
    '</b> from year <b>' + year + '</b>.';
};

multiLayouts.onSubmit = function () {
  var val = function (f) { return document.getElementById('ml-' + f).value; };
  var e = window.EXPECTED;
  var ok = val('genre').trim().toLowerCase() === e.genre &&
    val('director').trim().toLowerCase() === e.director.toLowerCase() &&
    val('year') === e.year;
  core.endEpisode(ok ? 1.0 : -1.0, ok);
};
