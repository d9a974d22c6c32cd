/*
 * The book-flight family (book-flight, book-flight-nodelay): a one-way flight search,
 * clean-room from ../shared/miniwob-spec/book-flight.md and book-flight-nodelay.md. Needs
 * core.js, ui_utils.js, jQuery, jQuery UI and book-flight-data.js loaded first; a page
 * calls bookFlightStart() (with { nodelay: true } for the variant) from window.onload.
 */
core.EPISODE_MAX_TIME = 30000;

var START_DATE = new Date(2016, 9, 1);
var END_DATE = new Date(2016, 11, 31);
var DAY = 86400000;
var DESIRED_FLIGHT = ['cheapest', 'shortest'];

// "City, ST (XXX)" -> ["City, ST", "XXX"]
var splitEntry = function (entry) { return entry.replace(/ \(/g, '_').replace(/\)/g, '_').split('_'); };
var codeOf = function (value) { var m = /\(([^)]*)\)/.exec(value); return m ? m[1] : value; };

// 12-hour "h:mm AM" in local time (the reference's toLocaleTimeString without seconds).
var timeText = function (d) {
  var h = d.getHours(), m = d.getMinutes();
  return ((h % 12) || 12) + ':' + (m < 10 ? '0' : '') + m + ' ' + (h < 12 ? 'AM' : 'PM');
};

// 3-4 flights on the given day: per flight one draw each for departure, arrival, price.
var generateFlights = function (from, to, dateText) {
  var count = core.randi(3, 5);
  var D = Date.parse(dateText);
  var flights = [];
  for (var i = 0; i < count; i++) {
    var depart = ui_utils.randomDate(new Date(D), new Date(D + DAY));
    var arrive = ui_utils.randomDate(depart, new Date(D + 1.5 * DAY));
    var price = core.randi(50, 1200);
    var duration = arrive.getTime() - depart.getTime();
    flights.push({ from: from, to: to, depart: depart, arrive: arrive, price: price, duration: duration });
  }
  return flights;
};

var state = null;

var genProblem = function () {
  // Draw order (spec): origin, its city-or-code, destination, its city-or-code, date, action,
  // then the real flights.
  var origin = core.sample(DOMESTIC_FLIGHTS);
  var originText = core.sample(splitEntry(origin).slice(0, 2));
  var destination = core.sample(DOMESTIC_FLIGHTS);
  var destinationText = core.sample(splitEntry(destination).slice(0, 2));
  var dateText = ui_utils.toDateString(ui_utils.randomDate(START_DATE, END_DATE));
  var action = core.sample(DESIRED_FLIGHT);
  var flights = generateFlights(origin, destinationText, dateText);
  state = { origin: origin, originText: originText, destination: destination, destinationText: destinationText,
    dateText: dateText, action: action, flights: flights, shown: null, real: false };
  window.BOOK_FLIGHT = state;

  document.getElementById('query').innerHTML = 'Book the <span class="bold">' + action +
    '</span> one-way flight from: <span class="bold">' + originText + '</span> to: <span class="bold">' +
    destinationText + '</span> on <span class="bold">' + dateText + '</span>.';

  // A new episode empties the fields and shows the form; as in the original it leaves an
  // open calendar or list, and red outlines, as they are.
  $('#flight-from, #flight-to, #datepicker').val('');
  $('#menu').removeClass('hide');
  $('#results').addClass('hide').empty();
};

var onSearch = function () {
  $('#results').empty();
  $('.flight-input').removeClass('error');
  var from = $('#flight-from').val(), to = $('#flight-to').val(), date = $('#datepicker').val();
  var bad = false;
  if (DOMESTIC_FLIGHTS.indexOf(from) < 0) { $('#flight-from').addClass('error'); bad = true; }
  if (DOMESTIC_FLIGHTS.indexOf(to) < 0) { $('#flight-to').addClass('error'); bad = true; }
  if (date === '') { $('#datepicker').addClass('error'); bad = true; }
  if (bad) return;

  state.real = from.indexOf(state.originText) >= 0 && to.indexOf(state.destinationText) >= 0 && date === state.dateText;
  state.shown = state.real ? state.flights : generateFlights(from, to, date);
  $('#menu').addClass('hide');
  showResults(codeOf(from), codeOf(to), date);
};

