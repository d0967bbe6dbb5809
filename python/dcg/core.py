"""The engine from Python: games from decks, formats and mods by name,
decisions with their options in the terminal's words and an action mask,
answers, clones (the state copy), events, replays, observations as numpy
arrays with nothing hidden in them, and the command line's AIs."""
import os

import numpy as np

from ._cffi import ffi, lib

DECISION_KINDS = ("none", "mulligan", "breeding", "main", "block", "order", "target", "yesno", "counter", "blitz", "loop")
OPTION_KINDS = ("keep", "redraw", "hatch", "move", "skip", "play", "digivolve", "use", "attack", "pass", "block",
                "no_block", "effect", "card", "yes", "no", "done", "activate", "number", "mode", "dna", "digixros",
                "link", "app_fusion", "burst", "assembly", "keyword", "blast_dna")
PILES = ("hand", "deck", "security", "trash", "eggs")
PERM_FIELDS = ("id", "top", "dp", "suspended", "breeding", "cards", "links", "security_attack", "can_attack",
               "digimon", "entered")
MAX_OPTIONS = lib.DCG_MAX_OPTIONS
HIDDEN = lib.DCG_OBS_HIDDEN
EMPTY = lib.DCG_OBS_EMPTY
assert len(DECISION_KINDS) == lib.DCG_DEC_COUNT and len(OPTION_KINDS) == lib.DCG_OPT_COUNT, "dcg.h changed its kinds"


class DcgError(Exception):
    """An engine call failed; the message is the engine's (dcg_errmsg)."""


def _str(p):
    return ffi.string(p).decode("utf-8", "replace")


def data_dir():
    """The shipped cards and scripts: $DCG_DATA_DIR, else the directory the binding was built with."""
    return os.environ.get("DCG_DATA_DIR") or _str(lib.dcgpy_data_dir())


class Engine:
    """A context (dcg_ctx) with the shipped cards and scripts, then each mod
    directory (as `dcg --cards DIR`). One per thread or process; the games
    made from it share it."""

    def __init__(self, mods=(), data=None, events=True):
        self._ctx = ffi.gc(lib.dcg_ctx_new(), lib.dcg_ctx_free)
        if self._ctx == ffi.NULL:
            raise MemoryError("dcg_ctx_new")
        self.data = data or data_dir()
        self.mods = tuple(mods)
        for d in (self.data, *self.mods):
            self._check(lib.dcg_load_dir(self._ctx, d.encode()), "loading %s" % d)
        lib.dcg_events_record(self._ctx, 1 if events else 0)
        self._formats = {}

    def _check(self, status, what):
        if status != lib.DCG_OK:
            raise DcgError("%s: %s" % (what, _str(lib.dcg_errmsg(self._ctx))))

    # ---- cards, formats, decks
    @property
    def n_cards(self):
        return lib.dcg_card_count(self._ctx)

    def card(self, index):
        """Card facts by index (as observations give them): a dict."""
        c = lib.dcg_card_at(self._ctx, int(index))
        if c == ffi.NULL:
            raise IndexError("no card %d" % index)
        return {"index": int(index), "number": _str(c.number), "name": _str(c.name), "kind": _str(lib.dcg_kind_name(c.kind)),
                "colors": c.colors, "level": c.level, "play_cost": c.play_cost, "dp": c.dp, "effect": _str(c.effect)}

    def card_table(self):
        """Every card's numbers as numpy arrays by card index (kind, colors, level, play_cost, dp)."""
        n = self.n_cards
        cols = {k: np.zeros(n, dtype=np.int32) for k in ("kind", "colors", "level", "play_cost", "dp")}
        for i in range(n):
            c = lib.dcg_card_at(self._ctx, i)
            for k in cols:
                cols[k][i] = getattr(c, k)
        return cols

    def format(self, name=None):
        """A format by name ("standard", "starter", "legacy") or path; None: the official rules."""
        if name not in self._formats:
            f = ffi.new("dcg_format *")
            if name is None:
                lib.dcg_format_default(f)
            else:
                self._check(lib.dcg_format_load(self._ctx, name.encode(), f), "format %s" % name)
            self._formats[name] = f
        return self._formats[name]

    def deck_path(self, name):
        """A deck file's path: a path, or a starter deck's name ("st1")."""
        if os.path.exists(name):
            return name
        for d in (*reversed(self.mods), self.data):
            p = os.path.join(d, "cards", "decks", name + ".txt")
            if os.path.exists(p):
                return p
        raise DcgError("no deck %r: neither a file nor a starter deck (st1 ... st6)" % name)

    def deck(self, name, format=None):
        """A deck by starter name or path (checked against the format), or from a list's text with text=."""
        d = ffi.new("dcg_deck *")
        self._check(lib.dcg_deck_load_for(self._ctx, self.deck_path(name).encode(), self.format(format), d), "deck %s" % name)
        return d

    def deck_from_text(self, text, name="deck", format=None):
        d = ffi.new("dcg_deck *")
        self._check(lib.dcg_deck_parse_for(self._ctx, text.encode(), name.encode(), self.format(format), d), name)
        return d

    # ---- games and AIs
    def game(self, deck1, deck2, seed=0, format=None):
        """A new game: deck1 goes first (names, paths or decks), all randomness from seed."""
        return Game(self, deck1, deck2, seed, format)

    def replay(self, path=None, text=None):
        """A replay file's game, played to its end (a Game)."""
        if text is None:
            with open(path) as f:
                text = f.read()
        r = ffi.new("dcg_replay *")
        self._check(lib.dcg_replay_parse(self._ctx, text.encode(), (path or "replay").encode(), r), "replay")
        try:
            fmt = _str(r.format) or None
            g = Game.__new__(Game)
            g._init(self, r.decks[0], r.decks[1], r.seed, fmt)
            applied = ffi.new("int *")
            self._check(lib.dcg_replay_play_format(self._ctx, g._st, r, self.format(fmt), -1, applied), "replay")
            g.answers = [r.answers[i] for i in range(r.n_answers)]
            g._take_events(None)
            return g
        finally:
            lib.dcg_replay_free(r)

    def ai(self, spec="random", seed=0):
        """An AI of the command line by spec: "random", "greedy", "mcts", "mcts:playouts=64"."""
        return AI(self, spec, seed)


