// hostile.mjs: clients that break the protocol, against a server that
// keeps a game between two well-behaved bots going meanwhile. Malformed and
// oversized messages, stale request ids, answers for the other seat or from
// no seat, a wrong token, floods and a reader that stops reading: each is
// refused with a reason (changing nothing) or disconnected; the bots' game
// ends as dcg replay says; the server's memory stays bounded.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { startServer, Client, rng, autoplay, known, leaks, tmp, sleep } from './lib.mjs';

const dir = tmp();
const server = await startServer({ port: 18900 + (process.pid % 90), db: join(dir, 'serve.db') });
const results = [];
async function check(name, fn) {
  try { await fn(); results.push([name, null]); console.log(`ok: ${name}`); }
  catch (err) { results.push([name, err]); console.log(`FAILED: ${name}: ${err.message}`); }
}
const connect = async (name) => { const c = new Client(server.url, name); await c.open; return c; };

// The game no hostile client may touch: two bots, slowly, all along.
const a = await connect('bot P1'), b = await connect('bot P2');
const made = await a.ask({ type: 'create', deck: 'st1', seat: 0 }, ['joined']);
await b.ask({ type: 'join', room: made.room, deck: 'st2' }, ['joined']);
const botsOver = Promise.all([a, b].map((c) => c.next((m) => m.type === 'over', 240000)));
const rss0 = server.rss();

// A second game where the hostile clients hold seats.
const h1 = await connect('hostile P1'), h2 = await connect('hostile P2');
const hm = await h1.ask({ type: 'create', deck: 'st3', seat: 0 }, ['joined']);
await h2.ask({ type: 'join', room: hm.room, deck: 'st4' }, ['joined']);
const current = async () => (await h1.next((m) => m.type === 'state', 5000, 0), h1.log.filter((m) => m.type === 'state').pop());

await check('malformed messages are refused with a reason, the connection kept', async () => {
  const c = await connect('malformed');
  for (const text of ['not json', '[1,2]', '{"type":5}', '{"type":"nope"}', '{"type":"answer"}', '{"type":"join","room":7}', '{"type":"create","deck":"st1","seat":3}', '{"type":"create","deck":"../../etc/passwd"}', '{"type":"create","deck":"st1","format":"/etc/passwd"}']) {
    const r = await c.ask(text, []);
    assert.ok(['error', 'refused'].includes(r.type) && r.reason, `${text}: ${JSON.stringify(r)}`);
  }
  assert.equal(c.closed, null);
  for (let i = 0; i < 25; i++) c.send('{');
  const closed = await c.whenClosed(5000);
  // 1008 with its reason; or 1006 when the close frame is lost to the TCP reset of the unread messages
  assert.ok([1008, 1006].includes(closed.code), 'too many refused messages: disconnected');
});

await check('an oversized message closes the connection (1009)', async () => {
  const c = await connect('oversized');
  c.send(JSON.stringify({ type: 'chat', text: 'x'.repeat(200 * 1024) }));
  assert.equal((await c.whenClosed(5000)).code, 1009);
});

await check('a binary message closes the connection', async () => {
  const c = await connect('binary');
  c.ws.send(Buffer.from([1, 2, 3]));
  assert.ok([1003, 1002].includes((await c.whenClosed(5000)).code));
});

await check('a stale request id is refused and changes nothing', async () => {
  let st = await current();
  if (st.request === null) { // P2 decides: let P2 answer once
    const s2 = h2.log.filter((m) => m.type === 'state').pop();
    h2.send({ type: 'answer', request: s2.request.id, option: 0 });
    await h1.next((m) => m.type === 'state' && m.step > st.step, 5000);
    st = await current();
  }
  if (st.request) {
    const before = h1.log.length;
    const r = await h1.ask({ type: 'answer', request: st.step + 5, option: 0 }, ['refused']);
    assert.equal(r.type, 'refused');
    assert.match(r.reason, /stale request/);
    const r2 = await h1.ask({ type: 'answer', request: st.step, option: 9999 }, ['refused']);
    assert.match(r2.reason, /no option 9999/);
    assert.ok(!h1.log.slice(before).some((m) => m.type === 'state'), 'no state changed');
    h1.send({ type: 'answer', request: st.request.id, option: 0 }); // the real answer still works
    await h1.next((m) => m.type === 'state' && m.step === st.step + 1, 5000, before);
  }
});

