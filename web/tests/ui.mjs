// The page in Debian's Chromium (playwright-core, no browser download):
// full games played by clicking offered options for several seeds to the
// game-over screen, the board checked against the engine's state after every
// move, no console errors, the page's replay replayed by the native
// `dcg replay` with the same result, resume after a reload, replay stepping,
// hot-seat (the hand of the player not on turn hidden), a mod folder and a
// broken mod's error. Saves a screenshot to web/test-results/.
// Usage: node web/tests/ui.mjs   (after web/build.sh and a native build in build/)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, rng, serveDist } from './harness.mjs';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(web, '..');
const dist = path.join(web, 'dist');
const results = path.join(web, 'test-results');
const native = path.join(root, 'build', 'dcg');
const SEEDS = (process.env.DCG_WEB_SEEDS || '11,22,33').split(',').map(Number);
fs.mkdirSync(results, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dcg-web-'));
let failures = 0;
const fail = (what) => { console.error('FAIL: ' + what); failures++; };

const { server, base } = await serveDist(dist);
const { context, page, consoleErrors } = await launch(tmp, { viewport: { width: 1400, height: 900 } });

const idle = () => page.waitForFunction(() => window.dcgIdle && window.dcgIdle() && document.body.dataset.ready, null, { timeout: 30000 });

// Compare what the page shows with the engine's view (window.dcgView): hands,
// piles, every Digimon (top card, DP, suspended, area) and the memory gauge.
function checkBoard() {
  return page.evaluate(() => {
    const v = window.dcgView, bad = [];
    const me = Number(document.querySelector('.side.me').dataset.side);
    for (const p of [0, 1]) {
      const pl = v.players[p];
      const zone = (z) => document.querySelector(`[data-zone="${z}"][data-player="${p}"]`);
      for (const [z, n] of [['security', pl.security], ['deck', pl.deck], ['eggs', pl.eggs], ['trash', pl.trash.length], ['hand', pl.handCount]])
        if (Number(zone(z).dataset.count) !== n) bad.push(`P${p + 1} ${z}: page ${zone(z).dataset.count}, engine ${n}`);
      const shown = [...zone('hand').querySelectorAll('[data-card]')].map((e) => Number(e.dataset.card));
      if (p === me && pl.hand) {
        if (shown.join() !== pl.hand.map((c) => c.id).join()) bad.push(`P${p + 1} hand: page ${shown}, engine ${pl.hand.map((c) => c.id)}`);
      } else if (shown.length) bad.push(`P${p + 1}'s hidden hand shows cards`);
      if (zone('hand').querySelectorAll('.card').length !== pl.handCount) bad.push(`P${p + 1} hand size drawn wrong`);
      const side = document.querySelector(`[data-side="${p}"]`);
      const perms = [...side.querySelectorAll('[data-perm]')];
      if (perms.length !== pl.perms.length) bad.push(`P${p + 1}: page ${perms.length} Digimon/Tamers, engine ${pl.perms.length}`);
      for (const pm of pl.perms) {
        const e = side.querySelector(`[data-perm="${pm.id}"]`);
        if (!e) { bad.push(`P${p + 1}: permanent ${pm.id} missing`); continue; }
        const top = pm.cards[pm.cards.length - 1];
        if (Number(e.querySelector('[data-card]').dataset.card) !== top.id) bad.push(`perm ${pm.id}: wrong top card`);
        const dp = e.querySelector('.dp');
        if (pm.dp >= 0 ? !dp || parseInt(dp.textContent, 10) !== pm.dp : dp) bad.push(`perm ${pm.id}: DP page ${dp && dp.textContent}, engine ${pm.dp}`);
        if (Number(e.dataset.suspended) !== (pm.suspended ? 1 : 0)) bad.push(`perm ${pm.id}: suspended differs`);
        if (!!e.closest('[data-zone="breeding"]') !== pm.breeding) bad.push(`perm ${pm.id}: wrong area`);
      }
    }
    const mem = me === 0 ? v.memory : -v.memory;
    const marker = document.querySelector('[data-zone="memory"] .marker');
    if (!marker || Number(marker.dataset.memory) !== mem) bad.push(`memory: page ${marker && marker.dataset.memory}, engine ${mem}`);
    return bad;
  });
}

// Every option of the decision can be reached by clicking: directly (data-option)
// or after selecting its card (data-select, then Cancel). Returns the missing ones.
async function unreachableOptions() {
  const n = await page.evaluate(() => (window.dcgView.decision && window.dcgView.decision.options || []).length);
  const seen = new Set();
  if (await page.$('[data-cancel]')) await page.click('[data-cancel]'); // a card left selected by the last click
  const collect = async () => {
    for (const v of await page.$$eval('#board [data-option], #decision [data-option]', (es) => es.map((e) => Number(e.dataset.option)))) seen.add(v);
  };
  await collect();
  const keys = await page.$$eval('#board [data-select], #decision [data-select]', (es) => es.map((e) => e.dataset.select));
  for (const key of keys) {
    await page.click(`[data-select="${key}"]`);
    await collect();
    await page.click('[data-cancel]');
  }
  return [...Array(n).keys()].filter((i) => !seen.has(i));
}

let handovers = 0, reached = 0;
const decisionKinds = {}; // decision kinds (dcg_decision_kind) met while clicking
const KIND_NAMES = ['none', 'mulligan', 'breeding', 'main', 'block', 'order', 'target', 'yes/no', 'counter', 'blitz'];
// Click offered things (seeded) until the game-over screen; returns clicks made.
async function playToEnd(seed, { maxClicks = 4000, stopAfter = Infinity, reach = false } = {}) {
  const pick = rng(seed * 7919);
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    await idle();
    const bad = await checkBoard();
    if (bad.length) { fail(`seed ${seed}, click ${clicks}: ${bad.join('; ')}`); return clicks; }
    if (await page.isVisible('#gameover')) return clicks;
    if (clicks >= stopAfter) return clicks;
    if (await page.isVisible('#handover')) { handovers++; await page.click('[data-handover]'); continue; }
    if (reach) {
      const missing = await unreachableOptions();
      if (missing.length) {
        const opts = await page.evaluate((m) => m.map((i) => JSON.stringify(window.dcgView.decision.options[i])), missing);
        fail(`seed ${seed}, click ${clicks}: options ${missing} cannot be reached by clicking: ${opts.join(' ')}`);
      }
      reached++;
    }
    const offered = await page.$$('#board [data-option], #board [data-select], #decision [data-option], #decision [data-select]');
    if (!offered.length) { fail(`seed ${seed}: nothing to click and no game over`); return clicks; }
    const el = offered[pick(offered.length)];
    const kind = await page.evaluate(() => window.dcgView.decision && window.dcgView.decision.kind);
    decisionKinds[kind] = (decisionKinds[kind] || 0) + 1;
    const option = await el.getAttribute('data-option');
    await el.click();
    if (option !== null) {
      const answered = await page.evaluate(() => window.dcgLastAnswer);
      if (answered !== Number(option)) fail(`seed ${seed}: clicked option ${option}, the page answered ${answered}`);
    }
  }
  fail(`seed ${seed}: no game over after ${maxClicks} clicks`);
  return maxClicks;
}

