/**
 * The scripted policy's vocabulary: the word lists a person who read the benchmark's task
 * descriptions brings (synonym groups, airports, file names, sentence templates, digit
 * patterns), shipped as the policy's own data in data/scripted/ with their provenance
 * (data/scripted/README.md). The agent path never reads the task pages' files; these
 * files are read once each, checked by their schema.
 *
 * @example
 *   const airports = vocabulary('airports', z.array(z.string()))
 */
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { PACKAGE_ROOT } from '../../../util/paths.js';
import path from 'node:path';

export const VOCABULARY_DIR = path.join(PACKAGE_ROOT, 'data', 'scripted');

const loaded = new Map<string, unknown>();

export function vocabulary<T>(name: string, schema: z.ZodType<T>): T {
  if (!loaded.has(name)) loaded.set(name, schema.parse(JSON.parse(readFileSync(path.join(VOCABULARY_DIR, `${name}.json`), 'utf8'))));
  return loaded.get(name) as T;
}
