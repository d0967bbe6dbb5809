"""A two-player environment in the shape of PettingZoo's AEC API (agents,
reset(seed), observe, step, last, action_mask, agent_iter), written to that
shape without depending on PettingZoo: agent libraries that expect it can
drive it as is.

An action is the index of one of the pending decision's options; the
action mask marks the legal ones. observe(agent) gives that player's
observation (dcg_observe: nothing hidden from them) with the mask. The
game's winner gets reward 1, the loser -1, a draw 0 each."""
import numpy as np

from .core import MAX_OPTIONS, Engine


class Discrete:
    """A space of n actions (the shape of gymnasium's Discrete, without it)."""

    def __init__(self, n, seed=None):
        self.n, self.shape, self.dtype = n, (), np.int64
        self._rng = np.random.default_rng(seed)

    def sample(self, mask=None):
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(mask)
        return int(self._rng.choice(legal))

    def contains(self, x):
        return 0 <= int(x) < self.n


class DcgEnv:
    """Decks by name or path (as `dcg sim`), an optional format and mods.
    max_actions: the action space's size (options past it are not offered;
    no shipped deck comes near the default)."""

    metadata = {"name": "dcg_v0", "is_parallelizable": False, "render_modes": ["ansi"]}

    def __init__(self, deck1="st1", deck2="st2", engine=None, format=None, mods=(), max_actions=MAX_OPTIONS,
                 render_mode=None):
        self.engine = engine or Engine(mods=mods, events=render_mode == "ansi")
        self.decks = (self.engine.deck(deck1, format), self.engine.deck(deck2, format))
        self.format, self.max_actions, self.render_mode = format, max_actions, render_mode
        self.possible_agents = ["player_0", "player_1"]
        self.agents = []
        self.game = None

    # ---- the AEC interface
    def action_space(self, agent):
        return Discrete(self.max_actions)

    def observation_space(self, agent):
        return None  # a dict of arrays: see observe()

    def reset(self, seed=None, options=None):
        self._seed = 0 if seed is None else int(seed)
        self.game = self.engine.game(self.decks[0], self.decks[1], self._seed, self.format)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._next_agent()

    def _next_agent(self):
        d = self.game.decision()
        if d is not None:
            self.agent_selection = self.possible_agents[d.player]
            return
        w = self.game.winner
        for k, a in enumerate(self.possible_agents):
            self.rewards[a] = 0 if w == 2 else (1 if w == k else -1)
            self._cumulative_rewards[a] += self.rewards[a]
            self.terminations[a] = True
            self.infos[a] = {"winner": w, "turns": self.game.turn}
        self.agent_selection = self.agents[0]

    def action_mask(self, agent):
        d = self.game.decision()
        if d is None or self.possible_agents[d.player] != agent:
            return np.zeros(self.max_actions, dtype=np.int8)
        return d.action_mask(self.max_actions)

    def observe(self, agent):
        player = self.possible_agents.index(agent)
        return {"observation": self.game.observe(player), "action_mask": self.action_mask(agent)}

    def last(self, observe=True):
        a = self.agent_selection
        obs = self.observe(a) if observe else None
        return obs, self._cumulative_rewards[a], self.terminations[a], self.truncations[a], self.infos[a]

    def step(self, action):
        a = self.agent_selection
        if self.terminations[a] or self.truncations[a]:
            if action is not None:
                raise ValueError("%s is done: step(None)" % a)
            self.agents.remove(a)
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        mask = self.action_mask(a)
        if not (0 <= int(action) < self.max_actions and mask[int(action)]):
            raise ValueError("action %r is not legal for %s (action_mask)" % (action, a))
        self._cumulative_rewards[a] = 0
        for k in self.rewards:
            self.rewards[k] = 0
        self.game.answer(int(action))
        self._next_agent()
        if self.render_mode == "ansi":
            print(self.render())

    def agent_iter(self, max_iter=2**63):
        """The agent to act next, until every agent is done."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self):
        lines = [e.text for e in self.game.events() if e.text]
        d = self.game.decision()
        if d is not None:
            lines.append("P%d: %s" % (d.player + 1, d.text))
        return "\n".join(lines)

    def close(self):
        self.game = None


def env(**kwargs):
    """The environment, as PettingZoo's modules make theirs (dcg.env())."""
    return DcgEnv(**kwargs)