const aiMs = [], aiRoundMs = [];
async function open(query) {
  if (page.url().startsWith(base)) { // keep the AI figures of the page we leave
    const st = await page.evaluate(() => window.dcgStats);
    aiMs.push(...st.aiMs);
    aiRoundMs.push(...st.aiRoundMs);
  }
  await page.goto(base + query);
  await idle();
}

async function downloadReplay(where) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(where)]);
  const file = path.join(tmp, `game-${Date.now()}.replay`);
  await dl.saveAs(file);
  return file;
}

// ---- full games, several seeds -------------------------------------------------------------------
const figures = [];
for (const seed of SEEDS) {
  await open(`?fresh&seed=${seed}&delay=0`);
  figures.push(await page.evaluate(() => window.dcgStats));
  const clicks = await playToEnd(seed, { reach: true }); // and every option of every decision reachable
  const v = await page.evaluate(() => window.dcgView);
  if (v.winner < 0) continue;
  if (seed === SEEDS[0]) await page.screenshot({ path: path.join(results, 'game-over.png') });
  const file = await downloadReplay('#gameover [data-download]');
  const out = execFileSync(native, ['replay', file, '--quiet'], { encoding: 'utf8' }).trim();
  const want = `result: ${v.winner === 2 ? 'draw' : `P${v.winner + 1} wins`} after ${v.turn} turns`;
  if (out !== want) fail(`seed ${seed}: native dcg replay says '${out}', the page '${want}'`);
  console.log(`ui: seed ${seed}: ${clicks} clicks, ${v.answers} answers, ${want}; native dcg replay agrees`);

  // the same file loaded into the page and stepped through ends in the same state
  await page.click('#gameover [data-close]');
  await page.setInputFiles('#in-replay', file);
  await page.waitForFunction(() => document.querySelector('#replaypos').textContent.startsWith('0 /'));
  await page.click('[data-step="next"]');
  await page.waitForFunction(() => document.querySelector('#replaypos').textContent.startsWith('1 /'));
  await page.click('[data-step="last"]');
  await page.waitForFunction((n) => document.querySelector('#replaypos').textContent === `${n} / ${n}`, v.answers);
  await idle();
  const stepped = await page.evaluate(() => window.dcgView.hash);
  if (stepped !== v.hash) fail(`seed ${seed}: the loaded replay ends in state ${stepped}, the game in ${v.hash}`);
}

