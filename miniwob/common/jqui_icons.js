/*
 * jQuery UI draws its icons (list grips, resize gripper) from a sprite sheet that the
 * browser fetches only once an element needs it. Keep the task "not ready" (the harness
 * polls WOB_TASK_READY) until the sheet is loaded and decoded, so the very first
 * screenshot of an episode already shows the icons. Load after core.js.
 */
(function () {
  WOB_TASK_READY = false;
  var ready = function () { WOB_TASK_READY = true; };
  var img = new Image();
  img.src = '../vendor/jquery-ui-dist/images/ui-icons_444444_256x240.png';
  img.decode().then(ready, ready);
})();
