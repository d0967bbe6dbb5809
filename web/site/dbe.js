// dbe.js: the second ruleset, Digimon Battle Evolution (docs/dbe.md), on the
// page: a game against the AI (the engine's random or mcts player) with the
// board as player 1 sees it (glue_dbe.c through worker.js: the AI's hand and
// its secret attack never reach the page before the Battle Phase). Every
// decision is shown generically, one button per option with the engine's
// text (dcg_dbe_option_text), so a new decision kind needs no change here;
// the Strategy Phase's attacks say their Power too. Shares app.js's helpers
// (engine, h, $, toast, mode). Test hooks: data-dbe-option (answers that
// option), data-attack, data-dbe-zone + data-player, data-count.
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
  let opponent = params.get('dbeai') || 'mcts';

  const name = (c) => (c >= 0 && cards[c] ? cards[c].name : 'a hidden card');
  const who = (p) => (p === 0 ? 'You' : 'The AI');

  async function ensureLoaded() {
    if (cards.length) return;
    const r = await engine('dbeInit');
    cards = r.cards;
    decks = r.decks;
    window.dcgDbeCards = cards;
  }

  // Start a DBE game (or resume one from its answers): the sample decks, flame for you, grove for the AI.
  async function start(seed, answers = [], names = null) {
    gen++;
    generation++;            // an official game's AI loop stops
    mode = 'dbe';
    view = null;             // app.js draws nothing while the DBE board is up
    document.body.classList.add('playing', 'dbe');
    $('#game-choice').value = 'dbe';
    $('#gameover').hidden = true;
    $('#log').replaceChildren();
    await ensureLoaded();
    seed = seed ?? Math.floor(Math.random() * 2 ** 32);
    // your sample deck: ?dbedeck=NAME (cards/dbe/decks/NAME.txt), flame by default; the AI plays another
    const mine = decks[params.get('dbedeck')] ? params.get('dbedeck') : 'flame';
    st = { seed: String(seed), names: names || [mine, Object.keys(decks).find((n) => n !== mine) || mine] };
    show(await engine('dbeNewGame', decks[st.names[0]], decks[st.names[1]], st.names, st.seed, answers));
    await keep();
    run();
  }

  function show(view2) {
    v = view2;
    window.dcgDbeView = v;
    for (const line of (v.log || '').split('\n')) if (line) addLine(line);
    render();
  }

  function addLine(line) {
    const log = $('#log');
    log.append(h('li', { class: /^turn /.test(line) ? 'turn' : null }, line.replace(/^P1's\b/, 'Your').replace(/^P1\b/, 'P1 (you)')));
    while (log.children.length > 400) log.firstChild.remove();
    log.scrollTop = log.scrollHeight;
  }

  async function answer(i) {
    if (running || busy || mode !== 'dbe') return;
    window.dcgLastAnswer = i;
    try { show(await engine('dbeAnswer', i)); } catch (err) { toast(err.message); return; }
    await keep();
    run();
  }

  async function run() {
    if (running) return;
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

  // The game in progress survives a reload: its seed and answers.
  async function keep() {
    if (mode !== 'dbe') return;
    const replay = await engine('dbeReplay');
    const answers = replay.split('\n').slice(4).filter(Boolean).map(Number);
    localStorage.setItem('dcg.kind', 'dbe');
    localStorage.setItem('dcg.dbe', JSON.stringify({ seed: st.seed, names: st.names, opponent, answers }));
  }

  async function resume() {
    const saved = JSON.parse(localStorage.getItem('dcg.dbe') || 'null');
    if (!saved || !saved.answers) return false;
    opponent = saved.opponent || opponent;
    await start(saved.seed, saved.answers, saved.names);
    if (v.over) return false;
    addLine(`Game resumed after ${v.answers} answers`);
    return true;
  }

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
    // the actives face each other in the middle; your hand is at the bottom
    const parts = p === 1 ? [title, counts, zones, activeBox(p)]
      : [activeBox(p), title, counts, zones, h('div', { class: 'dbe-hand', 'data-dbe-zone': 'hand', 'data-player': 0, 'data-count': pl.hand.length },
        pl.hand.map((c) => chip(c, { class: 'dbe-chip hand' })))];
    return h('div', { class: `side dbe-side ${p === 0 ? 'me' : 'opp'}`, 'data-side': p }, ...parts);
  }

  function optionButton(o, i) {
    const attrs = { 'data-dbe-option': i };
    let text = o.text;
    if (o.kind === OPT_ATTACK && o.attack >= 0) {
      const pl = v.players[0], ab = pl.active >= 0 && cards[pl.active] ? cards[pl.active].abilities[o.attack] : '';
      text = `${ATTACK_SIGNS[o.attack]} ${ATTACK_NAMES[o.attack]}: Power ${pl.power[o.attack]}${ab ? ` (${ab})` : ''}`;
      attrs['data-attack'] = o.attack;
      attrs.class = 'dbe-attack-button';
    }
    return h('button', attrs, text);
  }

  function render() {
    if (mode !== 'dbe' || !v) return;
    $('#board').replaceChildren(sideBox(1), h('div', { class: 'dbe-phase' }, `Turn ${v.turn} · ${v.phase} phase`), sideBox(0));
    const d = v.decision;
    $('#status').textContent = v.over ? overText() : `Battle Evolution · turn ${v.turn} · ${v.turnPlayer ? "the AI's" : 'your'} turn · ${v.phase} phase`
      + (d && d.player === 1 ? ' · the AI is thinking…' : '');
    const panel = $('#decision');
    panel.replaceChildren();
    if (d && d.player === 0 && d.options) {
      panel.append(h('p', { 'data-dbe-kind': d.kind }, TITLES[d.kind] || 'Choose:'),
        h('div', { class: `buttons${d.options.some((o) => o.kind === OPT_ATTACK) ? ' dbe-attacks-row' : ''}` }, d.options.map(optionButton)));
    } else if (d) {
      panel.append(h('p', { class: 'muted' }, 'The AI decides…'));
    }
    const go = $('#gameover');
    if (v.over && !go.dataset.closed) {
      $('h2', go).textContent = v.winner === 0 ? 'You win!' : v.winner === 1 ? 'The AI wins' : 'Draw';
      $('p', go).textContent = overText();
      go.hidden = false;
    } else if (!v.over) { go.hidden = true; delete go.dataset.closed; }
  }

  const overText = () => `${v.winner < 0 ? 'A draw' : v.winner === 0 ? 'You win' : 'The AI wins'} after ${v.turn} turns` +
    ` (KO points ${v.players[0].koPoints}–${v.players[1].koPoints})`;

  async function download() {
    const a = h('a', { href: URL.createObjectURL(new Blob([await engine('dbeReplay')], { type: 'text/plain' })), download: 'dcg-dbe.replay' });
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

  return { start, resume, render, download, get opponent() { return opponent; }, set opponent(x) { opponent = x; } };
})();
window.dcgDbe = dbe;
