/*
 * Embedded MiniWoB core: the episode protocol, the seeded RNG helpers, the START cover,
 * the reward HUD and the click canvas. Clean-room from ../shared/miniwob-spec/_frame.md.
 * Exposes exactly the globals the official core does, so one harness drives both suites.
 * Needs /vendor/seedrandom/seedrandom.js loaded first (defines Math.seedrandom).
 */
var WOB_REWARD_GLOBAL = 0;
var WOB_RAW_REWARD_GLOBAL = 0;
var WOB_REWARD_REASON = null;
var WOB_DONE_GLOBAL = false;
var WOB_EPISODE_ID = 0;
var WOB_TASK_READY = true;
var WOB_DATA_MODE = 'default';

var core = {};
core.EPISODE_MAX_TIME = 10000; // ms; tasks may override at load
core.ept0 = null;              // episode start time
core.episodeTimer = null;      // armed while an episode runs
core.hudTimer = null;
core.rewardHistory = [];

// ---- seeded randomness (all draws go through Math.random, which seedrandom replaces)
core.randi = function (min, max) { return Math.floor(Math.random() * (max - min) + min); };
core.randf = function (min, max) { return Math.random() * (max - min) + min; };
core.sample = function (list) { return list[core.randi(0, list.length)]; };
core.shuffle = function (array) {
  for (var i = array.length; i > 0; i--) {
    var j = Math.floor(Math.random() * i);
    var tmp = array[i - 1]; array[i - 1] = array[j]; array[j] = tmp;
  }
  return array;
};

core.setDataMode = function (mode) { WOB_DATA_MODE = mode; };
(function () {
  var m = /[?&]mode=([^&]*)/.exec(window.location.search);
  if (m) WOB_DATA_MODE = decodeURIComponent(m[1]);
})();

core.getUtterance = function () {
  var q = document.getElementById('query');
  return q ? q.textContent.replace(/\s+/g, ' ').trim() : '';
};

// ---- HUD and click canvas (outside the 160x210 frame)
core.rewardColor = function (r) {
  if (r <= 0) return 'rgb(255,' + Math.round(180 * (1 - Math.min(1, Math.abs(r)))) + ',0)';
  return 'rgb(' + Math.round(255 * (1 - r)) + ',180,0)';
};
core.createDisplay = function () {
  if (document.getElementById('reward-display')) return;
  var d = document.createElement('div');
  d.id = 'reward-display';
  d.innerHTML =
    '<div class="info">Last reward: <span id="reward-last">-</span></div>' +
    '<div class="info">Last 10 average: <span id="reward-avg">-</span></div>' +
    '<div class="info">Time left: <span id="timer-countdown">-</span></div>' +
    '<div class="info">Episodes done: <span id="episode-id">0</span></div>';
  document.body.appendChild(d);
  var c = document.createElement('canvas');
  c.id = 'click-canvas'; c.width = 160; c.height = 210;
  document.body.appendChild(c);
  core.clearCanvas();
  document.addEventListener('click', core.onTrustedClick, true);
};
core.clearCanvas = function () {
  var c = document.getElementById('click-canvas');
  if (!c) return;
  var ctx = c.getContext('2d');
  ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height);
};
core.onTrustedClick = function (e) {
  if (!e.isTrusted || core.episodeTimer === null) return;
  if (e.pageX < 0 || e.pageY < 0 || e.pageX >= 160 || e.pageY >= 210) return;
  var c = document.getElementById('click-canvas');
  var ctx = c.getContext('2d');
  ctx.fillStyle = 'rgba(255,255,255,0.2)'; ctx.fillRect(0, 0, c.width, c.height); // lighten earlier dots
  ctx.fillStyle = 'rgba(100,100,255,0.8)';
  ctx.beginPath(); ctx.arc(e.pageX, e.pageY, 5, 0, 2 * Math.PI); ctx.fill();
};
core.updateHud = function () {
  var last = document.getElementById('reward-last');
  if (!last) return;
  var h = core.rewardHistory;
  if (h.length) {
    var r = h[h.length - 1];
    last.textContent = r.toFixed(2); last.style.color = core.rewardColor(r);
    var recent = h.slice(-10), avg = recent.reduce(function (a, b) { return a + b; }, 0) / recent.length;
    var a = document.getElementById('reward-avg');
    a.textContent = avg.toFixed(2); a.style.color = core.rewardColor(avg);
  }
  document.getElementById('episode-id').textContent = String(WOB_EPISODE_ID);
};
core.tickCountdown = function () {
  var el = document.getElementById('timer-countdown');
  if (!el) return;
  if (core.episodeTimer === null) { el.textContent = '-'; el.style.color = '#000'; return; }
  var total = core.EPISODE_MAX_TIME, left = Math.max(0, total - (Date.now() - core.ept0));
  var frac = left / total;
  el.textContent = Math.round(left / 1000) + ' / ' + Math.round(total / 1000) + 'sec';
  el.style.color = frac > 0.75 ? 'green' : frac > 0.5 ? 'orange' : frac > 0.25 ? 'brown' : 'red';
};

// ---- START cover and episode lifecycle
core.showCover = function () {
  var cover = document.getElementById('sync-task-cover');
  if (!cover) {
    cover = document.createElement('div');
    cover.id = 'sync-task-cover';
    cover.textContent = 'START';
    cover.addEventListener('click', function () {
      // For people playing via `caap serve`: ?seed=N replays instance N on every START.
      var m = /[?&]seed=(\d+)/.exec(window.location.search);
      if (m) Math.seedrandom(Number(m[1]));
      core.startEpisodeReal();
    });
    document.body.appendChild(cover);
  }
  cover.style.display = 'block';
};
core.hideCover = function () {
  var cover = document.getElementById('sync-task-cover');
  if (cover) cover.style.display = 'none';
};

core.startEpisode = function () {
  core.createDisplay();
  core.showCover();
};

core.startEpisodeReal = function () {
  if (typeof resetRefCode === 'function') resetRefCode();
  genProblem();
  WOB_DONE_GLOBAL = false;
  WOB_REWARD_GLOBAL = 0;
  WOB_RAW_REWARD_GLOBAL = 0;
  WOB_REWARD_REASON = null;
  if (window.getSelection) window.getSelection().removeAllRanges();
  core.clearCanvas();
  window.scrollTo(0, 0);
  core.hideCover();
  core.ept0 = Date.now();
  if (core.hudTimer) clearInterval(core.hudTimer);
  core.hudTimer = setInterval(core.tickCountdown, 1000);
  if (core.episodeTimer !== null) clearTimeout(core.episodeTimer);
  core.episodeTimer = setTimeout(function () { core.endEpisode(-1, false, 'timed out'); }, core.EPISODE_MAX_TIME);
  core.tickCountdown();
};

core.endEpisode = function (reward, timeProportional, reason) {
  if (core.episodeTimer === null) return; // only the first end of an episode counts
  clearTimeout(core.episodeTimer);
  core.episodeTimer = null;
  WOB_RAW_REWARD_GLOBAL = reward;
  WOB_REWARD_REASON = reason;
  if (timeProportional) {
    var elapsed = Date.now() - core.ept0;
    reward = reward * Math.max(0, 1 - elapsed / core.EPISODE_MAX_TIME);
  }
  WOB_REWARD_GLOBAL = reward;
  WOB_DONE_GLOBAL = true;
  WOB_EPISODE_ID += 1;
  core.rewardHistory.push(reward);
  core.updateHud();
  if (core.hudTimer) { clearInterval(core.hudTimer); core.hudTimer = null; }
  core.tickCountdown();
  core.showCover();
};
