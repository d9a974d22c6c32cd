/**
 * Finds and launches Chromium the way design.md says: CHROMIUM_PATH, then the usual
 * system locations (Debian's /usr/bin/chromium first), then a Playwright-managed build.
 * Nothing here downloads a browser.
 *
 * @example
 *   const browser = await launchChromium()
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { BrowserNotFoundError } from '../errors.js';

const SYSTEM_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Keep timers and rendering running in background tabs: episodes run side by side.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  // Same font rendering on every machine: no LCD subpixel AA, no hinting differences.
  '--font-render-hinting=none',
  '--disable-lcd-text',
];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new BrowserNotFoundError(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return fromEnv;
  }
  for (const p of SYSTEM_LOCATIONS) if (existsSync(p)) return p;
  try {
    const managed = chromium.executablePath();
    if (managed && existsSync(managed)) return managed;
  } catch {
    // no Playwright-managed browser either; fall through to the error
  }
  throw new BrowserNotFoundError(
    'Chromium not found. Install it with `sudo apt-get install -y chromium fonts-liberation` ' +
      '(or run `npm run setup`), or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
}

export interface LaunchOptions {
  headless?: boolean;
  executablePath?: string;
  extraArgs?: string[];
}

export async function launchChromium(opts: LaunchOptions = {}): Promise<Browser> {
  const executablePath = opts.executablePath ?? findChromium();
  try {
    return await chromium.launch({
      executablePath,
      headless: opts.headless ?? true,
      args: [...CHROMIUM_ARGS, ...(opts.extraArgs ?? [])],
      timeout: 60_000,
    });
  } catch (e) {
    throw new BrowserNotFoundError(`Chromium at ${executablePath} failed to launch: ${(e as Error).message}`);
  }
}
