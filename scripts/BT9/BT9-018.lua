-- Dinorexmon: [When Digivolving] per Tamer the opponent has on the field, one of their Digimon is
-- suspended and its player gains 1 memory: one suspension of as many Digimon as there are Tamers (fewer
-- when the opponent has fewer Digimon), and 1 memory per Tamer whatever was suspended (Q1816, Q1817).
-- [All Turns] [Once Per Turn] as an opposing Digimon of at most 6000 DP is suspended, its player may
-- delete that Digimon. Digimon suspended at the same time trigger it once and are all deleted (Q1820: the
-- set kept with `together`); "with 6000 DP or less" is read for each as it triggers, not again as it
-- activates (Q4287: `subject_if`). That 6000 belongs to the trigger condition (15-5-1), not to the
-- deletion, which chooses nothing and has no DP maximum (Q4287 deletes a 7000 DP Digimon): "add 1000
-- to the maximum DP you can choose with DP-based deletion effects" (BT9-009, BT9-011) does not raise
-- it (15-15-4-3; RULINGS.md). Declined, its use is not counted (Q1818: `optional`); a blocker deleted
-- so ends the attack with no battle (Q1819, the core's).
local dp_when_suspended = fx.dp_at_most(6000) -- not a deletion's bound: the trigger condition's (RULINGS.md)

card:when_digivolving(function(me)
  local op = game.opponent(me)
  local n = #game.tamers(op)
  if n == 0 then return end
  game.suspend(fx.choose(me, op, n))
  game.gain_memory(me, n)
end)
card:when("digimon_suspended", function(me, self, c, d, f) game.delete(f.subjects) end,
          {whose = "opponents", all_turns = true, once_per_turn = true, optional = true, together = true,
           subject_if = function(me, self, c, d) return dp_when_suspended(d) end})
