/** Fixed element lists for the agent's unit tests (shaped like click-button and choose-list). */
import type { ElementList } from '../../../src/perception/element.js';

export const CLICK_BUTTON: ElementList = [
  { id: 1, type: 'text', text: 'Click on the "Next" button.', box: { left: 3, top: 3, right: 119, bottom: 14 }, score: 1 },
  { id: 2, type: 'input_field', focused: false, box: { left: 2, top: 52, right: 84, bottom: 73 }, score: 1 },
  { id: 3, type: 'button', text: 'Next', box: { left: 2, top: 73, right: 45, bottom: 94 }, score: 1 },
  { id: 4, type: 'button', text: 'Previous', box: { left: 50, top: 73, right: 110, bottom: 94 }, score: 1 },
];

export const CHOOSE_LIST: ElementList = [
  { id: 1, type: 'text', text: 'Select Theodora from the list and click Submit.', box: { left: 3, top: 3, right: 156, bottom: 25 }, score: 1 },
  { id: 2, type: 'dropdown', text: 'Alice', focused: false, box: { left: 0.6, top: 55.2, right: 151.8, bottom: 76.1 }, score: 1 },
  { id: 3, type: 'button', text: 'Submit', box: { left: 2, top: 81, right: 97, bottom: 112 }, score: 1 },
];
