// Pictures of the navigate-tree file tree (clean-room from ../shared/miniwob-spec/navigate-tree.md):
// the file and closed-folder icons as pixel maps read off the 1x reference pictures (the
// spec describes them; the pictures win), the open folder drawn from the spec's words, and
// the dotted tree lines and plus/minus boxes drawn from the spec's pixel coordinates. Each
// picture is painted on a canvas at 1x and used as a CSS background, so Chrome scales it to
// the device pixel ratio the way it scales the original raster images.
var navigateTreeArt = (function () {
  var FILE = { pal: ['#a98c41', '#d4bd7c', '#ff6d70', '#8cb7a1', '#7f7c5f', '#6a6c62', '#398974'], rows: [
    '..aaaaaaaa......', '..a......ba.....', '..a......bba....', '..a......bbba...', '..a.cccc....a...',
    '..a.........a...', '..a.ddde.f..a...', '..a.........a...', '..e.cc.eff..e...', '..e.........e...',
    '..e.bdddgg..e...', '..e.........e...', '..e.........e...'] };
  var FOLDER_CLOSED = { pal: ['#c38734', '#ad732d', '#ffe29e', '#ffd283', '#e0ba78', '#975a1f', '#9f6824'], rows: [
    '................', '................', '...aaaa.........', '..b....b........', '.acccdeeaaaaa...',
    '.a..........a...', '.accccccccccf...', '.bccccccccccb...', '.bccccccccccb...', '.gddddddddddg...',
    '.fddddddddddf...', '.fbdddddddddf...', '..gggggggggg....'] };
  // Not in any reference picture (every tree starts collapsed): the back of the folder with
  // its tab, and a front flap in perspective, in the same palette.
  var FOLDER_OPEN = { pal: ['#c38734', '#ad732d', '#ffe29e', '#ffd283', '#e0ba78', '#975a1f', '#9f6824'], rows: [
    '................', '................', '...aaaa.........', '..b....b........', '.acccdeeaaaaa...',
    '.a..........a...', '.a..aaaaaaaaaaa.', '.a.bcccccccccb..', '.a.bccccccccf...', '.abdddddddddf...',
    '.fbdddddddddg...', '.fbddddddddg....', '..gggggggggg....'] };

  var canvasUrl = function (w, h, paint) {
    var c = document.createElement('canvas');
    c.width = w; c.height = h;
    var g = c.getContext('2d');
    paint(g);
    return 'url(' + c.toDataURL('image/png') + ')';
  };
  var pixelMap = function (map) {
    return canvasUrl(16, map.rows.length, function (g) {
      g.fillStyle = '#fff';
      g.fillRect(0, 0, 16, map.rows.length);
      map.rows.forEach(function (row, y) {
        for (var x = 0; x < row.length; x++) {
          if (row[x] === '.') continue;
          g.fillStyle = map.pal[row.charCodeAt(x) - 97];
          g.fillRect(x, y, 1, 1);
        }
      });
    });
  };
  var GREY = '#808080';
  var dots = function (g, points) { g.fillStyle = GREY; points.forEach(function (p) { g.fillRect(p[0], p[1], 1, 1); }); };
  var column = function (from, to) { var p = []; for (var y = from; y <= to; y += 2) p.push([7, y]); return p; };
  var elbow = function (y) { return [[9, y], [11, y], [13, y], [15, y]]; };
  // The 9x9 box with its plus or minus, top-left at (3, top).
  var box = function (g, top, open) {
    g.fillStyle = '#fff'; g.fillRect(3, top, 9, 9);
    g.strokeStyle = GREY; g.lineWidth = 1; g.strokeRect(3.5, top + 0.5, 8, 8);
    g.fillStyle = '#000'; g.fillRect(5, top + 4, 5, 1);
    if (!open) g.fillRect(7, top + 2, 1, 5);
  };
  var css = '';
  var rule = function (sel, decl) { css += sel + ' { ' + decl + ' }\n'; };
  var TALL = 240;
  return function install() {
    rule('.filetree span.file', 'background: ' + pixelMap(FILE) + ' 0 0 no-repeat;');
    rule('.filetree li.expandable > span.folder, .filetree li.lastExpandable > span.folder', 'background: ' + pixelMap(FOLDER_CLOSED) + ' 0 0 no-repeat;');
    rule('.filetree li.collapsable > span.folder, .filetree li.lastCollapsable > span.folder', 'background: ' + pixelMap(FOLDER_OPEN) + ' 0 0 no-repeat;');
    rule('.treeview li.file-item', 'background: ' + canvasUrl(16, 15, function (g) { dots(g, column(1, 13).concat(elbow(9))); }) + ' 0 0 no-repeat;');
    rule('.treeview li.file-item.last', 'background: ' + canvasUrl(16, 15, function (g) { dots(g, column(1, 9).concat(elbow(9))); }) + ' 0 0 no-repeat;');
    rule('.treeview li.expandable', 'background: ' + canvasUrl(16, 4, function (g) { dots(g, [[7, 1], [7, 3]]); }) + ' 0 0 no-repeat;');
    rule('.treeview li.collapsable', 'background: ' + canvasUrl(16, TALL, function (g) { dots(g, [[7, 1], [7, 3]].concat(column(13, TALL))); }) + ' 0 0 no-repeat;');
    [['lastExpandable', false], ['lastCollapsable', true]].forEach(function (s) {
      rule('.treeview li.' + s[0], 'background: ' + canvasUrl(16, 15, function (g) {
        dots(g, [[7, 1], [7, 3], [13, 9], [15, 9]]);
        box(g, 5, s[1]);
      }) + ' 0 0 no-repeat;');
    });
    // The hitarea of a non-last folder draws in li coordinates shifted up 1 px (it sits at y=1).
    [['expandable', false], ['collapsable', true]].forEach(function (s) {
      rule('.treeview li.' + s[0] + ' > .hitarea', 'background: ' + canvasUrl(16, 16, function (g) {
        dots(g, [[13, 6], [15, 6], [7, 12], [7, 14]]);
        box(g, 2, s[1]);
      }) + ' 0 0 no-repeat;');
    });
    var style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
  };
})();
