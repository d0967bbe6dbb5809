// Node smoke test of the wasm module alone: plays full games AI against AI
// through the glue, checks each replay text replays to the same state.
// With the native dcg built (build/dcg), each replay must also give the
// same result there. Usage: node web/tests/smoke.mjs [games]
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
for (let g = 0; g < games; g++) {
  const seed = String(1000 + g);
  if (call('web_new_game', 'number', ['string', 'string', 'string'], [deck('st1'), deck('st2'), seed]))
    fail('new game: ' + call('web_error', 'string'));
  let view = JSON.parse(call('web_view', 'string', ['number'], [-1]));
  let moves = 0;
  while (view.decision) {
    const d = view.decision;
    const pick = call('web_ai_pick', 'number', ['string'], [d.player ? 'greedy' : 'random']);
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
