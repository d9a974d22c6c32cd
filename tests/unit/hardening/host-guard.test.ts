/**
 * The sweep's episode host refuses what is not its sweep's (issue 19): posting the task
 * "../../victim" used to delete a folder outside the sweep before the task was checked.
 * Now a request needs the sweep's token and an episode of the plan, and every path made
 * from a request is proven to stay inside the sweep folder, before any file is touched.
 */
import { resolveEpisodeConfig } from '../../../src/episode/policies.js';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HostRequestError, UnsafePathError } from '../../../src/errors.js';
import type { EpisodePages } from '../../../src/sweep/episode-runner.js';
import { runSweepEpisode } from '../../../src/sweep/episode-runner.js';
import { requestEpisode, splitHostUrl } from '../../../src/sweep/host/client.js';
import { assertPlannedEpisode, newHostToken, pathInside, tokenMatches } from '../../../src/sweep/host/guard.js';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, serveEpisodeHost, type HostServer } from '../../../src/sweep/host/server.js';
import { makePlan, type SweepConfig, type SweepPlan } from '../../../src/sweep/plan.js';
import type { SweepRecord } from '../../../src/sweep/records.js';

const config: SweepConfig = { suite: 'embedded', model: '', episode: resolveEpisodeConfig({ policy: 'scripted', observer: 'labels', budgetMs: 5000 }) };
const settings = { workers: 1, traces: 'failures' as const };

/** root/a/sweep is the sweep folder; root/victim/seed-0/keep.txt is what "../../victim" (trace folder traces/../../victim/seed-0) reaches. */
function layout(): { root: string; plan: SweepPlan; victim: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'caap-host-guard-'));
  const outDir = path.join(root, 'a', 'sweep');
  mkdirSync(outDir, { recursive: true });
  const victim = path.join(root, 'a', 'victim', 'seed-0');
  mkdirSync(victim, { recursive: true });
  writeFileSync(path.join(victim, 'keep.txt'), 'precious');
  const plan = makePlan({ config, settings, tasks: ['click-button', 'click-test'], seeds: [0, 1, 2], outDir, skip: ['click-test#2'] });
  return { root, plan, victim };
}

const stillThere = (victim: string) => existsSync(path.join(victim, 'keep.txt')) && readFileSync(path.join(victim, 'keep.txt'), 'utf8') === 'precious';

/** Pages that must never be asked for: the guard refuses first. */
const noPages = (): EpisodePages & { opened: number } => {
  const p = {
    opened: 0,
    open: async () => {
      p.opened++;
      throw new Error('no page in this test');
    },
    done: async () => undefined,
  };
  return p;
};
const environment = { llmEnv: {}, modelsDir: '/nonexistent', faults: new Map() };

describe('episode runner: requests outside the plan', () => {
  it('task "../../victim" is refused before its trace folder is deleted', async () => {
    const { plan, victim } = layout();
    expect(path.resolve(plan.outDir, 'traces', '../../victim', 'seed-0')).toBe(victim); // what the old code deleted
    const pages = noPages();
    const err = await runSweepEpisode(pages, plan, { task: '../../victim', seed: 0 }, { environment }).catch((e) => e);
    expect(err).toBeInstanceOf(HostRequestError);
    expect((err as HostRequestError).status).toBe(400);
    expect(stillThere(victim)).toBe(true);
    expect(pages.opened).toBe(0);
    expect(existsSync(path.join(plan.outDir, 'episodes.jsonl'))).toBe(false); // nothing recorded for it either
  });

  it('seeds outside the plan, and episodes the plan skips as recorded, are refused', async () => {
    const { plan } = layout();
    for (const [id, status] of [[{ task: 'click-button', seed: 7 }, 400], [{ task: 'click-button', seed: 0.5 }, 400], [{ task: 'click-test', seed: 2 },
      409]] as const)
    {
      const err = await runSweepEpisode(noPages(), plan, id, { environment }).catch((e) => e);
      expect(err, JSON.stringify(id)).toBeInstanceOf(HostRequestError);
      expect((err as HostRequestError).status).toBe(status);
    }
  });

  it("a symbolic link inside the sweep folder does not lead a request's delete outside it", async () => {
    const { root, plan } = layout();
    // traces -> a folder outside the sweep that holds what the trace folder of click-button seed 0 would be.
    const outside = path.join(root, 'elsewhere');
    mkdirSync(path.join(outside, 'click-button', 'seed-0'), { recursive: true });
    writeFileSync(path.join(outside, 'click-button', 'seed-0', 'keep.txt'), 'precious');
    symlinkSync(outside, path.join(plan.outDir, 'traces'));
    const pages = noPages();
    const err = await runSweepEpisode(pages, plan, { task: 'click-button', seed: 0 }, { environment }).catch((e) => e);
    expect(err).toBeInstanceOf(UnsafePathError);
    expect(String(err)).toMatch(/through a symbolic link/);
    expect(readFileSync(path.join(outside, 'click-button', 'seed-0', 'keep.txt'), 'utf8')).toBe('precious');
    expect(pages.opened).toBe(0);
    // A link that stays inside the folder is fine, and so is a path that does not exist yet.
    mkdirSync(path.join(plan.outDir, 'real-traces'));
    symlinkSync(path.join(plan.outDir, 'real-traces'), path.join(plan.outDir, 'inner'));
    expect(pathInside(plan.outDir, 'inner/click-button/seed-0')).toBe(path.join(plan.outDir, 'inner', 'click-button', 'seed-0'));
    // A dangling link is refused: what it points at could be made outside later.
    symlinkSync(path.join(root, 'not-yet'), path.join(plan.outDir, 'dangling'));
    expect(() => pathInside(plan.outDir, 'dangling/x')).toThrow(UnsafePathError);
  });

  it('paths are resolved and must lie strictly inside the folder', () => {
    const root = path.resolve('/srv/sweep');
    expect(pathInside(root, 'traces/click-button/seed-3')).toBe(path.join(root, 'traces', 'click-button', 'seed-3'));
    for (const bad of ['../x', 'traces/../../x', '/etc/passwd', '.', '', 'traces/../..', `..${path.sep}sweep-other`]) {
      expect(() => pathInside(root, bad), bad).toThrow(UnsafePathError);
    }
    expect(() => assertPlannedEpisode({ tasks: ['a'], seeds: [1], skip: [] }, { task: 'a', seed: 1 })).not.toThrow();
  });
});

