// online.mjs: the page as a client of dcg serve, in three browser contexts
// (Debian's Chromium, playwright-core): P1 creates a room in the lobby, a
// watcher opens it, P2 joins; the players click offered options to the end
// of the game (P2 reloads the page mid-game and is back in the seat by its
// token). Every message each page received is checked for cards its
// viewer may not see (none), and the final state equals `dcg replay` of
// the server's log. Usage: node web/tests/online.mjs (after web/build.sh
// and a native build with the server in build/; tests/serve's npm ci).
import { chromium } from 'playwright-core';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, known, leaks, tmp } from '../../tests/serve/lib.mjs';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = tmp();
const server = await startServer({ port: 19100 + (process.pid % 400), db: path.join(dir, 'serve.db'), args: ['--site', path.join(web, 'dist')] });
const base = `http://127.0.0.1:${server.port}/`;
let failures = 0;
const fail = (what) => { console.error('FAIL: ' + what); failures++; };
const browser = await chromium.launch({ executablePath: process.env.DCG_CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
function rng(seed) {
  let s = seed >>> 0 || 1;
  return (n) => { s ^= s << 13; s >>>= 0; s ^= s >> 17; s ^= s << 5; s >>>= 0; return s % n; };
}
async function open(name) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => fail(`${name}: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') fail(`${name}: console: ${m.text()}`); });
  page.on('dialog', (d) => d.accept());
  await page.goto(base + '?fresh&delay=0');
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 60000 });
  await page.click('#btn-online');
  await page.waitForSelector('#lobby[open]');
  return { name, page, logs: [] };
}
const onlineLog = (p) => p.page.evaluate(() => window.dcgOnlineLog || []);

try {
  const [a, b, w] = [await open('P1'), await open('P2'), await open('watcher')];
  await a.page.selectOption('#lobby [name=deck]', 'st1');
  await a.page.click('[data-create]');
  await a.page.waitForFunction(() => window.dcgOnline.room);
  const room = await a.page.evaluate(() => window.dcgOnline.room);
  for (const p of [w, b]) {
    await p.page.click('[data-refresh]');
    await p.page.waitForSelector(`[data-room="${room}"]`);
  }
  await w.page.click(`[data-watch="${room}"]`);
  await b.page.selectOption('#lobby [name=deck]', 'st2');
  await b.page.click(`[data-join="${room}"]`);
  await b.page.waitForFunction(() => document.body.dataset.onlineStep !== undefined);
  console.log(`room ${room}: P1 created it, the watcher watches, P2 joined`);
  const r = rng(2024);
  let clicks = 0, reloaded = false;
  const t0 = Date.now();
  while (Date.now() - t0 < 300000) {
    const over = await a.page.evaluate(() => document.body.dataset.onlineOver);
    if (over) break;
    let acted = false;
    for (const p of [a, b]) {
      const mine = await p.page.evaluate(() => !!(window.dcgOnline.request));
      if (!mine) continue;
      const step = await p.page.evaluate(() => document.body.dataset.onlineStep);
      const opts = p.page.locator('[data-option]:visible');
      let n = await opts.count();
      if (!n) {
        const sels = p.page.locator('[data-select]:visible');
        const k = await sels.count();
        if (k) { await sels.nth(r(k)).click(); n = await opts.count(); }
      }
      if (!n) continue;
      await opts.nth(r(n)).click();
      clicks++;
      await p.page.waitForFunction((s) => document.body.dataset.onlineStep !== s || document.body.dataset.onlineOver, step, { timeout: 10000 }).catch(() => {});
      acted = true;
      if (!reloaded && clicks === 12) { // P2 leaves and comes back: the token in localStorage takes the seat again
        b.logs.push(...await onlineLog(b));
        await b.page.reload();
        await b.page.waitForFunction(() => window.dcgOnline && window.dcgOnline.seat === 1 && document.body.dataset.onlineStep !== undefined, null, { timeout: 30000 });
        reloaded = true;
        console.log('P2 reloaded the page mid-game and is back in seat 2');
      }
    }
    if (!acted) await a.page.waitForTimeout(50);
  }
  for (const p of [a, b, w]) p.logs.push(...await onlineLog(p));
  const overs = [a, b, w].map((p) => p.logs.find((m) => m.type === 'over'));
  if (overs.some((o) => !o)) throw new Error('the game did not end on every page');
  const oracle = known(overs[0].replay);
  if (oracle.final.hash !== overs[0].hash) fail(`dcg replay ends in ${oracle.final.hash}, the server in ${overs[0].hash}`);
  if (overs.some((o) => o.hash !== overs[0].hash)) fail('the pages saw different final states');
  const problems = [...leaks(a.logs, 0, oracle), ...leaks(b.logs, 1, oracle), ...leaks(w.logs, 2, oracle)];
  for (const x of problems.slice(0, 20)) fail(x);
  const shown = await w.page.evaluate(() => document.querySelector('#gameover h2').textContent);
  console.log(`${clicks} clicks, ${oracle.steps.length - 1} answers; the watcher's page says "${shown}"; ` +
    `messages checked ${a.logs.length}/${b.logs.length}/${w.logs.length}, hidden cards named: ${problems.length}; final hash ${overs[0].hash} = dcg replay's`);
} catch (err) {
  fail(err.stack || String(err));
} finally {
  await browser.close();
  await server.stop();
}
console.log(failures ? `online: ${failures} failures` : 'online: all passed');
process.exit(failures ? 1 : 0);