class AI:
    """One AI player (dcg_ai): choose(game) gives the index of an option."""

    def __init__(self, engine, spec, seed=0):
        self.engine, self.spec = engine, spec
        out = ffi.new("dcg_ai **")
        engine._check(lib.dcg_ai_new(engine._ctx, spec.encode(), seed & (2**64 - 1), out), "AI %s" % spec)
        self._ai = ffi.gc(out[0], lib.dcg_ai_free)

    def choose(self, game):
        d = game.decision()
        if d is None:
            raise DcgError("the game is over")
        return lib.dcg_ai_choose(self._ai, self.engine._ctx, game._st, d._d)


class Option:
    __slots__ = ("index", "kind", "card", "perm", "target", "cost", "key", "text", "ends_turn")

    def __repr__(self):
        return "Option(%d %s %r)" % (self.index, self.kind, self.text)


class Decision:
    """The pending decision: kind, player, and its options (in words on demand)."""

    def __init__(self, game, d):
        self.game, self._d = game, d
        self.kind = DECISION_KINDS[d.kind]
        self.player = d.player
        self.n = d.n

    def __len__(self):
        return self.n

    def action_mask(self, size=MAX_OPTIONS):
        """1 for each option's index, 0 past them (numpy int8 of size)."""
        m = np.zeros(size, dtype=np.int8)
        m[:min(self.n, size)] = 1
        return m

    @property
    def text(self):
        """The question as the terminal asks it."""
        buf = ffi.new("char[1024]")
        lib.dcg_decision_describe(self.game.engine._ctx, self.game._st, self._d, buf, 1024)
        return _str(buf)

    @property
    def options(self):
        """Every option with its key and words (answered on copies: costs a little)."""
        out, w = [], ffi.new("dcg_option_text *")
        ctx, st = self.game.engine._ctx, self.game._st
        for i in range(self.n):
            o, op = Option(), self._d.options[i]
            o.index, o.kind, o.card, o.perm, o.target, o.cost = i, OPTION_KINDS[op.kind], op.card, op.perm, op.target, op.cost
            lib.dcg_option_describe(ctx, st, self._d, i, ffi.NULL, w)
            o.key, o.text, o.ends_turn = _str(w.key), _str(w.text), bool(w.ends_turn)
            out.append(o)
        return out


class Event:
    __slots__ = ("kind", "player", "card", "text")

    def __repr__(self):
        return "Event(%s P%d %r)" % (self.kind, self.player + 1, self.text)


