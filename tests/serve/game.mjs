// game.mjs: two players play a whole game through dcg serve while a third
// client watches. Every message each seat and the watcher received is
// checked against what that viewer may see (none names a card it may not),
// and the game's log replayed by `dcg replay` ends in the same state.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { startServer, Client, rng, autoplay, known, leaks, tmp } from './lib.mjs';

const games = Number(process.argv[2] || 3);
const dir = tmp();
const server = await startServer({ port: 18200 + (process.pid % 500), db: join(dir, 'serve.db') });
let failures = 0;
try {
  for (let g = 0; g < games; g++) {
    const decks = [['st1', 'st2'], ['st3', 'st4'], ['st5', 'st6'], ['st6', 'st1']][g % 4];
    const a = new Client(server.url, 'P1'), b = new Client(server.url, 'P2'), w = new Client(server.url, 'watcher');
    await Promise.all([a.open, b.open, w.open]);
    const made = await a.ask({ type: 'create', deck: decks[0], seat: 0, clock: 600, increment: 5 }, ['joined']);
    assert.equal(made.type, 'joined', JSON.stringify(made));
    const room = made.room;
    assert.equal((await w.ask({ type: 'spectate', room }, ['watching'])).type, 'watching');
    const joined = await b.ask({ type: 'join', room, deck: decks[1] }, ['joined']);
    assert.equal(joined.seat, 1, JSON.stringify(joined));
    const over = Promise.all([a, b, w].map((c) => c.next((m) => m.type === 'over', 120000)));
    const r = rng(1000 + g);
    autoplay(a, r);
    autoplay(b, r);
    w.send({ type: 'chat', text: 'good luck' });
    const [oa, ob, ow] = await over;
    assert.equal(oa.replay, ob.replay);
    assert.equal(oa.replay, ow.replay);
    const oracle = known(oa.replay);
    assert.equal(oracle.final.hash, oa.hash, 'the replay of the server log ends in the same state');
    assert.equal(oracle.final.winner, oa.winner);
    const problems = [...leaks(a.log, 0, oracle), ...leaks(b.log, 1, oracle), ...leaks(w.log, 2, oracle)];
    const states = [a, b, w].map((c) => c.log.filter((m) => m.type === 'state').length);
    const last = w.log.filter((m) => m.type === 'state').pop();
    console.log(`game ${g + 1} (${decks.join(' vs ')}): ${oracle.steps.length - 1} answers, turn ${oracle.final.turn}, winner P${oa.winner + 1}; ` +
      `states received ${states.join('/')}; final hash ${oa.hash} = dcg replay's; ${problems.length} hidden cards named`);
    assert.ok(last && last.view.hash === oa.hash, 'the watcher saw the final state');
    assert.ok(w.log.some((m) => m.type === 'chat' && m.text === 'good luck'));
    if (problems.length) { failures++; console.log(problems.slice(0, 20).join('\n')); }
    for (const c of [a, b, w]) c.close();
  }
} finally {
  await server.stop();
}
console.log(`${games - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
