"""The AEC-shaped environment: a random agent, a self-play loop, and
determinism (the same seed and actions, the same episode)."""
import hashlib

import numpy as np
import pytest

import dcg


def run_episode(env, seed, policy):
    """Play one episode; its trace (per step: agent, a hash of the
    observation and mask, reward, done) and the actions taken."""
    env.reset(seed=seed)
    trace, actions = [], []
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        h = hashlib.sha1()
        for k in sorted(obs["observation"]):
            h.update(obs["observation"][k].tobytes())
        h.update(obs["action_mask"].tobytes())
        trace.append((agent, h.hexdigest(), reward, term))
        action = None if term or trunc else policy(agent, obs)
        actions.append(action)
        env.step(action)
    return trace, actions


def test_random_agent(engine):
    env = dcg.env(engine=engine, deck1="st1", deck2="st2")
    space = env.action_space("player_0")
    trace, actions = run_episode(env, 7, lambda a, obs: space.sample(obs["action_mask"]))
    assert env.agents == []
    finals = {agent: (reward, term) for agent, _, reward, term in trace if term}
    assert set(finals) == {"player_0", "player_1"} and all(t for _, t in finals.values())
    assert sum(r for r, _ in finals.values()) == 0  # one wins (1), one loses (-1), or a draw (0, 0)
    assert len(actions) > 20


def test_masks_and_illegal_actions(engine):
    env = dcg.env(engine=engine)
    env.reset(seed=1)
    a = env.agent_selection
    mask = env.action_mask(a)
    other = [x for x in env.possible_agents if x != a][0]
    assert mask.sum() == env.game.decision().n and env.action_mask(other).sum() == 0
    assert env.observe(a)["observation"]["scalars"][5] == 1  # deciding
    with pytest.raises(ValueError):
        env.step(int(mask.sum()))


def test_self_play_loop(engine):
    """One policy (the greedy AI of the command line) in both seats, episode after episode."""
    env = dcg.env(engine=engine, deck1="st3", deck2="st3")
    greedy = engine.ai("greedy", 1)
    wins = {"player_0": 0, "player_1": 0}
    for episode in range(6):
        trace, _ = run_episode(env, episode, lambda agent, obs: greedy.choose(env.game))
        for agent, _, reward, term in trace:
            if term and reward == 1:
                wins[agent] += 1
    assert sum(wins.values()) >= 5  # few draws between equal decks


def test_deterministic(engine):
    """The same seed and actions: the same episode, step by step."""
    env = dcg.env(engine=engine, deck1="st1", deck2="st4")
    rng = np.random.default_rng(3)
    trace, actions = run_episode(env, 21, lambda a, obs: int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    replay = iter(actions)
    again, _ = run_episode(dcg.env(deck1="st1", deck2="st4"), 21, lambda a, obs: next(replay))
    assert again == trace
    other, _ = run_episode(env, 22, lambda a, obs: int(np.flatnonzero(obs["action_mask"])[0]))
    assert other != trace
