// Node: what the Battle Evolution page (glue_dbe.c) hides. 1. Undo is refused once a
// Call (Glossary: Call) showed the checked cards of a deck: no observation
// holds them (they stay in the deck), only the log, so counting the cards a
// player sees missed them and the player could take back the choice (the
// name called, the support played) knowing the decks' tops. Random AI games
// of tides (Fortune Gong, DBE-074, calls in both decks) through the wasm
// module; after every answer whose log shows a deck, neither player may undo.
// 2. A Take (Glossary: Take) puts a card from a deck into a hand the other
// player does not see (the engine's determinize forgets it): the log a
// player's view carries must not name it (in hot-seat the log stays on the
// screen for both); a replay's view (-1) names it. Games of cinders (Pack
// Whistle, Ember Lure: take from the deck). 3. A card the other's answer brings
// to light blocks undo. 4. After an undo, a player's replay is a prefix of the game's.
// Usage: node web/tests/dbe_hidden.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasm } from './dbe_truth.mjs';
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { call } = await wasm();
const fail = (what) => { console.error('dbe_hidden: ' + what); process.exit(1); };
const read = (n) => fs.readFileSync(path.join(root, 'cards', 'dbe', 'decks', n + '.txt'), 'utf8');
const deck = read('tides');
const view = (p) => JSON.parse(call('web_dbe_view', 'string', ['number'], [p]));
let calls = 0;
for (let seed = 1; seed <= 80; seed++) {
  if (call('web_dbe_new_game', 'number', ['string', 'string', 'string', 'string', 'string'], [deck, deck, 'tides', 'tides', String(seed)]))
    fail('new game: ' + call('web_dbe_error', 'string'));
  for (let n = 0; n < 600 && call('web_dbe_decider', 'number') >= 0; n++) {
    const pick = call('web_dbe_ai_pick', 'number', ['string'], ['random']);
    if (call('web_dbe_answer', 'number', ['number'], [pick])) fail(`seed ${seed}: answer: ` + call('web_dbe_error', 'string'));
    if (!/'s deck (top|bottom) shows: /.test(view(0).log)) continue;
    calls++;
    const hash = call('web_dbe_hash', 'string');
    for (const p of [0, 1])
      if (call('web_dbe_undo', 'number', ['number'], [p]) === 0)
        fail(`seed ${seed}, answer ${n + 1}: a Call showed the decks' tops, yet P${p + 1} could take back a choice made before it`);
    if (call('web_dbe_hash', 'string') !== hash) fail(`seed ${seed}: a refused undo changed the game`);
  }
}
if (calls < 3) fail(`only ${calls} Calls in 80 games: the test checks too little`);
console.log(`dbe_hidden: ${calls} Calls shown, undo refused to both players after each`);
// 3. One card the other's answer brings to light (a Digimon played, a support shown) ends what a
// player may take back: after every answer by the other, a card whose count in p's view rose
// means p's undo is refused (flame against grove, random, the first turns: no battle yet).
const seen = (v) => {
  const n = {};
  for (const pl of v.players) for (const k of ['under', 'dpZone', 'destiny', 'support', 'trash', 'hand', 'side'])
    for (const c of pl[k] || []) if (c >= 0) n[c] = (n[c] || 0) + 1;
  return n;
};
let lit = 0;
for (let seed = 1; seed <= 40; seed++) {
  if (call('web_dbe_new_game', 'number', ['string', 'string', 'string', 'string', 'string'], [read('flame'), read('grove'), 'flame', 'grove', String(seed)]))
    fail('new game: ' + call('web_dbe_error', 'string'));
  for (let n = 0; n < 40 && call('web_dbe_decider', 'number') >= 0; n++) {
    const d = call('web_dbe_decider', 'number'), p = 1 - d, before = seen(view(p));
    if (call('web_dbe_answer', 'number', ['number'], [call('web_dbe_ai_pick', 'number', ['string'], ['random'])])) fail('answer: ' + call('web_dbe_error', 'string'));
    const after = seen(view(p));
    if (!Object.keys(after).some((c) => after[c] > (before[c] || 0))) continue;
    const hash = call('web_dbe_hash', 'string');
    if (call('web_dbe_undo', 'number', ['number'], [p]) === 0) fail(`seed ${seed}, answer ${n + 1}: P${d + 1}'s answer showed P${p + 1} a card, yet P${p + 1} could undo`);
    if (/did not know/.test(call('web_dbe_error', 'string'))) lit++;
    if (call('web_dbe_hash', 'string') !== hash) fail(`seed ${seed}: a refused undo changed the game`);
  }
}
if (lit < 10) fail(`only ${lit} refusals for a card come to light: the test checks too little`);
console.log(`dbe_hidden: ${lit} undos refused after the other's answer showed a card`);
// 4. After an undo, each player's replay is a prefix of the game's (never an answer taken back, nor one
// past the answers left: the secret-attack bound goes back with the game).
const answersOf = (t) => t.split('\n').slice(4).filter(Boolean);
let undos = 0;
for (let seed = 1; seed <= 10; seed++) {
  call('web_dbe_new_game', 'number', ['string', 'string', 'string', 'string', 'string'], [read('flame'), read('grove'), 'flame', 'grove', String(seed)]);
  for (let n = 0; n < 300 && call('web_dbe_decider', 'number') >= 0; n++) {
    const d = call('web_dbe_decider', 'number');
    if (n % 7 === 6 && call('web_dbe_undo', 'number', ['number'], [d]) === 0) {
      undos++;
      const all = answersOf(call('web_dbe_replay', 'string', ['number'], [-1]));
      if (all.length !== view(-1).answers) fail(`seed ${seed}: after an undo the replay holds ${all.length} answers, the game ${view(-1).answers}`);
      for (const p of [0, 1]) {
        const mine = answersOf(call('web_dbe_replay', 'string', ['number'], [p]));
        if (mine.length > all.length || mine.some((a, i) => a !== all[i])) fail(`seed ${seed}, after an undo: P${p + 1}'s replay (${mine.length} answers) is not a prefix of the game's (${all.length})`);
      }
      continue;
    }
    call('web_dbe_answer', 'number', ['number'], [call('web_dbe_ai_pick', 'number', ['string'], ['random'])]);
  }
}
if (undos < 5) fail(`only ${undos} undos: the test checks too little`);
console.log(`dbe_hidden: ${undos} undos, each player's replay after them a prefix of the game's`);
let takes = 0;
for (let seed = 1; seed <= 30; seed++) {
  if (call('web_dbe_new_game', 'number', ['string', 'string', 'string', 'string', 'string'], [read('cinders'), read('cinders'), 'cinders', 'cinders', String(seed)]))
    fail('new game: ' + call('web_dbe_error', 'string'));
  for (let n = 0; n < 600 && call('web_dbe_decider', 'number') >= 0; n++) {
    const pick = call('web_dbe_ai_pick', 'number', ['string'], ['random']);
    if (call('web_dbe_answer', 'number', ['number'], [pick])) fail(`seed ${seed}: answer: ` + call('web_dbe_error', 'string'));
    const all = view(-1).log.match(/P\d takes .*/g);
    if (!all) continue;
    takes += all.length;
    for (const p of [0, 1]) {
      const named = view(p).log.match(/P\d takes (?!a card$).*/gm);
      if (named) fail(`seed ${seed}, answer ${n + 1}: P${p + 1}'s view names the card taken into a hand: ${named[0]}`);
      if ((view(p).log.match(/P\d takes a card/g) || []).length !== all.length) fail(`seed ${seed}: P${p + 1}'s log lost a Take`);
    }
  }
}
if (takes < 3) fail(`only ${takes} Takes in 30 games: the test checks too little`);
console.log(`dbe_hidden: ${takes} Takes, none named in a player's log`);
