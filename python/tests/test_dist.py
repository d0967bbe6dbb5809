"""Simulations on Dask: sharded by game number, any number of workers
gives the totals and games digest of one process and of `dcg sim`; a lost
worker's shard is run again and counted once; the grid as a table and a
picture."""
import json
import os
import signal
import subprocess

import pytest

pytest.importorskip("distributed")
from distributed import wait  # noqa: E402

from dcg import dist  # noqa: E402

GAMES = 120


@pytest.fixture(scope="module")
def cluster():
    with dist.Cluster(workers=2) as c:
        yield c


def dcg_sim(dcg_binary, *args):
    out = subprocess.run([dcg_binary, "sim", *args, "--json"], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def test_one_process_many_workers_and_dcg_sim_agree(cluster, dcg_binary):
    one = dist.combine([dist.play_shard(("st1", "st2"), ("random", "greedy"), 1, 0, GAMES, data=dist_data())])
    two = dist.simulate("st1", "st2", GAMES, cluster=cluster)
    many = dist.simulate("st1", "st2", GAMES, cluster=cluster, n_shards=13)
    sim = dcg_sim(dcg_binary, "st1", "st2", "--games", str(GAMES), "--ai1", "random", "--ai2", "greedy")
    for t in (two, many):
        for k in ("games", "deck1_wins", "draws", "answers", "turns", "as_first", "wins_as_first", "digest"):
            assert t[k] == one[k], k
    assert "%016x" % one["digest"] == sim["digest"] and one["deck1_wins"] == sim["deck1_wins"]
    assert one["games"] == GAMES and one["turns"] / GAMES == pytest.approx(sim["avg_turns"], abs=0.01)


def dist_data():
    import dcg
    return dcg.data_dir()


def test_a_lost_workers_shard_runs_again_once(cluster):
    """A worker holding finished shards dies: they run again elsewhere (or
    on its replacement), and each counts once."""
    client = cluster.client
    futures = cluster.submit_matchup(("st2", "st3"), GAMES, ("greedy", "random"), seed=4, n_shards=6)
    wait(futures[:2])
    holder = next(iter(client.who_has(futures[0])[futures[0].key]))
    pid = client.run(os.getpid, workers=[holder])[holder]
    os.kill(pid, signal.SIGKILL)  # a worker process of this test's own cluster; its nanny starts another
    parts = client.gather(futures)
    assert any(p["pid"] != pid for p in parts[:1])  # the first shard was played again by another process
    total = dist.combine(parts)
    one = dist.combine([dist.play_shard(("st2", "st3"), ("greedy", "random"), 4, 0, GAMES, data=dist_data())])
    assert total["games"] == GAMES and total["digest"] == one["digest"] and total["deck1_wins"] == one["deck1_wins"]


def test_grid_table_and_picture(cluster, dcg_binary, tmp_path):
    decks = ["st1", "st2", "st3"]
    g = dist.grid(decks, 40, ai1="greedy", ai2="greedy", cluster=cluster)
    sim = dcg_sim(dcg_binary, "st2", "st3", "--games", "40", "--ai1", "greedy", "--ai2", "greedy")
    assert g.wins[1, 2] == sim["deck1_wins"] and g.games[1, 2] == 40 == g.games[2, 1]
    table = g.table()
    assert "win rate of the row deck" in table and table.count("%") >= 9
    png = tmp_path / "grid.png"
    g.plot(str(png))
    assert png.stat().st_size > 10000 and png.read_bytes()[:4] == b"\x89PNG"
