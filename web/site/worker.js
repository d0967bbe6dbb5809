// worker.js: the engine (dcg.wasm) lives here, so the AI never freezes the
// page. Messages {id, cmd, args}; replies {id, result} or {id, error}.
/* global importScripts, createDcg */
importScripts('dcg.js');

let M = null;
// ccall copies string arguments onto the wasm stack (5 MB, up to 4 bytes a character): texts are bounded well below.
const MAX_TEXT = 256 * 1024;
function ccall(name, ret, types, args) {
  for (const a of args) if (typeof a === 'string' && a.length > MAX_TEXT) throw new Error(`a text of ${a.length} characters is too large (${MAX_TEXT} at most)`);
  return M.ccall(name, ret, types, args);
}
const str = (name, types = [], args = []) => ccall(name, 'string', types, args);
const num = (name, types = [], args = []) => ccall(name, 'number', types, args);
const error = () => str('web_error');
const look = (viewer) => JSON.parse(str('web_view', ['number'], [viewer]));
// The game as viewer sees it, with the last call's events as logViewer saw them.
function view(viewer, logViewer = viewer) {
  const v = look(viewer);
  if (logViewer !== viewer) v.events = look(logViewer).events;
  for (const e of v.events) if (e.error) e.error = modPath(e.error);
  return v;
}
// A mod's files are named by their path in its folder, not in the virtual file system.
const modPath = (s) => s.replace(/\/mods\/\d+\//g, '');
let mods = 0;

function check(status, what, errorFn = 'web_error') {
  if (status !== 0) throw new Error(what + ': ' + str(errorFn));
}

// Write a mod folder's files ({path: "mod/cards/X.json", text}) under /mods/N and load it.
function loadMod(files) {
  const base = '/mods/' + ++mods;
  let top = '';
  for (const f of files) {
    const rel = f.path.replace(/^\/+/, '');
    if (rel.split('/').includes('..')) throw new Error(f.path + ': a path with ".." is refused');
    top = top || rel.split('/')[0];
    M.FS.mkdirTree((base + '/' + rel).replace(/\/[^/]*$/, ''));
    M.FS.writeFile(base + '/' + rel, f.text);
  }
  check(num('web_load_mod', ['string'], [base + '/' + top]), 'mod ' + top);
  return JSON.parse(str('web_cards'));
}

const commands = {
  async init() {
    const t0 = performance.now();
    M = await createDcg();
    check(num('web_init'), 'loading the cards and scripts');
    const decks = {};
    for (const name of M.FS.readdir('/dcg/cards/decks'))
      if (name.endsWith('.txt')) decks[name.replace('.txt', '')] = M.FS.readFile('/dcg/cards/decks/' + name, { encoding: 'utf8' });
    return { cards: JSON.parse(str('web_cards')), decks, ms: performance.now() - t0 };
  },
  check(text, name) {
    return num('web_deck_check', ['string', 'string'], [text, name]) === 0 ? '' : error();
  },
  newGame(first, second, seed, viewer, logViewer) {
    check(num('web_new_game', ['string', 'string', 'string'], [first, second, String(seed)]), 'new game');
    return view(viewer, logViewer);
  },
  view,
  answer(i, viewer, logViewer) {
    check(num('web_answer', ['number'], [i]), 'answer ' + i);
    return view(viewer, logViewer);
  },
  // Player p takes back their last choice (exact: the engine's state copies).
  undo(p, viewer, logViewer) {
    if (num('web_undo', ['number'], [p]) !== 0) throw new Error(error());
    return view(viewer, logViewer);
  },
  concede(p, viewer, logViewer) {
    check(num('web_concede', ['number'], [p]), 'concede');
    return view(viewer, logViewer);
  },
  // The AI picks and plays one answer; ms is its thinking time.
  ai(name, viewer, logViewer) {
    const t0 = performance.now();
    const pick = num('web_ai_pick', ['string'], [name]);
    const ms = performance.now() - t0;
    if (pick < 0) throw new Error('the AI ' + name + ' found nothing to answer');
    check(num('web_answer', ['number'], [pick]), 'AI answer');
    return { pick, ms, view: view(viewer, logViewer) };
  },
  replay() { return str('web_replay'); },
  loadReplay(text, name) {
    const n = num('web_replay_load', ['string', 'string'], [text, name]);
    if (n < 0) throw new Error(error());
    return n;
  },
  gotoReplay(upto, viewer, logViewer) {
    if (num('web_replay_goto', ['number'], [upto]) < 0) throw new Error(error());
    return view(viewer, logViewer);
  },
  loadMod,
  // The second ruleset, Battle Evolution (glue_dbe.c): the game as one player sees it (viewer: the player in
  // front of the screen: 0 against the AI, the seat in hot-seat; -1 only for a loaded replay), never more.
  dbeInit() {
    check(num('web_dbe_init'), 'loading the Battle Evolution cards', 'web_dbe_error');
    const decks = {};
    for (const name of M.FS.readdir('/dcg/cards/dbe/decks'))
      if (name.endsWith('.txt')) decks[name.replace('.txt', '')] = M.FS.readFile('/dcg/cards/dbe/decks/' + name, { encoding: 'utf8' });
    M.FS.mkdirTree('/dbe-decks');
    return { cards: JSON.parse(str('web_dbe_cards')), decks };
  },
  // A deck list of the player's own (not a sample): checked, and kept by its file name for the replays that name it.
  dbeDeck(name, text) {
    check(num('web_dbe_deck_check', ['string', 'string'], [text, name]), 'deck ' + name, 'web_dbe_error');
    M.FS.writeFile('/dbe-decks/' + name.replace(/^.*\//, ''), text);
    return true;
  },
  dbeCheck(text, name) {
    return num('web_dbe_deck_check', ['string', 'string'], [text, name]) === 0 ? '' : str('web_dbe_error');
  },
  // viewer 'decider': the player the first decision is asked of (hot-seat: the screen goes to them first)
  dbeNewGame(first, second, names, seed, answers = [], viewer = 0) {
    check(num('web_dbe_new_game', ['string', 'string', 'string', 'string', 'string'], [first, second, names[0], names[1], String(seed)]),
      'new game', 'web_dbe_error');
    if (viewer === 'decider') viewer = Math.max(0, num('web_dbe_decider'));
    let log = dbeView(viewer).log;
    for (const i of answers) { check(num('web_dbe_answer', ['number'], [i]), 'answer ' + i, 'web_dbe_error'); log += dbeView(viewer).log; }
    return { ...dbeView(viewer), log };
  },
  dbeView(viewer = 0) { return { ...dbeView(viewer), log: '' }; },   // the log of the last call was sent with it
  dbeAnswer(i, viewer = 0) {
    check(num('web_dbe_answer', ['number'], [i]), 'answer ' + i, 'web_dbe_error');
    return dbeView(viewer);
  },
  dbeUndo(p, viewer = 0) {
    if (num('web_dbe_undo', ['number'], [p]) !== 0) throw new Error(str('web_dbe_error'));
    return dbeView(viewer);
  },
  dbeConcede(p, viewer = 0) {
    check(num('web_dbe_concede', ['number'], [p]), 'concede', 'web_dbe_error');
    return dbeView(viewer);
  },
  // The AI's pick itself stays here: in the Strategy Phase it is the secret attack.
  dbeAi(name) {
    const t0 = performance.now();
    const pick = num('web_dbe_ai_pick', ['string'], [name]);
    const ms = performance.now() - t0;
    if (pick < 0) throw new Error('the AI ' + name + ' found nothing to answer: ' + str('web_dbe_error'));
    check(num('web_dbe_answer', ['number'], [pick]), 'AI answer', 'web_dbe_error');
    return { ms, view: dbeView(0) };
  },
  dbeReplay(viewer = 0) { return str('web_dbe_replay', ['number'], [viewer]); },   // never past the other's secret attack
  // A replay file (dcg replay --ruleset dbe): its answers' count; decks it names that are not samples come as deck files.
  dbeLoadReplay(text, name, deckFiles = []) {
    for (const f of deckFiles) commands.dbeDeck(f.name, f.text);
    const n = num('web_dbe_replay_load', ['string', 'string'], [text, name]);
    if (n < 0) throw new Error(str('web_dbe_error'));
    return n;
  },
  dbeGotoReplay(upto, viewer = -1) {
    if (num('web_dbe_replay_goto', ['number'], [upto]) < 0) throw new Error(str('web_dbe_error'));
    return dbeView(viewer);
  },
};
const dbeView = (viewer) => JSON.parse(str('web_dbe_view', ['number'], [viewer]));

self.onmessage = async (e) => {
  const { id, cmd, args } = e.data;
  try {
    self.postMessage({ id, result: await commands[cmd](...args) });
  } catch (err) {
    self.postMessage({ id, error: modPath(String(err.message || err)) });
  }
};
