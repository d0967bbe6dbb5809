"""Figures for the Python package (not timed tests): run by hand,

    DCG_BUILD_DIR=build-rel python3 python/bench.py [--games N] [--json]

after python/dcg/_build.py has built the binding over a Release build's
libdcg.so. It measures
  1. the binding's games/s against C's on the same games (random against
     random, st1 against st2, dcg sim's seeds): whole games in C (one call
     a game) and decision by decision from Python; the overhead per decision;
  2. the environment's steps/s (a random agent using the action mask, with
     an observation each step);
  3. a Dask run's scaling: one process, a LocalCluster of 1 and 2 workers,
     and a scheduler with several `dask worker` processes standing in for
     machines (reached by address, as a real cluster is), with the games
     digests, which must all be equal."""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402

import dcg  # noqa: E402
from dcg import dist  # noqa: E402
from dcg._cffi import ffi, lib  # noqa: E402


def binding_vs_c(engine, games, seed=1):
    decks = [engine.deck("st1"), engine.deck("st2")]
    st = ffi.gc(lib.dcg_state_new(), lib.dcg_state_free)
    dec = ffi.new("dcg_decision *")
    n = ffi.new("uint64_t *")
    f = engine.format(None)
    decisions, digest_c, t0 = 0, 0, time.perf_counter()
    for g in range(games):
        first = g & 1
        ais = [engine.ai("random", ((seed * dist.GOLDEN + g) & dist.MASK) ^ (k << 63)) for k in range(2)]
        lib.dcgpy_play(engine._ctx, st, decks[first], decks[1 - first], seed + g, f, ais[first]._ai, ais[1 - first]._ai, dec, n)
        decisions += n[0]
        digest_c = (digest_c + ((lib.dcg_state_hash(st) ^ g) * dist.GOLDEN)) & dist.MASK
    c_secs = time.perf_counter() - t0
    digest_py, t0 = 0, time.perf_counter()
    for g in range(games):
        first = g & 1
        ais = [engine.ai("random", ((seed * dist.GOLDEN + g) & dist.MASK) ^ (k << 63)) for k in range(2)]
        game = engine.game(decks[first], decks[1 - first], seed + g)
        while (d := game.decision()) is not None:
            game.answer(ais[first if d.player == 0 else 1 - first].choose(game))
        digest_py = (digest_py + ((game.hash() ^ g) * dist.GOLDEN)) & dist.MASK
    py_secs = time.perf_counter() - t0
    return {"games": games, "decisions": decisions, "c_games_per_s": games / c_secs, "py_games_per_s": games / py_secs,
            "overhead_us_per_decision": 1e6 * (py_secs - c_secs) / decisions, "same_games": digest_c == digest_py}


def env_steps(engine, episodes):
    env = dcg.env(engine=engine, deck1="st1", deck2="st2")
    rng = np.random.default_rng(0)
    steps, t0 = 0, time.perf_counter()
    for e in range(episodes):
        env.reset(seed=e)
        for agent in env.agent_iter():
            obs, reward, term, trunc, info = env.last()
            env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return {"episodes": episodes, "steps": steps, "steps_per_s": steps / (time.perf_counter() - t0)}


def remote_cluster(n):
    """A scheduler and n worker processes, each its own program, reached by address."""
    tmp = tempfile.mkdtemp(prefix="dcg-bench-")
    sched_file = os.path.join(tmp, "scheduler.json")
    py = sys.executable
    procs = [subprocess.Popen([py, "-m", "distributed.cli.dask_scheduler", "--scheduler-file", sched_file, "--port", "0",
                               "--dashboard-address", ":0", "--host", "127.0.0.1"], stderr=subprocess.DEVNULL)]
    while not os.path.exists(sched_file):
        time.sleep(0.1)
    time.sleep(0.5)
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.abspath(__file__)))
    for _ in range(n):
        procs.append(subprocess.Popen([py, "-m", "distributed.cli.dask_worker", "--scheduler-file", sched_file, "--nthreads", "1",
                                       "--nworkers", "1", "--no-dashboard", "--host", "127.0.0.1"], env=env, stderr=subprocess.DEVNULL))
    with open(sched_file) as f:
        return json.load(f)["address"], procs


def scaling(games):
    rows = []
    t0 = time.perf_counter()
    one = dist.combine([dist.play_shard(("st1", "st2"), ("random", "greedy"), 1, 0, games, data=dcg.data_dir())])
    rows.append({"run": "one process, no Dask", "workers": 1, "games_per_s": games / (time.perf_counter() - t0),
                 "digest": "%016x" % one["digest"]})
    for w in (1, 2):
        with dist.Cluster(workers=w) as c:
            dist.simulate("st1", "st2", 20, cluster=c)  # warm the workers (each loads the cards once)
            t = dist.simulate("st1", "st2", games, cluster=c)
        rows.append({"run": "LocalCluster", "workers": w, "games_per_s": games / t["seconds"], "digest": "%016x" % t["digest"]})
    for w in (2, 4):
        address, procs = remote_cluster(w)
        try:
            with dist.Cluster(address=address) as c:
                c.client.wait_for_workers(w)
                dist.simulate("st1", "st2", 20, cluster=c)
                t = dist.simulate("st1", "st2", games, cluster=c)
            rows.append({"run": "scheduler + worker processes by address", "workers": w, "games_per_s": games / t["seconds"],
                         "digest": "%016x" % t["digest"]})
        finally:
            for p in reversed(procs):
                p.terminate()
            for p in procs:
                p.wait()
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    engine = dcg.Engine(events=False)
    r = {"binding": binding_vs_c(engine, a.games), "env": env_steps(dcg.Engine(events=False), max(10, a.games // 20)),
         "dask": scaling(a.games * 5), "cores": os.cpu_count()}
    if a.json:
        print(json.dumps(r))
        return
    b = r["binding"]
    print("binding vs C, %d random games st1-st2 (%d decisions): C %.0f games/s, Python %.0f games/s, %.2f us per decision%s"
          % (b["games"], b["decisions"], b["c_games_per_s"], b["py_games_per_s"], b["overhead_us_per_decision"],
             "" if b["same_games"] else "  (THE GAMES DIFFER)"))
    e = r["env"]
    print("environment: %.0f steps/s (%d episodes, %d steps, a random agent, an observation each step)"
          % (e["steps_per_s"], e["episodes"], e["steps"]))
    print("Dask, %d games random-greedy st1-st2 on %d cores:" % (a.games * 5, r["cores"]))
    for row in r["dask"]:
        print("  %-42s %d worker(s): %7.0f games/s  digest %s" % (row["run"], row["workers"], row["games_per_s"], row["digest"]))
    print("digests equal: %s" % (len({row["digest"] for row in r["dask"]}) == 1))


if __name__ == "__main__":
    main()
