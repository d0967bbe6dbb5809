// load.mjs: a benchmark, not a test. N games at once between bot clients on
// loopback (each answers its requests at random as soon as they come):
// games finished, answers a second, latency from an answer sent to the
// next state received (p50, p99), and the server's memory per game.
// Usage: node load.mjs N [--shards K] [--seconds S]   (bounded: S seconds, 120 by default)
import { join } from 'node:path';
import { startServer, Client, rng, tmp, sleep } from './lib.mjs';

const N = Number(process.argv[2] || 100);
const arg = (name, def) => { const i = process.argv.indexOf(name); return i > 0 ? Number(process.argv[i + 1]) : def; };
const shards = arg('--shards', 1), seconds = arg('--seconds', 120);
const dir = tmp();
const basePort = 19600 + (process.pid % 300);
const servers = [];
for (let k = 0; k < shards; k++)
  servers.push(await startServer({ port: basePort + k, db: join(dir, `serve${k}.db`), args: shards > 1 ? ['--shard', `${k}/${shards}`] : [] }));
const fnv = (id) => { let h = 2166136261; for (const ch of Buffer.from(id)) h = Math.imul(h ^ ch, 16777619) >>> 0; return h; };
const shardOf = (id) => (shards > 1 ? fnv(id) % shards : 0);
const rss = () => servers.reduce((s, x) => s + x.rss(), 0);
const rss0 = rss();

const latencies = [];
let answers = 0, finished = 0, refused = 0;
function bot(c, r) {
  let sentAt = 0, waiting = -1;
  c.onMessage = (m) => {
    if (m.type === 'refused') refused++;
    if (m.type === 'over') { c.over = true; return; }
    if (m.type !== 'state') return;
    if (waiting >= 0 && m.step > waiting) { latencies.push(performance.now() - sentAt); waiting = -1; }
    if (!m.request) return;
    sentAt = performance.now();
    waiting = m.request.id;
    answers++;
    c.send({ type: 'answer', request: m.request.id, option: r(m.request.options) });
  };
}

// Connect and seat every game first (a few hundred at a time), then let them all play.
const t0 = performance.now();
const games = [];
for (let i = 0; i < N; i += 200) {
  await Promise.all(Array.from({ length: Math.min(200, N - i) }, async (_, j) => {
    const g = i + j, s = servers[g % shards];
    const a = new Client(s.url, `g${g}a`), b0 = null;
    await a.open;
    const made = await a.ask({ type: 'create', deck: 'st' + (1 + (g % 6)), seat: 0 }, ['joined'], 60000);
    if (made.type !== 'joined') throw new Error(JSON.stringify(made));
    const b = new Client(servers[shardOf(made.room)].url, `g${g}b`);
    await b.open;
    const r = rng(g + 1);
    bot(a, r);
    bot(b, r);
    games.push({ a, b, b0 });
    const joined = await b.ask({ type: 'join', room: made.room, deck: 'st' + (1 + ((g + 3) % 6)) }, ['joined'], 60000);
    if (joined.type !== 'joined') throw new Error(JSON.stringify(joined));
  }));
}
const seated = performance.now();
let peak = rss();
while (performance.now() - seated < seconds * 1000) {
  await sleep(250);
  peak = Math.max(peak, rss());
  finished = games.filter((g) => g.a.over).length;
  if (finished === N) break;
}
const elapsed = (performance.now() - seated) / 1000, total = (performance.now() - t0) / 1000; // games play while others are seated
latencies.sort((x, y) => x - y);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))].toFixed(1) : '-');
if (shards > 1) { // a room asked of the wrong shard says which one has it
  const c = new Client(servers[0].url, 'misdirected');
  await c.open;
  let id = 'x';
  for (let i = 0; shardOf(id) === 0; i++) id = 'x' + i;
  const r = await c.ask({ type: 'spectate', room: id }, ['watching']);
  console.log(`a room of shard 1 asked of shard 0: ${JSON.stringify(r)}`);
  c.close();
}
const result = { N, shards, seated_s: +((seated - t0) / 1000).toFixed(1), finished, seconds: +elapsed.toFixed(1), answers,
  answers_per_s: Math.round(answers / total), p50_ms: +pct(0.5), p99_ms: +pct(0.99), refused,
  rss_before_kib: rss0, rss_peak_kib: peak, kib_per_game: Math.round((peak - rss0) / N) };
console.log(JSON.stringify(result));
for (const g of games) { g.a.close(); g.b.close(); }
for (const s of servers) await s.stop();
process.exit(0);
