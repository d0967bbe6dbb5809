// app.js: the page. It draws the game as the engine (in worker.js) reports
// it and turns clicks on cards, Digimon and buttons into option indices; it
// never decides what is legal. Test hooks: data-zone, data-player, data-card
// (card instance), data-perm, data-option (answers that option), data-select
// (a card with several options: shows them).
'use strict';

// ---- the engine in its worker ----------------------------------------------------------------
const worker = new Worker('worker.js');
const pending = new Map();
let nextId = 0;
worker.onmessage = (e) => {
  const { id, result, error } = e.data;
  const p = pending.get(id);
  pending.delete(id);
  if (error !== undefined) p.reject(new Error(error)); else p.resolve(result);
};
const call = (cmd, ...args) => new Promise((resolve, reject) => {
  const id = nextId++;
  pending.set(id, { resolve, reject });
  worker.postMessage({ id, cmd, args });
});

// ---- engine enums (dcg.h) ----------------------------------------------------------------------
const DEC = { NONE: 0, MULLIGAN: 1, BREEDING: 2, MAIN: 3, BLOCK: 4, ORDER: 5, TARGET: 6, YESNO: 7, COUNTER: 8, BLITZ: 9 };
const OPT = { KEEP: 0, REDRAW: 1, HATCH: 2, MOVE: 3, SKIP: 4, PLAY: 5, DIGIVOLVE: 6, USE: 7, ATTACK: 8, PASS: 9,
  BLOCK: 10, NO_BLOCK: 11, EFFECT: 12, CARD: 13, YES: 14, NO: 15, DONE: 16, ACTIVATE: 17, NUMBER: 18, MODE: 19, DNA: 20, DIGIXROS: 21, LINK: 22, APP_FUSION: 23, BURST: 24, ASSEMBLY: 25,
  KEYWORD: 26, BLAST_DNA: 27 };
const PLAYER_TARGET = 0xFFFF;
const KEYWORDS = ['Blocker', 'Piercing', 'Jamming', 'Rush', 'Reboot', 'Retaliation'];
const COLORS = { Red: '#d84343', Blue: '#3b7fd4', Yellow: '#e2c431', Green: '#3f9d50', Black: '#4a4a4a', Purple: '#8a4fb0', White: '#d9d9d9' };
const TITLES = {
  [DEC.MULLIGAN]: 'Your opening hand: keep it or redraw once?', [DEC.BREEDING]: 'Breeding phase: hatch, move out, or nothing.',
  [DEC.MAIN]: 'Main phase: click a card in your hand or a Digimon, or pass.', [DEC.BLOCK]: 'You are attacked. Block?',
  [DEC.ORDER]: 'Several effects triggered: which resolves first?', [DEC.TARGET]: 'Choose for the effect:',
  [DEC.YESNO]: 'Use this optional effect?', [DEC.COUNTER]: 'Counter timing: use a [Counter] effect?',
  [DEC.BLITZ]: '<Blitz>: attack now?',
};

// ---- state -------------------------------------------------------------------------------------
const params = new URLSearchParams(location.search);
const aiDelay = Number(params.get('delay') ?? 350);   // ms between AI moves, so a human can follow
let cards = [];          // card facts by engine index
let starters = {};       // starter deck lists by name
let settings = { lists: [null, null], names: ['st1', 'st2'], opponent: 'greedy' };
let view = null;         // the engine's view of the game (web_view)
let mode = 'play';       // 'play', 'replay' or 'online' (online.js: a game on dcg serve)
let replayPos = 0, replayLen = 0;
let selected = null;     // key of the card whose options are shown
let shownPlayer = 0;     // hot-seat: the player the screen belongs to
let busy = 0;            // worker calls under way
let generation = 0;      // bumps on each new game: a running AI loop stops
// figures the tests report: ms since navigation when this script ran and when the game was ready, the engine's start
const stats = { scriptMs: performance.now(), readyMs: null, engineMs: null, aiMs: [], aiRoundMs: [] };
window.dcgStats = stats;
window.dcgIdle = () => busy === 0 && !aiRunning;
let aiRunning = false;

const $ = (sel, root = document) => root.querySelector(sel);
const h = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const k of kids.flat()) if (k !== null && k !== undefined) e.append(k);
  return e;
};
const hotseat = () => settings.opponent === 'hotseat';
const human = (p) => (mode === 'online' ? p === online.seat : mode === 'play' && (hotseat() || p === 0));
const me = () => (mode === 'online' ? Math.max(online.seat, 0) : mode === 'play' && hotseat() ? shownPlayer : 0);
// Names: "You" and "the AI" against the AI; P1 and P2 in hot-seat and replays, where the screen is shared.
const named = () => mode === 'replay' || (mode === 'online' && online.seat < 0) || hotseat();
const other = () => (mode === 'online' ? 'The opponent' : 'The AI');
const who = (p) => (named() ? `P${p + 1}` : p === me() ? 'You' : other());
const whose = (p) => (named() ? `P${p + 1}'s` : p === me() ? 'your' : `${other().toLowerCase()}'s`); // mid-sentence
const cap = (s) => s[0].toUpperCase() + s.slice(1);
// A sentence with player p as subject: "draw{s}" reads "You draw" or "The AI draws".
const does = (p, text) => `${who(p)} ${text.replace(/\{(e?s)\}/g, (_, end) => (who(p) === 'You' ? '' : end))}`;
const cardName = (i) => (i >= 0 && cards[i] ? cards[i].name : 'a card');

