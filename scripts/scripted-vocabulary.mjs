#!/usr/bin/env node
// Writes the scripted policy's vocabulary (data/scripted/*.json) from the benchmark's own word
// lists as the embedded pages carry them (written from ../shared/miniwob-spec). Run by hand when
// a list changes; tests/unit/scripted/vocabulary.test.ts checks the shipped files still match.
// The agent path reads only data/scripted/, never miniwob/ (data/scripted/README.md).
// Usage: npm run build && node scripts/scripted-vocabulary.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { pageArray } from '../dist/policies/scripted/kit/answer-sets.js';
import { parseEntries } from '../dist/policies/scripted/rules/book-flight/flights.js';
import { parseDigitPatterns } from '../dist/policies/scripted/rules/checkboxes/number-checkboxes.js';
import { parsePageTemplates } from '../dist/policies/scripted/rules/email/email-nl-templates.js';

const page = (p) => readFileSync(new URL(`../miniwob/${p}`, import.meta.url), 'utf8');
const write = (name, data) => writeFileSync(new URL(`../data/scripted/${name}.json`, import.meta.url), `${JSON.stringify(data, null, 1)}\n`);
const terminal = page('tasks/terminal.html');
write('synonym-groups', pageArray(page('tasks/click-checkboxes-soft.html'), 'GROUPS'));
write('unicode-test-labels', pageArray(page('tasks/unicode-test.html'), 'LABELS'));
write('airports', parseEntries(page('common/book-flight-data.js')));
write('digit-patterns', parseDigitPatterns(page('common/number-checkboxes-data.js')));
write('email-templates', parsePageTemplates(page('common/email-inbox-templates.js')));
write('terminal-files', { names: pageArray(terminal, 'FILE_NAMES'), extensions: pageArray(terminal, 'FILE_EXTENSIONS') });
console.log('wrote data/scripted/*.json');
