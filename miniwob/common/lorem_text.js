/*
 * lorem_text: the word-salad builder of the copy-paste and highlight-text tasks. Unlike
 * ui_utils.generateWords it keeps trailing commas, can end on ". " (the last word too)
 * and always leaves a trailing space. Per word: one lorem_words index draw, then one
 * Math.random (< 0.2 ends the sentence). Needs core.js, ui_utils.js.
 */
var lorem_text = {};

// n words; `capital` says whether the first word starts a sentence.
// Returns { text, capital } where capital tells whether the next word would start one.
lorem_text.words = function (n, capital) {
  var text = '';
  for (var i = 0; i < n; i++) {
    var w = core.sample(ui_utils.lorem_words);
    if (capital) w = ui_utils.txtCapitalize(w);
    capital = Math.random() < 0.2;
    text += w + (capital ? '. ' : ' ');
  }
  return { text: text, capital: capital };
};