async function engine(cmd, ...args) {
  busy++;
  try { return await call(cmd, ...args); } finally { busy--; }
}

function toast(text, isError = true) {
  const t = $('#toast');
  t.textContent = text;
  t.className = isError ? 'error' : '';
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, isError ? 8000 : 3000);
  if (isError) console.warn(text);
}

// ---- words -------------------------------------------------------------------------------------
function permName(id) {
  for (const p of view.players) for (const pm of p.perms)
    if (pm.id === id) return `${cardName(pm.cards[pm.cards.length - 1].card)}${pm.dp >= 0 ? ` (${pm.dp} DP)` : ''}`;
  return 'a Digimon';
}

// The name of card instance inst in a hand the view shows.
function handCardName(inst) {
  for (const p of view.players) for (const c of p.hand || []) if (c.id === inst) return cardName(c.card);
  return 'a card';
}

// Every option that changes memory says the memory after it (the engine's figure, dcg_option_memory).
function describeOption(o) {
  const m = o.memoryAfter;
  return describeOptionWords(o) + (m === undefined ? '' : ` (memory after: ${m}${m < 0 ? ', ends your turn' : ''})`);
}

function describeOptionWords(o) {
  const c = cardName(o.card);
  switch (o.kind) {
    case OPT.KEEP: return 'Keep this hand';
    case OPT.REDRAW: return 'Redraw (shuffle back, draw 5)';
    case OPT.HATCH: return 'Hatch a Digi-Egg';
    case OPT.MOVE: return `Move ${c} to the battle area`;
    case OPT.SKIP: return view.decision.kind === DEC.COUNTER ? 'No Counter effect' : view.decision.kind === DEC.BLITZ ? "Don't attack" : 'Do nothing';
    case OPT.PLAY: return `Play ${c} for ${o.cost} memory`;
    case OPT.DIGIVOLVE: return `Digivolve ${permName(o.perm)} into ${c} for ${o.cost}` +
      (o.target ? ` by suspending ${permName(o.target)} (<Digisorption>)` : '');
    case OPT.DIGIXROS: return `DigiXros ${c} for ${o.cost} memory (placing cards under it)`;
    case OPT.ASSEMBLY: return `Assembly ${c} for ${o.cost} memory (cards from your trash under it, chosen next)`;
    case OPT.DNA: return `DNA digivolve ${permName(o.perm)} + ${permName(o.target)} into ${c} for ${o.cost}`;
    case OPT.BURST: return `Burst Digivolve ${permName(o.perm)} into ${c} for ${o.cost} by returning ${permName(o.target)} to the hand`;
    case OPT.APP_FUSION: return `App Fusion: ${permName(o.perm)} with its link card into ${c} for ${o.cost}`;
    case OPT.LINK: return `Link ${c} to ${permName(o.perm)} for ${o.cost} memory` + (o.target ? ' (trashing its link card)' : '');
    case OPT.USE: return `Use ${c} for ${o.cost} memory`;
    case OPT.ATTACK: return `Attack with ${permName(o.perm)} → ${o.target === PLAYER_TARGET ? 'the opponent' : permName(o.target)}`;
    case OPT.PASS: return 'Pass the turn';
    case OPT.BLOCK: return `Block with ${permName(o.perm)}`;
    case OPT.NO_BLOCK: return "Don't block";
    case OPT.EFFECT: return `Resolve ${c}'s effect next`;
    case OPT.CARD: return `Choose ${o.perm ? permName(o.perm) : c}`;
    case OPT.YES: return 'Yes';
    case OPT.NO: return 'No';
    case OPT.DONE: return 'Done choosing';
    case OPT.ACTIVATE: return `Activate ${c}'s [Main] effect`;
    case OPT.BLAST_DNA: return `<Blast DNA Digivolve> ${permName(o.perm)} + ${handCardName(o.target)} from the hand into ${c}, free`;
    case OPT.KEYWORD: return `<Training>: suspend ${permName(o.perm)}, the top card of your deck under it`;
    case OPT.MODE: return `Mode ${o.target + 1} of the effect`;
    default: return '?';
  }
}

// One log line for an event as the viewer saw it, or '' for none.
function describeEvent(ev) {
  const c = cardName(ev.card);
  const pc = ev.permCard >= 0 ? cardName(ev.permCard) : c;
  switch (ev.kind) {
    case 'turn': return `Turn ${ev.a}: ${whose(ev.player)} turn`;
    case 'move':
      if (ev.from === 'deck' && ev.to === 'hand') return does(ev.player, `draw{s} ${ev.card >= 0 ? c : 'a card'}`);
      if (ev.from === 'digi-egg deck') return does(ev.player, `hatch{es} ${c}`);
      if (ev.to === 'trash' && ev.card >= 0 && ev.from !== 'processing') return `${c} goes to ${whose(ev.player)} trash`;
      if (ev.to === 'hand' && ev.from !== 'deck') return `${ev.card >= 0 ? c : 'A card'} returns to ${whose(ev.player)} hand`;
      if (ev.to === 'security' && ev.from !== 'deck') return `A card is added to ${whose(ev.player)} security`;
      if (ev.from === 'breeding area' && ev.to === 'battle area') return does(ev.player, `move{s} ${c} to the battle area`);
      return '';
    case 'play': return does(ev.player, `play{s} ${c}`);
    case 'digivolve': return does(ev.player, `digivolve{s} into ${c} (cost ${ev.a}) and draw{s}`);
    case 'use': return does(ev.player, `use{s} ${c}`);
    case 'attack': return `${cap(whose(ev.player))} ${pc} attacks ${ev.a !== PLAYER_TARGET ? (ev.targetCard >= 0 ? cardName(ev.targetCard) : 'a Digimon')
      : named() ? `P${2 - ev.player}` : ev.player === me() ? other().toLowerCase() : 'you'}`;
    case 'block': return does(ev.player, `block{s} with ${pc}`);
    case 'battle': return `Battle: ${pc} ${['ties', 'wins', 'loses'][ev.b] || ''}`;
    case 'security-check': return `Security check: ${c} is revealed`;
    case 'delete': return `${cap(whose(ev.player))} ${c} is deleted`;
    case 'effect': return `Effect of ${whose(ev.player)} ${c}${ev.b ? '' : ': declined'}`;
    case 'redraw': return does(ev.player, 'redraw{s} the opening hand');
    case 'modify': {
      const target = !ev.perm ? `All of ${whose(ev.player)} Digimon` : ev.permCard >= 0 ? cardName(ev.permCard) : 'A Digimon';
      return ev.a ? `${target}: ${ev.a > 0 ? '+' : ''}${ev.a} DP` : ev.b ? `${target}: Security Attack ${ev.b > 0 ? '+' : ''}${ev.b}` : '';
    }
    case 'script-error': return `Effect of ${c} failed and was skipped: ${ev.error}`;
    case 'game-over': return gameOverText();
    default: return '';
  }
}