await check("an answer for the other seat is refused ('not your decision')", async () => {
  const step = h1.log.filter((m) => m.type === 'state').pop().step;
  const st = await h2.next((m) => m.type === 'state' && m.step === step, 5000, 0);
  const mine = st.request !== null;
  const other = mine ? h1 : h2; // the seat that does not decide
  const r = await other.ask({ type: 'answer', request: st.step, option: 0 }, ['refused']);
  assert.equal(r.type, 'refused');
  assert.match(r.reason, /not your decision/);
});

await check('a watcher or a stranger cannot answer; a wrong token takes no seat', async () => {
  const w = await connect('watcher');
  await w.ask({ type: 'spectate', room: hm.room }, ['watching']);
  const st = h1.log.filter((m) => m.type === 'state').pop();
  assert.match((await w.ask({ type: 'answer', request: st.step, option: 0 }, ['refused'])).reason, /no seat/);
  const s = await connect('stranger');
  assert.match((await s.ask({ type: 'reconnect', room: hm.room, token: '0'.repeat(32) }, ['joined'])).reason, /no seat/);
  assert.match((await s.ask({ type: 'reconnect', room: made.room, token: hm.token }, ['joined'])).reason, /no seat/, "one room's token opens no other");
  assert.match((await s.ask({ type: 'answer', request: 0, option: 0 }, ['refused'])).reason, /no seat/);
  assert.match((await s.ask({ type: 'join', room: made.room, deck: 'st1' }, ['joined'])).reason, /no free seat/);
});

await check('a flood of messages is disconnected', async () => {
  const c = await connect('flood');
  for (let i = 0; i < 1000; i++) c.send({ type: 'rooms' });
  assert.ok([1008, 1006].includes((await c.whenClosed(10000)).code));
});

await check('a reader that stops reading is disconnected, its queue bounded', async () => {
  const c = await connect('slow reader');
  c.ws._socket.pause(); // reads nothing more
  const t0 = Date.now();
  let sent = 0;
  while (Date.now() - t0 < 20000 && sent < 400) { c.send({ type: 'cards' }); sent++; await sleep(40); }
  c.ws._socket.resume();
  const closed = await c.whenClosed(10000);
  assert.ok([1008, 1006].includes(closed.code), `closed with ${closed.code} after ${sent} requests`);
  console.log(`  slow reader: disconnected after ${sent} requests of the card list (~${Math.round(c.log.length)} replies read)`);
});

await check('many hostile connections at once: none affects the other games', async () => {
  const cs = await Promise.all(Array.from({ length: 200 }, (_, i) => connect(`crowd ${i}`)));
  for (const [i, c] of cs.entries()) c.send(i % 2 ? 'garbage' : { type: 'join', room: made.room, deck: 'st1' });
  await sleep(500);
  for (const c of cs) c.close();
});

await check('the bots\' game ended normally and dcg replay agrees', async () => {
  const r = rng(5);
  autoplay(a, r);
  autoplay(b, r);
  const [oa] = await botsOver;
  const oracle = known(oa.replay);
  assert.equal(oracle.final.hash, oa.hash);
  const problems = [...leaks(a.log, 0, oracle), ...leaks(b.log, 1, oracle)];
  assert.deepEqual(problems, []);
});

await check('memory stays bounded', async () => {
  await sleep(300);
  const grown = server.rss() - rss0;
  console.log(`  server memory: ${rss0} KiB before the hostile clients, ${server.rss()} KiB after`);
  assert.ok(grown < 64 * 1024, `grew by ${grown} KiB`);
});

for (const c of [a, b, h1, h2]) c.close();
assert.equal(await server.stop(), 0, 'the server stops cleanly');
const failed = results.filter(([, e]) => e).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
