/**
 * Serves a suite folder over HTTP on 127.0.0.1 with a free port. The embedded suite also
 * gets /vendor/<package>/... from node_modules (seedrandom, jQuery UI, d3), so task pages
 * load their libraries from npm packages and nothing from the network.
 *
 * @example
 *   const server = await startStaticServer({ root: 'miniwob' })
 *   console.log(server.url) // http://127.0.0.1:41234
 *   await server.close()
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import serveStatic from 'serve-static';

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface StaticServerOptions {
  root: string;
  /** Extra mounts: URL prefix (e.g. "/vendor") -> folder. */
  mounts?: Record<string, string>;
  port?: number;
  /** Optional extra handler tried before 404 (e.g. an index page). */
  fallback?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

export async function startStaticServer(opts: StaticServerOptions): Promise<StaticServer> {
  const noCache = { cacheControl: false, etag: false, lastModified: false, index: ['index.html'] };
  const rootHandler = serveStatic(opts.root, noCache);
  const mounts = Object.entries(opts.mounts ?? {}).map(([prefix, dir]) => ({
    prefix: prefix.replace(/\/$/, ''),
    handler: serveStatic(dir, noCache),
  }));

  const server = http.createServer((req, res) => {
    const notFound = () => {
      if (opts.fallback?.(req, res)) return;
      res.statusCode = 404;
      res.end('not found');
    };
    const url = req.url ?? '/';
    for (const m of mounts) {
      if (url.startsWith(`${m.prefix}/`)) {
        req.url = url.slice(m.prefix.length);
        m.handler(req, res, notFound);
        return;
      }
    }
    rootHandler(req, res, notFound);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
