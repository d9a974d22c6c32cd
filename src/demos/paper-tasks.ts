/**
 * The 67 tasks the CAAP paper ran (its Table 6 rows; data/published/paper-table6-ablations.tsv),
 * over which it gave 99 demonstrations, 1.48 per task. The demo selection rule
 * (src/demos/library.ts) calibrates its scale over the ones the library holds, so that
 * `--demos 1.48` means what the paper's 1.48 meant. A test keeps this list equal to the table.
 *
 * @example
 *   PAPER_TASKS.includes('click-checkboxes')   // true
 */
export const PAPER_TASKS: readonly string[] = [
  'choose-list', 'circle-center', 'click-button', 'click-button-sequence', 'click-checkboxes',
  'click-checkboxes-large', 'click-checkboxes-soft', 'click-checkboxes-transfer', 'click-collapsible',
  'click-collapsible-2', 'click-dialog', 'click-dialog-2', 'click-link', 'click-menu', 'click-menu-2', 'click-option',
  'click-scroll-list', 'click-tab', 'click-tab-2', 'click-tab-2-easy', 'click-tab-2-hard', 'click-tab-2-medium',
  'click-test', 'click-test-2', 'click-test-transfer', 'click-widget', 'copy-paste', 'copy-paste-2', 'drag-box',
  'drag-items', 'drag-items-grid', 'drag-sort-numbers', 'email-inbox', 'email-inbox-delete', 'email-inbox-forward',
  'email-inbox-forward-nl', 'email-inbox-forward-nl-turk', 'email-inbox-important', 'email-inbox-nl-turk',
  'email-inbox-noscroll', 'email-inbox-reply', 'email-inbox-star-reply', 'enter-password', 'enter-text',
  'enter-text-2', 'enter-text-dynamic', 'find-word', 'focus-text', 'focus-text-2', 'guess-number', 'highlight-text',
  'highlight-text-2', 'identify-shape', 'login-user', 'login-user-popup', 'multi-layouts', 'multi-orderings',
  'read-table', 'read-table-2', 'resize-textarea', 'scroll-text', 'scroll-text-2', 'simple-algebra',
  'simple-arithmetic', 'unicode-test', 'use-autocomplete', 'use-spinner',
];
