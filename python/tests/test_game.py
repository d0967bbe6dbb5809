"""The binding's games: decks, formats and mods by name, decisions with
their words and mask, answers, clones, events, replays, observations with
nothing hidden, the command line's AIs; and the same games as C's."""
import json
import os
import subprocess

import numpy as np
import pytest

import dcg
from dcg.dist import GOLDEN, MASK

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_a_game_by_deck_names(engine):
    g = engine.game("st1", "st2", seed=42)
    d = g.decision()
    assert d.kind == "mulligan" and d.player == 0
    assert d.text.startswith("Your opening hand")
    assert [o.key for o in d.options] == ["k", "r"]
    assert list(d.action_mask(8)) == [1, 1, 0, 0, 0, 0, 0, 0]
    while g.decision() is not None:
        g.answer(0)
    assert g.over and g.winner in (0, 1, 2) and g.decision() is None


def test_formats_mods_and_deck_lists(engine):
    g = engine.game("st3", "st4", seed=1, format="standard")
    assert g.decision() is not None
    with pytest.raises(dcg.DcgError, match="format nosuch"):
        engine.format("nosuch")
    with pytest.raises(dcg.DcgError, match="no deck"):
        engine.deck("nosuch")
    text = open(os.path.join(ROOT, "cards", "decks", "st1.txt")).read()
    d = engine.deck_from_text(text, "mine")
    assert d.n_main == 50
    mod = dcg.Engine(mods=[os.path.join(ROOT, "examples", "mod")])
    assert mod.n_cards > engine.n_cards


def test_a_bad_answer_changes_nothing(engine):
    g = engine.game("st1", "st2", seed=3)
    h = g.hash()
    with pytest.raises(dcg.DcgError):
        g.answer(99)
    assert g.hash() == h


def test_options_and_events_in_the_terminals_words(engine):
    g = engine.game("st1", "st2", seed=42)
    ai = [engine.ai("greedy", 1), engine.ai("greedy", 2)]
    texts, keys = [], set()
    while g.turn < 5:
        d = g.decision()
        opts = d.options
        assert len(opts) == d.n and all(o.text and o.key for o in opts)
        keys.update(o.key for o in opts)
        g.answer(ai[d.player].choose(g))
        texts += [e.text for e in g.events(0) if e.text]
    assert "pass" in keys and any(k.startswith("d") for k in keys)
    assert any(t.startswith("--- turn 3: P1 (you)") for t in texts)
    assert any("P2 (opponent) draws a card" == t for t in texts)  # the opponent's draw, hidden from P1


def test_clone_is_independent(engine):
    g = engine.game("st1", "st2", seed=5)
    for _ in range(10):
        g.answer(0)
    c = g.clone()
    assert c.hash() == g.hash()
    c.answer(c.decision().n - 1)
    assert c.hash() != g.hash()
    g.answer(g.decision().n - 1)
    assert c.hash() == g.hash()


def test_replays_play_the_same_game(engine, tmp_path):
    g = engine.game("st2", "st3", seed=9)
    ai = engine.ai("random", 4)
    while not g.over:
        g.answer(ai.choose(g))
    path = tmp_path / "game.replay"
    path.write_text(g.replay_text())
    r = engine.replay(str(path))
    assert r.hash() == g.hash() and r.answers == g.answers


def test_observations_hide_what_is_hidden(engine):
    """Two games that differ only in cards hidden from the viewer (re-dealt)
    give the same arrays, though the games differ."""
    g = engine.game("st1", "st2", seed=11)
    ai = engine.ai("random", 1)
    differ = 0
    for step in range(200):
        if g.over:
            break
        for viewer in (0, 1):
            o = g.observe(viewer)
            other = g.clone()
            other.determinize(viewer, 1000 + step)
            p = other.observe(viewer)
            for k in o:
                np.testing.assert_array_equal(o[k], p[k], err_msg=k)
            differ += other.hash() != g.hash()
        g.answer(ai.choose(g))
    assert differ > 100
    o = g.observe(0)
    assert (o["piles"][1, dcg.PILES.index("hand")] < 0).all()  # no card of the opponent's hand shows


def test_the_command_lines_ais(engine):
    for spec in ("random", "greedy", "mcts:playouts=8"):
        g = engine.game("st1", "st2", seed=2)
        a, b = engine.ai(spec, 7), engine.ai(spec, 7)
        for _ in range(30):
            if g.over:
                break
            pick = a.choose(g)
            assert pick == b.choose(g.clone())  # the same spec and seed choose alike
            g.answer(pick)
    with pytest.raises(dcg.DcgError, match="nosuch"):
        engine.ai("nosuch")


def test_the_same_games_as_dcg_sim(engine, dcg_binary):
    """Games played from Python, decision by decision, with dcg sim's seeds:
    the same games digest as the command."""
    games, seed = 40, 5
    decks = [engine.deck("st1"), engine.deck("st2")]
    digest, wins = 0, 0
    for n in range(games):
        first = n & 1
        ais = [engine.ai(s, ((seed * GOLDEN + n) & MASK) ^ (k << 63)) for k, s in enumerate(("random", "greedy"))]
        g = engine.game(decks[first], decks[1 - first], seed + n)
        while (d := g.decision()) is not None:
            g.answer(ais[first if d.player == 0 else 1 - first].choose(g))
        wins += g.winner != 2 and (first if g.winner == 0 else 1 - first) == 0
        digest = (digest + ((g.hash() ^ n) * GOLDEN)) & MASK
    out = subprocess.run([dcg_binary, "sim", "st1", "st2", "--games", str(games), "--seed", str(seed), "--ai1", "random",
                          "--ai2", "greedy", "--json"], check=True, capture_output=True, text=True).stdout
    sim = json.loads(out)
    assert "%016x" % digest == sim["digest"] and wins == sim["deck1_wins"]
