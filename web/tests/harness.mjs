// harness.mjs: what the Chromium tests share: a static server for web/dist
// (with the wasm MIME type streaming compilation needs), Debian's Chromium
// (playwright-core, no browser download) with a page whose console errors
// are collected, and a small seeded generator for the clicks.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.data': 'application/octet-stream' };

// Serve dir on a free port of 127.0.0.1: {server, base}.
export async function serveDist(dir) {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/\/$/, '/index.html'));
    if (!file.startsWith(dir) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}/` };
}

// Chromium with a profile under tmp and the context options given: {context, page, consoleErrors}.
export async function launch(tmp, options) {
  const context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), {
    executablePath: process.env.DCG_CHROMIUM || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
    acceptDownloads: true, ...options,
  });
  const page = context.pages()[0] || await context.newPage();
  const consoleErrors = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  return { context, page, consoleErrors };
}

// A small seeded generator, so each seed clicks the same way every run.
export function rng(seed) {
  let s = seed >>> 0 || 1;
  return (n) => { s ^= s << 13; s >>>= 0; s ^= s >> 17; s ^= s << 5; s >>>= 0; return s % n; };
}

// Every message the page receives from the engine's worker, as received, in window.dcgMessages (JSON texts).
export function recordWorkerMessages(context) {
  return context.addInitScript(() => {
    window.dcgMessages = [];
    const W = window.Worker;
    window.Worker = class extends W {
      constructor(...a) {
        super(...a);
        this.addEventListener('message', (e) => window.dcgMessages.push(JSON.stringify(e.data)));
      }
    };
  });
}
