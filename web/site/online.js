// online.js: the page as a client of dcg serve (docs/protocol.md). The
// server runs the game; the page draws the view it is sent (the same shape
// as the local engine's) and answers the request's id. Lobby (rooms, create,
// join, watch), a seat or a watcher, reconnect with the seat's token (kept
// in localStorage, so a reload comes back to the seat). Shown when the page
// is served by dcg serve (--site) or given ?server=ws://HOST:PORT/.
'use strict';

const online = {
  seat: -1, room: null, ws: null, request: null, replay: null, queue: [],
  url: params.get('server') || (location.protocol.startsWith('http') && !params.has('offline') ? `ws://${location.host}/` : null),
  send(m) { if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(m)); else this.queue.push(m); },
  answer(i) {
    if (!this.request) return;
    this.send({ type: 'answer', request: this.request.id, option: i });
    this.request = null;
  },
};
window.dcgOnline = online;

function connectOnline() {
  return new Promise((resolve, reject) => {
    if (online.ws && online.ws.readyState === 1) { resolve(); return; }
    const ws = new WebSocket(online.url, 'dcg.v1');
    online.ws = ws;
    ws.onopen = () => { for (const m of online.queue.splice(0)) ws.send(JSON.stringify(m)); resolve(); };
    ws.onerror = () => reject(new Error('no server at ' + online.url));
    ws.onclose = (e) => { if (mode === 'online' && e.code !== 1000) toast(`Disconnected from the server (${e.code} ${e.reason}): reload to reconnect`); };
    ws.onmessage = (e) => onlineMessage(JSON.parse(e.data));
  });
}

const lobbyWaiters = [];
function onlineMessage(m) {
  window.dcgOnlineLog = window.dcgOnlineLog || [];
  window.dcgOnlineLog.push(m);
  switch (m.type) {
    case 'hello': break;
    case 'cards': cards = m.cards; break;
    case 'rooms': drawRooms(m.rooms); break;
    case 'joined': case 'watching':
      online.seat = m.seat;
      online.room = m.room;
      online.replay = null;
      if (m.token) localStorage.setItem('dcg.online', JSON.stringify({ room: m.room, token: m.token }));
      mode = 'online';
      generation++;
      selected = null;
      $('#log').replaceChildren(h('li', { class: 'turn' }, m.seat >= 0 ? `Room ${m.room}: you are P${m.seat + 1}` : `Room ${m.room}: watching`));
      $('#gameover').hidden = true;
      $('#lobby').close();
      $('#status').textContent = m.seat >= 0 ? `Room ${m.room}: waiting for an opponent…` : `Watching room ${m.room}`;
      break;
    case 'state':
      online.request = m.request;
      show(m.view);
      document.body.dataset.onlineStep = m.step;
      break;
    case 'over':
      online.replay = m.replay;
      localStorage.removeItem('dcg.online');
      document.body.dataset.onlineOver = m.hash;
      break;
    case 'refused': case 'error':
      if (/no seat of this room|no room/.test(m.reason)) localStorage.removeItem('dcg.online');
      toast(m.reason);
      break;
    case 'chat': $('#log').append(h('li', {}, `${m.from}: ${m.text}`)); break;
    default: break;
  }
  for (const w of lobbyWaiters.splice(0)) w(m);
}

function drawRooms(rooms) {
  const body = $('#lobby tbody');
  body.replaceChildren(...rooms.map((r) => h('tr', { 'data-room': r.id },
    h('td', {}, r.id), h('td', {}, r.status + (r.turn ? ` (turn ${r.turn})` : '')), h('td', {}, r.clock ? `${r.clock / 60} min + ${r.increment} s` : '—'),
    h('td', {}, String(r.watchers)),
    h('td', {}, r.status === 'waiting' ? h('button', { type: 'button', 'data-join': r.id }, 'Join') : null, ' ',
      h('button', { type: 'button', 'data-watch': r.id }, 'Watch')))));
  if (!rooms.length) body.append(h('tr', {}, h('td', { colspan: 5 }, 'No rooms yet: create one.')));
}

async function openLobby() {
  try { await connectOnline(); } catch (err) { toast(err.message); return; }
  const sel = $('#lobby [name=deck]');
  sel.replaceChildren(...Object.keys(starters).filter((n) => /^st\d$/.test(n)).map((n) => h('option', { value: n }, n.toUpperCase())));
  online.send({ type: 'cards' });
  online.send({ type: 'rooms' });
  if (!$('#lobby').open) $('#lobby').showModal();
}

document.addEventListener('click', (e) => {
  const t = e.target.closest('[data-create],[data-join],[data-watch],[data-refresh]');
  if (!t) return;
  const f = $('#lobby form');
  if (t.dataset.create !== undefined) {
    const clock = Number(f.clock.value);
    online.send({ type: 'create', deck: f.deck.value, clock, increment: clock ? 5 : 0, seat: 0 });
  } else if (t.dataset.join !== undefined) online.send({ type: 'join', room: t.dataset.join, deck: f.deck.value });
  else if (t.dataset.watch !== undefined) online.send({ type: 'spectate', room: t.dataset.watch });
  else online.send({ type: 'rooms' });
});

if (online.url) {
  const b = $('#btn-online');
  b.hidden = false;
  b.onclick = () => act(openLobby());
  // back to the seat after a reload: the token is the way back
  const saved = JSON.parse(localStorage.getItem('dcg.online') || 'null');
  if (saved) {
    const back = async () => {
      while (!document.body.dataset.ready) await new Promise((r) => setTimeout(r, 50));
      await connectOnline();
      online.send({ type: 'cards' });
      online.send({ type: 'reconnect', room: saved.room, token: saved.token });
    };
    back().catch((err) => toast(err.message));
  }
}