function gameOverText() {
  const w = view.winner;
  if (w === 2) return 'The game is a draw (turn limit)';
  // dcg_win_reason: 1 deck out, 6 a concession (1-2-4), 7 an effect (1-2-6); otherwise an attack
  const how = { 1: 'the opponent could not draw', 6: 'the opponent conceding', 7: 'an effect' }[view.winReason] || 'a successful attack';
  return `${does(w, 'win{s}')} by ${how} after ${view.turn} turns`;
}

function addLog(events) {
  const log = $('#log');
  for (const ev of events) {
    const text = describeEvent(ev);
    if (!text) continue;
    log.append(h('li', { class: ev.kind === 'turn' ? 'turn' : ev.kind === 'script-error' ? 'error' : null }, text));
    if (ev.kind === 'script-error') toast(text);
  }
  while (log.children.length > 400) log.firstChild.remove();
  log.scrollTop = log.scrollHeight;
}

// ---- which element offers which option ---------------------------------------------------------
// Every option is reached through a key: the card or Digimon it concerns
// ('card:INST' in hand, 'perm:ID' on the field, 'eggs:P', 'choice:INST' for
// a card shown in the decision panel), with a second key for its target
// (attack target, the Digimon digivolved). Options with no key are buttons.
function locate(inst) {
  for (const p of view.players) {
    for (const pm of p.perms) if (pm.cards.some((c) => c.id === inst)) return `perm:${pm.id}`;
    if (p.hand && p.hand.some((c) => c.id === inst)) return `card:${inst}`;
  }
  return `choice:${inst}`;
}

function optionKeys(o) {
  switch (o.kind) {
    case OPT.HATCH: return [`eggs:${view.decision.player}`, null];
    case OPT.MOVE: case OPT.BLOCK: case OPT.KEYWORD: return [`perm:${o.perm}`, null];
    case OPT.PLAY: case OPT.USE: case OPT.DIGIXROS: case OPT.ASSEMBLY: return [`card:${o.inst}`, null];
    case OPT.DIGIVOLVE: case OPT.DNA: case OPT.LINK: case OPT.APP_FUSION: case OPT.BURST: case OPT.BLAST_DNA: return [`card:${o.inst}`, `perm:${o.perm}`];
    case OPT.ATTACK: return [`perm:${o.perm}`, o.target === PLAYER_TARGET ? `player:${1 - view.decision.player}` : `perm:${o.target}`];
    case OPT.EFFECT: case OPT.ACTIVATE: return [locate(o.inst), null];
    case OPT.CARD: return [o.perm ? `perm:${o.perm}` : locate(o.inst), null];
    default: return [null, null];
  }
}

let offers = null; // {byKey: Map key -> [option index], keys: [[primary, secondary]]}
function computeOffers() {
  offers = { byKey: new Map(), keys: [] };
  const d = view.decision;
  if (!d || !d.options || !human(d.player) || d.player !== me()) return;
  d.options.forEach((o, i) => {
    const k = optionKeys(o);
    offers.keys.push(k);
    if (!k[0]) return;
    if (!offers.byKey.has(k[0])) offers.byKey.set(k[0], []);
    offers.byKey.get(k[0]).push(i);
  });
  if (selected && !offers.byKey.has(selected)) selected = null;
}

// Make element e clickable for key: an option directly, or a selection.
function offer(e, key) {
  if (!offers) return e;
  if (selected) {
    const mine = offers.byKey.get(selected) || [];
    if (key === selected) e.classList.add('selected');
    const hits = mine.filter((i) => offers.keys[i][1] === key);
    if (hits.length === 1) { e.dataset.option = hits[0]; e.classList.add('target'); return e; }
  }
  const opts = offers.byKey.get(key);
  if (!opts || key === selected) return e;
  if (opts.length === 1 && !offers.keys[opts[0]][1] && !(touchy() && key.startsWith('card:'))) e.dataset.option = opts[0];
  else e.dataset.select = key;
  e.classList.add('can');
  return e;
}

// A narrow or touch screen: a tap on a hand card shows it and its options first, rather than playing it at once.
const touchy = () => matchMedia('(max-width: 900px), (hover: none)').matches;

