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
  // The second ruleset, Battle Evolution (glue_dbe.c): the game as player 0 sees it, never more.
  dbeInit() {
    check(num('web_dbe_init'), 'loading the Battle Evolution cards', 'web_dbe_error');
    const decks = {};
    for (const name of M.FS.readdir('/dcg/cards/dbe/decks'))
      if (name.endsWith('.txt')) decks[name.replace('.txt', '')] = M.FS.readFile('/dcg/cards/dbe/decks/' + name, { encoding: 'utf8' });
    return { cards: JSON.parse(str('web_dbe_cards')), decks };
  },
  dbeNewGame(first, second, names, seed, answers = []) {
    check(num('web_dbe_new_game', ['string', 'string', 'string', 'string', 'string'], [first, second, names[0], names[1], String(seed)]),
      'new game', 'web_dbe_error');
    let log = dbeView().log;
    for (const i of answers) { check(num('web_dbe_answer', ['number'], [i]), 'answer ' + i, 'web_dbe_error'); log += dbeView().log; }
    return { ...dbeView(), log };
  },
  dbeAnswer(i) {
    check(num('web_dbe_answer', ['number'], [i]), 'answer ' + i, 'web_dbe_error');
    return dbeView();
  },
  // The AI's pick itself stays here: in the Strategy Phase it is the secret attack.
  dbeAi(name) {
    const t0 = performance.now();
    const pick = num('web_dbe_ai_pick', ['string'], [name]);
    const ms = performance.now() - t0;
    if (pick < 0) throw new Error('the AI ' + name + ' found nothing to answer: ' + str('web_dbe_error'));
    check(num('web_dbe_answer', ['number'], [pick]), 'AI answer', 'web_dbe_error');
    return { ms, view: dbeView() };
  },
  dbeReplay() { return str('web_dbe_replay', ['number'], [0]); },   // never past the AI's secret attack
};
// The page's player is player 0: only their view leaves the worker.
const dbeView = () => JSON.parse(str('web_dbe_view', ['number'], [0]));

self.onmessage = async (e) => {
  const { id, cmd, args } = e.data;
  try {
    self.postMessage({ id, result: await commands[cmd](...args) });
  } catch (err) {
    self.postMessage({ id, error: modPath(String(err.message || err)) });
  }
};
