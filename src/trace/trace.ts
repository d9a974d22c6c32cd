/**
 * `--trace DIR`: per step the screenshot, an overlay of the perceived elements (boxes and
 * ids), the prompt, the reply and the executed actions, plus index.html — the
 * self-contained trace viewer (trace-viewer.ts) — episode.json and final-screen.png (the
 * state that got the reward: TraceWriter.finalOf). Written as the episode
 * runs, so a crash leaves the steps so far. Harness side (src/trace/, not the agent path): it
 * renders records for people, and the viewer page carries its own browser script; only the
 * episode harness (episode/harness.ts) writes traces.
 *
 * @example
 *   const trace = new TraceWriter('runs/trace-1')
 *   await runLoop({ ..., onStep: (rec, art) => trace.step(rec, art) })
 *   trace.finish(episodeRecord, { png: await screen.screenshot() })
 */
import { redact } from '../util/redact.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderElementList } from '../agent/element-text.js';
import type { StepArtifacts } from '../agent/loop.js';
import type { StepRecord } from '../agent/record.js';
import { modelShown, type EpisodeRecord } from '../episode/record.js';
import { setOfMarks } from '../agent/set-of-marks.js';
import { renderTraceViewer, type ViewerFinal, type ViewerStep } from './trace-viewer.js';

/** The screen captured when the episode ended (PNG), given to TraceWriter.finish. */
export interface FinalScreen {
  png: Buffer;
}

/** Where the final screen goes in the trace folder. */
export const FINAL_SCREEN_FILE = 'final-screen.png';

/** The screenshot with every element's box and id drawn on it (the set-of-marks picture). */
export const overlayPng = setOfMarks;

export class TraceWriter {
  private readonly steps: ViewerStep[] = [];

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  async step(rec: StepRecord, art: StepArtifacts): Promise<void> {
    const n = String(rec.step).padStart(3, '0');
    const f = (s: string) => path.join(this.dir, `step-${n}-${s}`);
    writeFileSync(f('screen.png'), art.png);
    // The ids the model saw (a policy may renumber: CAAP's paper preset leaves the instruction bar out).
    const elements = art.decision?.shownElements ?? art.elements;
    writeFileSync(f('overlay.png'), await overlayPng(art.png, art.scale, elements));
    writeFileSync(f('elements.txt'), `${renderElementList(elements)}\n`);
    const t = art.decision?.transcript;
    const prompt = t ?
      t.messages.map((m) => `=== ${m.role} ===\n${m.content}`).join('\n\n') +
      (t.tools ? `\n\n=== tools ===\n${JSON.stringify(t.tools, null, 1)}` : '') :
      '(this policy sends no prompt)';
    writeFileSync(f('prompt.txt'), `${redact(prompt)}\n`);
    const reply = t ? t.replies.map((r, i) => `=== reply ${i + 1} ===\n${r}`).join('\n\n') : '';
    writeFileSync(f('reply.txt'), `${redact(reply)}\n`);
    writeFileSync(f('step.json'), `${redact(JSON.stringify(rec, null, 1))}\n`);
    this.steps.push({ record: rec, png: art.png, scale: art.scale, elements, prompt, reply });
    this.writeIndex(null);
  }

  /**
   * The episode's end: its record, and the final screen as final-screen.png and the viewer's
   * last page (finalOf).
   */
  finish(ep: EpisodeRecord, end?: FinalScreen): void {
    writeFileSync(path.join(this.dir, 'episode.json'), `${redact(JSON.stringify(ep, null, 1))}\n`);
    const final = this.finalOf(ep, end);
    if (final) writeFileSync(path.join(this.dir, FINAL_SCREEN_FILE), final.png);
    this.writeIndex(ep, final);
  }

  /**
   * The state that got the reward. When the task ended the episode, the task page covers
   * itself with its START screen at once, so the screen captured at the end (`end`) shows the
   * cover: the state is the last step's screen, its actions marked (with the paper's batch
   * stop a step's later actions run only while the screen stays as it was). When the episode
   * ended otherwise (steps, tokens, errors), the screen captured at the end is that state.
   */
  private finalOf(ep: EpisodeRecord, end?: FinalScreen): ViewerFinal | undefined {
    const outcome = `reward ${ep.reward.toFixed(3)} (raw ${ep.rawReward}) · ${ep.doneReason}${ep.done ? '' : ' (the task did not end)'}`;
    const last = this.steps.at(-1);
    if (ep.done && last) {
      return { png: last.png, outcome, step: last.record.step, ...(end ? { endPng: end.png } : {}),
        note: `The screen of the last step (step ${last.record.step}) with its actions marked: the state the last action ran on, which got the reward. ` +
          'Once a task ends its episode the page covers itself with its START screen (below, as captured at the end).' };
    }
    if (end) return { png: end.png, outcome, note: 'The screen after the last action, captured when the episode ended.' };
    return undefined;
  }

  private writeIndex(ep: EpisodeRecord | null, final?: ViewerFinal): void {
    const header = ep
      ? [
        `Goal: ${ep.goal}`,
        [ep.policy, modelShown(ep), ep.prompt && `prompt ${ep.prompt.label} (${ep.prompt.demos} demo(s))`, ep.variant && `variant ${ep.variant}`,
          `observer ${ep.observer}`].filter(Boolean).join(' · '),
        `reward ${ep.reward.toFixed(3)} (raw ${ep.rawReward}) · ${ep.doneReason} · ${ep.tokens.prompt} + ${ep.tokens.completion} tokens · ${
          Math.round(ep.wallMs)
        } ms`,
      ]
      : ['(episode running)'];
    const title = ep ? `${ep.task} seed ${ep.seed}` : 'caap trace';
    writeFileSync(path.join(this.dir, 'index.html'),
      redact(renderTraceViewer({ title, header, ...(ep?.error ? { error: ep.error } : {}), steps: this.steps, ...(final ? { final } : {}) })));
  }
}
