"""dcg: the Digimon Card Game rules engine from Python (docs/python.md).

    import dcg
    engine = dcg.Engine()
    game = engine.game("st1", "st2", seed=42)
    while (d := game.decision()) is not None:
        game.answer(0)
"""
from .core import (AI, DECISION_KINDS, EMPTY, HIDDEN, MAX_OPTIONS, OPTION_KINDS, PERM_FIELDS, PILES, DcgError,
                   Decision, Engine, Event, Game, Option, data_dir)
from .env import DcgEnv, env

__all__ = ["AI", "DECISION_KINDS", "EMPTY", "HIDDEN", "MAX_OPTIONS", "OPTION_KINDS", "PERM_FIELDS", "PILES", "DcgError",
           "Decision", "Engine", "Event", "Game", "Option", "data_dir", "DcgEnv", "env"]
