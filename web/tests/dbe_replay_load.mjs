// Node: a Battle Evolution replay loaded into the page (glue_dbe.c,
// web_dbe_replay_load / web_dbe_replay_goto) fails clearly when it cannot be
// played: a concession (reading R10-E-1) after a game already over (it was
// dropped without a word, the replay loading as if it were not there, while
// `dcg replay --ruleset dbe` refuses it), an answer or a second concession
// after it, a deck it names that is neither a sample nor loaded, a deck list
// that breaks Deck Construction. A good one with a concession ends conceded, and neither player may undo it.
// Usage: node web/tests/dbe_replay_load.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasm } from './dbe_truth.mjs';
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { call, M } = await wasm();
const fail = (what) => { console.error('dbe_replay_load: ' + what); process.exit(1); };
const read = (n) => fs.readFileSync(path.join(root, 'cards', 'dbe', 'decks', n + '.txt'), 'utf8');
const view = (p) => JSON.parse(call('web_dbe_view', 'string', ['number'], [p]));
const load = (text) => call('web_dbe_replay_load', 'number', ['string', 'string'], [text, 'r.txt']);
const goto = (k) => call('web_dbe_replay_goto', 'number', ['number'], [k]);
const err = () => call('web_dbe_error', 'string');
// a whole game, and one of 20 answers
call('web_dbe_new_game', 'number', ['string', 'string', 'string', 'string', 'string'], [read('flame'), read('grove'), 'flame', 'grove', '7']);
let short = '';
for (let n = 0; call('web_dbe_decider', 'number') >= 0 && n < 2000; n++) {
  if (n === 20) short = call('web_dbe_replay', 'string', ['number'], [-1]);
  call('web_dbe_answer', 'number', ['number'], [call('web_dbe_ai_pick', 'number', ['string'], ['random'])]);
}
if (!view(-1).over) fail('the game did not end');
const whole = call('web_dbe_replay', 'string', ['number'], [-1]);
// a good concession: the game ends conceded
if (load(short + 'concede 1\n') !== 20) fail('a replay of 20 answers and a concession: ' + err());
if (goto(-1) !== 20 || view(-1).conceded !== 1 || view(-1).winner !== 0) fail(`the concession was not applied: ${JSON.stringify({ over: view(-1).over, conceded: view(-1).conceded })}`);
// no undo after a concession (reading R10-E-1: the game is over), for either player; the game unchanged
const concededHash = call('web_dbe_hash', 'string');
for (const p of [0, 1])
  if (call('web_dbe_undo', 'number', ['number'], [p]) === 0 || !/conceded/.test(err())) fail(`P${p + 1} could undo after the concession ('${err()}')`);
if (call('web_dbe_hash', 'string') !== concededHash || !view(-1).over) fail('a refused undo after the concession changed the game');
// a concession after the game is over: refused, said
if (load(whole + 'concede 0\n') < 0) fail('loading: ' + err());
if (goto(-1) >= 0) fail('a concession after the game was over was played without a word');
if (!/concede 0: .*over/.test(err())) fail(`a late concession's message: '${err()}'`);
// an answer or a second concession after the concession
if (load(short + 'concede 0\n3\n') >= 0 || !/line 26: an answer after the concession/.test(err())) fail(`an answer after a concession: '${err()}'`);
if (load(short + 'concede 0\nconcede 1\n') >= 0 || !/line 26: a second concession/.test(err())) fail(`a second concession: '${err()}'`);
// decks: one neither a sample nor loaded; one loaded that breaks Deck Construction
const mine = short.replace('deck2 cards/dbe/decks/grove.txt', 'deck2 mine.txt');
if (mine === short) fail('the replay does not name grove as its second deck');
if (load(mine) >= 0 || !/mine\.txt is not a sample deck: load its deck list/.test(err())) fail(`a deck not loaded: '${err()}'`);
M.FS.mkdirTree('/dbe-decks');
M.FS.writeFile('/dbe-decks/mine.txt', read('grove').split('\n').slice(0, 6).join('\n'));
if (load(mine) >= 0 || !err()) fail(`a deck list breaking Deck Construction: loaded ('${err()}')`);
console.log(`dbe_replay_load: refused with a reason: ${err()}`);
M.FS.writeFile('/dbe-decks/mine.txt', read('grove'));
if (load(mine) !== 20 || goto(-1) !== 20) fail('a deck of your own, loaded: ' + err());
console.log('dbe_replay_load: concessions, answers after them and decks of your own checked');
