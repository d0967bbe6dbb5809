// restart.mjs: the server is killed (SIGKILL) in the middle of games and
// started again on the same database: both players reconnect with their
// seat tokens, get the state and their pending request again, and finish.
// Nothing a player did is lost (the log holds, for every request, the
// answer its player last sent), and the game is the one never interrupted
// (dcg replay of the log ends in the server's final state).
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { startServer, Client, rng, known, leaks, tmp, sleep } from './lib.mjs';

const games = Number(process.argv[2] || 3);
const dir = tmp(), db = join(dir, 'serve.db');
const port = 18700 + (process.pid % 200);
let server = await startServer({ port, db });

// A seat that answers its requests and remembers what it sent for each.
function seat(client, r, sent) {
  client.onMessage = (m) => {
    if (m.type !== 'state' || !m.request) return;
    const option = r(m.request.options);
    sent.set(m.request.id, option);
    client.send({ type: 'answer', request: m.request.id, option });
  };
}

const tables = [];
for (let g = 0; g < games; g++) {
  const a = new Client(server.url, `g${g}P1`), b = new Client(server.url, `g${g}P2`);
  await Promise.all([a.open, b.open]);
  const ja = await a.ask({ type: 'create', deck: ['st1', 'st3', 'st5'][g % 3], seat: 0 }, ['joined']);
  const jb = await b.ask({ type: 'join', room: ja.room, deck: ['st2', 'st4', 'st6'][g % 3] }, ['joined']);
  assert.equal(jb.type, 'joined', JSON.stringify(jb));
  const t = { room: ja.room, tokens: [ja.token, jb.token], sent: [new Map(), new Map()], r: rng(77 + g), clients: [a, b] };
  // answer slowly enough that the kill lands mid-game
  for (const p of [0, 1]) {
    const c = t.clients[p];
    c.onMessage = (m) => {
      if (m.type !== 'state' || !m.request) return;
      const option = t.r(m.request.options);
      t.sent[p].set(m.request.id, option);
      setTimeout(() => c.send({ type: 'answer', request: m.request.id, option }), 5);
    };
    const last = c.log.filter((m) => m.type === 'state').pop();
    if (last) c.onMessage(last);
  }
  tables.push(t);
}
await sleep(150);
const steps = tables.map((t) => Math.max(0, ...t.clients.flatMap((c) => c.log.filter((m) => m.type === 'state').map((m) => m.step))));
console.log(`killing the server (SIGKILL) with games at answers ${steps.join(', ')}`);
assert.ok(steps.every((s) => s > 3), 'the games were under way: ' + steps);
await server.stop('SIGKILL');
for (const t of tables) for (const c of t.clients) await c.whenClosed().catch(() => {});
server = await startServer({ port, db });
console.log(server.out().trim());
assert.match(server.out(), new RegExp(`${games} rooms resumed`));

let failures = 0;
const overs = [];
for (const t of tables) {
  t.clients = [new Client(server.url, 'P1 again'), new Client(server.url, 'P2 again')];
  await Promise.all(t.clients.map((c) => c.open));
  for (const p of [0, 1]) {
    const c = t.clients[p];
    const over = c.next((m) => m.type === 'over', 120000);
    const back = await c.ask({ type: 'reconnect', room: t.room, token: t.tokens[p] }, ['joined']);
    assert.equal(back.seat, p, JSON.stringify(back));
    const st = await c.next((m) => m.type === 'state', 5000, 0);
    assert.ok(st.step >= 0 && (st.request === null || st.request.id === st.step), 'the pending request again, with its id');
    seat(c, t.r, t.sent[p]);
    const last = c.log.filter((m) => m.type === 'state').pop(); // a newer one may have come before the handler
    if (last.request) c.onMessage(last);
    overs.push(over.then((o) => ({ t, p, o })));
  }
}
const done = await Promise.all(overs);
for (const t of tables) {
  const o = done.find((d) => d.t === t).o;
  const oracle = known(o.replay);
  const answers = o.replay.split('\n').filter((l) => l.startsWith('answers ')).flatMap((l) => l.slice(8).trim().split(' ').map(Number));
  const problems = [];
  for (const [p, sent] of t.sent.entries())
    for (const [id, option] of sent) if (answers[id] !== option) problems.push(`P${p + 1}'s answer ${option} to request ${id} is not in the log (${answers[id]})`);
  if (oracle.final.hash !== o.hash) problems.push(`dcg replay ends in ${oracle.final.hash}, the server in ${o.hash}`);
  problems.push(...leaks(t.clients[0].log, 0, oracle), ...leaks(t.clients[1].log, 1, oracle));
  console.log(`room ${t.room}: ${answers.length} answers, winner P${o.winner + 1}, hash ${o.hash} = dcg replay's: ${problems.length ? 'NO' : 'yes'}`);
  if (problems.length) { failures++; console.log(problems.slice(0, 10).join('\n')); }
  for (const c of t.clients) c.close();
}
await server.stop();
console.log(`${games - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
