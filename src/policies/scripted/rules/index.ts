/**
 * Every scripted rule, in matching order (more specific goal patterns first). The goal
 * text alone picks the rule, as it must for the scripted model that only sees a prompt.
 */
import type { TaskRule } from '../rule.js';
import { checkboxRules } from './checkboxes.js';
import { chooseListRule } from './choose-list.js';
import { circleCenterRule } from './circle-center.js';
import { clickButtonRule } from './click-button.js';
import { clickDialogRule } from './click-dialog.js';
import { clickLinkRule } from './click-link.js';
import { clickButtonSequenceRule, clickTest2Rule, clickTestRule } from './click-test.js';
import { clickScrollListRule } from './click-scroll-list.js';
import { clickWidgetRule } from './click-widget.js';
import { copyPasteRule } from './copy-paste.js';
import { dragBoxRule, dragShapeRule, resizeTextareaRule } from './drag-shapes.js';
import { highlightTextRule, scrollText2Rule, scrollTextRule } from './scroll-highlight.js';
import { dragItemsGridRule, dragItemsRule, dragSortNumbersRule } from './sortables.js';
import { emailInboxRule } from './email-inbox.js';
import { identifyShapeRule } from './identify-shape.js';
import { clickMenu2Rule, clickMenuRule } from './menus.js';
import { findGreatestRule, guessNumberRule } from './memory-games.js';
import { findWordRule, generateNumberRule, oddOrEvenRule, readTable2Rule, readTableRule, simpleAlgebraRule, simpleArithmeticRule } from './puzzles.js';
import { loginUserRule } from './login-user.js';
import { multiLayoutsRule } from './multi-layouts.js';
import { signAgreementRule } from './sign-agreement.js';
import { useAutocompleteRule } from './use-autocomplete.js';
import { useSpinnerRule } from './use-spinner.js';
import { clickCollapsible2Rule, clickCollapsibleRule, clickTab2Rule, clickTabRule } from './sections.js';
import { enterPasswordRule, enterText2Rule, enterTextRule, focusTextRule } from './text-entry.js';
import { bisectAngleRule, findMidpointRule, rightAngleRule } from './figures.js';
import { countSidesRule, gridCoordinateRule, visualAdditionRule } from './plane-counting.js';
import { ticTacToeRule } from './tic-tac-toe.js';
import { clickShapeRule, countShapeRule } from './shape-grid.js';
import { clickColorRule, clickShadesRule } from './colour-boxes.js';
import { numberCheckboxesRule } from './number-checkboxes.js';
import { clickPieRule } from './click-pie.js';
import { enterDateRule, enterTimeRule } from './date-fields.js';
import { chooseDateRule } from './choose-date.js';
import { useSlider2Rule, useSliderRule } from './sliders.js';
import { useColorwheel2Rule, useColorwheelRule } from './colour-picker.js';
import { dragIntoBoxRule } from './drag-into-box.js';
import { dragCubeRule } from './drag-cube.js';
import { textTransformRule } from './text-transform.js';
import { navigateTreeRule } from './navigate-tree.js';
import { searchEngineRule } from './search-engine.js';
import { socialMediaAllRule, socialMediaRule, socialMediaSomeRule } from './social-media.js';
import { terminalRule } from './terminal.js';
import { textEditorRule } from './text-editor.js';
import { bookFlightRule } from './book-flight.js';

export const RULES: readonly TaskRule<any>[] = [
  clickButtonRule,
  clickTestRule,
  clickTest2Rule,
  clickButtonSequenceRule,
  clickLinkRule,
  clickWidgetRule,
  identifyShapeRule,
  circleCenterRule,
  clickDialogRule,
  clickCollapsibleRule,
  clickCollapsible2Rule,
  clickTabRule,
  clickTab2Rule,
  chooseListRule,
  clickScrollListRule,
  ...checkboxRules,
  enterTextRule,
  enterText2Rule,
  enterPasswordRule,
  focusTextRule,
  loginUserRule,
  signAgreementRule,
  multiLayoutsRule,
  copyPasteRule,
  useSpinnerRule,
  useAutocompleteRule,
  dragBoxRule,
  dragShapeRule,
  resizeTextareaRule,
  dragItemsRule,
  dragItemsGridRule,
  dragSortNumbersRule,
  scrollTextRule,
  scrollText2Rule,
  highlightTextRule,
  clickMenu2Rule,
  simpleArithmeticRule,
  simpleAlgebraRule,
  findWordRule,
  readTableRule,
  readTable2Rule,
  oddOrEvenRule,
  generateNumberRule,
  findGreatestRule,
  guessNumberRule,
  // Standard-set tasks (issue 25): figures, counting and colours.
  findMidpointRule,
  bisectAngleRule,
  rightAngleRule,
  gridCoordinateRule,
  visualAdditionRule,
  clickShapeRule,
  countShapeRule,
  clickColorRule,
  clickShadesRule,
  numberCheckboxesRule,
  clickPieRule,
  countSidesRule,
  ticTacToeRule,
  // Standard-set widgets (issue 25): dates, times, sliders, colour pickers, drags.
  enterDateRule,
  enterTimeRule,
  chooseDateRule,
  useSliderRule,
  useSlider2Rule,
  useColorwheelRule,
  useColorwheel2Rule,
  dragIntoBoxRule,
  dragCubeRule,
  // Standard-set tasks (issue 25): text, trees, feeds and apps.
  textTransformRule,
  navigateTreeRule,
  searchEngineRule,
  socialMediaRule,
  socialMediaAllRule,
  socialMediaSomeRule,
  terminalRule,
  textEditorRule,
  bookFlightRule,
  // Last: the email goals are free text, matched against a few hundred templates.
  emailInboxRule,
  // After every other "Select ..." goal: its pattern is the loosest.
  clickMenuRule,
];

/**
 * The tasks of the 100-task standard set that suites D1/D2 added (33) and that have no rule
 * yet (issue 25): the scripted policy reports "no scripted rule knows the goal" for them,
 * and no other task's rule may claim their goals (tests/unit/scripted/goals.test.ts).
 */
export const TASKS_WITHOUT_RULES: readonly string[] = [
  // Suite E1 (issue 37), first half: pages and tests done, rules await later work.
  'ascending-numbers',
  'buy-ticket',
  'daily-calendar',
  'order-food',
  'phone-book',
  'stock-market',
  // Suite E1 (issue 37), second half: pages and tests done, rules await later work.
  'book-flight-nodelay',
  'button-delay',
  'form-sequence',
  'form-sequence-2',
  'form-sequence-3',
  'hot-cold',
  // Suite E2 (issue 38), first half: pages and tests done, rules await later work.
  'chase-circle',
  'draw-circle',
  'draw-line',
  'hover-shape',
  'moving-items',
  'simon-says',
  // Suite E2 (issue 38), second half: pages and tests done, rules await later work.
  'choose-date-nodelay',
  'click-collapsible-2-nodelay',
  'click-collapsible-nodelay',
  'click-pie-nodelay',
  'drag-shapes-2',
  'use-autocomplete-nodelay',
];