describe('episode host server: token and plan checked before the host runs anything', () => {
  let server: HostServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  function post(url: string, body: string, auth?: string): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (auth !== undefined) headers.authorization = auth;
      const req = http.request(`${url}/episode`, { method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  it('refuses a missing or wrong token (401), a task outside the plan (400), and runs a planned episode with the token', async () => {
    const { plan, victim } = layout();
    const token = newHostToken();
    const ran: string[] = [];
    // The host runs the real sweep episode (whose old form deleted the trace folder first).
    const host = {
      run: async (id: { task: string; seed: number }) => {
        ran.push(`${id.task}#${id.seed}`);
        return runSweepEpisode(noPages(), plan, id, { environment });
      },
    };
    server = await serveEpisodeHost(host, 0, { plan, token });
    const victimBody = JSON.stringify({ task: '../../victim', seed: 0 });

    expect((await post(server.url, victimBody)).status).toBe(401);
    expect((await post(server.url, victimBody, 'Bearer not-the-token-at-all-xxxxxxxxxxxxxxxxxxxxxxx')).status).toBe(401);
    const refused = await post(server.url, victimBody, `Bearer ${token}`);
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/not a task of this sweep's plan/);
    expect((await post(server.url, JSON.stringify({ task: 'click-button', seed: 999 }), `Bearer ${token}`)).status).toBe(400);
    expect((await post(server.url, JSON.stringify({ task: 'click-test', seed: 2 }), `Bearer ${token}`)).status).toBe(409);
    expect((await post(server.url, 'x'.repeat(100_000), `Bearer ${token}`)).status).toBe(400);
    expect(ran).toEqual([]);
    expect(stillThere(victim)).toBe(true);

    // The sweep's own client: the token travels in the URL's password and goes out as a bearer token.
    const withToken = server.url.replace('http://', `http://sweep:${token}@`);
    expect(splitHostUrl(withToken)).toEqual({ base: server.url, token });
    const rec: SweepRecord = await requestEpisode(withToken, { task: 'click-button', seed: 1 });
    expect(ran).toEqual(['click-button#1']);
    expect(rec).toMatchObject({ task: 'click-button', seed: 1, doneReason: 'error', sweep: { failure: 'harness' } });
    const err = await requestEpisode(server.url, { task: 'click-button', seed: 1 }).catch((e: Error) => e);
    expect(String(err)).toMatch(/answered 401/);
    expect(String(err)).not.toContain(token);
  });

  it('closes connections that never finish their headers (no token, no request), and still answers an episode that takes long', async () => {
    const { plan } = layout();
    const token = newHostToken();
    const slow = { run: async (id: { task: string; seed: number }) => {
      await new Promise((r) => setTimeout(r, REQUEST_TIMEOUT_MS + 1_000)); // longer than a request may take to arrive
      return { task: id.task, seed: id.seed } as unknown as SweepRecord;
    } };
    server = await serveEpisodeHost(slow, 0, { plan, token });
    const port = Number(new URL(server.url).port);
    let closed = 0;
    const sockets = Array.from({ length: 300 }, () => {
      const c = net.connect(port, '127.0.0.1');
      c.on('connect', () => c.write('POST /episode HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n'));
      c.on('close', () => {
        closed++;
      });
      c.on('error', () => undefined);
      c.resume(); // read what the server sends (its 408 and its end), as a client would
      return c;
    });
    const answered = requestEpisode(server.url.replace('http://', `http://sweep:${token}@`), { task: 'click-button', seed: 1 });
    const until = Date.now() + HEADERS_TIMEOUT_MS + 8_000;
    while (closed < sockets.length && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(sockets.length);
    expect(await answered).toMatchObject({ task: 'click-button', seed: 1 });
  }, 40_000);

  it('compares tokens exactly', () => {
    const t = newHostToken();
    expect(t.length).toBeGreaterThanOrEqual(40);
    expect(tokenMatches(t, t)).toBe(true);
    expect(tokenMatches(t, `${t}x`)).toBe(false);
    expect(tokenMatches(t, undefined)).toBe(false);
    expect(newHostToken()).not.toBe(t);
  });
});