// ---- drawing -----------------------------------------------------------------------------------
function cardFace(def, attrs = {}, extra = {}) {
  const c = cards[def] || { name: '?', colors: [], level: 0, dp: -1, cost: -1, kind: '' };
  const bg = c.colors.length ? c.colors.map((x) => COLORS[x] || '#999') : ['#999'];
  const style = `--c1:${bg[0]};--c2:${bg[bg.length - 1]}`;
  const dp = extra.dp !== undefined ? extra.dp : c.dp;
  const kw = KEYWORDS.filter((_, b) => (extra.keywords ?? c.keywords) & (1 << b));
  return h('div', { class: `card ${c.kind === 'Option' ? 'option' : c.kind === 'Tamer' ? 'tamer' : ''}`, style, 'data-def': def, ...attrs },
    h('div', { class: 'top' }, h('span', { class: 'lv' }, c.level ? `Lv.${c.level}` : c.kind === 'Digi-Egg' ? 'Egg' : c.kind),
      c.cost >= 0 ? h('span', { class: 'cost', title: 'play cost' }, String(c.cost)) : null),
    h('div', { class: 'name' }, c.name),
    kw.length || extra.sa ? h('div', { class: 'kw' }, [...kw, extra.sa ? `SA${extra.sa > 0 ? '+' : ''}${extra.sa}` : null].filter(Boolean).join(' · ')) : null,
    dp >= 0 ? h('div', { class: `dp ${dp !== c.dp ? (dp > c.dp ? 'up' : 'down') : ''}` }, `${dp}`, h('small', {}, ' DP')) : null,
    extra.under ? h('div', { class: 'under', title: 'digivolution cards (hover for the list)' }, `+${extra.under}`) : null);
}

function cardBack(attrs = {}, label = '') { return h('div', { class: 'card back', ...attrs }, label); }

function permElement(pm) {
  const top = pm.cards[pm.cards.length - 1];
  const digimon = pm.digimon; // Security Attack matters only for Digimon (also a Tamer treated as one, 15-12-1-4)
  const face = cardFace(top.card, { 'data-card': top.id }, { dp: pm.dp, keywords: pm.keywords, sa: digimon ? pm.sa : 0, under: pm.cards.length - 1 });
  // a suspended card is turned, as on the table; its DP is repeated upright below it
  const caption = pm.suspended ? h('div', { class: 'caption' }, `suspended${pm.dp >= 0 ? ` · ${pm.dp} DP` : ''}`) : null;
  // its link cards (4-9): plugged in beside it, not stacked, oldest first
  const links = pm.links && pm.links.length
    ? h('div', { class: 'links', title: 'link cards', 'data-links': pm.links.length },
      pm.links.map((l) => h('span', { class: 'link', 'data-card': l.id }, cardName(l.card))))
    : null;
  const slot = h('div', { class: `perm${pm.suspended ? ' suspended' : ''}`, 'data-perm': pm.id, 'data-suspended': pm.suspended ? 1 : 0 }, face, links, caption);
  slot.addEventListener('mouseenter', () => showDetails(top.card, pm));
  return offer(slot, `perm:${pm.id}`);
}

function pile(label, count, attrs, key) {
  const e = h('div', { class: 'pile', ...attrs }, cardBack({}, String(count)), h('div', { class: 'label' }, label));
  return key ? offer(e, key) : e;
}

function side(p) {
  const pl = view.players[p];
  const mine = p === me();
  const showHand = pl.hand && (mode === 'replay' || p === me());
  const battle = pl.perms.filter((x) => !x.breeding), breeding = pl.perms.filter((x) => x.breeding);
  const trash = pl.trash;
  const piles = h('div', { class: 'piles' },
    offer(pile('security', pl.security, { 'data-zone': 'security', 'data-player': p, 'data-count': pl.security }), `player:${p}`),
    pile('deck', pl.deck, { 'data-zone': 'deck', 'data-player': p, 'data-count': pl.deck }),
    pile('digi-eggs', pl.eggs, { 'data-zone': 'eggs', 'data-player': p, 'data-count': pl.eggs }, `eggs:${p}`),
    h('div', { class: 'pile trash', 'data-zone': 'trash', 'data-player': p, 'data-count': trash.length, 'data-browse': p,
      title: 'click to browse', onclick: () => browseTrash(p) },
    trash.length ? cardFace(trash[trash.length - 1].card) : h('div', { class: 'card empty' }), h('div', { class: 'label' }, `trash (${trash.length})`)));
  const hand = h('div', { class: 'hand', 'data-zone': 'hand', 'data-player': p, 'data-count': pl.handCount },
    showHand ? pl.hand.map((c) => {
      const e = offer(cardFace(c.card, { 'data-card': c.id }), `card:${c.id}`);
      e.addEventListener('mouseenter', () => showDetails(c.card));
      return e;
    }) : Array.from({ length: pl.handCount }, () => cardBack({ class: 'card back small' })));
  const field = h('div', { class: 'field' },
    h('div', { class: 'breeding', 'data-zone': 'breeding', 'data-player': p }, h('div', { class: 'label' }, 'breeding'), breeding.map(permElement)),
    h('div', { class: 'battle', 'data-zone': 'battle', 'data-player': p }, battle.map(permElement)),
    piles);
  const name = h('div', { class: 'who' }, `${who(p)}${view.turnPlayer === p ? ' — on turn' : ''}`);
  return h('div', { class: `side ${mine ? 'me' : 'opp'}`, 'data-side': p }, ...(mine ? [name, field, hand] : [hand, field, name]));
}