// ---- a board mid-game, resumed after a reload ------------------------------------------------------
await open('?fresh&seed=44&delay=0');
await playToEnd(44, { stopAfter: 5 });
if (await page.evaluate(() => window.dcgView.winner >= 0)) fail('reload: the game is already over after 5 clicks: pick another seed');
const before = await page.evaluate(() => window.dcgView.hash);
await page.screenshot({ path: path.join(results, 'board.png') });
await open('?delay=0');
const after = await page.evaluate(() => window.dcgView.hash);
if (after !== before) fail(`reload: the game was in state ${before}, resumed in ${after}`);
else console.log('ui: reload resumes the game in progress (same state hash)');

// ---- hot-seat: two people at one screen -------------------------------------------------------------
await open('?fresh&seed=55&delay=0&ai=hotseat');
handovers = 0;
await playToEnd(55);
if (!(await page.isVisible('#gameover'))) fail('hot-seat: no game over');
else if (handovers < 2) fail(`hot-seat: the screen was handed over ${handovers} times`);
else console.log(`ui: hot-seat game to the end, ${handovers} hand-overs, the other hand always hidden`);

// ---- a pasted deck list: the deck checker's messages, then a valid list starts a game -------------
await open('?fresh&seed=60&delay=0');
await page.click('#btn-new');
await page.fill('#setup [name=list0]', '4 Agumon ST1-03\n2 Nomon XX-99\n');
await page.click('#btn-start');
await page.waitForFunction(() => document.querySelector('[data-problems="0"]').textContent !== '');
const problems = await page.textContent('[data-problems="0"]');
if (!/XX-99/.test(problems) || !(await page.isVisible('#setup'))) fail(`pasted deck: the checker's messages are not shown: ${problems}`);
const st3 = fs.readFileSync(path.join(root, 'cards', 'decks', 'st3.txt'), 'utf8');
await page.fill('#setup [name=list0]', st3);
await page.fill('#setup [name=seed]', '60');
await page.click('#btn-start');
await idle();
if (await page.isVisible('#setup')) fail('pasted deck: a valid list did not start a game');
else console.log(`ui: a pasted deck list is checked (${problems.split('\n')[0].slice(0, 80)}) and a valid one played`);

