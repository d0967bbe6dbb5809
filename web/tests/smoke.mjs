// Node smoke test of the wasm module alone: plays full games AI against AI
// through the glue, checks each replay text replays to the same state.
// With the native dcg built (build/dcg), each replay must also give the
// same result there. Then a mod whose script fails during play: the game
// goes on and the error names the card, the file and the line.
// Usage: node web/tests/smoke.mjs [games]
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
process.chdir(dist); // the preloaded data file is found next to dcg.js
const createDcg = require(path.join(dist, 'dcg.js'));
const fs = require('node:fs');
// Emscripten 3.1.6 would fetch() the wasm, which Node cannot do from a path: hand it over
const M = await createDcg({ wasmBinary: fs.readFileSync(path.join(dist, 'dcg.wasm')) });
const call = (name, ret, args = [], vals = []) => M.ccall(name, ret, args, vals);
const fail = (what) => { console.error('smoke: ' + what); process.exit(1); };
if (call('web_init', 'number')) fail('init: ' + call('web_error', 'string'));
const cards = JSON.parse(call('web_cards', 'string'));
const deck = (n) => fs.readFileSync(path.join(dist, '..', '..', 'cards', 'decks', n + '.txt'), 'utf8');
const games = Number(process.argv[2] || 3);
const greedyMs = []; // the greedy AI's thinking time per decision, in wasm
for (let g = 0; g < games; g++) {
  const seed = String(1000 + g);
  if (call('web_new_game', 'number', ['string', 'string', 'string'], [deck('st1'), deck('st2'), seed]))
    fail('new game: ' + call('web_error', 'string'));
  let view = JSON.parse(call('web_view', 'string', ['number'], [-1]));
  let moves = 0;
  while (view.decision) {
    const d = view.decision;
    const t0 = performance.now();
    const pick = call('web_ai_pick', 'number', ['string'], [d.player ? 'greedy' : 'random']);
    if (d.player) greedyMs.push(performance.now() - t0);
    if (pick < 0 || pick >= d.options.length) fail(`AI picked ${pick} of ${d.options.length}`);
    if (call('web_answer', 'number', ['number'], [pick])) fail('answer: ' + call('web_error', 'string'));
    view = JSON.parse(call('web_view', 'string', ['number'], [-1]));
    if (++moves > 20000) fail('game does not end');
  }
  if (view.winner < 0) fail('no winner at the end');
  for (const p of view.players) for (const pm of p.perms) for (const c of pm.cards)
    if (!cards[c.card]) fail('unknown card on the board');
  const replay = call('web_replay', 'string');
  const n = call('web_replay_load', 'number', ['string', 'string'], [replay, 'smoke']);
  if (n !== view.answers) fail(`replay has ${n} answers, the game ${view.answers}`);
  if (call('web_replay_goto', 'number', ['number'], [-1]) !== n) fail('replay: ' + call('web_error', 'string'));
  const again = JSON.parse(call('web_view', 'string', ['number'], [-1]));
  if (again.hash !== view.hash) fail(`replay ends in state ${again.hash}, the game in ${view.hash}`);
  const native = path.join(dist, '..', '..', 'build', 'dcg');
  let also = '';
  if (fs.existsSync(native)) {
    const file = path.join(require('node:os').tmpdir(), `dcg-smoke-${seed}.replay`);
    fs.writeFileSync(file, replay);
    const outp = require('node:child_process').execFileSync(native, ['replay', file, '--quiet'], { encoding: 'utf8' });
    const want = `result: ${view.winner === 2 ? "draw" : `P${view.winner + 1} wins`} after ${view.turn} turns`;
    if (outp.trim() !== want) fail(`native dcg replay says '${outp.trim()}', the wasm game '${want}'`);
    also = ', native dcg agrees';
  }
  console.log(`smoke: seed ${seed}: ${moves} decisions, turn ${view.turn}, P${view.winner + 1} wins, replay identical${also}`);
}

// Bad input leaves the game in play as it was: a broken deck list, a replay
// with an answer the engine refuses (the game then stands before it).
{
  const before = call('web_view', 'string', ['number'], [-1]), replay = call('web_replay', 'string');
  if (call('web_new_game', 'number', ['string', 'string', 'string'], ['4 Agumon ST1-03\n', deck('st2'), '5']) === 0) fail('a 4-card deck was accepted');
  if (!/first player's deck/.test(call('web_error', 'string'))) fail('the deck error does not name the deck: ' + call('web_error', 'string'));
  if (call('web_view', 'string', ['number'], [-1]) !== before || call('web_replay', 'string') !== replay) fail('a refused deck changed the game');
  const bad = replay.replace(/^answers /m, 'answers 511 '); // 511: a valid number, never an option at the start
  const n = call('web_replay_load', 'number', ['string', 'string'], [bad, 'bad.replay']);
  if (call('web_replay_goto', 'number', ['number'], [-1]) !== -1) fail('a refused answer in a replay was not reported');
  const v = JSON.parse(call('web_view', 'string', ['number'], [-1]));
  if (v.answers !== 0 || !v.decision) fail(`after a refused first answer the game should stand at its start (answers ${v.answers} of ${n})`);
  console.log(`smoke: bad input refused, the game intact: ${call('web_error', 'string').split('\n')[0]}`);
}

greedyMs.sort((a, b) => a - b);
console.log(`smoke: greedy AI in wasm: median ${greedyMs[greedyMs.length >> 1].toFixed(3)} ms, ` +
  `max ${greedyMs[greedyMs.length - 1].toFixed(3)} ms per decision (${greedyMs.length} decisions)`);

// A mod (the example's cards) whose Sparkmon script fails when it is played.
const examples = path.join(dist, '..', '..', 'examples', 'mod');
M.FS.mkdirTree('/mods/failing/scripts');
M.FS.writeFile('/mods/failing/MOD1.json', fs.readFileSync(path.join(examples, 'cards', 'MOD1.json')));
M.FS.writeFile('/mods/failing/scripts/MOD1-01.lua', 'card:on_play(function(me)\n  error("broken on purpose")\nend)\n');
if (call('web_load_mod', 'number', ['string'], ['/mods/failing'])) fail('failing mod: ' + call('web_error', 'string'));
const modDeck = fs.readFileSync(path.join(examples, 'decks', 'red-mod.txt'), 'utf8');
let scriptError = null;
for (let seed = 1; seed <= 50 && !scriptError; seed++) {
  if (call('web_new_game', 'number', ['string', 'string', 'string'], [modDeck, modDeck, String(seed)])) fail('mod game: ' + call('web_error', 'string'));
  let view = JSON.parse(call('web_view', 'string', ['number'], [-1]));
  while (view.decision) {
    if (call('web_answer', 'number', ['number'], [call('web_ai_pick', 'number', ['string'], ['greedy'])])) fail('mod game answer');
    view = JSON.parse(call('web_view', 'string', ['number'], [-1]));
    scriptError = scriptError || view.events.find((e) => e.kind === 'script-error');
  }
  if (view.winner < 0) fail('a mod game did not end');
}
if (!scriptError) fail('no game played the failing Sparkmon');
if (!/MOD1-01/.test(scriptError.error) || !/MOD1-01\.lua:2/.test(scriptError.error)) fail(`script error without card, file and line: ${scriptError.error}`);
console.log(`smoke: a failing mod script is reported and the game goes on to its end: ${scriptError.error}`);