// The memory gauge from the opponent's 10 through 0 to your 10, with the marker.
function gauge() {
  const mem = me() === 0 ? view.memory : -view.memory;
  const cells = [];
  for (let v = -10; v <= 10; v++)
    cells.push(h('div', { class: `cell${v === mem ? ' marker' : ''}${v > 0 ? ' mine' : v < 0 ? ' theirs' : ''}`, 'data-memory': v }, String(Math.abs(v))));
  return h('div', { class: 'gauge', 'data-zone': 'memory', 'data-value': mem, title: 'memory: right is your side' },
    h('span', { class: 'label' }, `${who(1 - me())}`), ...cells, h('span', { class: 'label' }, who(me())));
}

function render() {
  if (!view) return;
  document.body.classList.toggle('playing', true);
  computeOffers();
  const board = $('#board');
  board.replaceChildren(side(1 - me()), gauge(), side(me()));
  const d = view.decision;
  $('#status').textContent = view.winner >= 0 ? gameOverText()
    : `Turn ${view.turn} · ${whose(view.turnPlayer)} turn · ${view.phase} phase`
      + (d && !human(d.player) && mode === 'play' ? ' · the AI is thinking…' : '');
  renderDecision();
  $('#replaybar').hidden = mode !== 'replay';
  document.body.classList.toggle('replaying', mode === 'replay');
  $('#replaypos').textContent = `${replayPos} / ${replayLen}`;
  const over = view.winner >= 0 && (mode === 'play' || mode === 'online');
  const go = $('#gameover');
  if (over && !go.dataset.closed) {
    $('h2', go).textContent = named() ? `P${view.winner + 1} wins` : mode === 'online' ? (view.winner === me() ? 'You win!' : view.winner === 2 ? 'Draw' : 'You lose')
      : hotseat() ? `P${view.winner + 1} wins` : view.winner === 0 ? 'You win!' : view.winner === 2 ? 'Draw' : 'The AI wins';
    $('p', go).textContent = gameOverText();
    go.hidden = false;
  } else if (!over) { go.hidden = true; delete go.dataset.closed; }
}

function renderDecision() {
  const panel = $('#decision');
  const d = view.decision;
  panel.replaceChildren();
  if (!offers || !offers.keys.length) {
    if (mode === 'replay') panel.append(h('p', {}, `Replay, answer ${replayPos} of ${replayLen}: step with the buttons below.`));
    if (d) panel.append(h('p', { class: 'muted' }, `${does(d.player, 'decide{s}')}${mode === 'play' ? '…' : ` next (${Object.keys(DEC)[d.kind].toLowerCase()})`}`));
    return;
  }
  if (d.source >= 0) panel.append(h('p', { class: 'source' }, `Effect of ${cardName(d.source)}`));
  const buttons = [];
  if (selected) {
    panel.append(h('p', {}, 'Choose what to do (or click a highlighted target):'));
    for (const i of offers.byKey.get(selected)) buttons.push(h('button', { 'data-option': i }, describeOption(d.options[i])));
    buttons.push(h('button', { 'data-cancel': 1, class: 'cancel' }, 'Cancel'));
  } else {
    panel.append(h('p', {}, d.kind === DEC.BREEDING ? breedingTitle(d) : TITLES[d.kind] || ''));
    const choices = [...offers.byKey.keys()].filter((k) => k.startsWith('choice:'));
    if (choices.length) {
      panel.append(h('div', { class: 'choices', 'data-zone': 'choice' }, choices.map((k) => {
        const inst = Number(k.slice(7));
        const o = d.options[offers.byKey.get(k)[0]];
        const e = offer(cardFace(o.card, { 'data-card': inst }), k);
        e.addEventListener('mouseenter', () => showDetails(o.card));
        return e;
      })));
    }
    // buttons: what no card offers, and the breeding phase's hatch and move too (the pile may be out of sight)
    d.options.forEach((o, i) => {
      if (!offers.keys[i][0] || o.kind === OPT.HATCH || o.kind === OPT.MOVE) buttons.push(h('button', { 'data-option': i }, describeOption(o)));
    });
  }
  panel.append(h('div', { class: 'buttons' }, buttons));
}

// The breeding phase's question names only what is offered now.
function breedingTitle(d) {
  const can = [d.options.some((o) => o.kind === OPT.HATCH) && 'hatch a Digi-Egg (or tap your Digi-Egg pile)',
    d.options.some((o) => o.kind === OPT.MOVE) && 'move your Digimon out to the battle area', 'do nothing'].filter(Boolean);
  return `Breeding phase: ${can.length > 2 ? `${can.slice(0, -1).join(', ')} or ${can[can.length - 1]}` : can.join(' or ')}.`;
}

// A tap (or click) on a card shows its details: touch screens have no hover. On a narrow screen they open in a sheet.
function detailsOf(e) {
  const slot = e.closest('[data-perm]');
  if (slot) {
    for (const p of view.players) for (const pm of p.perms)
      if (pm.id === Number(slot.dataset.perm)) return showDetails(pm.cards[pm.cards.length - 1].card, pm, true);
  }
  const face = e.closest('.card[data-def]');
  if (face) showDetails(Number(face.dataset.def), null, true);
}

