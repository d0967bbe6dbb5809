"""Simulations past one machine, on Dask distributed: `dcg sim` and `dcg
sim --grid` with their games sharded by number. Game g of a matchup
depends only on the seed and g (its seed, who goes first, each AI's seed:
exactly as `dcg sim` plays it), and every total is a sum over games (the
games digest too: a sum of each game's final hash mixed with its number),
so any number of workers gives the same totals and digest as one process,
and as `dcg sim` itself. A shard whose worker is lost is run again by
Dask, and its result is counted once (it is one task's value).

    python3 -m dcg.dist sim st1 st2 --games 10000 [--workers 4 | --scheduler tcp://host:8786]
    python3 -m dcg.dist grid st1 st2 st3 st4 --games 2000 --png grid.png

With no scheduler address a LocalCluster of worker processes is made on
this machine (nothing to set up); with one, the cluster there is used (its
workers need this package and the dcg data: `pip install ./python`)."""
import argparse
import json
import math
import os
import sys
import time

import numpy as np

GOLDEN = 0x9E3779B97F4A7C15
MASK = 2**64 - 1
WIN_REASONS = ("security", "deck_out", "turn_limit", "loop", "decision_limit", "id_limit", "concede", "effect")
_engines = {}


def _engine(data, mods, fmt):
    from .core import Engine
    key = (data, tuple(mods))
    if key not in _engines:
        _engines[key] = Engine(mods=mods, data=data, events=False)
    return _engines[key]


def empty_totals():
    return {"games": 0, "deck1_wins": 0, "draws": 0, "answers": 0, "turns": 0, "first_player_wins": 0,
            "as_first": [0, 0], "wins_as_first": [0, 0], "draws_by": {}, "digest": 0, "script_errors": 0}


def play_shard(decks, specs, seed, lo, hi, fmt=None, mods=(), data=None):
    """Games lo..hi-1 of a matchup, as `dcg sim` plays them: their totals,
    with the process that played them (pid) and how long it took."""
    from ._cffi import ffi, lib
    t0 = time.perf_counter()
    e = _engine(data, mods, fmt)
    d = [e.deck(x, fmt) for x in decks]
    f = e.format(fmt)
    st = ffi.gc(lib.dcg_state_new(), lib.dcg_state_free)
    dec = ffi.new("dcg_decision *")
    answers = ffi.new("uint64_t *")
    errors0 = lib.dcg_script_error_count(e._ctx)
    t = empty_totals()
    for g in range(lo, hi):
        first = g & 1
        ais = [e.ai(specs[k], ((seed * GOLDEN + g) & MASK) ^ (k << 63)) for k in range(2)]
        rc = lib.dcgpy_play(e._ctx, st, d[first], d[1 - first], (seed + g) & MASK, f, ais[first]._ai, ais[1 - first]._ai,
                            dec, answers)
        if rc:
            raise RuntimeError("game %d: %s" % (g, ffi.string(lib.dcg_errmsg(e._ctx)).decode()))
        w = lib.dcg_winner(st)
        deck_won = 2 if w == 2 else (first if w == 0 else 1 - first)
        t["games"] += 1
        t["answers"] += answers[0]
        t["turns"] += lib.dcg_turn_number(st)
        t["deck1_wins"] += deck_won == 0
        t["as_first"][first] += 1
        t["wins_as_first"][first] += deck_won == 0
        t["first_player_wins"] += deck_won == first
        if deck_won == 2:
            t["draws"] += 1
            r = WIN_REASONS[lib.dcg_win_reason_of(st)]
            t["draws_by"][r] = t["draws_by"].get(r, 0) + 1
        t["digest"] = (t["digest"] + ((lib.dcg_state_hash(st) ^ g) * GOLDEN)) & MASK
    t["script_errors"] = lib.dcg_script_error_count(e._ctx) - errors0
    t["pid"], t["seconds"] = os.getpid(), time.perf_counter() - t0
    return t


def combine(parts):
    """The totals of several shards (each counted once)."""
    t = empty_totals()
    for p in parts:
        for k in ("games", "deck1_wins", "draws", "answers", "turns", "first_player_wins", "script_errors"):
            t[k] += p[k]
        for i in range(2):
            t["as_first"][i] += p["as_first"][i]
            t["wins_as_first"][i] += p["wins_as_first"][i]
        for r, n in p["draws_by"].items():
            t["draws_by"][r] = t["draws_by"].get(r, 0) + n
        t["digest"] = (t["digest"] + p["digest"]) & MASK
    return t


