/**
 * Building a dataset end to end: same arguments give the same dataset (hash), the files
 * follow the format, and the exports and the audit sheet come out of it.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildDataset, type BuildOptions } from '../../../src/dataset/build.js';
import { exportCrops } from '../../../src/dataset/export-crops.js';
import { exportYolo } from '../../../src/dataset/export-yolo.js';
import { readDataset } from '../../../src/dataset/records.js';
import { showDataset } from '../../../src/dataset/show.js';
import { ELEMENT_TYPES } from '../../../src/perception/element.js';
import { parseSeedRange } from '../../../src/seeds.js';
import { expect, test } from '../fixtures.js';

test.setTimeout(300_000);

const options = (out: string): BuildOptions => ({
  suite: 'embedded',
  tasks: ['click-checkboxes', 'enter-text'],
  seeds: parseSeedRange('1000-2999'),
  seedSpec: '1000-2999',
  perTask: 4,
  actions: 4,
  maxEpisodes: 3,
  scale: 2,
  vary: true,
  workers: 2,
  out,
});

test('same arguments give the same dataset; files, exports and sheet follow the format', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'caap-ds-'));
  const a = await buildDataset(options(path.join(root, 'a')));
  const b = await buildDataset(options(path.join(root, 'b')));
  expect(a.screens).toBeGreaterThanOrEqual(6);
  expect(b.datasetHash).toBe(a.datasetHash);
  expect(a.split).toBe('train');
  expect(a.gitSha === null || /^[0-9a-f]{40}$/.test(a.gitSha)).toBe(true);

  const dir = path.join(root, 'a');
  const { manifest, records } = await readDataset(dir);
  expect(records.length).toBe(manifest.screens);
  expect(new Set(records.map((r) => r.phash)).size).toBe(records.length); // distinct screens only
  for (const r of records) {
    expect(r.seed).toBeGreaterThanOrEqual(1000);
    expect(r.variation).not.toBeNull();
    const meta = await sharp(path.join(dir, r.image)).metadata();
    expect([meta.width, meta.height]).toEqual([320, 420]);
    expect(r.elements.some((e) => e.type === 'text' && e.box.top < 50)).toBe(true); // the query bar
  }
  const total = Object.values(manifest.countsPerType).reduce((s, n) => s + n, 0);
  expect(total).toBe(records.reduce((s, r) => s + r.elements.length, 0));
  expect(manifest.countsPerType.checkbox).toBeGreaterThan(0);

  const yolo = await exportYolo(dir, path.join(dir, 'yolo'));
  expect(yolo.train + yolo.val).toBe(records.length);
  expect(readFileSync(path.join(dir, 'yolo', 'data.yaml'), 'utf8')).toContain(`nc: ${ELEMENT_TYPES.length}`);
  const labelFiles = [...readdirSync(path.join(dir, 'yolo', 'labels', 'train')), ...readdirSync(path.join(dir, 'yolo', 'labels', 'val'))];
  expect(labelFiles.length).toBe(records.length);
  const crops = await exportCrops(dir, path.join(dir, 'crops'));
  expect(crops.crops).toBe(total);
  expect(existsSync(path.join(dir, 'crops', 'crops.jsonl'))).toBe(true);

  const sheet = path.join(root, 'sheet.png');
  const { shown } = await showDataset(dir, { n: 4, out: sheet });
  expect(shown.length).toBe(4);
  expect((await sharp(sheet).metadata()).width).toBeGreaterThan(600);
});

test('refuses to overwrite a dataset without force', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'caap-ds-'));
  const o = { ...options(path.join(root, 'x')), tasks: ['enter-text'], perTask: 1, vary: false };
  await buildDataset(o);
  await expect(buildDataset(o)).rejects.toThrow(/--force/);
  const again = await buildDataset({ ...o, force: true });
  expect(again.screens).toBe(1);
});

test("the scripted driver walks the policy's path: its actions are recorded, and the screens reach the task's later states", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'caap-ds-'));
  // enter-text: click the field, type the word, submit. Random pokes type goal words too, so the
  // check is on what only the driver writes: its action records, and a run with no random share.
  const m = await buildDataset({ ...options(path.join(root, 'p')), tasks: ['enter-text'], vary: false, perTask: 6, actions: 5, maxEpisodes: 3,
    driver: 'scripted', offPolicy: 0 });
  expect(m.driver).toBe('scripted');
  expect(m.offPolicy).toBe(0);
  const { records } = await readDataset(path.join(root, 'p'));
  const steps = records.filter((r) => r.step > 0);
  expect(steps.length).toBeGreaterThan(0);
  for (const r of steps) expect(r.action).toMatch(/^policy (click_element|type_text|press_key|press_control_A) /);
  // Some screen shows the goal's word typed into the field (the state before Submit).
  expect(records.some((r) => {
    const word = /"([^"]+)"/.exec(r.goal)?.[1] ?? r.goal.split(' ').pop()!;
    return r.elements.some((e) => e.type === 'input_field' && e.text === word);
  })).toBe(true);

  const random = await buildDataset({ ...options(path.join(root, 'r')), tasks: ['enter-text'], vary: false, perTask: 2, actions: 2, maxEpisodes: 1 });
  expect(random.driver).toBe('random');
  expect(random.offPolicy).toBeUndefined();
});
