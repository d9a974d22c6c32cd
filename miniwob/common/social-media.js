/*
 * The social-media family's shared feed (clean-room from
 * ../shared/miniwob-spec/social-media-common.md and the three task files): a scrollable
 * list of tweet-like posts, each with a row of action icons. Each task page is a thin
 * variant:
 *
 *   var genProblem = socialMedia.task('menu');   // social-media: first action click ends it
 *   var genProblem = socialMedia.task('all');    // social-media-all: toggle, then Submit
 *   var genProblem = socialMedia.task('some');   // social-media-some: toggle k, then Submit
 *
 * The icons are our own inline SVG drawings (after the shapes the spec describes), tinted
 * by CSS: grey normally, coloured on hover and, in -all/-some, while active.
 * Needs core.js and ui_utils.js loaded first. The current instance is exposed as
 * window.SOCIAL_MEDIA for tests.
 */
var socialMedia = (function () {
  // ---- icons: 64-unit drawings, scaled to 14 px (16 px for retweet) by CSS
  var SVG = function (body) {
    return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' + body + '</svg>';
  };
  var ICONS = {
    // Arrow head at the left, the shaft sweeping right and curling down to the lower right.
    reply: SVG('<path d="M0.5 22.9L21 2.5L24.4 3.5L24.4 14.5C36 14.5 45 15 52 17.5C59.5 20 64.5 26 64.5 35C64.5 45 62.5 54 59.5 62C59 53 56 45 51 39.5C46 34.5 39 33 24.4 33L24.4 43.5L22 45Z"/>'),
    // Two arrows chasing round a rectangle: up at the left, down at the right.
    retweet: SVG('<g transform="translate(-1.3 0.6)"><path d="M15.3 13.3L29.3 27.3L19.3 27.3L19.3 42.7L32 42.7L38 50.7L11.3 50.7L11.3 27.3L1.3 27.3Z"/>' +
      '<path d="M29.3 12L54.7 12L54.7 34.7L64 34.7L50.7 50L36 34.7L47.3 34.7L47.3 20L35.3 20Z"/></g>'),
    like: SVG('<path transform="translate(1.5 0)" d="M32 62C20 51 0 37 0 19C0 9 7 2 17 2C24 2 29 6 32 11C35 6 40 2 47 2C57 2 64 9 64 19C64 37 44 51 32 62Z"/>'),
    more: SVG('<circle cx="8" cy="31.5" r="8.3"/><circle cx="32" cy="31.5" r="8.3"/><circle cx="56" cy="31.5" r="8.3"/>'),
    share: SVG('<g transform="translate(1 0.5)"><path d="M49 11.5L14.5 32L49 52.5" fill="none" stroke-width="4"/>' +
      '<circle cx="49" cy="11.5" r="10"/><circle cx="14.5" cy="32" r="10"/><circle cx="49" cy="52.5" r="10"/></g>'),
  };

  var MENU_ACTIONS = { share: 'Share via DM', copy: 'Copy link to Tweet', embed: 'Embed Tweet',
    'menu-user': 'Mute', 'block-user': 'Block', report: 'Report', reply: 'Reply', retweet: 'Retweet', like: 'Like' };
  var TOGGLE_ACTIONS = { reply: 'Reply', retweet: 'Retweet', like: 'Like', share: 'Share' };
  var MENU_ITEMS = ['share', 'copy', 'embed', 'menu-user', 'block-user', 'report'];

  var el = function (tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };

  // ---- draws (common file, "newUser" and "Post body")
  var newUser = function () {
    var normal = core.sample(ui_utils.FIFTY_NAMES);
    var lorem = core.sample(ui_utils.lorem_words).replace(',', '');
    var p = core.sample(ui_utils.PEOPLE_NAMES);
    var l = core.sample(ui_utils.LAST_NAMES);
    var name = core.sample([p, l]);
    var username = '@' + core.sample([normal, lorem]).toLowerCase();
    return { name: name, username: username };
  };
  var newBody = function () {
    var k = core.randi(2, 6);
    return ui_utils.generateWords(k);
  };

  // ---- the feed
  var iconEl = function (kind, postIndex) {
    var s = el('span', 'sm-icon ' + kind);
    s.setAttribute('data-post', String(postIndex));
    s.setAttribute('data-action', kind);
    s.innerHTML = ICONS[kind];
    return s;
  };

  var postEl = function (post, i, variant) {
    var media = el('div', 'media');
    var details = el('div', 'details');
    details.appendChild(el('span', 'name', post.name));
    details.appendChild(document.createTextNode(' '));
    details.appendChild(el('span', 'username', post.username));
    if (variant === 'menu') {
      details.appendChild(document.createTextNode(' '));
      details.appendChild(el('span', 'spacer'));
      details.appendChild(document.createTextNode(' '));
      details.appendChild(el('span', 'time', post.hours + 'h ago'));
    }
    media.appendChild(details);
    media.appendChild(el('div', 'body', post.body));
    var controls = el('div', 'controls');
    var kinds = variant === 'menu' ? ['reply', 'retweet', 'like', 'more'] : ['reply', 'retweet', 'like', 'share'];
    kinds.forEach(function (kind, j) {
      if (j > 0) controls.appendChild(document.createTextNode(' '));
      controls.appendChild(iconEl(kind, i));
    });
    if (variant === 'menu') {
      var menu = el('ul', 'sm-menu');
      MENU_ITEMS.forEach(function (key) {
        var label = MENU_ACTIONS[key];
        if (key === 'menu-user' || key === 'block-user') label += ' ' + post.username;
        var li = el('li', 'sm-item ' + key, label);
        li.setAttribute('data-post', String(i));
        li.setAttribute('data-action', key);
        menu.appendChild(li);
      });
      controls.appendChild(menu);
    }
    media.appendChild(controls);
    return media;
  };

  var setQuery = function (html) { document.getElementById('query').innerHTML = html; };
  var bold = function (s) { return '<span class="bold">' + s + '</span>'; };

  // ---- the three variants
  var genMenu = function () {
    var count = core.randi(5, 10);
    core.shuffle(ui_utils.FIFTY_NAMES.slice()); // drawn and discarded, as in the original
    var posts = [];
    for (var i = 0; i < count; i++) {
      var u = newUser();
      var hours = core.randi(1, 20);
      posts.push({ name: u.name, username: u.username, hours: hours, body: newBody() });
    }
    var action = core.sample(Object.keys(MENU_ACTIONS));
    var target = core.randi(0, count);
    return { posts: posts, action: action, label: MENU_ACTIONS[action], targetIndex: target,
      username: posts[target].username };
  };

  var genToggle = function (variant) {
    var n = core.randi(6, 12);
    var posts = [];
    for (var i = 0; i < n; i++) {
      var u = (i === 0 || Math.random() < 0.3) ? newUser() : { name: posts[i - 1].name, username: posts[i - 1].username };
      posts.push({ name: u.name, username: u.username, body: newBody() });
    }
    core.shuffle(posts);
    var action = core.sample(Object.keys(TOGGLE_ACTIONS));
    var target = core.randi(0, n);
    var username = posts[target].username;
    var inst = { posts: posts, action: action, label: TOGGLE_ACTIONS[action], targetIndex: target, username: username };
    if (variant === 'some') {
      var m = posts.filter(function (p) { return p.username === username; }).length;
      inst.k = core.randi(1, m + 1);
    }
    return inst;
  };

  var render = function (inst, variant) {
    var area = document.getElementById('area');
    area.innerHTML = '';
    area.scrollTop = 0; // an emptied box lays out to offset 0: each episode starts at the top
    inst.posts.forEach(function (post, i) { area.appendChild(postEl(post, i, variant)); });
    if (variant !== 'menu') {
      var p = el('p', 'sm-submit-row');
      var b = el('button', 'sm-submit', 'Submit');
      b.type = 'button';
      b.id = 'subbtn';
      p.appendChild(b);
      area.appendChild(p);
    }
  };

  // One delegated listener per page: clicks are judged against the current instance.
  var onClick = function (e) {
    var inst = window.SOCIAL_MEDIA;
    if (!inst || WOB_DONE_GLOBAL) return;
    var target = e.target.closest ? e.target.closest('.sm-icon, .sm-item, .sm-submit') : null;
    if (!target) return;
    var variant = inst.variant;
    if (target.classList.contains('sm-submit')) {
      var ok = judgeToggles(inst);
      core.endEpisode(ok ? 1.0 : -1.0, ok);
      return;
    }
    var post = Number(target.getAttribute('data-post'));
    var action = target.getAttribute('data-action');
    if (variant === 'menu') {
      if (action === 'more') { toggleMenu(target.parentNode.querySelector('.sm-menu')); return; }
      var win = action === inst.action && inst.posts[post].username === inst.username;
      core.endEpisode(win ? 1.0 : -1.0, win);
      return;
    }
    target.classList.toggle('active');
  };

  var toggleMenu = function (menu) {
    var open = menu.classList.contains('open');
    [].forEach.call(document.querySelectorAll('#area .sm-menu.open'), function (m) { m.classList.remove('open'); });
    if (!open) menu.classList.add('open');
  };

  var judgeToggles = function (inst) {
    var onTarget = 0, stray = 0;
    [].forEach.call(document.querySelectorAll('#area .sm-icon'), function (icon) {
      var post = inst.posts[Number(icon.getAttribute('data-post'))];
      var wanted = post.username === inst.username && icon.getAttribute('data-action') === inst.action;
      var active = icon.classList.contains('active');
      if (wanted && active) onTarget++;
      if (!wanted && active) stray++;
    });
    if (stray > 0) return false;
    if (inst.variant === 'some') return onTarget === inst.k;
    var all = inst.posts.filter(function (p) { return p.username === inst.username; }).length;
    return onTarget === all;
  };

  var listening = false;
  var task = function (variant) {
    core.EPISODE_MAX_TIME = variant === 'menu' ? 15000 : 20000;
    return function genProblem() {
      if (!listening) { document.getElementById('area').addEventListener('click', onClick); listening = true; }
      var inst = variant === 'menu' ? genMenu() : genToggle(variant);
      inst.variant = variant;
      window.SOCIAL_MEDIA = inst;
      if (variant === 'menu') {
        setQuery('For the user ' + bold(inst.username) + ', click on the "' + bold(inst.label) + '" button.');
      } else if (variant === 'all') {
        setQuery('Click the "' + bold(inst.label) + '" button on all posts by ' + bold(inst.username) +
          ' and then click Submit.');
      } else {
        setQuery('Click the "' + bold(inst.label) + '" button on ' + bold(String(inst.k)) +
          (inst.k === 1 ? ' post' : ' posts') + ' by ' + bold(inst.username) + ' and then click Submit.');
      }
      render(inst, variant);
    };
  };

  return { task: task, ICONS: ICONS };
})();