// ---- mods: the example mod folder, then a broken one ---------------------------------------------------
await open('?fresh&seed=66&delay=0');
await page.setInputFiles('#in-mod', path.join(root, 'examples', 'mod'));
await page.waitForSelector('#toast:not([hidden])');
const toast = await page.textContent('#toast');
if (!toast.startsWith('Mod loaded')) fail(`example mod: ${toast}`);
await page.click('#btn-new');
await page.selectOption('#setup [name=deck0]', 'red-mod');
await page.fill('#setup [name=seed]', '66');
await page.click('#btn-start');
await idle();
const modClicks = await playToEnd(66);
const modView = await page.evaluate(() => window.dcgView);
const modFile = await downloadReplay('#gameover [data-download]');
const modReplay = fs.readFileSync(modFile, 'utf8');
const modOut = execFileSync(native, ['--cards', path.join(root, 'examples', 'mod'), 'replay', modFile, '--quiet'], { encoding: 'utf8' }).trim();
const modWant = `result: ${modView.winner === 2 ? 'draw' : `P${modView.winner + 1} wins`} after ${modView.turn} turns`;
if (!/^deck 0 .*MOD1-01/m.test(modReplay)) fail('example mod: the game was not played with the mod deck');
else if (modOut !== modWant) fail(`example mod: native dcg --cards says '${modOut}', the page '${modWant}'`);
else console.log(`ui: the example mod loads from a folder; a game with its deck (${modClicks} clicks) replays the same in dcg --cards`);
await page.click('#gameover [data-close]');

const broken = path.join(tmp, 'broken');
fs.mkdirSync(path.join(broken, 'scripts'), { recursive: true });
fs.copyFileSync(path.join(root, 'examples', 'mod', 'cards', 'MOD1.json'), path.join(broken, 'MOD1.json'));
fs.writeFileSync(path.join(broken, 'scripts', 'MOD1-01.lua'), '-- broken on purpose\ncard:on_play(function(me)\n  game.gain_memory(me, 1)\n');
await page.evaluate(() => { document.querySelector('#toast').hidden = true; });
await page.setInputFiles('#in-mod', broken);
await page.waitForSelector('#toast:not([hidden])');
const err = await page.textContent('#toast');
if (!/MOD1-01\.lua:\d+/.test(err)) fail(`broken mod: the error does not name the file and line: ${err}`);
else console.log(`ui: a broken mod script is reported: ${err.slice(0, 120)}`);
consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('MOD1-01.lua')));

// ---- undo: exact by the engine's state copies, refused once a hidden card came to light --------------
await page.setViewportSize({ width: 1400, height: 900 });
await open('?fresh&seed=88&delay=0');
{
  const start = await page.evaluate(() => window.dcgView.hash);
  await page.click('#decision [data-option]'); // the opening hand: keep it (or redraw)
  await idle();
  await page.click('#btn-undo');
  await idle();
  const back = await page.evaluate(() => window.dcgView.hash);
  if (back !== start) fail(`undo: the game was in ${start} before the choice, ${back} after undo`);
  const opts = await page.evaluate(() => window.dcgView.decision.options.map((o) => o.kind));
  await page.click(`#decision [data-option="${opts.indexOf(0)}"]`); // keep
  await idle();
  const hatch = await page.evaluate(() => window.dcgView.decision.options.findIndex((o) => o.kind === 2));
  if (hatch < 0) fail('undo: no hatch offered after keeping');
  else {
    await page.evaluate(() => { document.querySelector('#toast').hidden = true; });
    await page.click(`#decision [data-option="${hatch}"]`); // hatching shows the Digi-Egg: no undo past it
    await idle();
    const hatched = await page.evaluate(() => window.dcgView.hash);
    await page.click('#btn-undo');
    await page.waitForSelector('#toast:not([hidden])');
    const said = await page.textContent('#toast');
    if (!/hidden card was revealed/.test(said) || (await page.evaluate(() => window.dcgView.hash)) !== hatched)
      fail(`undo after a hatch: '${said}'`);
    else console.log('ui: undo takes a choice back exactly (same state hash), and is refused once a hidden card came to light');
  }
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.includes('hidden card was revealed')));
}