def wilson(wins, n, z=1.96):
    """The 95% Wilson score interval of wins out of n (as dcg sim's)."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return mid - half, mid + half


def shards(games, n):
    """[lo, hi) ranges: n shards of games 0..games-1 (fewer when there are fewer games)."""
    n = max(1, min(n, games))
    step = -(-games // n)
    return [(lo, min(games, lo + step)) for lo in range(0, games, step)]


class Cluster:
    """A Dask client: on the scheduler at address, or on a LocalCluster of
    `workers` processes (one thread each: the engine runs its games on one
    core) made here. Use as a context manager, or close()."""

    def __init__(self, address=None, workers=None):
        from distributed import Client, LocalCluster
        self.local = None
        if address:
            self.client = Client(address)
        else:
            self.local = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
                                      dashboard_address=None)
            self.client = Client(self.local)

    @property
    def n_workers(self):
        return max(1, len(self.client.scheduler_info()["workers"]))

    def submit_matchup(self, decks, games, specs=("random", "greedy"), seed=1, fmt=None, mods=(), data=None, n_shards=None):
        """One future per shard (play_shard)."""
        from .core import data_dir
        data = data or data_dir()
        n = n_shards or 4 * self.n_workers
        return [self.client.submit(play_shard, tuple(decks), tuple(specs), seed, lo, hi, fmt, tuple(mods), data, pure=False)
                for lo, hi in shards(games, n)]

    def close(self):
        self.client.close()
        if self.local:
            self.local.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def simulate(deck1, deck2, games, ai1="random", ai2="greedy", seed=1, fmt=None, mods=(), cluster=None, address=None,
             workers=None, n_shards=None):
    """dcg sim on Dask: the matchup's totals (deck 1's side), its interval and games digest."""
    own = cluster is None
    cluster = cluster or Cluster(address, workers)
    try:
        t0 = time.perf_counter()
        futures = cluster.submit_matchup((deck1, deck2), games, (ai1, ai2), seed, fmt, mods, n_shards=n_shards)
        t = combine(cluster.client.gather(futures))
        t["seconds"] = time.perf_counter() - t0
    finally:
        if own:
            cluster.close()
    t.update(deck1=deck1, deck2=deck2, ai1=ai1, ai2=ai2, seed=seed)
    t["win_rate"] = t["deck1_wins"] / t["games"] if t["games"] else 0.0
    t["ci95"] = list(wilson(t["deck1_wins"], t["games"]))
    return t


class Grid:
    """Every pair of decks: wins[i][j], the row deck's wins against the column deck, out of games[i][j]."""

    def __init__(self, decks, specs):
        n = len(decks)
        self.decks, self.specs = list(decks), tuple(specs)
        self.wins = np.zeros((n, n), dtype=np.int64)
        self.games = np.zeros((n, n), dtype=np.int64)
        self.digest = 0

    def rate(self, i, j):
        return self.wins[i, j] / self.games[i, j] if self.games[i, j] else float("nan")

    def table(self):
        """The win rates with their 95% intervals, as dcg sim --grid prints them."""
        n, any_even = len(self.decks), False
        out = ["win rate of the row deck against the column deck, with its 95%% interval (AIs: %s above the diagonal, %s below)"
               % self.specs, "", "%-24s" % "" + "".join(" %12d" % (j + 1) for j in range(n)) + "  average"]
        for i in range(n):
            row, total = "%2d %-21.21s" % (i + 1, self.decks[i]), 0.0
            for j in range(n):
                if i == j:
                    row += " %12s" % "-"
                    continue
                lo, hi = wilson(self.wins[i, j], self.games[i, j])
                even = lo <= 0.5 <= hi
                any_even |= even
                row += " %4.0f%% %2.0f-%-3.0f%s" % (100 * self.rate(i, j), 100 * lo, 100 * hi, "?" if even else " ")
                total += self.rate(i, j)
            out.append(row + "  %5.1f%%" % (100 * total / max(1, n - 1)))
        if any_even:
            out.append("?: the interval holds 50%: those decks are not shown to differ (more games narrow it)")
        return "\n".join(out)

    def plot(self, path):
        """A heat map (matplotlib): each cell's rate and interval, 50% white."""
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
        n = len(self.decks)
        rates = np.array([[self.rate(i, j) if i != j else np.nan for j in range(n)] for i in range(n)])
        fig, ax = plt.subplots(figsize=(2 + 1.3 * n, 1.5 + 1.1 * n))
        im = ax.imshow(rates, cmap="RdBu", vmin=0, vmax=1)
        for i in range(n):
            for j in range(n):
                if i != j:
                    lo, hi = wilson(self.wins[i, j], self.games[i, j])
                    ax.text(j, i, "%.0f%%\n%.0f-%.0f%s" % (100 * rates[i, j], 100 * lo, 100 * hi, "?" if lo <= .5 <= hi else ""),
                            ha="center", va="center", fontsize=8, color="white" if abs(rates[i, j] - 0.5) > 0.3 else "black")
        ax.set_xticks(range(n), self.decks, rotation=45, ha="right")
        ax.set_yticks(range(n), self.decks)
        ax.set_title("Win rate of the row deck against the column deck (95%% interval; ?: holds 50%%)\n"
                     "AIs: %s above the diagonal, %s below" % self.specs, fontsize=9)
        ax.set_xlabel("column deck")
        ax.set_ylabel("row deck")
        fig.colorbar(im, ax=ax, label="win rate")
        fig.tight_layout()
        fig.savefig(path)
        plt.close(fig)


