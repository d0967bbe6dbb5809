// Node smoke test of the second ruleset (DBE, docs/dbe.md) in the wasm
// module: full AI games through glue_dbe.c from the sample decks. Each game
// must end as the native `dcg sim --ruleset dbe --games 1 --seed S` ends it
// (the same games digest: the glue's AIs draw from the sim's generators),
// and its replay text must replay natively (`dcg replay --ruleset dbe`) to
// the same state hash. Each view for player 1 must hide player 2's hand and
// side pile (counts only), and player 2's attack until the Battle Phase.
// Usage: node web/tests/smoke_dbe.mjs [games]
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
const require = createRequire(import.meta.url);
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const root = path.join(dist, '..', '..');
process.chdir(dist); // the preloaded data file is found next to dcg.js
const createDcg = require(path.join(dist, 'dcg.js'));
const M = await createDcg({ wasmBinary: fs.readFileSync(path.join(dist, 'dcg.wasm')) });
const call = (name, ret, args = [], vals = []) => M.ccall(name, ret, args, vals);
const fail = (what) => { console.error('smoke_dbe: ' + what); process.exit(1); };
if (call('web_dbe_init', 'number')) fail('init: ' + call('web_dbe_error', 'string'));
const cards = JSON.parse(call('web_dbe_cards', 'string'));
if (!cards.length) fail('no DBE cards loaded');
const deck = (n) => fs.readFileSync(path.join(root, 'cards', 'dbe', 'decks', n + '.txt'), 'utf8');
const view = (p) => JSON.parse(call('web_dbe_view', 'string', ['number'], [p]));
const phases = ['setup', 'prep', 'evolution', 'strategy', 'support', 'battle', 'end', 'over'];
const native = path.join(root, 'build', 'dcg');
const hasNative = fs.existsSync(native);

// The view for player 0 shows nothing of player 1's secrets.
function checkPrivate(v) {
  const o = v.players[1];
  // the replay player 1 may download stops before player 2's secret attack
  const secret = view(1).players[1].attack >= 0 && o.attack < 0;
  const shown = call('web_dbe_replay', 'string', ['number'], [0]).split('\n').slice(4).filter(Boolean).length;
  if (secret && shown >= v.answers) fail(`turn ${v.turn}: player 1's replay holds player 2's secret attack`);
  if (o.hand || o.side) fail(`turn ${v.turn}: player 2's hand or side pile is in player 1's view`);
  if (o.attack >= 0 && phases.indexOf(v.phase) < phases.indexOf('battle'))
    fail(`turn ${v.turn}, ${v.phase} phase: player 2's attack choice is in player 1's view`);
  if (v.decision && v.decision.player === 1 && v.decision.options) fail("player 2's options are in player 1's view");
}

// The games digest of `dcg sim` for one game: FNV-style over the final state hash.
const digest = (hex) => ((0xcbf29ce484222325n ^ BigInt('0x' + hex)) * 0x100000001b3n) & 0xffffffffffffffffn;

const games = Number(process.argv[2] || 3);
for (let g = 0; g < games; g++) {
  const seed = 7 + g;
  const ai = g % 3 === 2 ? ['mcts:playouts=8', 'random'] : ['random', 'random'];
  if (call('web_dbe_new_game', 'number', ['string', 'string', 'string', 'string', 'string'],
    [deck('flame'), deck('grove'), 'flame', 'grove', String(seed)])) fail('new game: ' + call('web_dbe_error', 'string'));
  let v = view(0), moves = 0;
  while (v.decision) {
    checkPrivate(v);
    const p = v.decision.player;
    const mine = view(p);
    const pick = call('web_dbe_ai_pick', 'number', ['string'], [ai[p]]);
    if (pick < 0 || pick >= mine.decision.options.length) fail(`AI picked ${pick} of ${mine.decision.options.length}`);
    if (mine.decision.options.some((o) => !o.text)) fail(`an option without a text (decision kind ${mine.decision.kind})`);
    if (call('web_dbe_answer', 'number', ['number'], [pick])) fail('answer: ' + call('web_dbe_error', 'string'));
    v = view(0);
    if (++moves > 50000) fail('the game does not end');
  }
  checkPrivate(v);
  if (!v.over) fail('no decision, yet the game is not over');
  if (v.scriptErrors) fail(`${v.scriptErrors} script errors`);
  const hash = call('web_dbe_hash', 'string');
  let also = '';
  if (hasNative) {
    const sim = execFileSync(native, ['sim', '--ruleset', 'dbe', '--games', '1', '--seed', String(seed), '--ai1', ai[0], '--ai2', ai[1]],
      { encoding: 'utf8', cwd: root });
    const want = sim.match(/games digest ([0-9a-f]{16})/);
    if (!want || BigInt('0x' + want[1]) !== digest(hash)) fail(`seed ${seed}: native sim says '${sim.trim()}', the wasm game ends in state ${hash}`);
    const file = path.join(require('node:os').tmpdir(), `dcg-smoke-dbe-${seed}.replay`);
    fs.writeFileSync(file, call('web_dbe_replay', 'string', ['number'], [-1]));
    const rep = execFileSync(native, ['replay', '--ruleset', 'dbe', file], { encoding: 'utf8', cwd: root });
    if (!rep.includes(`${v.answers} answers; game over; state ${hash}`)) fail(`seed ${seed}: native replay ends '${rep.trim().split('\n').pop()}', the wasm game in ${hash}`);
    also = ', native sim and replay agree';
  }
  console.log(`smoke_dbe: seed ${seed} (${ai.join(' vs ')}): ${moves} decisions, turn ${v.turn}, ` +
    `${v.winner < 0 ? 'a draw' : `P${v.winner + 1} wins`}${also}`);
}
if (!hasNative) console.log('smoke_dbe: build/dcg missing: not compared with the native game');
