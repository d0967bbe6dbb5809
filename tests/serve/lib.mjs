// lib.mjs: what the dcg serve tests share: start a server on loopback,
// WebSocket clients that keep every message they receive, a bot that
// answers its requests, and the check of a seat's or watcher's messages
// against what the viewer may see (dcg replay --known).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dcg = process.env.DCG || join(root, 'build', 'dcg');
export const tmp = () => mkdtempSync(join(tmpdir(), 'dcg-serve-'));

// Start dcg serve; resolves when it listens. Returns {proc, port, url, stop, rss}.
export function startServer({ port, db, args = [] }) {
  return new Promise((resolve, reject) => {
    const proc = spawn(dcg, ['serve', '--port', String(port), '--db', db, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    const timer = setTimeout(() => { proc.kill('SIGKILL'); reject(new Error('the server did not start: ' + err)); }, 20000);
    proc.stderr.on('data', (d) => { err += d; if (process.env.DCG_SERVE_LOG) process.stderr.write(d); });
    proc.stdout.on('data', (d) => {
      out += d;
      if (/listening on/.test(out)) {
        clearTimeout(timer);
        resolve({
          proc, port, url: `ws://127.0.0.1:${port}/`, stderr: () => err, out: () => out,
          rss: () => Number((readFileSync(`/proc/${proc.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/) || [0, 0])[1]), // KiB
          stop: (sig = 'SIGTERM') => new Promise((res) => { if (proc.exitCode !== null) return res(proc.exitCode); proc.once('exit', (c) => res(c)); proc.kill(sig); }),
        });
      }
    });
    proc.once('exit', (code) => { clearTimeout(timer); reject(new Error(`the server exited (${code}): ${err}`)); });
  });
}

// A client: every message it receives is kept (log); next() waits for one that matches.
export class Client {
  constructor(url, name = 'client') {
    this.name = name;
    this.log = [];
    this.waiters = [];
    this.closed = null;
    this.ws = new WebSocket(url, 'dcg.v1', { maxPayload: 64 * 1024 * 1024 });
    this.ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      this.log.push(m);
      for (const w of [...this.waiters]) if (w.pred(m)) { this.waiters.splice(this.waiters.indexOf(w), 1); clearTimeout(w.timer); w.resolve(m); }
      if (this.onMessage) this.onMessage(m);
    });
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.waiters.splice(0)) { clearTimeout(w.timer); w.reject(new Error(`${this.name}: closed (${code} ${reason}) while waiting`)); }
    });
    this.ws.on('error', () => {});
    this.open = new Promise((res, rej) => { this.ws.once('open', res); this.ws.once('error', rej); });
  }
  send(m) { this.ws.send(typeof m === 'string' ? m : JSON.stringify(m)); }
  // The next message matching pred (those already received since `from` count).
  next(pred, ms = 20000, from = null) {
    if (from !== null) { const m = this.log.slice(from).find(pred); if (m) return Promise.resolve(m); }
    return new Promise((resolve, reject) => {
      const w = { pred, resolve, reject };
      w.timer = setTimeout(() => { this.waiters.splice(this.waiters.indexOf(w), 1); reject(new Error(`${this.name}: no matching message in ${ms} ms`)); }, ms);
      this.waiters.push(w);
    });
  }
  // Send m and wait for the reply of type (or an error/refused).
  async ask(m, types, ms = 20000) {
    const from = this.log.length;
    this.send(m);
    return this.next((x) => types.includes(x.type) || x.type === 'error' || x.type === 'refused', ms, from);
  }
  whenClosed(ms = 20000) {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((res, rej) => {
      const t = setTimeout(() => rej(new Error(`${this.name}: still open after ${ms} ms`)), ms);
      this.ws.once('close', (code, reason) => { clearTimeout(t); res({ code, reason: String(reason) }); });
    });
  }
  close() { try { this.ws.close(); } catch { /* already */ } }
}

// A seeded generator (xorshift), so a test's choices repeat.
export function rng(seed) {
  let s = BigInt(seed) | 1n;
  return (n) => { s ^= (s << 13n) & 0xffffffffffffffffn; s ^= s >> 7n; s ^= (s << 17n) & 0xffffffffffffffffn; return Number(s % BigInt(n)); };
}

// Answer this client's requests with options chosen by pick(n); stop() ends it.
export function autoplay(client, pick, { delayMs = 0, until = null } = {}) {
  let stopped = false;
  const onState = (m) => {
    if (stopped || m.type !== 'state' || !m.request) return;
    if (until && until(m)) return;
    const send = () => { if (!stopped) client.send({ type: 'answer', request: m.request.id, option: pick(m.request.options) }); };
    if (delayMs) setTimeout(send, delayMs); else send();
  };
  client.onMessage = onState;
  const last = [...client.log].reverse().find((m) => m.type === 'state');
  if (last) onState(last);
  return { stop: () => { stopped = true; } };
}

// The cards each viewer may see after each answer, and the final hash (dcg replay --known).
export function known(replayText) {
  const dir = tmp();
  const file = join(dir, 'game.replay');
  writeFileSync(file, replayText);
  const lines = execFileSync(dcg, ['replay', file, '--known'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim().split('\n').map((l) => JSON.parse(l));
  const final = lines.pop();
  return { steps: lines, final, file };
}

// Every card a message names, as [instance or -1, card index, where] (walks the JSON).
function cardRefs(m, out = [], path = '') {
  if (Array.isArray(m)) m.forEach((x, i) => cardRefs(x, out, `${path}[${i}]`));
  else if (m && typeof m === 'object') {
    const inst = 'inst' in m ? m.inst : 'id' in m && 'card' in m ? m.id : undefined;
    if ('card' in m && typeof m.card === 'number' && m.card >= 0) out.push([inst ?? -1, m.card, path]);
    for (const k of ['permCard', 'targetCard', 'source']) if (typeof m[k] === 'number' && m[k] >= 0) out.push([-1, m[k], `${path}.${k}`]);
    for (const [k, v] of Object.entries(m)) if (typeof v === 'object') cardRefs(v, out, `${path}.${k}`);
  }
  return out;
}

// Check every state message of one viewer (0, 1, or 2: a watcher) against what it
// may see at that step: a card named with its instance must be seen as that card;
// a card named alone (a Digimon's top card, an effect's source) must be a card the
// viewer sees somewhere; no hash before the game is over, no other hand. Returns problems.
export function leaks(messages, viewer, oracle) {
  const problems = [];
  for (const m of messages) {
    if (m.type !== 'state') continue;
    const step = oracle.steps[m.step];
    if (!step) { problems.push(`a state at step ${m.step}, past the game's ${oracle.steps.length - 1} answers`); continue; }
    const seen = new Map(step.seen[viewer].map(([i, c]) => [i, c]));
    const cardsSeen = new Set(step.seen[viewer].map(([, c]) => c));
    for (const [inst, card, where] of cardRefs(m.view)) {
      if (inst >= 0 && seen.get(inst) !== card) problems.push(`step ${m.step}: ${where} names instance ${inst} as card ${card}, which viewer ${viewer} may not see`);
      if (inst < 0 && !cardsSeen.has(card)) problems.push(`step ${m.step}: ${where} names card ${card}, which viewer ${viewer} sees nowhere`);
    }
    if (m.view.winner < 0 && 'hash' in m.view) problems.push(`step ${m.step}: the state's hash before the game is over`);
    m.view.players.forEach((p, i) => { if (p.hand && i !== viewer) problems.push(`step ${m.step}: player ${i}'s hand sent to viewer ${viewer}`); });
    if (m.view.decision && m.view.decision.options && m.view.decision.player !== viewer) problems.push(`step ${m.step}: another's options`);
  }
  return problems;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