def grid(decks, games, ai1="random", ai2="greedy", seed=1, fmt=None, mods=(), cluster=None, address=None, workers=None):
    """dcg sim --grid on Dask: every pair i < j plays `games` games (deck i as
    deck 1, as dcg sim --grid does), all pairs' shards at once."""
    own = cluster is None
    cluster = cluster or Cluster(address, workers)
    g = Grid(decks, (ai1, ai2))
    try:
        pairs = [(i, j) for i in range(len(decks)) for j in range(i + 1, len(decks))]
        futures = {p: cluster.submit_matchup((decks[p[0]], decks[p[1]]), games, (ai1, ai2), seed, fmt, mods,
                                             n_shards=max(1, 2 * cluster.n_workers // len(pairs) or 1))
                   for p in pairs}
        for (i, j), fs in futures.items():
            t = combine(cluster.client.gather(fs))
            g.wins[i, j], g.wins[j, i] = t["deck1_wins"], t["games"] - t["deck1_wins"] - t["draws"]
            g.games[i, j] = g.games[j, i] = t["games"]
            g.digest = (g.digest + t["digest"]) & MASK
    finally:
        if own:
            cluster.close()
    return g


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python3 -m dcg.dist", description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=("sim", "grid"))
    ap.add_argument("decks", nargs="+")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--ai1", default="random")
    ap.add_argument("--ai2", default="greedy")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--format")
    ap.add_argument("--cards", action="append", default=[], help="a mod directory (repeatable)")
    ap.add_argument("--scheduler", help="a Dask scheduler's address (default: a LocalCluster here)")
    ap.add_argument("--workers", type=int, help="worker processes of the LocalCluster (default: the cores)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--png", help="grid: the heat map's file (png, svg, pdf)")
    a = ap.parse_args(argv)
    kw = dict(ai1=a.ai1, ai2=a.ai2, seed=a.seed, fmt=a.format, mods=a.cards, address=a.scheduler, workers=a.workers)
    if a.what == "sim":
        if len(a.decks) != 2:
            ap.error("sim plays two decks")
        t = simulate(a.decks[0], a.decks[1], a.games, **kw)
        if a.json:
            t["digest"] = "%016x" % t["digest"]
            print(json.dumps(t))
        else:
            print("%d games: %s (%s) won %d, %s (%s) won %d, draws %d" % (t["games"], a.decks[0], a.ai1, t["deck1_wins"],
                  a.decks[1], a.ai2, t["games"] - t["deck1_wins"] - t["draws"], t["draws"]))
            print("win rate of %s: %.1f%% (95%% interval %.1f%% - %.1f%%)" % (a.decks[0], 100 * t["win_rate"],
                  100 * t["ci95"][0], 100 * t["ci95"][1]))
            print("%.0f games/s; games digest %016x (the same for any number of workers)" % (t["games"] / t["seconds"], t["digest"]))
        return 0
    if len(a.decks) < 2:
        ap.error("grid plays two decks or more")
    g = grid(a.decks, a.games, **kw)
    print(g.table())
    print("games digest %016x" % g.digest)
    if a.png:
        g.plot(a.png)
        print("heat map: %s" % a.png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
