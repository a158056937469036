// A small static server for a build, gzip-compressed as a real host serves it (`docusaurus serve`
// sends no compression, which makes transfer sizes and load times several times off).
// `/x` serves `x/index.html` or `x.html`; anything else missing gets the build's 404.html, status 404.
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type OutgoingHttpHeaders} from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.riv': 'application/octet-stream',
  '.webmanifest': 'application/manifest+json',
};
/** Kinds a host compresses; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|wasm)|image\/svg)/;

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under `root` that answers `urlPath`, or `null`. */
export function resolveFile(root: string, urlPath: string): string | null {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(clean));
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const isFile = (candidate: string): boolean => existsSync(candidate) && statSync(candidate).isFile();
  if (isFile(file)) return file;
  for (const candidate of [path.join(file, 'index.html'), `${file.replace(/\/+$/, '')}.html`]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

export type StaticServer = {url: string; close: () => Promise<void>};

/** Serves `dir` on `port` (0: any free port); resolves to `{url, close}`. */
export function serveStatic(dir: string, port = 0): Promise<StaticServer> {
  const root = path.resolve(dir);
  const gzipped = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const found = resolveFile(root, req.url ?? '/');
    const file = found ?? path.join(root, '404.html');
    const status = found ? 200 : 404;
    if (!existsSync(file)) {
      res.writeHead(404, {'content-type': 'text/plain'}).end('not found');
      return;
    }
    const type = contentType(file);
    const headers: OutgoingHttpHeaders = {'content-type': type, 'cache-control': 'max-age=600'};
    let body: Buffer = readFileSync(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let compressed = gzipped.get(file);
      if (!compressed) {
        compressed = gzipSync(body);
        gzipped.set(file, compressed);
      }
      body = compressed;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({url: `http://127.0.0.1:${actual}`, close: () => new Promise<void>((done) => server.close(() => done()))});
    });
  });
}