var showResults = function (fromCode, toCode, date) {
  var $r = $('#results').removeClass('hide');
  var $header = $('<div class="flight-header"></div>');
  $header.append($('<button id="menu-back">Back</button>').on('click', onBack));
  $header.append($('<div class="flight-summary"></div>').text(fromCode + ' to ' + toCode + ' | ' + date));
  $r.append($header);
  state.shown.forEach(function (f, i) {
    var $card = $('<div class="flight"></div>');
    var row = function (label, lines) {
      var $row = $('<div class="flight-row"></div>');
      $row.append($('<div class="flight-label"></div>').append($('<span></span>').text(label)));
      var $d = $('<div class="flight-details"></div>');
      lines.forEach(function (t) { $d.append($('<div></div>').text(t)); });
      return $row.append($d);
    };
    $card.append(row('Depart:', [timeText(f.depart), f.depart.toDateString(), f.from]));
    $card.append(row('Arrives:', [timeText(f.arrive), f.arrive.toDateString(), f.to]));
    $card.append(row('Duration:', [(Math.floor(f.duration / 3600000) % 60) + 'h ' + (Math.floor(f.duration / 60000) % 60) + 'm']));
    var $book = $('<button class="flight-button flight-price"></button>').text('Book flight for $' + f.price);
    $book.attr('data-index', String(i)).on('click', onBook);
    $card.append($book);
    $r.append($card);
  });
};

var onBack = function () {
  $('#results').addClass('hide');
  $('#menu').removeClass('hide');
};

var onBook = function (e) {
  var f = state.shown[Number(e.currentTarget.getAttribute('data-index'))];
  var ok = false;
  if (state.real) {
    var key = state.action === 'shortest' ? 'duration' : 'price';
    var best = Math.min.apply(null, state.flights.map(function (g) { return g[key]; }));
    ok = f[key] === best;
  }
  core.endEpisode(ok ? 1.0 : -1.0, ok);
};

// The form and the (empty) results view, written into #area once at page load.
var BOOK_FLIGHT_MARKUP =
  '<div id="menu">' +
  '<h2>Book Your One-Way Flight</h2>' +
  '<div class="input-container"><input id="flight-from" class="flight-input" type="text" placeholder="From:"></div>' +
  '<div class="input-container"><input id="flight-to" class="flight-input" type="text" placeholder="To:"></div>' +
  '<div id="departure">' +
  '<div id="departure-header">Departure Date</div>' +
  '<div id="departure-body"><input id="datepicker" class="flight-input" type="text" readonly></div>' +
  '</div>' +
  '<button id="search" class="flight-button">Search</button>' +
  '</div>' +
  '<div id="results" class="hide"></div>';

/*
 * Builds the page and shows the START cover. opts.nodelay (book-flight-nodelay): the two
 * suggestion lists use autocomplete delay 0 (a list after each typed character, still
 * opened from a 0-ms timer) and the calendar shows and hides without its 200-ms fade
 * (showAnim ''). Nothing else differs: same draws, data, look and reward.
 */
var bookFlightStart = function (opts) {
  var nodelay = !!(opts && opts.nodelay);
  document.getElementById('area').innerHTML = BOOK_FLIGHT_MARKUP;
  var autocomplete = { source: DOMESTIC_FLIGHTS };
  if (nodelay) autocomplete.delay = 0;
  $('#flight-from, #flight-to').autocomplete(autocomplete);
  var datepicker = {
    minDate: START_DATE,
    maxDate: END_DATE,
    // The calendar opens ABOVE the date field, over the form.
    beforeShow: function (input, inst) {
      setTimeout(function () {
        var o = $(input).offset();
        inst.dpDiv.css({ left: o.left, top: o.top - 107 });
      }, 0);
    },
  };
  if (nodelay) datepicker.showAnim = '';
  $('#datepicker').datepicker(datepicker);
  $('#search').on('click', onSearch);
  core.startEpisode();
};
