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
import { clickWidgetRule } from './click-widget.js';
import { copyPasteRule } from './copy-paste.js';
import { dragBoxRule, dragShapeRule, resizeTextareaRule } from './drag-shapes.js';
import { highlightTextRule, scrollText2Rule, scrollTextRule } from './scroll-highlight.js';
import { dragItemsGridRule, dragItemsRule, dragSortNumbersRule } from './sortables.js';
import { emailInboxRule } from './email-inbox.js';
import { identifyShapeRule } from './identify-shape.js';
import { loginUserRule } from './login-user.js';
import { multiLayoutsRule } from './multi-layouts.js';
import { signAgreementRule } from './sign-agreement.js';
import { useAutocompleteRule } from './use-autocomplete.js';
import { useSpinnerRule } from './use-spinner.js';
import { clickCollapsible2Rule, clickCollapsibleRule, clickTab2Rule, clickTabRule } from './sections.js';
import { enterPasswordRule, enterText2Rule, enterTextRule, focusTextRule } from './text-entry.js';

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
  // Last: the email goals are free text, matched against a few hundred templates.
  emailInboxRule,
];