function showDetails(def, pm, tapped = false) {
  const c = cards[def];
  if (!c) return;
  const evo = c.evo.map((r) => `from Lv.${r.level} (${Object.keys(COLORS).filter((_, b) => r.colors & (1 << b)).join('/')}) for ${r.cost}`).join('; ');
  const rows = [
    h('h4', {}, `${c.name} `, h('small', {}, c.number)),
    h('p', {}, [c.kind, c.colors.join('/'), c.level ? `Lv.${c.level}` : '', c.cost >= 0 ? `cost ${c.cost}` : '', c.dp >= 0 ? `${c.dp} DP` : ''].filter(Boolean).join(' · ')),
    c.form || c.attribute || c.types ? h('p', { class: 'muted' }, [c.form, c.attribute, c.types].filter(Boolean).join(' · ')) : null,
    evo ? h('p', {}, `Digivolve ${evo}`) : null,
    c.effect ? h('p', {}, c.effect) : null,
    c.inherited ? h('p', {}, h('b', {}, 'Inherited: '), c.inherited) : null,
    c.security ? h('p', {}, h('b', {}, 'Security: '), c.security) : null,
  ];
  if (pm && pm.cards.length > 1)
    rows.push(h('p', { class: 'stack' }, h('b', {}, 'Digivolution cards: '), pm.cards.slice(0, -1).reverse().map((x) => cardName(x.card)).join(', ')));
  if (pm && pm.links && pm.links.length)
    rows.push(h('p', { class: 'stack' }, h('b', {}, 'Link cards: '), pm.links.map((x) => cardName(x.card)).join(', ')));
  const close = h('button', { class: 'close', 'data-close-details': 1, 'aria-label': 'close' }, '×');
  $('#details').replaceChildren(close, ...rows.filter(Boolean));
  $('#details').classList.remove('muted');
  if (tapped) $('#details').classList.add('open');
}

function browseTrash(p) {
  const dlg = $('#trash');
  $('h3', dlg).textContent = `Trash (${whose(p)})`;
  $('.cards', dlg).replaceChildren(...view.players[p].trash.map((c) => {
    const e = cardFace(c.card);
    e.addEventListener('mouseenter', () => showDetails(c.card));
    return e;
  }));
  dlg.showModal();
}

// ---- playing -----------------------------------------------------------------------------------
function show(v) {
  view = v;
  window.dcgView = v;
  window.dcgCards = cards;
  if (mode === 'play' && hotseat() && v.decision && v.decision.player !== shownPlayer) {
    shownPlayer = v.decision.player;
    $('p', $('#handover')).textContent = `Pass the screen to P${shownPlayer + 1}.`;
    $('#handover').hidden = false;
  }
  addLog(v.events);
  render();
}

// The log's viewer: the player in front of the screen; in hot-seat, nobody's hand (2).
const logViewer = () => (mode === 'replay' ? -1 : hotseat() ? 2 : 0);
const boardViewer = () => (mode === 'replay' || hotseat() ? -1 : 0);

async function answer(i) {
  if (mode === 'online') { selected = null; window.dcgLastAnswer = i; online.answer(i); return; }
  if (busy || aiRunning) return;
  selected = null;
  window.dcgLastAnswer = i;
  try {
    show(await engine('answer', i, boardViewer(), logViewer()));
  } catch (err) { toast(err.message); return; }
  await save();
  runAI();
}

// The player in front of the screen takes back their last choice (the engine's exact state copies).
async function undoLast() {
  if (busy || aiRunning || mode !== 'play' || !view) return;
  selected = null;
  try {
    show(await engine('undo', me(), boardViewer(), logViewer()));
  } catch (err) { toast(err.message); return; }
  $('#log').append(h('li', { class: 'turn' }, 'Your last choice is taken back'));
  await save();
}

// The player in front of the screen forfeits (1-2-4): they lose at once.
async function concede() {
  if (mode === 'online' && online.seat >= 0 && view && view.winner < 0) {
    if (window.confirm('Concede and lose the game now?')) online.send({ type: 'concede' });
    return;
  }
  if (busy || aiRunning || mode !== 'play' || !view || view.winner >= 0) return;
  if (!window.confirm(`${hotseat() ? `P${me() + 1}` : 'You'}: concede and lose the game now?`)) return;
  selected = null;
  show(await engine('concede', me(), boardViewer(), logViewer()));
  await save();
}

async function runAI() {
  if (aiRunning || mode !== 'play' || hotseat()) return;
  aiRunning = true;
  const gen = generation;
  try {
    while (view.decision && !human(view.decision.player) && gen === generation) {
      if (aiDelay) await new Promise((r) => setTimeout(r, aiDelay));
      if (gen !== generation) break;
      const t0 = performance.now();
      const r = await engine('ai', settings.opponent, boardViewer(), logViewer());
      stats.aiMs.push(r.ms);
      stats.aiRoundMs.push(performance.now() - t0);
      show(r.view);
      await save();
    }
  } catch (err) { toast(err.message); }
  aiRunning = false;
  render();
}

// The game in progress survives a reload: its replay and settings.
async function save() {
  if (mode !== 'play') return;
  localStorage.setItem('dcg.game', JSON.stringify({ settings, replay: await engine('replay') }));
}

const deckList = (p) => settings.lists[p] || starters[settings.names[p]];

async function newGame(seed) {
  generation++;
  mode = 'play';
  document.body.classList.remove('dbe');
  $('#game-choice').value = 'official';
  localStorage.setItem('dcg.kind', 'official');
  selected = null;
  shownPlayer = 0;
  $('#handover').hidden = true;
  $('#log').replaceChildren();
  seed = seed ?? Math.floor(Math.random() * 2 ** 32);
  show(await engine('newGame', deckList(0), deckList(1), String(seed), boardViewer(), logViewer()));
  await save();
  runAI();
}

