// dbe_truth.mjs: what the Battle Evolution browser tests share: a game
// replayed in Node's wasm from its full replay (the truth: what each player
// held in secret at each answer count, the final state hash), the card
// names a message holds, and a check of the page's messages against it.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.join(web, '..');
const dist = path.join(web, 'dist');
export const PHASES = ['setup', 'prep', 'evolution', 'strategy', 'support', 'battle', 'end', 'over'];
const require = createRequire(import.meta.url);
let module = null;

// The wasm module in Node, once: call(name, ret, args, vals), M (its FS), the cards.
export async function wasm() {
  if (module) return module;
  const here = process.cwd();
  process.chdir(dist);
  const M = await require(path.join(dist, 'dcg.js'))({ wasmBinary: fs.readFileSync(path.join(dist, 'dcg.wasm')) });
  process.chdir(here);
  const call = (n, r, a = [], v = []) => M.ccall(n, r, a, v);
  if (call('web_dbe_init', 'number')) throw new Error('web_dbe_init: ' + call('web_dbe_error', 'string'));
  module = { call, M, cards: JSON.parse(call('web_dbe_cards', 'string')) };
  return module;
}

// The same game replayed in Node from its full replay (own: deck lists by the path the replay names them,
// for decks that are not samples). at[k]: after k answers, for each player q what q held in secret from the
// other (of[q]: q's attack, the names of q's hand the other could not know) and the phase; at[k].attack and
// .secretNames are player 2's (the AI's). hash: the final state's hash.
export async function truthOf(replay, own = {}) {
  const { call, cards } = await wasm();
  const lines = replay.trim().split('\n');
  const deck = (l) => own[l.split(' ')[1]] ?? fs.readFileSync(path.join(root, l.split(' ')[1]), 'utf8');
  const names = (l) => l.split(' ')[1];
  if (call('web_dbe_new_game', 'number', ['string', 'string', 'string', 'string', 'string'],
    [deck(lines[2]), deck(lines[3]), names(lines[2]), names(lines[3]), lines[1].split(' ')[1]])) throw new Error('truth: ' + call('web_dbe_error', 'string'));
  const at = [];
  const note = () => {
    const views = [0, 1].map((p) => JSON.parse(call('web_dbe_view', 'string', ['number'], [p])));
    const of = [0, 1].map((q) => {
      const other = views[1 - q], known = new Set();   // names the other may know: its own view's cards
      for (const p of other.players) for (const k of ['under', 'dpZone', 'destiny', 'support', 'trash', 'hand', 'side']) for (const c of p[k] || []) if (c >= 0) known.add(cards[c].name);
      return { attack: views[q].players[q].attack, secretNames: views[q].players[q].hand.map((c) => cards[c].name).filter((n) => !known.has(n)) };
    });
    at.push({ phase: views[0].phase, of, attack: of[1].attack, secretNames: of[1].secretNames });
  };
  note();
  for (const a of lines.slice(4)) {
    const c = a.match(/^concede (\d)/);
    if (c) { call('web_dbe_concede', 'number', ['number'], [Number(c[1])]); continue; }
    if (call('web_dbe_answer', 'number', ['number'], [Number(a)])) throw new Error(`truth: answer ${a}: ` + call('web_dbe_error', 'string'));
    note();
  }
  return { at, cards, hash: call('web_dbe_hash', 'string'), seed: lines[1].split(' ')[1], end: JSON.parse(call('web_dbe_view', 'string', ['number'], [0])) };
}

// The names of the cards of every array of card indices in a message (whatever its key; Power values aside).
export function cardNames(o, cards, key = '') {
  if (Array.isArray(o)) {
    if (key !== 'power' && o.every(Number.isInteger)) return o.filter((c) => c >= 0 && c < cards.length).map((c) => cards[c].name);
    return o.flatMap((x) => cardNames(x, cards));
  }
  if (o && typeof o === 'object') {   // 'card' and 'active' hold one card; 'count' holds zone sizes
    return Object.entries(o).filter(([k]) => k !== 'count').flatMap(([k, x]) => (k === 'card' || k === 'active' ? [x] : [])
      .filter((c) => c >= 0 && c < cards.length).map((c) => cards[c].name).concat(cardNames(x, cards, k)));
  }
  return [];
}

// A view v sent to player me's screen against the truth t at its answer count: nothing of the other's
// secrets (hand, side pile, options, its attack before the Battle Phase, a name of its hand me could not
// know unless the log so far said it). Returns the problems; secret: whether the other's attack was secret.
export function secretsIn(v, me, t, log, cards) {
  const bad = [], o = v.players[1 - me], other = t ? t.of[1 - me] : null;
  if (o.hand || o.side) bad.push(`answer ${v.answers}: P${2 - me}'s hand or side pile in a message to P${me + 1}`);
  if (v.decision && v.decision.player !== me && v.decision.options) bad.push(`answer ${v.answers}: P${2 - me}'s options in a message to P${me + 1}`);
  let secret = false;
  if (PHASES.indexOf(v.phase) < PHASES.indexOf('battle')) {
    if (o.attack >= 0) bad.push(`answer ${v.answers}, ${v.phase} phase: P${2 - me}'s attack in a message to P${me + 1}`);
    if (other && other.attack >= 0) {
      secret = true;
      if (/battle: P1/.test(v.log)) bad.push(`answer ${v.answers}: the battle line before the Battle Phase`);
    }
  }
  if (other) {
    const text = JSON.stringify(v) + ' ' + cardNames(v, cards).join(' ');
    for (const n of other.secretNames) if (text.includes(n) && !log.includes(n)) bad.push(`answer ${v.answers}: P${2 - me}'s hand card ${n} named in a message to P${me + 1}`);
  }
  return { bad, secret };
}
