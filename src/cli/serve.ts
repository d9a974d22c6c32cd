/** `caap serve`: host a suite with an index page so a person can play the tasks. */
import type { Command } from 'commander';
import { startStaticServer } from '../env/static-server.js';
import { resolveSuite } from '../env/suites.js';
import { intArg, portArg, withSuiteOptions } from './options.js';

export function registerServe(program: Command): void {
  withSuiteOptions(program.command('serve').description('serve a suite with an index page to play its tasks in a browser'))
    .option('--port <port>', 'port on 127.0.0.1 (default: a free one)', portArg())
    .action(async (opts: { suite: string; miniwobDir?: string; port?: number }) => {
      const suite = resolveSuite(opts);
      const tasks = suite.listTasks();
      const index = `<!DOCTYPE html><meta charset="utf-8"><title>caap: ${suite.name} suite</title>
<style>body{font:14px Arial,sans-serif;margin:2em}li{margin:2px 0}</style>
<h1>${suite.name} suite: ${tasks.length} tasks</h1>
<p>Click a task, then START. Each START draws a fresh instance${
        suite.name === 'embedded' ? '; add <code>?seed=N</code> to the URL to replay instance N' : ''
      }.</p>
<ol>${tasks.map((t) => `<li><a href="${suite.taskPath(t)}">${t}</a></li>`).join('')}</ol>`;
      const server = await startStaticServer({
        root: suite.root,
        mounts: suite.mounts,
        port: opts.port,
        fallback: (req, res) => {
          if (req.url !== '/' && req.url !== '/index.html') return false;
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(index);
          return true;
        },
      });
      console.log(`Serving the ${suite.name} suite (${tasks.length} tasks) at ${server.url}/ — Ctrl+C to stop`);
      await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
      await server.close();
    });
}