// ---- the board at phone (portrait, landscape), tablet and desktop sizes ------------------------------
// No sideways scrolling; the piles (the Digi-Egg pile too), the hand, the gauge and the question in view;
// the gauge's cells round and apart; the log beside or below the board, never over it; a tap shows a
// card's details; a suspended Digimon's caption over none of its card's words; every button of the
// breeding question there; the options that change memory say the memory after. A screenshot of each.
const SIZES = [[390, 844, 'phone'], [844, 390, 'phone-landscape'], [768, 1024, 'tablet'], [1400, 900, 'desktop']];
function layoutProblems() {
  return page.evaluate(() => {
    const bad = [], W = innerWidth, H = innerHeight;
    const r = (e) => e.getBoundingClientRect();
    const inside = (e, what) => { const b = r(e); if (b.left < -0.5 || b.right > W + 0.5) bad.push(`${what} is out of view (${b.left.toFixed(0)}-${b.right.toFixed(0)} of ${W})`); };
    const meet = (a, b) => !(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top);
    if (document.documentElement.scrollWidth > W + 1) bad.push(`the page is ${document.documentElement.scrollWidth} px wide in ${W}`);
    for (const z of ['eggs', 'security', 'deck', 'trash', 'hand', 'battle', 'breeding'])
      for (const e of document.querySelectorAll(`[data-zone="${z}"]`)) inside(e, `${z} of P${Number(e.dataset.player) + 1}`);
    // the cells as laid out (the marker is drawn larger on purpose: its transform is left out)
    const cells = [...document.querySelectorAll('[data-zone="memory"] .cell')].map((e) => {
      const b = r(e), t = getComputedStyle(e).transform, k = t && t !== 'none' ? new DOMMatrix(t).a : 1;
      const w = b.width / k, hh = b.height / k, cx = b.left + b.width / 2;
      return { width: w, height: hh, left: cx - w / 2, right: cx + w / 2 };
    });
    inside(document.querySelector('[data-zone="memory"]'), 'the memory gauge');
    cells.forEach((c, i) => {
      if (c.width < 10 || Math.abs(c.width - c.height) > 1.5) bad.push(`gauge cell ${i} is ${c.width.toFixed(1)}x${c.height.toFixed(1)}`);
      if (i && cells[i - 1].right > c.left + 0.5) bad.push(`gauge cells ${i - 1} and ${i} overlap`);
    });
    const log = document.querySelector('#log');
    if (log.offsetParent && meet(r(log), r(document.querySelector('#board')))) bad.push('the log lies over the board');
    const dec = document.querySelector('#decision'), db = r(dec);
    if (db.top < 0 || db.top > H - 20 || db.left < 0 || db.right > W + 0.5) bad.push('the question is out of view');
    for (const b of dec.querySelectorAll('button')) inside(b, `the button '${b.textContent.slice(0, 30)}'`);
    for (const pm of document.querySelectorAll('.perm[data-suspended="1"]')) {
      const cap = pm.querySelector('.caption');
      for (const t of pm.querySelectorAll('.card .name, .card .dp, .card .kw'))
        if (getComputedStyle(t).visibility !== 'hidden' && meet(r(t), r(cap))) bad.push(`a suspended Digimon's caption covers '${t.textContent}'`);
    }
    const v = window.dcgView, d = v.decision;
    if (d && d.options && d.kind === 2)
      for (const o of d.options.keys()) if (!dec.querySelector(`[data-option="${o}"]`)) bad.push(`breeding option ${o} has no button`);
    for (const b of dec.querySelectorAll('button[data-option]')) {
      const o = d && d.options && d.options[Number(b.dataset.option)];
      if (o && o.memoryAfter !== undefined && !b.textContent.includes(`memory after: ${o.memoryAfter}`)) bad.push(`'${b.textContent}' lacks its memory after`);
    }
    return bad;
  });
}
let suspendedSeen = 0, afterSeen = 0;
for (const [width, height, name] of SIZES) {
  await page.setViewportSize({ width, height });
  await open('?fresh&seed=77&delay=0');
  const pick = rng(77);
  let problems = [], shot = null;
  for (let clicks = 0; clicks < 60 && !problems.length; clicks++) {
    await idle();
    if (await page.isVisible('#gameover')) break;
    problems = await layoutProblems();
    suspendedSeen += await page.$$eval('.perm[data-suspended="1"]', (es) => es.length);
    afterSeen += await page.$$eval('#decision button[data-option]', (es) => es.filter((e) => e.textContent.includes('memory after')).length);
    if (clicks === 3) { // a tap on a hand card shows its details, in view
      // a card the tap does not play at once (on a wide screen with a mouse a lone option is played by a click)
      const card = await page.$('.side.me [data-zone="hand"] .card[data-card]:not([data-option])') ||
        await page.$('.side [data-perm]:not([data-option]) .card');
      const cname = card && await card.$eval('.name', (e) => e.textContent);
      if (card) {
        await card.click();
        await page.waitForSelector('#details h4');
        const shown = await page.evaluate(() => { const d = document.querySelector('#details'), b = d.getBoundingClientRect();
          return { text: d.textContent, visible: getComputedStyle(d).display !== 'none' && b.height > 0 && b.top >= 0 && b.bottom <= innerHeight + 1 && b.right <= innerWidth + 1 }; });
        if (!shown.visible || !shown.text.includes(cname)) fail(`${name}: a tap on ${cname} does not show its details in view`);
        if (await page.$('[data-cancel]')) await page.click('[data-cancel]');
      }
    }
    if (!shot && await page.$('.perm[data-suspended="1"]')) shot = await page.screenshot({ path: path.join(results, `layout-${name}.png`) });
    if (await page.isVisible('#details.open .close')) await page.click('#details .close'); // the sheet over the board: closed
    const offered = await page.$$('#board [data-option], #board [data-select], #decision [data-option], #decision [data-select]');
    if (!offered.length) break;
    await offered[pick(offered.length)].click();
  }
  if (!shot) await page.screenshot({ path: path.join(results, `layout-${name}.png`) });
  if (problems.length) fail(`${name} ${width}x${height}: ${problems.join('; ')}`);
  else console.log(`ui: ${name} ${width}x${height}: the board fits (no sideways scroll, piles, hand, gauge and question in view)`);
}
if (!suspendedSeen) fail('layout: no suspended Digimon was drawn: its caption was never checked (pick another seed)');
if (!afterSeen) fail('layout: no option said its memory after');

