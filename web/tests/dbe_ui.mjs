// The Battle Evolution page (web/site/dbe.js) in Debian's Chromium, on a
// phone held upright (390x844): the game chosen on the start, played to the
// end by clicking the offered buttons (chosen by a seeded generator), no
// sideways scroll at any step, the board checked against the engine's view,
// the Strategy Phase's three attacks shown as buttons with their Power; a
// reload mid-game resumes it. Every message the page received from the
// engine's worker is checked: the AI's attack never before the Battle Phase
// (nor its pick, nor a replay holding it), the AI's hand never (as cards,
// nor as names of its cards the page could not know otherwise: the truth is
// the same game replayed in Node from the full replay). The page's replay
// replays natively (`dcg replay --ruleset dbe`) to the same state.
// Usage: node web/tests/dbe_ui.mjs   (after web/build.sh and a native build in build/)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, recordWorkerMessages, rng, serveDist } from './harness.mjs';
import { PHASES, cardNames, truthOf } from './dbe_truth.mjs';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(web, '..');
const dist = path.join(web, 'dist');
const results = path.join(web, 'test-results');
const native = path.join(root, 'build', 'dcg');
const SEEDS = (process.env.DCG_DBE_SEEDS || '5,6').split(',').map(Number);
fs.mkdirSync(results, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dcg-dbe-web-'));
let failures = 0;
const fail = (what) => { console.error('FAIL: ' + what); failures++; };

const { server, base } = await serveDist(dist);
const { context, page, consoleErrors } = await launch(tmp, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
await recordWorkerMessages(context);   // window.dcgMessages: every message from the engine's worker, as received

const idle = () => page.waitForFunction(() => window.dcgIdle && window.dcgIdle() && document.body.dataset.ready &&
  window.dcgDbeView && (!window.dcgDbeView.decision || window.dcgDbeView.decision.player === 0) &&
  document.querySelectorAll('#decision [data-dbe-option]').length === (window.dcgDbeView.decision ? window.dcgDbeView.decision.options.length : 0),
null, { timeout: 60000 });

// The board against the engine's view; no sideways scroll; the attacks as buttons with their Power.
function checkBoard() {
  return page.evaluate(() => {
    const v = window.dcgDbeView, bad = [], W = window.innerWidth;
    if (document.documentElement.scrollWidth > W + 1) bad.push(`the page is ${document.documentElement.scrollWidth} px wide in ${W}`);
    for (const p of [0, 1]) {
      const pl = v.players[p];
      const zone = (z) => document.querySelector(`[data-dbe-zone="${z}"][data-player="${p}"]`);
      for (const [z, n] of [['deck', pl.count.deck], ['handcount', pl.count.hand], ['trash', pl.count.trash], ['dp', pl.dp], ['ko', pl.koPoints]])
        if (!zone(z) || Number(zone(z).dataset.count) !== n) bad.push(`P${p + 1} ${z}: page ${zone(z) && zone(z).dataset.count}, engine ${n}`);
      const act = zone('active');
      if (pl.active >= 0 && Number(act.dataset.card) !== pl.active) bad.push(`P${p + 1} active: page ${act.dataset.card}, engine ${pl.active}`);
      if (pl.active >= 0 && !act.textContent.includes(`HP ${pl.hp}`)) bad.push(`P${p + 1} HP ${pl.hp} not shown`);
    }
    const hand = document.querySelector('[data-dbe-zone="hand"][data-player="0"]');
    if (Number(hand.dataset.count) !== v.players[0].hand.length) bad.push('your hand drawn wrong');
    if (document.querySelector('[data-dbe-zone="hand"][data-player="1"]')) bad.push("the AI's hand is drawn");
    const d = v.decision, atk = [...document.querySelectorAll('#decision [data-attack]')];
    if (d && d.options && d.options.some((o) => o.kind === 5)) {
      if (atk.length !== 3) bad.push(`${atk.length} attack buttons`);
      for (const b of atk) if (!b.textContent.includes(`Power ${v.players[0].power[Number(b.dataset.attack)]}`)) bad.push(`attack button '${b.textContent}' without its Power`);
    }
    const r = document.querySelector('#decision').getBoundingClientRect();
    if (d && d.player === 0 && (r.bottom > window.innerHeight + 1 || r.top < 0)) bad.push('the question is out of view');
    return bad;
  });
}

// Every game message against the truth at its answer count.
function checkMessages(msgs, truth) {
  let seen = 0, secretsChecked = 0;
  const logSoFar = [];
  for (const raw of msgs) {
    const m = JSON.parse(raw);
    const r = m.result;
    if (typeof r === 'string' && r.startsWith('dbe replay')) {   // the replay the page saves: never past the AI's secret attack
      const t = truth.at[r.trim().split('\n').length - 4];
      if (r.includes(`seed ${truth.seed}\n`) && t && t.attack >= 0 && PHASES.indexOf(t.phase) < PHASES.indexOf('battle'))
        fail(`a replay sent to the page holds the AI's secret attack (${t.phase} phase)`);
      continue;
    }
    if (!r || typeof r !== 'object') continue;
    if ('pick' in r) fail('a message holds the AI\'s pick');
    const v = r.game === 'dbe' ? r : r.view && r.view.game === 'dbe' ? r.view : null;
    if (!v || String(v.seed) !== truth.seed) continue;   // the game checked (the page may have started others)
    seen++;
    const t = truth.at[v.answers];
    const o = v.players[1];
    if (o.hand || o.side) fail(`answer ${v.answers}: the AI's hand or side pile in a message`);
    if (v.decision && v.decision.player === 1 && v.decision.options) fail(`answer ${v.answers}: the AI's options in a message`);
    if (PHASES.indexOf(v.phase) < PHASES.indexOf('battle')) {
      if (o.attack >= 0) fail(`answer ${v.answers}, ${v.phase} phase: the AI's attack in a message`);
      if (t && t.attack >= 0) {
        secretsChecked++;
        if (/battle: P1/.test(v.log)) fail(`answer ${v.answers}: the battle line before the Battle Phase`);
      }
    }
    logSoFar.push(v.log);
    if (t) {
      const text = JSON.stringify(v) + ' ' + cardNames(v, truth.cards).join(' ');
      const log = logSoFar.join('\n');
      for (const n of t.secretNames) if (text.includes(n) && !log.includes(n)) fail(`answer ${v.answers}: the AI's hand card ${n} named in a message`);
    }
  }
  return { seen, secretsChecked };
}

async function play(seed) {
  await page.goto(base + 'index.html?fresh&delay=0');   // the official game on the start: Battle Evolution is chosen below
  await page.evaluate(() => localStorage.clear());
  // the AI: the random player, and the page's default (the search) for the last seed
  await page.goto(`${base}?fresh&delay=0&seed=${seed}${seed === SEEDS[SEEDS.length - 1] ? '' : '&dbeai=random'}`);
  await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 60000 });
  // the choice of game on the start
  if (await page.evaluate(() => document.body.classList.contains('dbe'))) fail(`seed ${seed}: the start is not the official game`);
  await page.selectOption('#game-choice', 'dbe');
  await idle();
  const pick = rng(seed);
  let clicks = 0, attacks = 0, reloaded = false, tapped = false;
  const msgs = [];
  const summary = (x) => JSON.stringify([x.turn, x.winner, x.phase, x.players.map((p) => [p.hp, p.koPoints, p.count, p.active])]);
  for (;;) {
    await idle();
    for (const b of await checkBoard()) fail(`seed ${seed}, click ${clicks}: ${b}`);
    const v = await page.evaluate(() => window.dcgDbeView);
    if (v.over) break;
    // a reload resumes the game: in the Evolution Phase, where the AI holds no secret attack, all of it
    if (!reloaded && v.turn >= 3 && v.phase === 'evolution') {
      reloaded = true;
      const before = v.answers;
      msgs.push(...await page.evaluate(() => window.dcgMessages));
      await page.goto(`${base}?delay=0`);   // the saved game keeps its AI
      await page.waitForFunction(() => document.body.dataset.ready, null, { timeout: 60000 });
      await idle();
      const after = await page.evaluate(() => window.dcgDbeView);
      if (after.answers !== before) fail(`seed ${seed}: resumed after ${after.answers} answers, the game had ${before}`);
      continue;
    }
    if (!tapped && v.players[0].active >= 0) {   // a tap on your active shows its facts in view, × closes them
      tapped = true;
      await page.click('[data-dbe-zone="active"][data-player="0"] .dbe-name');
      const shown = await page.evaluate(() => {
        const d = document.querySelector('#details'), r = d.getBoundingClientRect();
        return { open: d.classList.contains('open') && r.top >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth, text: d.textContent };
      });
      const name = await page.evaluate(() => window.dcgDbeCards[window.dcgDbeView.players[0].active].name);
      if (!shown.open || !shown.text.includes(name)) fail(`seed ${seed}: a tap on your active did not show ${name} in view`);
      await page.click('#details [data-close-details]');
      if (await page.evaluate(() => document.querySelector('#details').classList.contains('open'))) fail(`seed ${seed}: × did not close the details`);
    }
    const buttons = await page.$$('#decision [data-dbe-option]');
    if (!buttons.length) { fail(`seed ${seed}: a decision of yours without buttons`); break; }
    if (v.decision.options.some((o) => o.kind === 5) && !attacks++) await page.screenshot({ path: path.join(results, `dbe-phone-strategy-${seed}.png`) });
    await buttons[pick(buttons.length)].click();
    if (++clicks > 3000) { fail(`seed ${seed}: the game does not end`); break; }
  }
  const over = await page.isVisible('#gameover');
  if (!over) fail(`seed ${seed}: no game-over screen`);
  await page.screenshot({ path: path.join(results, `dbe-phone-${seed}.png`) });
  // the replay, downloaded from the game-over screen, replayed natively
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#gameover [data-download]')]);
  const file = path.join(tmp, `dbe-${seed}.replay`);
  await dl.saveAs(file);
  const replay = fs.readFileSync(file, 'utf8');
  const truth = await truthOf(replay);
  const shownEnd = await page.evaluate(() => window.dcgDbeView);
  if (summary(shownEnd) !== summary(truth.end)) fail(`seed ${seed}: the page ends at ${summary(shownEnd)}, its replay at ${summary(truth.end)}`);
  if (fs.existsSync(native)) {
    const out = execFileSync(native, ['replay', '--ruleset', 'dbe', file], { encoding: 'utf8', cwd: root });
    if (!out.includes(`game over; state ${truth.hash}`)) fail(`seed ${seed}: native replay ends '${out.trim().split('\n').pop()}', the page's game in ${truth.hash}`);
  }
  msgs.push(...await page.evaluate(() => window.dcgMessages));
  if (!reloaded) fail(`seed ${seed}: the game was never reloaded`);
  if (!tapped) fail(`seed ${seed}: no card was tapped`);
  const { seen, secretsChecked } = checkMessages(msgs, truth);
  if (!attacks) fail(`seed ${seed}: no Strategy Phase decision clicked`);
  if (!secretsChecked) fail(`seed ${seed}: no message sent while the AI's attack was secret: the check checked nothing`);
  const v = await page.evaluate(() => window.dcgDbeView);
  console.log(`dbe ui: seed ${seed} (${seed === SEEDS[SEEDS.length - 1] ? 'the search' : 'random'} AI): ${clicks} clicks (${attacks} attacks chosen), turn ${v.turn}, ` +
    `${v.winner < 0 ? 'a draw' : v.winner === 0 ? 'you win' : 'the AI wins'}; ${seen} messages checked (${secretsChecked} with the AI's attack secret)`);
}

try {
  for (const seed of SEEDS) await play(seed);
} catch (err) { fail(err.stack || String(err)); }
for (const e of consoleErrors) fail('console: ' + e);
await context.close();
server.close();
fs.rmSync(tmp, { recursive: true, force: true });
if (failures) { console.error(`dbe ui: ${failures} failures`); process.exit(1); }
console.log('dbe ui: ok');