async function resume(saved) {
  settings = saved.settings;
  await engine('loadReplay', saved.replay, 'the saved game');
  mode = 'play';
  const v = await engine('gotoReplay', -1, boardViewer(), logViewer());
  if (v.winner >= 0) return false;
  shownPlayer = v.decision ? v.decision.player : 0;
  show(v);
  $('#log').append(h('li', { class: 'turn' }, `Game resumed after ${v.answers} answers`));
  return true;
}

// ---- replays -----------------------------------------------------------------------------------
async function downloadReplay() {
  const text = mode === 'online' ? online.replay : await engine('replay');
  if (!text) { toast('The replay of an online game is there once it is over'); return; }
  const a = h('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/plain' })), download: 'dcg-game.replay' });
  document.body.append(a);
  a.click();
  a.remove();
}

async function loadReplay(file) {
  try {
    replayLen = await engine('loadReplay', await file.text(), file.name);
  } catch (err) { toast(err.message); return; }
  generation++;
  mode = 'replay';
  selected = null;
  $('#gameover').hidden = true;
  await stepReplay(0);
}

async function stepReplay(k) {
  replayPos = Math.max(0, Math.min(replayLen, k));
  $('#log').replaceChildren();
  show(await engine('gotoReplay', replayPos, -1, -1));
}

async function playOn() {
  mode = 'play';
  settings.opponent = 'greedy';
  generation++;
  show(await engine('view', boardViewer()));
  await save();
  runAI();
}

// ---- mods --------------------------------------------------------------------------------------
async function loadMod(fileList, persist = true) {
  const files = [], list = [...fileList]; // copied now: the input is cleared while we read
  for (const f of list)
    if (/\.(json|lua|txt)$/.test(f.name)) files.push({ path: f.webkitRelativePath || f.name, text: await f.text() });
  return loadModFiles(files, persist);
}

async function loadModFiles(files, persist) {
  try {
    cards = await engine('loadMod', files);
  } catch (err) { toast(err.message); return false; }
  if (persist) {
    const mods = JSON.parse(localStorage.getItem('dcg.mods') || '[]');
    mods.push(files);
    localStorage.setItem('dcg.mods', JSON.stringify(mods));
  }
  for (const f of files) {
    const m = f.path.match(/decks\/([^/]+)\.txt$/);
    if (m) starters[m[1]] = f.text;
  }
  fillDeckSelects();
  toast(`Mod loaded: ${files.length} files; ${cards.length} cards in all`, false);
  return true;
}

// ---- setup dialog ------------------------------------------------------------------------------
// The dialog serves both games: each gives its sample decks, deck check, opponents and start (dbe.js: dbe.setup).
const officialSetup = {
  decks: () => starters,
  check: (text, name) => engine('check', text, name),
  opponents: [['greedy', 'greedy AI'], ['random', 'random AI'], ['hotseat', 'a second player at this screen (hot-seat)']],
  current: () => settings,
  start(sides, opponent, seed) {
    settings.names = sides.map((d, p) => (typeof d === 'string' ? d : settings.names[p]));
    settings.lists = sides.map((d) => (typeof d === 'string' ? null : d.text));
    settings.opponent = opponent;
    return newGame(seed);
  },
};
const setupOf = () => (mode === 'dbe' ? dbe.setup : officialSetup);

function fillDeckSelects() {
  const g = setupOf(), now = g.current();
  for (const p of [0, 1]) {
    const sel = $(`#setup [name=deck${p}]`);
    sel.replaceChildren(...Object.keys(g.decks()).map((n) => h('option', { value: n }, n.toUpperCase())), h('option', { value: '' }, 'the pasted or loaded list'));
    sel.value = now.lists[p] ? '' : now.names[p];
    if (now.lists[p]) $(`#setup [name=list${p}]`).value = now.lists[p];
  }
}

// A pasted list is named pasted-N.txt (a DBE replay names its decks), a loaded one by its file's name.
const listName = (p) => $(`#setup [name=list${p}]`).dataset.file || `pasted-${p + 1}.txt`;

async function checkLists() {
  let ok = true;
  for (const p of [0, 1]) {
    const text = $(`#setup [name=list${p}]`).value.trim();
    const useList = $(`#setup [name=deck${p}]`).value === '';
    const out = $(`#setup [data-problems="${p}"]`);
    out.textContent = '';
    if (!useList) continue;
    const problems = text ? await setupOf().check(text, listName(p)) : 'paste a deck list first';
    out.textContent = problems;
    if (problems) ok = false;
  }
  return ok;
}

function openSetup() {
  fillDeckSelects();
  const f = $('#setup form'), g = setupOf();
  f.opponent.replaceChildren(...g.opponents.map(([value, text]) => h('option', { value }, text)));
  f.opponent.value = g.current().opponent;
  $('#setup h2').textContent = mode === 'dbe' ? 'New game of Battle Evolution' : 'New game';
  for (const p of [0, 1]) $(`#setup [data-problems="${p}"]`).textContent = '';
  $('#setup').showModal();
}

async function startFromSetup(e) {
  e.preventDefault();
  if (!(await checkLists())) return;
  const f = $('#setup form');
  const sides = [0, 1].map((p) => f[`deck${p}`].value || { name: listName(p), text: f[`list${p}`].value });
  $('#setup').close();
  $('#gameover').hidden = true;
  const seed = f.seed.value.trim();
  try { await setupOf().start(sides, f.opponent.value, seed ? seed : undefined); } catch (err) { toast(err.message); }
}

