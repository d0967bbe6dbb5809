-- Dinorexmon: [When Digivolving] for each Tamer the opponent has in play, suspend 1 of the opponent's
-- Digimon and gain 1 memory: one suspension of as many Digimon as there are Tamers (fewer when the
-- opponent has fewer Digimon), and 1 memory per Tamer whatever was suspended (Q1816, Q1817).
-- [All Turns] [Once Per Turn] when an opponent's Digimon with 6000 DP or less becomes suspended, you
-- may delete it. Digimon suspended at the same time trigger it once and are all deleted (Q1820: the
-- set kept with `together`); "with 6000 DP or less" is read for each as it triggers, not again as it
-- activates (Q4287: `subject_if`); 6000 is the maximum DP of the Digimon it deletes, shown in its
-- text, so effects adding to the maximum of DP-based deletions add to it (15-15-4-1, Q1799; no ruling
-- says otherwise: RULINGS.md). Declined, its use is not counted (Q1818: `optional`); a blocker
-- deleted so ends the attack with no battle (Q1819, the core's).
card:when_digivolving(function(me)
  local op = game.opponent(me)
  local n = #game.tamers(op)
  if n == 0 then return end
  game.suspend(fx.choose(me, op, n))
  game.gain_memory(me, n)
end)
card:when("digimon_suspended", function(me, self, c, d, f) game.delete(f.subjects) end,
          {whose = "opponents", all_turns = true, once_per_turn = true, optional = true, together = true,
           subject_if = function(me, self, c, d) return fx.deletion_dp_at_most(me, 6000)(d) end})
