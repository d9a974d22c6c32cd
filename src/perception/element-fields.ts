/**
 * Which optional fields each element type carries, in the order they are written: the states
 * the labeller sets for the type (docs/labelling.md), so perception keeps exactly what it is
 * scored on and the element text (src/agent/element-text.ts) shows exactly that.
 *
 * @example
 *   FIELDS_BY_TYPE.checkbox   // ['text', 'checked', 'focused']
 */
import type { ElementType } from './element.js';

export type StateField = 'checked' | 'focused' | 'highlighted';
export type Field = 'subtype' | 'text' | StateField;

export const FIELDS_BY_TYPE: Record<ElementType, readonly Field[]> = {
  text: ['text', 'highlighted'],
  hyperlink: ['text'],
  button: ['text', 'focused', 'highlighted'],
  radio: ['text', 'checked', 'focused'],
  checkbox: ['text', 'checked', 'focused'],
  dropdown: ['text', 'focused'],
  input_field: ['text', 'focused', 'highlighted'],
  text_area: ['text', 'focused', 'highlighted'],
  resize_handle: [],
  scrollbar: [],
  tabled_text: ['text', 'highlighted'],
  draggable_text: ['text', 'highlighted'],
  shape: ['subtype', 'text'],
  icon: ['subtype', 'checked', 'highlighted'],
  slider: ['subtype', 'focused'],
};