// ---- figures ---------------------------------------------------------------------------------------
await open('?fresh&delay=0');
if (consoleErrors.length) fail(`console errors: ${consoleErrors.join(' | ')}`);
console.log(`ui: every option reachable by clicking at ${reached} decisions`);
console.log('ui: clicks per decision kind: ' + Object.entries(decisionKinds).map(([k, n]) => `${KIND_NAMES[k]} ${n}`).join(', '));
const wasm = fs.statSync(path.join(dist, 'dcg.wasm')).size;
const spread = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? `median ${s[s.length >> 1].toFixed(2)} ms, max ${s[s.length - 1].toFixed(2)} ms` : '-'; };
const each = (f) => figures.map((x) => x[f].toFixed(0)).join(', ');
console.log(`ui: page ready in ${each('readyMs')} ms after navigation (page script running at ${each('scriptMs')} ms, ` +
  `the engine's start in its worker ${each('engineMs')} ms); AI pick ${spread(aiMs)}, ` +
  `AI move seen from the page ${spread(aiRoundMs)} (${aiMs.length} moves); dcg.wasm ${(wasm / 1024).toFixed(0)} KB; ` +
  `screenshots in ${path.relative(root, results)}/`);
await context.close();
server.close();
fs.rmSync(tmp, { recursive: true, force: true });
if (failures) { console.error(`ui: ${failures} failure(s)`); process.exit(1); }
console.log('ui: all passed');