// ---- events ------------------------------------------------------------------------------------
// Every action reports its failure (a refused replay answer, ...) instead of leaving it unhandled.
const act = (promise) => Promise.resolve(promise).catch((err) => toast(err.message));
document.addEventListener('click', (e) => {
  if (e.target.closest('[data-close-details]')) { $('#details').classList.remove('open'); return; }
  if (view && e.target.closest('#board, #decision, #trash')) detailsOf(e.target);
  const t = e.target.closest('[data-option],[data-select],[data-cancel],[data-handover],[data-newgame],[data-download],[data-close],[data-step]');
  if (!t) return;
  if (t.dataset.option !== undefined) act(answer(Number(t.dataset.option)));
  else if (t.dataset.select !== undefined) { selected = t.dataset.select; render(); }
  else if (t.dataset.cancel !== undefined) { selected = null; render(); }
  else if (t.dataset.handover !== undefined) { if (mode === 'dbe') act(dbe.ready()); else $('#handover').hidden = true; }
  else if (t.dataset.newgame !== undefined) openSetup();
  else if (t.dataset.download !== undefined) act(mode === 'dbe' ? dbe.download() : downloadReplay());
  else if (t.dataset.close !== undefined) { $('#gameover').hidden = true; $('#gameover').dataset.closed = 1; }
  else if (t.dataset.step !== undefined) {
    const s = t.dataset.step;
    if (mode === 'dbe') { const r = dbe.replay; if (r) act(dbe.step({ first: 0, back: r.pos - 1, next: r.pos + 1, last: r.len }[s])); return; }
    act(s === 'play' ? playOn() : stepReplay({ first: 0, back: replayPos - 1, next: replayPos + 1, last: replayLen }[s]));
  }
});
// Battle Evolution (dbe.js) shares the buttons: each acts on the game on the board.
$('#btn-new').onclick = () => openSetup();
$('#btn-download').onclick = () => act(mode === 'dbe' ? dbe.download() : downloadReplay());
$('#btn-concede').onclick = () => act(mode === 'dbe' ? dbe.concede() : concede());
$('#btn-undo').onclick = () => act(mode === 'dbe' ? dbe.undo() : undoLast());
// ?seed=N fixes the seed of a game chosen here too
$('#game-choice').onchange = (e) => act(e.target.value === 'dbe' ? dbe.start(params.get('seed') ?? undefined) : newGame(params.get('seed') ?? undefined));
// a replay file: Battle Evolution's (its first line "dbe replay", with the deck lists it names chosen beside it) or the official game's
$('#in-replay').onchange = (e) => {
  const files = [...e.target.files];
  e.target.value = '';
  act((async () => {
    const texts = await Promise.all(files.map((f) => f.text()));
    if (texts.some((t) => t.startsWith('dbe replay'))) return dbe.loadReplay(files);
    if (!files[0]) return undefined;
    document.body.classList.remove('dbe');
    return loadReplay(files[0]);
  })());
};
// a deck list from a file, into the dialog's list
for (const p of [0, 1]) {
  $(`#setup [data-deckfile="${p}"]`).onchange = (e) => act((async () => {
    const f = e.target.files[0];
    e.target.value = '';
    if (!f) return;
    const list = $(`#setup [name=list${p}]`);
    list.value = await f.text();
    list.dataset.file = f.name;
    $(`#setup [name=deck${p}]`).value = '';
  })());
}
$('#in-mod').onchange = (e) => { act(loadMod(e.target.files)); e.target.value = ''; };
$('#setup form').addEventListener('submit', (e) => { if (e.submitter && e.submitter.value === 'start') act(startFromSetup(e)); });
for (const p of [0, 1]) $(`#setup [name=list${p}]`).addEventListener('input', (e) => { $(`#setup [name=deck${p}]`).value = ''; delete e.target.dataset.file; });

// ---- start: a game at once (or the saved one) --------------------------------------------------
(async () => {
  try {
    const init = await engine('init');
    cards = init.cards;
    starters = init.decks;
    stats.engineMs = init.ms;
    for (const files of JSON.parse(localStorage.getItem('dcg.mods') || '[]')) await loadModFiles(files, false);
    // the game: ?game=dbe (or a Battle Evolution game in progress) starts Battle Evolution (dbe.js)
    const wantDbe = params.get('game') === 'dbe' || (!params.has('game') && localStorage.getItem('dcg.kind') === 'dbe');
    if (wantDbe) {
      let back = false;
      if (!params.has('fresh')) { try { back = await dbe.resume(); } catch (err) { toast('The saved game could not be resumed: ' + err.message); } }
      if (!back) await dbe.start(params.get('seed') ?? undefined);
      stats.readyMs = performance.now();
      document.body.dataset.ready = '1';
      return;
    }
    const saved = params.has('fresh') ? null : JSON.parse(localStorage.getItem('dcg.game') || 'null');
    let resumed = false;
    if (saved) { try { resumed = await resume(saved); } catch (err) { toast('The saved game could not be resumed: ' + err.message); } }
    if (!resumed) {
      settings = { lists: [null, null], names: ['st1', 'st2'], opponent: params.get('ai') || 'greedy' };
      await newGame(params.get('seed') ?? undefined);
    }
    stats.readyMs = performance.now();
    document.body.dataset.ready = '1';
  } catch (err) {
    $('#status').textContent = 'The engine failed to start: ' + err.message;
    console.error(err);
  }
})();
