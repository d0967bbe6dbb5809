// The Battle Evolution page's features beyond a game against the AI, each
// clicked through in Debian's Chromium on a phone held upright (390x844, no
// sideways scroll at any step): a bad deck list pasted in the New game
// dialog is refused with the engine's own message (Deck Construction); a
// deck of your own loaded from a file is played; undo takes the game back to
// the view before your choice (and what the AI answered since) and the game
// then goes on to an end that replays natively; a concession ends the game
// with the other as the winner, written to the replay (`concede P`); a
// hot-seat game played to its end by two seats, where no message the page
// receives for one seat and no board drawn for it holds the other's hand
// or (before the Battle Phase) its secret attack, the board emptied behind
// the hand-over screen; its replay, and the conceded game's with its deck
// file, loaded into the page end in the state hash native `dcg replay
// --ruleset dbe` prints, and step back to the start.
// Usage: node web/tests/dbe_features.mjs   (after web/build.sh and a native build in build/)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, recordWorkerMessages, rng, serveDist } from './harness.mjs';
import { PHASES, secretsIn, truthOf, wasm } from './dbe_truth.mjs';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(web, '..');
const dist = path.join(web, 'dist');
const results = path.join(web, 'test-results');
const native = path.join(root, 'build', 'dcg');
fs.mkdirSync(results, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dcg-dbe-features-'));
let failures = 0;
const fail = (what) => { console.error('FAIL: ' + what); failures++; };
const sample = (n) => fs.readFileSync(path.join(root, 'cards', 'dbe', 'decks', n + '.txt'), 'utf8');

const { server, base } = await serveDist(dist);
const { context, page, consoleErrors } = await launch(tmp, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
page.on('dialog', (d) => d.accept());   // the concession's confirmation
await recordWorkerMessages(context);   // window.dcgMessages: every message from the engine's worker, as received

// Idle: the engine quiet and either the hand-over screen up, the game over, or the seat's buttons drawn.
const idle = () => page.waitForFunction(() => {
  const v = window.dcgDbeView;
  if (!(window.dcgIdle && window.dcgIdle() && document.body.dataset.ready && v)) return false;
  if (!document.querySelector('#handover').hidden || v.over) return true;
  return v.decision && v.decision.options && document.querySelectorAll('#decision [data-dbe-option]').length === v.decision.options.length;
}, null, { timeout: 60000 });
const view = () => page.evaluate(() => window.dcgDbeView);
const noSideways = async (what) => {
  const w = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (w[0] > w[1] + 1) fail(`${what}: the page is ${w[0]} px wide in ${w[1]}`);
};
const toast = () => page.evaluate(() => (document.querySelector('#toast').hidden ? '' : document.querySelector('#toast').textContent));
async function download(selector) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const file = path.join(tmp, `${Date.now()}-${dl.suggestedFilename()}`);
  await dl.saveAs(file);
  return file;
}
// Native `dcg replay --ruleset dbe` of a replay file (decks of our own given by name: written beside it).
function nativeReplay(file, own = {}) {
  let text = fs.readFileSync(file, 'utf8');
  for (const [name, list] of Object.entries(own)) {
    fs.writeFileSync(path.join(tmp, name), list);
    text = text.replace(`deck1 ${name}\n`, `deck1 ${path.join(tmp, name)}\n`).replace(`deck2 ${name}\n`, `deck2 ${path.join(tmp, name)}\n`);
  }
  fs.writeFileSync(file + '.native', text);
  return execFileSync(native, ['replay', '--ruleset', 'dbe', file + '.native'], { encoding: 'utf8', cwd: root });
}
const nativeHash = (out) => (out.match(/state ([0-9a-f]{16})\s*$/) || [])[1];

// Open the New game dialog (Battle Evolution) with sides [deck0, deck1] ('flame', or {paste}, or {file: [name, text]}).
async function newGame(sides, opponent, seed) {
  await page.click('#btn-new');
  await page.waitForSelector('#setup[open]');
  const title = await page.textContent('#setup h2');
  if (!/Battle Evolution/.test(title)) fail(`the New game dialog in a Battle Evolution game says '${title}'`);
  for (const [p, d] of sides.entries()) {
    if (typeof d === 'string') await page.selectOption(`#setup [name=deck${p}]`, d);
    else if (d.paste) await page.fill(`#setup [name=list${p}]`, d.paste);
    else await page.setInputFiles(`#setup [data-deckfile="${p}"]`, { name: d.file[0], mimeType: 'text/plain', buffer: Buffer.from(d.file[1]) });
  }
  await page.selectOption('#setup [name=opponent]', opponent);
  await page.fill('#setup [name=seed]', String(seed));
  await noSideways('the New game dialog');
  await page.click('#btn-start');
}
// The new game's first idle moment (not the old game's, while the dialog's checks run).
const started = (seed) => page.waitForFunction((s) => window.dcgDbeView && String(window.dcgDbeView.seed) === s, String(seed), { timeout: 60000 }).then(idle);

// ---- the page, Battle Evolution, against the random AI -----------------------------------------
await page.goto(`${base}?fresh&delay=0&game=dbe&dbeai=random&seed=3`);
await page.evaluate(() => localStorage.clear());
await page.goto(`${base}?fresh&delay=0&game=dbe&dbeai=random&seed=3`);
await idle();

// 1. A bad deck: the engine's message (the pasted list checked by Deck Construction), the game not started.
const bad = sample('flame').replace(/^2 DBE-001\b.*$/m, '5 DBE-001');
{
  const { call } = await wasm();
  const want = call('web_dbe_deck_check', 'number', ['string', 'string'], [bad, 'pasted-1.txt']) ? call('web_dbe_error', 'string') : '';
  if (!want) fail('the bad deck is valid for the engine: the test checks nothing');
  const before = (await view()).seed;
  await newGame([{ paste: bad }, 'grove'], 'random', 11);
  await page.waitForFunction(() => document.querySelector('#setup [data-problems="0"]').textContent, null, { timeout: 20000 });
  const shown = await page.textContent('#setup [data-problems="0"]');
  if (shown !== want) fail(`the bad deck: the page says '${shown}', the engine '${want}'`);
  if (!(await page.evaluate(() => document.querySelector('#setup').open))) fail('the dialog closed on a bad deck');
  if ((await view()).seed !== before) fail('a game started with a bad deck');
  await page.screenshot({ path: path.join(results, 'dbe-phone-bad-deck.png') });
  console.log(`dbe features: a bad deck refused: ${shown}`);
  await page.click('#setup button[value=cancel]');
}

// 2. A deck of your own from a file (grove's list, as mine.txt) against flame; undo; concession.
const mine = sample('grove');
await newGame([{ file: ['mine.txt', mine] }, 'flame'], 'random', 12);
await started(12);
const pick = rng(12);
let undone = 0;
const stripLog = (v) => JSON.stringify({ ...v, log: '' });
for (let clicks = 0; undone < 2 && clicks < 400; clicks++) {
  await idle();
  const v = await view();
  if (v.over) break;
  const buttons = await page.$$('#decision [data-dbe-option]');
  // undo in the Evolution Phase (nothing drawn by its choices) and in the Strategy Phase (the AI's secret answer since)
  if ((v.phase === 'evolution' && undone === 0) || (v.phase === 'strategy' && undone === 1 && v.turnPlayer === 0)) {
    await buttons[pick(buttons.length)].click();
    await idle();
    const mid = await view();
    await page.evaluate(() => { document.querySelector('#toast').hidden = true; });   // no older message read as this one's
    await page.click('#btn-undo');
    await idle();
    const after = await view();
    const why = await toast();
    if (/nothing to undo/.test(why)) continue;   // a card came to light: refused, try later
    if (stripLog(after) !== stripLog(v)) fail(`undo in the ${v.phase} phase: the view after it differs from the view before the choice (answers ${v.answers} → ${mid.answers} → ${after.answers})`);
    if (mid.answers === v.answers) fail('undo: the click changed nothing: the test checks nothing');
    const hand = await page.getAttribute('[data-dbe-zone="hand"][data-player="0"]', 'data-count');
    if (Number(hand) !== v.players[0].hand.length) fail('undo: the hand drawn is not the hand before the choice');
    undone++;
    console.log(`dbe features: undo in the ${v.phase} phase: answers ${v.answers} → ${mid.answers} → ${after.answers}, the same view`);
    continue;
  }
  await buttons[pick(buttons.length)].click();
}
if (undone < 2) fail(`undo was checked ${undone} times`);
// a battle since your last choice showed you the AI's secret attack: undo is refused, the game unchanged
const battles = () => page.evaluate(() => [...document.querySelectorAll('#log li')].filter((l) => /^battle: /.test(l.textContent)).length);
for (let clicks = 0, seen = await battles(), refused = false; !refused; clicks++) {
  await idle();
  const v = await view();
  if (v.over || clicks > 400) { fail('undo after a battle: no decision of yours came after a battle'); break; }
  if (await battles() > seen) {
    await page.evaluate(() => { document.querySelector('#toast').hidden = true; });   // no older message read as this one's
    await page.click('#btn-undo');
    await page.waitForFunction(() => !document.querySelector('#toast').hidden && window.dcgIdle(), null, { timeout: 20000 }).catch(() => {});
    if (!/nothing to undo/.test(await toast())) fail(`undo after the AI's attack was revealed: not refused ('${await toast()}')`);
    if (stripLog(await view()) !== stripLog(v)) fail('a refused undo changed the game');
    console.log(`dbe features: undo refused after a battle (answer ${v.answers}): ${await toast()}`);
    refused = true;
    break;
  }
  seen = await battles();
  const buttons = await page.$$('#decision [data-dbe-option]');
  await buttons[pick(buttons.length)].click();
}
// no download mid-game: the replay's seed gives every shuffle, and the page shows a loaded replay's both sides
{
  let downloaded = false;
  const onDownload = () => { downloaded = true; };
  page.on('download', onDownload);
  await page.evaluate(() => { document.querySelector('#toast').hidden = true; });
  await page.click('#btn-download');
  await page.waitForFunction(() => !document.querySelector('#toast').hidden, null, { timeout: 10000 }).catch(() => {});
  await page.waitForTimeout(500);
  page.off('download', onDownload);
  if (downloaded) fail('a replay was downloaded mid-game: its seed shows the AI\'s hand and deck');
  if (!/once the game is over/.test(await toast())) fail(`a mid-game download: '${await toast()}'`);
}
// the concession: the AI wins, the game-over screen says so, the replay holds it and replays natively to the same state
const concededAt = await view();
await page.click('#btn-concede');
await page.waitForSelector('#gameover:not([hidden])');
const c = await view();
const h2 = await page.textContent('#gameover h2');
if (!c.over || c.winner !== 1 || c.conceded !== 0) fail(`after your concession: over ${c.over}, winner ${c.winner}, conceded ${c.conceded}`);
if (h2 !== 'The AI wins') fail(`the game-over screen after your concession says '${h2}'`);
await noSideways('the game-over screen');
const concededFile = await download('#gameover [data-download]');
const concededText = fs.readFileSync(concededFile, 'utf8');
if (!/^deck1 mine\.txt$/m.test(concededText)) fail(`the replay does not name the loaded deck mine.txt: ${concededText.split('\n')[2]}`);
if (!/^concede 0$/m.test(concededText)) fail('the replay does not hold the concession');
const concededTruth = await truthOf(concededText, { 'mine.txt': mine });
if (concededTruth.end.winner !== 1) fail(`the conceded game replayed in Node: winner ${concededTruth.end.winner}`);
const concededNative = nativeReplay(concededFile, { 'mine.txt': mine });
if (!concededNative.includes('game over: P1 concedes') || nativeHash(concededNative) !== concededTruth.hash)
  fail(`the conceded game natively: '${concededNative.trim().split('\n').pop()}', in Node ${concededTruth.hash}`);
console.log(`dbe features: conceded at answer ${concededAt.answers} (turn ${concededAt.turn}): the AI wins, native replay agrees (${concededTruth.hash})`);
await page.click('#gameover [data-close]');

// 3. Hot-seat to the end: every message and board for one seat holds nothing of the other's secrets.
await newGame(['flame', 'grove'], 'hotseat', 21);
await started(21);
const hpick = rng(21);
let handovers = 0, clicks = 0, secretsChecked = 0, seat = -1;
const boards = [];   // the page's text for each seat in front of the screen, checked against the truth later
const msgStart = await page.evaluate(() => window.dcgMessages.length);
for (;;) {
  await idle();
  await noSideways(`hot-seat click ${clicks}`);
  const v = await view();
  if (await page.isVisible('#handover')) {
    const onBoard = await page.evaluate(() => document.querySelector('#board').children.length + document.querySelectorAll('#decision button').length);
    if (onBoard) fail(`hot-seat: the board (or the question) is drawn behind the hand-over screen (answer ${v.answers})`);
    seat = v.decision.player;   // public: whose decision it is
    await page.evaluate((s) => window.dcgMessages.push(JSON.stringify({ seat: s })), seat);
    await page.click('[data-handover]');
    handovers++;
    continue;
  }
  if (v.over) break;
  if (v.viewer !== seat) fail(`hot-seat: P${seat + 1} is in front of the screen, the board is P${v.viewer + 1}'s`);
  if (v.decision.player !== seat) fail(`hot-seat: P${v.decision.player + 1} decides on P${seat + 1}'s screen without a hand-over`);
  const dom = await page.evaluate((s) => ({ text: document.body.innerText, otherHand: !!document.querySelector(`[data-dbe-zone="hand"][data-player="${1 - s}"]`),
    otherChosen: !!document.querySelector(`[data-side="${1 - s}"] [data-chosen]`) }), seat);
  if (dom.otherHand) fail(`hot-seat: P${2 - seat}'s hand is drawn on P${seat + 1}'s screen`);
  boards.push({ seat, answers: v.answers, phase: v.phase, ...dom });
  const buttons = await page.$$('#decision [data-dbe-option]');
  await buttons[hpick(buttons.length)].click();
  if (++clicks > 3000) { fail('hot-seat: the game does not end'); break; }
}
const hsFile = await download('#gameover [data-download]');
const hsText = fs.readFileSync(hsFile, 'utf8');
const truth = await truthOf(hsText);
const end = await view();
if (end.answers !== truth.end.answers || end.winner !== truth.end.winner) fail(`hot-seat: the page ends after ${end.answers} answers (winner ${end.winner}), its replay after ${truth.end.answers} (${truth.end.winner})`);
{   // every message in its seat's time
  const msgs = (await page.evaluate(() => window.dcgMessages)).slice(msgStart).map((m) => JSON.parse(m));
  let s = -1, log = '', checked = 0;
  for (const m of msgs) {
    if ('seat' in m) { s = m.seat; continue; }
    const r = m.result, v = r && r.game === 'dbe' ? r : null;
    if (typeof r === 'string' && r.startsWith('dbe replay') && s >= 0) {   // the saved game: never past the other's secret attack
      const k = r.trim().split('\n').length - 4, t = truth.at[k];
      if (!r.includes('concede') && t && t.of[1 - s].attack >= 0 && PHASES.indexOf(t.phase) < PHASES.indexOf('battle')) fail(`hot-seat: a replay sent on P${s + 1}'s screen holds P${2 - s}'s secret attack`);
    }
    if (!v || String(v.seed) !== truth.seed) continue;
    const me = s < 0 ? v.viewer : s;   // before the first hand-over: the first seat's view only
    if (v.viewer !== me) fail(`hot-seat: a view for P${v.viewer + 1} sent while P${me + 1} is in front of the screen (answer ${v.answers})`);
    if (s < 0 && v.decision && v.decision.player !== v.viewer) fail('hot-seat: the first view is not the first decider\'s');
    log += '\n' + v.log;
    const { bad, secret } = secretsIn(v, me, truth.at[v.answers], log, truth.cards);
    for (const b of bad) fail('hot-seat message: ' + b);
    if (secret) secretsChecked++;
    checked++;
  }
  // every board drawn for a seat: no name of the other's hand it could not know (unless the log said it), no secret attack
  for (const b of boards) {
    const t = truth.at[b.answers].of[1 - b.seat];
    if (t.attack >= 0 && PHASES.indexOf(b.phase) < PHASES.indexOf('battle') && b.otherChosen) fail(`hot-seat: P${2 - b.seat}'s secret attack drawn on P${b.seat + 1}'s screen`);
    const logText = b.text.slice(b.text.lastIndexOf('Log'));
    for (const n of t.secretNames) if (b.text.includes(n) && !logText.includes(n)) fail(`hot-seat: P${2 - b.seat}'s hand card ${n} on P${b.seat + 1}'s screen (answer ${b.answers})`);
  }
  if (handovers < 10) fail(`hot-seat: only ${handovers} hand-overs`);
  if (!secretsChecked) fail('hot-seat: no message sent while an attack was secret: the check checked nothing');
  console.log(`dbe hot-seat: ${clicks} clicks, ${handovers} hand-overs, turn ${end.turn}, P${end.winner + 1} wins; ${checked} messages (${secretsChecked} with an attack secret) and ${boards.length} boards checked`);
}

// 4. Replays loaded into the page: the same state hash as native dcg replay; stepping back to the start.
for (const [file, own, what] of [[hsFile, {}, 'the hot-seat game'], [concededFile, { 'mine.txt': mine }, 'the conceded game with its deck file']]) {
  const files = [file, ...Object.entries(own).map(([n, t]) => { fs.writeFileSync(path.join(tmp, n), t); return path.join(tmp, n); })];
  const prev = (await view()).hash;
  await page.setInputFiles('#in-replay', files);
  await page.waitForFunction((h) => (window.dcgDbeView && window.dcgDbeView.hash !== h && !document.querySelector('#replaybar').hidden && window.dcgIdle()) ||
    !document.querySelector('#toast').hidden, prev, { timeout: 60000 });
  if (await toast()) fail(`${what}: refused: ${await toast()}`);
  const loaded = await view();
  const want = nativeHash(nativeReplay(file, own));
  if (loaded.hash !== want) fail(`${what} loaded: the page's state ${loaded.hash}, native dcg replay's ${want}`);
  await noSideways(`${what} loaded`);
  await page.screenshot({ path: path.join(results, 'dbe-phone-replay.png') });
  await page.click('[data-step="first"]');
  await page.waitForFunction(() => window.dcgDbeView.answers === 0 && window.dcgIdle());
  await page.click('[data-step="last"]');
  await page.waitForFunction((n) => window.dcgDbeView.answers === n && window.dcgIdle(), loaded.answers);
  if ((await view()).hash !== want) fail(`${what}: stepped back to the start and to the end, the state is not the loaded one`);
  console.log(`dbe features: ${what} loaded: state ${loaded.hash}, as native dcg replay`);
}
// a replay naming a deck that is neither a sample nor given (a fresh page: no deck of yours loaded): refused, naming the deck
await page.goto(`${base}?fresh&delay=0&game=dbe&dbeai=random&seed=4`);
await idle();
await page.setInputFiles('#in-replay', [concededFile]);
await page.waitForFunction(() => !document.querySelector('#toast').hidden);
if (!/mine\.txt/.test(await toast())) fail(`a replay without its deck file: '${await toast()}'`);

for (const e of consoleErrors) fail('console: ' + e);
await context.close();
server.close();
fs.rmSync(tmp, { recursive: true, force: true });
if (failures) { console.error(`dbe features: ${failures} failures`); process.exit(1); }
console.log('dbe features: ok');
