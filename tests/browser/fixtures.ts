/**
 * Shared fixtures for browser tests: one BrowserHost (one Chromium) per worker.
 */
import { test as base } from '@playwright/test';
import { BrowserHost } from '../../src/env/host.js';

export const test = base.extend<{}, { host: BrowserHost }>({
  host: [
    async ({}, use) => {
      const host = await BrowserHost.start();
      await use(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
