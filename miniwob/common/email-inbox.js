/*
 * The email-inbox family's shared app (clean-room from
 * ../shared/miniwob-spec/email-inbox-common.md): an inbox with search, an email view,
 * and reply / forward drafts. Each task page is a thin variant:
 *
 *   var genProblem = emailInbox.task({ maxEmails: 3, actions: ['reply'] });
 *   var genProblem = emailInbox.task({ maxEmails: 12, actions: [...], nl: 'turk' });
 *
 * nl: undefined (bold template), 'turk' (crowd templates per action, target and DEST
 * from a shuffled copy) or 'forward_nl' (hand-written forward paraphrases).
 * Needs core.js, ui_utils.js and (for nl) email-inbox-templates.js loaded first.
 * The current instance is exposed as window.EMAIL_INBOX for tests.
 */
var emailInbox = (function () {
  // ---- icons, drawn as inline SVG after the reference pictures (no image files)
  var SVG = function (box, body) {
    return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="' + box + '">' + body + '</svg>';
  };
  // A regular five-pointed star filling a 12 px box (36 units = 36 device px at scale 3).
  var starPoints = (function () {
    var pts = [];
    for (var k = 0; k < 10; k++) {
      var a = (-90 + 36 * k) * Math.PI / 180, r = k % 2 ? 8.8 : 17.8;
      pts.push((18 + r * Math.cos(a)).toFixed(2) + ',' + (19.8 + r * Math.sin(a)).toFixed(2));
    }
    return pts.join(' ');
  })();
  // An "x" of two bars crossing at (cx, cy), arms a long, d = half the bar width times sqrt 2.
  var crossPath = function (cx, cy, a, d) {
    var p = [[-a, -a + d], [-a + d, -a], [0, -d], [a - d, -a], [a, -a + d], [d, 0],
      [a, a - d], [a - d, a], [0, d], [-a + d, a], [-a, a - d], [-d, 0]];
    return 'M' + p.map(function (q) { return (cx + q[0]).toFixed(2) + ' ' + (cy + q[1]).toFixed(2); }).join('L') + 'z';
  };
  var maskId = 0;
  var ICON = {
    star: function () {
      return SVG('0 0 36 36', '<polygon points="' + starPoints + '" fill="none" stroke="#000" stroke-width="2" stroke-linejoin="miter"/>');
    },
    starred: function () {
      return SVG('0 0 36 36', '<polygon points="' + starPoints + '" fill="#FFC107" stroke="#FFC107" stroke-width="2"/>');
    },
    // A bin (handle, lid, tapered body) with a round "x" badge cut out of its lower right.
    trash: function () {
      var id = 'ei-trash-cut-' + (maskId++);
      return SVG('0 0 36 36',
        '<mask id="' + id + '"><rect width="36" height="36" fill="#fff"/><circle cx="21.5" cy="27.9" r="10.4" fill="#000"/></mask>' +
        '<g fill="#555656">' +
        '<path mask="url(#' + id + ')" fill-rule="evenodd" d="M7 0h9.5v3h-9.5zM10 2.5h3.5v0.5h-3.5zM0.5 3h22.5v5h-22.5zM2 10.5h19.5l-1.5 23.5h-16z"/>' +
        '<path fill-rule="evenodd" d="M13.4 27.9a8.1 8.1 0 1 0 16.2 0a8.1 8.1 0 1 0 -16.2 0z' + crossPath(21.5, 27.8, 4.5, 1.7) + '"/>' +
        '</g>');
    },
    // Material-style icons on a 24-unit grid.
    search: function () {
      return SVG('0.1 0.1 24 24', '<path fill="#fff" d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z"/>');
    },
    back: function (colour) {
      return SVG('0 0 24 24', '<path fill="' + colour + '" d="M15.41 7.41L14 6l-6 6 6 6 1.41-1.41L10.83 12z"/>');
    },
    reply: function () {
      return SVG('0 0 24 24', '<path fill="#757575" d="M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z"/>');
    },
    forward: function () {
      return SVG('0 0 24 24', '<path fill="#757575" d="M12 8V4l8 8-8 8v-4H4V8z"/>');
    },
    send: function () {
      return SVG('0 0 24 24', '<path fill="#757575" d="M2.01 21L23 12 2.01 3 2 10l15 2-15 2z"/>');
    },
  };

  // ---- small DOM helpers
  var el = function (tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  var icon = function (cls, svg) { var s = el('span', 'ei-icon ' + cls); s.innerHTML = svg; return s; };
  var escapeHtml = function (s) {
    return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  };
  var preview = function (s) { return s.length < 15 ? s : s.substring(0, 15) + '..'; };

  var S = null; // the current instance: emails, target, action, msg, dest, views

  // ---- the instance (all random draws, in the spec's order)
  var createEmails = function (maxEmails) {
    var n = core.randi(4, maxEmails); // randi(4, 3) gives 3
    var emails = [];
    for (var i = 0; i < n; i++) {
      var name = core.sample(ui_utils.PEOPLE_NAMES);
      var subject = ui_utils.generateWords(1, 3);
      var body = ui_utils.generateWords(5, 15);
      emails.push({ index: i, name: name, subject: subject, body: body });
    }
    return emails;
  };

  var fillTemplate = function (t, values) {
    for (var k in values) t = t.replace(k, values[k]); // first occurrence only, as the benchmark does
    return t;
  };

  var draw = function (cfg) {
    var emails = createEmails(cfg.maxEmails);
    var s = { emails: emails, msg: null, dest: null, fields: null };
    if (!cfg.nl) {
      s.target = emails[core.randi(0, emails.length)];
      s.action = core.sample(cfg.actions);
      if (s.action === 'reply') s.msg = ui_utils.generateWords(1, 5);
      else if (s.action === 'forward') s.dest = core.sample(ui_utils.PEOPLE_NAMES);
      var b = function (t) { return '<span class="bold">' + escapeHtml(t) + '</span>'; };
      var lead = 'Find the email by ' + b(s.target.name) + ' and ';
      s.queryHtml = lead + {
        reply: 'reply to them with the text "' + b(s.msg) + '".',
        forward: 'forward that email to ' + b(s.dest) + '.',
        delete: 'click the trash icon to delete it.',
        important: 'click the star icon to mark it as important.',
      }[s.action];
      return s;
    }
    var shuffled = core.shuffle(emails.slice());
    s.target = shuffled[0];
    if (cfg.nl === 'forward_nl') {
      s.action = 'forward';
      Math.random(); // the disabled random-destination branch still draws
      s.dest = shuffled[1].name;
    } else {
      s.action = core.sample(cfg.actions);
      if (s.action === 'reply') s.msg = ui_utils.generateWords(1, 5);
      else if (s.action === 'forward') s.dest = shuffled[1].name;
    }
    var split = WOB_DATA_MODE === 'test' ? 'test' : 'train';
    var list = cfg.nl === 'forward_nl' ? EMAIL_INBOX_TEMPLATES.forward_nl[split] : EMAIL_INBOX_TEMPLATES.turk[s.action][split];
    var values = { NAME: s.target.name };
    if (s.msg !== null) values.MSG = s.msg;
    if (s.dest !== null) values.DEST = s.dest;
    s.queryText = fillTemplate(core.sample(list), values);
    if (cfg.fieldsWithTask) {
      s.fields = { task: s.action === 'important' ? 'star' : s.action, by: s.target.name };
      if (s.msg !== null) s.fields.message = s.msg;
      if (s.dest !== null) s.fields.to = s.dest;
    } else {
      s.fields = { by: s.target.name, to: s.dest };
    }
    return s;
  };

  // ---- rewards
  var end = function (ok, reason) { core.endEpisode(ok ? 1 : -1, ok, reason); };
  var onStar = function (email, starEl) {
    var on = !starEl.classList.contains('ei-starred');
    starEl.classList.toggle('ei-starred', on);
    starEl.innerHTML = on ? ICON.starred() : ICON.star();
    if (S.action === 'important') end(email.name === S.target.name, 'starred ' + email.name);
  };
  var onTrash = function (email) {
    if (S.action === 'delete') end(email.name === S.target.name, 'deleted ' + email.name);
  };
  var onSend = function (kind) {
    var v = S.views, email = S.current, ok;
    if (kind === 'reply') {
      ok = S.action === 'reply' && email.name === S.target.name && v.replyText.value === S.msg;
    } else {
      ok = S.action === 'forward' && v.forwardTo.value === S.dest && email.name === S.target.name &&
        v.forwardText.value === email.body;
    }
    end(ok, 'sent ' + kind);
  };

  // ---- views
  var show = function (name) {
    var v = S.views;
    ['inbox', 'search', 'email', 'reply', 'forward'].forEach(function (k) {
      v[k].classList.toggle('ei-hidden', k !== name);
    });
  };

  // A row of the inbox (or of the search results, whose icons have no handlers).
  var makeRow = function (email, live, highlight) {
    var row = el('div', 'ei-row');
    var left = el('div', 'ei-left');
    var parts = [['ei-sender', email.name], ['ei-subject', live ? preview(email.subject) : email.subject],
      ['ei-preview', preview(email.body)]];
    parts.forEach(function (p) {
      var d = el('div', p[0]);
      if (highlight) d.innerHTML = highlight(p[1]); else d.textContent = p[1];
      left.appendChild(d);
    });
    row.appendChild(left);
    row.appendChild(el('span', 'ei-time'));
    var star = icon('ei-star', ICON.star()), trash = icon('ei-trash', ICON.trash());
    row.appendChild(star);
    row.appendChild(trash);
    if (live) {
      star.addEventListener('click', function (e) { e.stopPropagation(); onStar(email, star); });
      trash.addEventListener('click', function (e) { e.stopPropagation(); onTrash(email); });
    }
    row.addEventListener('click', function () { openEmail(email); });
    return row;
  };

  var openEmail = function (email) {
    var v = S.views;
    S.current = email;
    v.email.innerHTML = '';
    var bar = el('div', 'ei-bar ei-red');
    var back = icon('ei-back', ICON.back('#fff'));
    var star = icon('ei-star', ICON.star()), trash = icon('ei-trash', ICON.trash());
    back.addEventListener('click', function () { show('inbox'); });
    star.addEventListener('click', function () { onStar(email, star); });
    trash.addEventListener('click', function () { onTrash(email); });
    bar.appendChild(back); bar.appendChild(star); bar.appendChild(trash);
    v.email.appendChild(bar);
    v.email.appendChild(el('div', 'ei-email-subject', email.subject));
    var from = el('div', 'ei-email-from');
    from.appendChild(el('div', 'ei-email-sender', email.name));
    from.appendChild(el('div', 'ei-email-to', 'to me'));
    v.email.appendChild(from);
    v.email.appendChild(el('div', 'ei-email-body', email.body));
    var actions = el('div', 'ei-actions');
    [['reply', 'Reply'], ['forward', 'Forward']].forEach(function (a) {
      var b = el('span', 'ei-action ei-action-' + a[0]);
      b.innerHTML = ICON[a[0]]();
      b.appendChild(el('span', '', a[1]));
      b.addEventListener('click', function () { compose(a[0]); });
      actions.appendChild(b);
    });
    v.email.appendChild(actions);
    v.email.scrollTop = 0;
    show('email');
  };

  var composeBar = function () {
    var bar = el('div', 'ei-bar');
    var back = icon('ei-back', ICON.back('#555'));
    var send = icon('ei-send', ICON.send());
    bar.appendChild(back); bar.appendChild(send);
    return { bar: bar, back: back, send: send };
  };

  // Reply and forward drafts start fresh each time (back drops the draft).
  var compose = function (kind) {
    var v = S.views, email = S.current, view = v[kind];
    view.innerHTML = '';
    var b = composeBar();
    b.back.addEventListener('click', function () { show('email'); });
    b.send.addEventListener('click', function () { onSend(kind); });
    view.appendChild(b.bar);
    var to = el('div', 'ei-compose-line');
    to.appendChild(el('b', '', 'to: '));
    var subject = el('div', 'ei-compose-line');
    subject.appendChild(el('b', '', 'subject: '));
    var text = el('textarea', 'ei-compose-text');
    if (kind === 'reply') {
      to.appendChild(document.createTextNode(email.name));
      subject.appendChild(document.createTextNode('Re: ' + email.subject));
      v.replyText = text;
    } else {
      var input = el('input', 'ei-forward-to');
      input.type = 'text';
      to.appendChild(input);
      subject.appendChild(document.createTextNode(email.subject));
      text.value = email.body;
      v.forwardTo = input;
      v.forwardText = text;
    }
    view.appendChild(to); view.appendChild(subject); view.appendChild(text);
    show(kind);
  };

  // Search: case-sensitive substring over sender, subject and full body; the first
  // match in each shown field is marked.
  var runSearch = function () {
    var v = S.views, q = v.searchInput.value;
    if (!/\S/.test(q)) return;
    v.results.innerHTML = '';
    var mark = function (s) {
      var i = s.indexOf(q);
      if (i < 0) return escapeHtml(s);
      return escapeHtml(s.substring(0, i)) + '<span class="ei-hl">' + escapeHtml(q) + '</span>' + escapeHtml(s.substring(i + q.length));
    };
    S.emails.forEach(function (email) {
      if (email.name.indexOf(q) < 0 && email.subject.indexOf(q) < 0 && email.body.indexOf(q) < 0) return;
      v.results.appendChild(makeRow(email, false, mark));
    });
  };

  var build = function () {
    var area = document.getElementById('area');
    area.innerHTML = '';
    var v = S.views = {};

    v.inbox = el('div', 'ei-box ei-inbox');
    var bar = el('div', 'ei-bar ei-red');
    bar.appendChild(el('span', 'ei-title', 'Primary'));
    var search = icon('ei-search', ICON.search());
    search.addEventListener('click', function () { show('search'); v.searchInput.focus(); });
    bar.appendChild(search);
    v.inbox.appendChild(bar);
    S.emails.forEach(function (email) { v.inbox.appendChild(makeRow(email, true)); });

    v.search = el('div', 'ei-box ei-search-view ei-hidden');
    var line = el('div', 'ei-search-line');
    var back = icon('ei-back', ICON.back('#555'));
    back.addEventListener('click', function () { v.searchInput.value = ''; show('inbox'); });
    v.searchInput = el('input', 'ei-search-input');
    v.searchInput.type = 'text';
    v.searchInput.placeholder = 'Search';
    v.searchInput.addEventListener('keyup', runSearch);
    line.appendChild(back); line.appendChild(v.searchInput);
    v.search.appendChild(line);
    v.search.appendChild(el('div', 'ei-results-bar', 'Results'));
    v.results = el('div', 'ei-results');
    v.search.appendChild(v.results);

    v.email = el('div', 'ei-box ei-email ei-hidden');
    v.reply = el('div', 'ei-compose ei-reply ei-hidden');
    v.forward = el('div', 'ei-compose ei-forward ei-hidden');
    [v.inbox, v.search, v.email, v.reply, v.forward].forEach(function (x) { area.appendChild(x); });
  };

  var task = function (cfg) {
    if (cfg.nl) {
      // The NL variants hand the harness an object with the parsed fields (not in test mode).
      var plain = core.getUtterance;
      core.getUtterance = function () {
        var u = plain();
        return WOB_DATA_MODE === 'test' || !S ? u : { utterance: u, fields: S.fields };
      };
    }
    return function genProblem() {
      S = draw(cfg);
      var query = document.getElementById('query');
      if (S.queryHtml) query.innerHTML = S.queryHtml; else query.textContent = S.queryText;
      build();
      window.EMAIL_INBOX = S;
    };
  };

  core.EPISODE_MAX_TIME = 30000;
  return { task: task, preview: preview };
})();