class Game:
    """One game (a dcg_state): decide, answer, clone, observe."""

    def __init__(self, engine, deck1, deck2, seed=0, format=None):
        e = engine
        d1 = e.deck(deck1, format) if isinstance(deck1, str) else deck1
        d2 = e.deck(deck2, format) if isinstance(deck2, str) else deck2
        self._init(e, d1, d2, seed, format)
        e._check(lib.dcg_game_start_format(e._ctx, self._st, d1, d2, seed & (2**64 - 1), e.format(format)), "start")
        self._take_events(None)

    def _init(self, engine, d1, d2, seed, format):
        self.engine, self.seed, self.format = engine, seed, format
        self.decks = (d1, d2)
        self._st = ffi.gc(lib.dcg_state_new(), lib.dcg_state_free)
        self._before = ffi.gc(lib.dcg_state_new(), lib.dcg_state_free)
        self._d = ffi.new("dcg_decision *")
        self._listed = False
        self.answers = []
        self._events = None

    def _take_events(self, had_before):
        n = ffi.new("int *")
        ev = lib.dcg_events(self.engine._ctx, n)
        self._events = ffi.new("dcg_event[]", max(n[0], 1))
        ffi.memmove(self._events, ev, ffi.sizeof("dcg_event") * n[0])
        self._n_events, self._has_before = n[0], had_before

    def clone(self):
        """An exact copy (dcg_state_copy): answer it without touching this game."""
        g = Game.__new__(Game)
        g._init(self.engine, self.decks[0], self.decks[1], self.seed, self.format)
        lib.dcg_state_copy(g._st, self._st)
        g.answers = list(self.answers)
        g._n_events, g._events, g._has_before = 0, ffi.new("dcg_event[]", 1), None
        return g

    def determinize(self, viewer, seed):
        """Re-deal, at random from seed, every card viewer does not know
        (dcg_state_determinize): a game viewer cannot tell from this one,
        for search agents that must not look at hidden cards."""
        lib.dcg_state_determinize(self._st, viewer, seed & (2**64 - 1))
        self._listed = False

    # ---- deciding
    def decision(self):
        """The pending Decision, or None when the game is over."""
        if not self._listed:
            self._over = lib.dcg_decision_get(self.engine._ctx, self._st, self._d) != lib.DCG_OK
            self._listed = True
        return None if self._over else Decision(self, self._d)

    def answer(self, i):
        """Answer the pending decision with option i; runs to the next decision."""
        e = self.engine
        lib.dcg_state_copy(self._before, self._st)
        e._check(lib.dcg_answer(e._ctx, self._st, int(i)), "answer %d" % i)
        self._listed = False
        self.answers.append(int(i))
        self._take_events(True)

    def concede(self, player):
        self.engine._check(lib.dcg_concede(self.engine._ctx, self._st, player), "concede")
        self._listed = False

    def events(self, viewer=-1):
        """The events of the last answer (or of the start), in the terminal's
        words as viewer sees them (-1: everything); events the log leaves out
        have text ""."""
        out, buf = [], ffi.new("char[512]")
        before = self._before if self._has_before else ffi.NULL
        for i in range(self._n_events):
            ev, e = self._events[i], Event()
            e.kind, e.player, e.card = _str(lib.dcg_event_name(ev.kind)), ev.player, ev.card
            lib.dcg_event_describe(self.engine._ctx, self._st, before, self._events, self._n_events, i, viewer, buf, 512)
            e.text = _str(buf)
            out.append(e)
        return out

    # ---- reading
    @property
    def over(self):
        return lib.dcg_winner(self._st) >= 0

    @property
    def winner(self):
        """0 or 1, 2 for a draw, None while it goes on."""
        w = lib.dcg_winner(self._st)
        return None if w < 0 else w

    @property
    def turn(self):
        return lib.dcg_turn_number(self._st)

    def memory(self, player):
        return lib.dcg_memory(self._st, player)

    def hash(self):
        """The 64-bit hash of the whole game (dcg_state_hash)."""
        return lib.dcg_state_hash(self._st)

    def observe(self, player):
        """What player may know, as numpy arrays (dcg_observe): nothing hidden from them."""
        o = ffi.new("dcg_observation *")
        self.engine._check(lib.dcg_observe(self.engine._ctx, self._st, player, o), "observe")
        self._listed = False  # the context listed this state's decision again: harmless, but keep ours fresh
        arr = lambda field, dtype: np.frombuffer(ffi.buffer(ffi.addressof(o, field)), dtype=dtype).copy()
        n_perms, piles = lib.DCG_OBS_PERMS, len(PILES)
        return {
            "scalars": np.array([o.turn, o.my_turn, o.phase, o.memory, o.decision, o.deciding, o.result], dtype=np.int32),
            "pile_size": arr("pile_size", np.int32).reshape(2, piles),
            "piles": arr("piles", np.int16).reshape(2, piles, -1),
            "n_perms": arr("n_perms", np.int32),
            "perm": arr("perm", np.int32).reshape(2, n_perms, len(PERM_FIELDS)),
            "keywords": arr("keywords", np.uint64).reshape(2, n_perms),
            "stack": arr("stack", np.int16).reshape(2, n_perms, -1),
            "links": arr("links", np.int16).reshape(2, n_perms, -1),
        }

    def replay_text(self):
        """The game as a replay file's text (seed, decks, answers): Engine.replay plays it back."""
        def numbers(d):
            idx = [d.main[i] for i in range(d.n_main)] + [d.eggs[i] for i in range(d.n_eggs)]
            return " ".join(_str(lib.dcg_card_at(self.engine._ctx, i).number) for i in idx)
        lines = ["dcg-replay 1", "seed %d" % self.seed, "deck 0 " + numbers(self.decks[0]), "deck 1 " + numbers(self.decks[1])]
        if self.format:
            lines.append("format %s" % self.format)
        for k in range(0, len(self.answers), 50):
            lines.append("answers " + " ".join(map(str, self.answers[k:k + 50])))
        return "\n".join(lines) + "\n"
