/**
 * The rule is chosen from the goal text alone. Every task of the embedded suite has a rule,
 * and the official utterances (seeds 1000-1002 of every task) reach the rule of their task,
 * so the scripted model (which never learns the task name) decides as the policy does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embeddedSuite } from '../../../src/env/suites.js';
import { RULES, TASKS_WITHOUT_RULES } from '../../../src/policies/scripted/rules/index.js';
import { ruleForGoal } from '../../../src/policies/scripted/scripted-policy.js';
import { parseEmailGoal } from '../../../src/policies/scripted/rules/email/email-goal.js';
import { emailNlTemplates } from '../../../src/policies/scripted/rules/email/email-nl-templates.js';

const rows = readFileSync(new URL('../../fixtures/official-utterances.tsv', import.meta.url), 'utf8')
  .split('\n').filter(Boolean).map((l) => l.split('\t') as [string, string, string]);

describe('goal dispatch', () => {
  it('covers every task of the embedded suite, or lists it as waiting for its rule', () => {
    const covered = new Set(RULES.flatMap((r) => r.tasks));
    const pending = new Set(TASKS_WITHOUT_RULES);
    const missing = embeddedSuite().listTasks().filter((t) => !covered.has(t) && !pending.has(t));
    expect(missing).toEqual([]);
    expect([...pending].filter((t) => covered.has(t)), 'a task with a rule is still listed as waiting').toEqual([]);
  });

  it('names each task in one rule only', () => {
    const seen = RULES.flatMap((r) => r.tasks);
    expect(seen.length).toBe(new Set(seen).size);
  });

  it(`sends every official utterance (${rows.length}) to its task's rule`, () => {
    expect(rows.length).toBeGreaterThan(200);
    // A task waiting for its rule must reach none (no other task's rule may claim its goal),
    // unless a ruled task gives the very same goal (a -nodelay variant shows its base's goals
    // word for word, so the goal alone cannot tell them apart; the base's rule reads them).
    const ruled = new Set(RULES.flatMap((r) => r.tasks));
    const ruledGoals = new Set(rows.filter(([task]) => ruled.has(task)).map(([, , goal]) => goal));
    const claimed = (goal: string) => ruleForGoal(goal) !== null && !ruledGoals.has(goal);
    const wrong = rows.filter(([task, , goal]) => (TASKS_WITHOUT_RULES.includes(task) ? claimed(goal) : !ruleForGoal(goal)?.rule.tasks.includes(task)))
      .map(([t, s, g]) => `${t} ${s}: ${g} -> ${ruleForGoal(g)?.rule.name}`);
    expect(wrong).toEqual([]);
  });

  it('knows no rule for an unrelated goal', () => {
    expect(ruleForGoal('Bake a cake.')).toBeNull();
  });
});

describe('email goals', () => {
  it.each([
    ['Find the email by Audrey and forward that email to Hedy.', { action: 'forward', name: 'Audrey', dest: 'Hedy' }],
    ['Find the email by Bettine and reply to them with the text "Gravida.".', { action: 'reply', name: 'Bettine', msg: 'Gravida.' }],
    ['Find the email by Danice and click the trash icon to delete it.', { action: 'delete', name: 'Danice' }],
    ['Give Bobine the message you received from Cora,', { action: 'forward', name: 'Cora', dest: 'Bobine' }],
    ['Forward to Cathrine the email from Evy.', { action: 'forward', name: 'Evy', dest: 'Cathrine' }],
    ['Amargo wrote an email in this app that needs to be forwarded to Penelope.', { action: 'forward', name: 'Amargo', dest: 'Penelope' }],
    ["Please delete Amargo's emails.", { action: 'delete', name: 'Amargo' }],
    // Both "Forward email from NAME to DEST" and the same with a full stop are templates.
    ['Forward email from Brandie to Corabelle.', { action: 'forward', name: 'Brandie', dest: 'Corabelle' }],
    ['Find the email by Sara-Ann and click the star icon to mark it as important.', { action: 'important', name: 'Sara-Ann' }],
  ])('%s', (goal, want) => {
    expect(parseEmailGoal(goal)).toEqual(want);
  });
});

describe('every email NL template reads back what filled it', () => {
  const fill = (t: string, v: Record<string, string>) => Object.entries(v).reduce((s, [k, x]) => s.replace(k, x), t);
  for (const [action, templates] of Object.entries(emailNlTemplates())) {
    it(`${action} (${templates.length} templates)`, () => {
      const values = { NAME: 'Brandie', DEST: 'Corabelle', MSG: 'Quam sed, tortor.' };
      const wrong = templates.filter((t) => {
        const g = parseEmailGoal(fill(t, values));
        if (!g || g.action !== action || g.name !== 'Brandie') return true;
        if (action === 'forward' && g.dest !== 'Corabelle') return true;
        return action === 'reply' && g.msg !== 'Quam sed, tortor.';
      });
      // The one sentence two templates share with NAME and DEST swapped is read literally (email-goal.ts).
      expect(wrong).toEqual(action === 'forward' ? ['Find the email from DEST and forward it to NAME.'] : []);
    });
  }
});
