// dbe.js: the second ruleset, Digimon Battle Evolution (docs/dbe.md), on the
// page: a game against the AI (the engine's random or mcts player) or two
// people at one screen (hot-seat), with the board as the player in front of
// the screen sees it (glue_dbe.c through worker.js: the other's hand and
// secret attack never reach the page before the Battle Phase; in hot-seat a
// hand-over screen covers the board between the players and each one's view
// is asked only once it is theirs). Undo, concession, a replay loaded and
// stepped, and decks of your own (the official page's New game dialog, its
// replay bar and hand-over screen) as on the official board. Every decision
// is shown generically, one button per option with the engine's text
// (dcg_dbe_option_text), so a new decision kind needs no change here; the
// Strategy Phase's attacks say their Power too. Shares app.js's helpers
// (engine, h, $, toast, mode, act). Test hooks: data-dbe-option (answers
// that option), data-attack, data-dbe-zone + data-player, data-count.
'use strict';

const dbe = (() => {
  const ATTACK_SIGNS = ['○', '△', '✕'];
  const ATTACK_NAMES = ['circle', 'triangle', 'cross'];
  const OPT_ATTACK = 5;   // DBE_OPT_ATTACK (dcg_dbe.h)
  // Questions of the decision kinds known today (dcg_dbe.h); any other kind is asked as "Choose:".
  const TITLES = ['Opening hand: set a card aside, or keep the hand.', 'Prep Phase: keep this hand, or a full mulligan?',
    'Prep Phase: which Digimon becomes your active?', 'Evolution Phase: put a card into your DP zone?',
    'Evolution Phase: evolve your active?', 'Strategy Phase: choose your attack (secret until the Battle Phase).',
    'Support Phase: play a support?', 'End Phase: discard down to the hand limit.', 'Prep Phase: partner-evolve?'];
  const ais = { random: 'random', mcts: 'mcts' };   // the search with its 64 playouts: about 0.1 s a decision at most
  let cards = [], decks = {}, st = null, v = null, running = false, gen = 0;
  let opponent = params.get('dbeai') || (params.get('ai') === 'hotseat' ? 'hotseat' : 'mcts');
  let seat = 0;             // the player in front of the screen: 0 against the AI; in hot-seat, the one deciding
  let handover = false;     // hot-seat: the screen is covered until the next player is ready
  let replay = null;        // a loaded replay being stepped: {len, pos}
  const hot = () => opponent === 'hotseat' && !replay;
  const viewer = () => (replay ? -1 : seat);

  const name = (c) => (c >= 0 && cards[c] ? cards[c].name : 'a hidden card');
  const named = () => hot() || replay;   // P1/P2 where the screen is shared
  const who = (p) => (named() ? `P${p + 1}` : p === 0 ? 'You' : 'The AI');

  async function ensureLoaded() {
    if (cards.length) return;
    const r = await engine('dbeInit');
    cards = r.cards;
    decks = r.decks;
    window.dcgDbeCards = cards;
  }

  const samplePath = (n) => `cards/dbe/decks/${n}.txt`;
  // Start a DBE game: your deck and the other's (a sample's name, or {name, text} of your own list), the opponent.
  async function start(seed, choice = null) {
    gen++;
    generation++;            // an official game's AI loop stops
    mode = 'dbe';
    view = null;             // app.js draws nothing while the DBE board is up
    replay = null;
    document.body.classList.add('playing', 'dbe');
    $('#game-choice').value = 'dbe';
    $('#gameover').hidden = true;
    $('#replaybar').hidden = true;
    $('#log').replaceChildren();
    await ensureLoaded();
    seed = seed ?? Math.floor(Math.random() * 2 ** 32);
    if (choice) opponent = choice.opponent;
    // the sample decks: ?dbedeck=NAME (cards/dbe/decks/NAME.txt) is yours, flame by default; the other plays another
    const mine = decks[params.get('dbedeck')] ? params.get('dbedeck') : 'flame';
    const sides = choice ? choice.decks : [mine, Object.keys(decks).find((n) => n !== mine) || mine];
    const own = sides.map((d) => (typeof d === 'string' ? null : d));
    for (const d of own) if (d) await engine('dbeDeck', d.name, d.text);
    st = { seed: String(seed), names: sides.map((d) => (typeof d === 'string' ? d : d.name)), own };
    const lists = sides.map((d) => (typeof d === 'string' ? decks[d] : d.text));
    seat = 0;
    handover = false;
    $('#handover').hidden = true;
    const first = await engine('dbeNewGame', lists[0], lists[1], st.names, st.seed, [], hot() ? 'decider' : 0);
    if (hot()) { seat = first.viewer; coverFor(seat, `P${seat + 1} begins: pass the screen to P${seat + 1}.`); }
    show(first);
    await keep();
    run();
  }

  // Hot-seat: the board is covered (and emptied) until player p says they are ready.
  function coverFor(p, text) {
    handover = true;
    $('p', $('#handover')).textContent = text || `Pass the screen to P${p + 1}.`;
    $('#handover').hidden = false;
  }

  async function ready() {
    $('#handover').hidden = true;
    if (!handover || !v) return;
    handover = false;
    if (v.decision) seat = v.decision.player;
    show(await engine('dbeView', seat));
  }

  // After an answer in hot-seat: when the decision is now the other's, the screen changes hands.
  function passOn() {
    if (hot() && v.decision && v.decision.player !== seat) coverFor(v.decision.player);
  }

  function show(view2) {
    v = view2;
    window.dcgDbeView = v;
    for (const line of (v.log || '').split('\n')) if (line) addLine(line);
    render();
  }

  function addLine(line) {
    const log = $('#log');
    log.append(h('li', { class: /^turn /.test(line) ? 'turn' : null }, named() ? line : line.replace(/^P1's\b/, 'Your').replace(/^P1\b/, 'P1 (you)')));
    while (log.children.length > 400) log.firstChild.remove();
    log.scrollTop = log.scrollHeight;
  }

  async function answer(i) {
    if (running || busy || mode !== 'dbe' || replay || handover) return;
    window.dcgLastAnswer = i;
    try { show(await engine('dbeAnswer', i, seat)); } catch (err) { toast(err.message); return; }
    passOn();
    render();
    await keep();
    run();
  }

  // The player in front of the screen takes back their last choice (the engine's exact state copies;
  // refused once a card they did not know came to light since).
  async function undo() {
    if (running || busy || mode !== 'dbe' || replay || handover || !v) return;
    try { show(await engine('dbeUndo', seat, seat)); } catch (err) { toast(err.message); return; }
    addLine(`${named() ? `P${seat + 1}'s` : 'Your'} last choice is taken back`);
    await keep();
  }

  // The player in front of the screen concedes (reading R10-E-1): the other wins at once.
  async function concede() {
    if (running || busy || mode !== 'dbe' || replay || handover || !v || v.over) return;
    if (!window.confirm(`${named() ? `P${seat + 1}` : 'You'}: concede and lose the game now?`)) return;
    show(await engine('dbeConcede', seat, seat));
    await keep();
  }

  async function run() {
    if (running || hot() || replay) return;
    running = true;
    const g = gen;
    try {
      while (v.decision && v.decision.player === 1 && g === gen && mode === 'dbe') {
        if (aiDelay) await new Promise((r) => setTimeout(r, aiDelay));
        if (g !== gen) break;
        const r = await engine('dbeAi', ais[opponent] || opponent);
        if (g !== gen) break;
        show(r.view);
        await keep();
      }
    } catch (err) { toast(err.message); }
    running = false;
    if (g === gen) render();
  }

  // The game in progress survives a reload: its replay as the player in front of the screen may see it
  // (never past the other's secret attack), the lists of your own decks, the opponent.
  async function keep() {
    if (mode !== 'dbe' || replay) return;
    const text = await engine('dbeReplay', seat);
    localStorage.setItem('dcg.kind', 'dbe');
    localStorage.setItem('dcg.dbe', JSON.stringify({ replay: text, own: st.own, opponent, seat }));
  }

  async function resume() {
    const saved = JSON.parse(localStorage.getItem('dcg.dbe') || 'null');
    if (!saved || !saved.replay) return false;
    await ensureLoaded();
    for (const d of saved.own || []) if (d) await engine('dbeDeck', d.name, d.text);
    await engine('dbeLoadReplay', saved.replay, 'the saved game');
    gen++;
    generation++;
    mode = 'dbe';
    view = null;
    replay = null;
    document.body.classList.add('playing', 'dbe');
    $('#game-choice').value = 'dbe';
    opponent = saved.opponent || opponent;
    seat = saved.seat || 0;
    const lines = saved.replay.split('\n');
    st = { seed: lines[1].split(' ')[1], names: [lines[2], lines[3]].map((l) => l.split(' ')[1]), own: saved.own || [null, null] };
    $('#log').replaceChildren();
    show(await engine('dbeGotoReplay', -1, seat));
    if (v.over) return false;
    addLine(`Game resumed after ${v.answers} answers`);
    handover = false;
    passOn();
    render();
    run();
    return true;
  }

  // A replay file (`dcg replay --ruleset dbe`, or this page's download) with the deck lists it names that are
  // not samples, stepped with the replay bar; both sides shown.
  async function loadReplay(files) {
    const texts = await Promise.all([...files].map(async (f) => ({ name: f.name, text: await f.text() })));
    const r = texts.find((f) => f.text.startsWith('dbe replay'));
    if (!r) { toast('No Battle Evolution replay among the files (its first line: dbe replay)'); return; }
    await ensureLoaded();
    let len;
    try { len = await engine('dbeLoadReplay', r.text, r.name, texts.filter((f) => f !== r)); } catch (err) { toast(err.message); return; }
    gen++;
    generation++;
    mode = 'dbe';
    view = null;
    handover = false;
    $('#handover').hidden = true;
    document.body.classList.add('playing', 'dbe');
    $('#game-choice').value = 'dbe';
    replay = { len, pos: len, name: r.name };
    await step(len);
  }

  async function step(k) {
    if (!replay) return;
    replay.pos = Math.max(0, Math.min(replay.len, k));
    $('#log').replaceChildren();
    show(await engine('dbeGotoReplay', replay.pos, -1));
  }

  // The New game dialog (app.js, shared with the official game): the sample decks, a deck list checked by
  // Deck Construction (the engine's message), the opponents.
  const setup = {
    decks: () => decks,
    check: (text, name) => engine('dbeCheck', text, name),
    opponents: [['mcts', 'the search AI'], ['random', 'random AI'], ['hotseat', 'a second player at this screen (hot-seat)']],
    current: () => ({ names: st ? st.names.map((n) => n.replace(/^cards\/dbe\/decks\/|\.txt$/g, '')) : ['flame', 'grove'], lists: st ? st.own.map((d) => d && d.text) : [null, null], opponent }),
    start: (sides, opp, seed) => start(seed, { decks: sides, opponent: opp }),
  };

  // ---- drawing --------------------------------------------------------------------------------------
  const chip = (c, attrs = {}) => h('span', { class: 'dbe-chip', ...attrs, title: c >= 0 && cards[c] ? cardTitle(c) : null, 'data-def': c >= 0 ? c : null },
    c >= 0 && cards[c] ? `${cards[c].name}${cards[c].level ? ` (${cards[c].level})` : ''}` : '?');
  const cardTitle = (c) => `${cards[c].number} ${cards[c].name} · ${cards[c].kind}${cards[c].level ? ` · level ${cards[c].level}` : ''}` +
    (cards[c].abilities.some(Boolean) ? ` · ${cards[c].abilities.map((a, k) => `${ATTACK_SIGNS[k]} ${a || '-'}`).join(' ')}` : '');
  const stat = (label, value, attrs = {}) => h('span', { class: 'dbe-stat', ...attrs }, h('small', {}, label), ` ${value}`);

  function activeBox(p) {
    const pl = v.players[p];
    if (pl.active < 0) return h('div', { class: 'dbe-active empty', 'data-dbe-zone': 'active', 'data-player': p }, 'no active Digimon');
    const c = cards[pl.active] || { abilities: [] };
    const attacks = [0, 1, 2].map((k) => h('div', { class: `dbe-attack${pl.attack === k ? ' chosen' : ''}`, 'data-attack-row': k },
      h('b', {}, ATTACK_SIGNS[k]), ` ${pl.power[k]}`, c.abilities[k] ? h('small', {}, ` ${c.abilities[k]}`) : null));
    return h('div', { class: `dbe-active${pl.abnormal ? ' abnormal' : ''}`, 'data-dbe-zone': 'active', 'data-player': p, 'data-card': pl.active, 'data-def': pl.active },
      h('div', { class: 'dbe-name' }, `${name(pl.active)}`, h('small', {}, ` ${c.level || ''}`)),
      h('div', { class: 'dbe-hp' }, `HP ${pl.hp}`, pl.abnormal ? h('small', {}, ' abnormal') : null, pl.flat ? h('small', {}, ` flat ${pl.flat}`) : null),
      h('div', { class: 'dbe-attacks' }, attacks),
      pl.attack >= 0 ? h('div', { class: 'dbe-chosen', 'data-chosen': pl.attack }, `attack: ${ATTACK_NAMES[pl.attack]}`) : null,
      pl.support.length ? h('div', { class: 'dbe-support', 'data-dbe-zone': 'support' }, 'support: ', pl.support.map((s) => chip(s))) : null);
  }

  function sideBox(p) {
    const pl = v.players[p];
    const kos = h('span', { class: 'dbe-kos', 'data-dbe-zone': 'ko', 'data-player': p, 'data-count': pl.koPoints, title: 'KO points (4 win)' },
      [0, 1, 2, 3].map((k) => h('i', { class: k < pl.koPoints ? 'on' : null })));
    const counts = h('div', { class: 'dbe-counts' },
      stat('deck', pl.count.deck, { 'data-dbe-zone': 'deck', 'data-player': p, 'data-count': pl.count.deck }),
      stat('hand', pl.count.hand, { 'data-dbe-zone': 'handcount', 'data-player': p, 'data-count': pl.count.hand }),
      stat('trash', pl.count.trash, { 'data-dbe-zone': 'trash', 'data-player': p, 'data-count': pl.count.trash }),
      pl.count.dark ? stat('dark', pl.count.dark) : null,
      stat('DP', pl.dp, { 'data-dbe-zone': 'dp', 'data-player': p, 'data-count': pl.dp }), kos);
    const zones = h('div', { class: 'dbe-zones' },
      pl.dpZone.length ? h('div', {}, h('small', {}, 'DP zone: '), pl.dpZone.map((c) => chip(c))) : null,
      pl.destiny.length ? h('div', { 'data-dbe-zone': 'destiny', 'data-player': p }, h('small', {}, 'Destiny Zone: '), pl.destiny.map((c) => chip(c))) : null);
    const title = h('div', { class: 'who' }, `${who(p)}${v.turnPlayer === p ? ' — on turn' : ''}`);
    // the actives face each other in the middle; the hand of the player in front of the screen is at the bottom
    // (a replay shows both: the view has both)
    const hand = pl.hand ? h('div', { class: 'dbe-hand', 'data-dbe-zone': 'hand', 'data-player': p, 'data-count': pl.hand.length },
      pl.hand.map((c) => chip(c, { class: 'dbe-chip hand' }))) : null;
    const parts = p !== bottom() ? [hand, title, counts, zones, activeBox(p)] : [activeBox(p), title, counts, zones, hand];
    return h('div', { class: `side dbe-side ${p === bottom() ? 'me' : 'opp'}`, 'data-side': p }, ...parts);
  }

  const bottom = () => (replay ? 0 : seat);

  function optionButton(o, i) {
    const attrs = { 'data-dbe-option': i };
    let text = o.text;
    if (o.kind === OPT_ATTACK && o.attack >= 0) {
      const pl = v.players[v.decision.player], ab = pl.active >= 0 && cards[pl.active] ? cards[pl.active].abilities[o.attack] : '';
      text = `${ATTACK_SIGNS[o.attack]} ${ATTACK_NAMES[o.attack]}: Power ${pl.power[o.attack]}${ab ? ` (${ab})` : ''}`;
      attrs['data-attack'] = o.attack;
      attrs.class = 'dbe-attack-button';
    }
    return h('button', attrs, text);
  }

  function render() {
    if (mode !== 'dbe' || !v) return;
    const d = v.decision;
    $('#replaybar').hidden = !replay;
    document.body.classList.toggle('replaying', !!replay);
    if (replay) $('#replaypos').textContent = `${replay.pos} / ${replay.len}`;
    const panel = $('#decision');
    panel.replaceChildren();
    if (handover) {   // hot-seat: nothing of the player who just decided stays on the page
      $('#board').replaceChildren();
      $('#status').textContent = `Battle Evolution · turn ${v.turn} · pass the screen`;
      return;
    }
    $('#board').replaceChildren(sideBox(1 - bottom()), h('div', { class: 'dbe-phase' }, `Turn ${v.turn} · ${v.phase} phase`), sideBox(bottom()));
    $('#status').textContent = v.over ? overText() : replay ? `Battle Evolution · replay ${replay.name} · answer ${replay.pos} of ${replay.len}`
      : `Battle Evolution · turn ${v.turn} · ${named() ? `P${v.turnPlayer + 1}'s` : v.turnPlayer ? "the AI's" : 'your'} turn · ${v.phase} phase`
      + (d && d.player !== seat && !hot() ? ' · the AI is thinking…' : '');
    if (replay) {
      if (d) panel.append(h('p', { class: 'muted' }, `${who(d.player)} decides: ${TITLES[d.kind] || 'Choose:'}`));
    } else if (d && d.player === seat && d.options) {
      panel.append(h('p', { 'data-dbe-kind': d.kind }, TITLES[d.kind] || 'Choose:'),
        h('div', { class: `buttons${d.options.some((o) => o.kind === OPT_ATTACK) ? ' dbe-attacks-row' : ''}` }, d.options.map(optionButton)));
    } else if (d) {
      panel.append(h('p', { class: 'muted' }, 'The AI decides…'));
    }
    const go = $('#gameover');
    if (v.over && !replay && !go.dataset.closed) {
      $('h2', go).textContent = v.winner < 0 ? 'Draw' : named() ? `P${v.winner + 1} wins` : v.winner === 0 ? 'You win!' : 'The AI wins';
      $('p', go).textContent = overText();
      go.hidden = false;
    } else if (!v.over || replay) { go.hidden = true; delete go.dataset.closed; }
  }

  const overText = () => `${v.winner < 0 ? 'A draw' : `${who(v.winner)} win${named() ? 's' : v.winner === 0 ? '' : 's'}`} after ${v.turn} turns` +
    (v.conceded >= 0 ? `: ${who(v.conceded)} conceded` : ` (KO points ${v.players[0].koPoints}–${v.players[1].koPoints})`);

  // Only once the game is over (or a replay loaded): a replay names the seed, from which every shuffle
  // follows, so loaded mid-game (this page shows a loaded replay's both sides) it would show the other
  // player's hand and deck, the AI's or the other seat's.
  async function download() {
    if (v && !v.over && !replay) { toast('The replay can be downloaded once the game is over: its seed would show the other player\'s cards'); return; }
    const a = h('a', { href: URL.createObjectURL(new Blob([await engine('dbeReplay', viewer())], { type: 'text/plain' })), download: 'dcg-dbe.replay' });
    document.body.append(a);
    a.click();
    a.remove();
  }

  // A tap on a card shows its facts (in a sheet on a narrow screen, as the official board's).
  function details(c) {
    const x = cards[c];
    const close = h('button', { class: 'close', 'data-close-details': 1, 'aria-label': 'close' }, '×');
    $('#details').replaceChildren(close, h('h4', {}, `${x.name} `, h('small', {}, x.number)),
      h('p', {}, [x.kind, x.level ? `level ${x.level}` : ''].filter(Boolean).join(' · ')),
      x.abilities.some(Boolean) ? h('p', {}, x.abilities.map((a, k) => `${ATTACK_SIGNS[k]} ${a || '—'}`).join('   ')) : null);
    $('#details').classList.remove('muted');
    $('#details').classList.add('open');
  }

  document.addEventListener('click', (e) => {
    if (mode !== 'dbe') return;
    const t = e.target.closest('[data-dbe-option]');
    if (t) { act(answer(Number(t.dataset.dbeOption))); return; }
    const c = e.target.closest('#board [data-def]');
    if (c && cards[Number(c.dataset.def)]) details(Number(c.dataset.def));
  });

  return { start, resume, render, download, undo, concede, ready, loadReplay, step, setup,
    get replay() { return replay; }, get opponent() { return opponent; }, set opponent(x) { opponent = x; } };
})();
window.dcgDbe = dbe;
