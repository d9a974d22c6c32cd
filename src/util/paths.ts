/** Where the repository's data folders are, from the location of this module (src/ or dist/). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: two levels above this module (src/util/ or dist/util/). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROMPTS_DIR = path.join(PACKAGE_ROOT, 'prompts', 'caap');
export const DEMOS_DIR = path.join(PACKAGE_ROOT, 'prompts', 'demos');
