-- Koromon (inherited): [When Attacking] once per turn, if you have 3 or fewer security cards, 1 of
-- the opponent's Digimon gets -1000 DP for the turn. "If" is a processing condition: the effect
-- triggers at the attack whatever the security holds and reads it when it activates (15-8-3-9-2,
-- 15-8-3-9-3); activated with 4 or more it does nothing, and the core counts that as its use
-- (15-14-1-4; no API option for a condition read only at activation, scripts/ST8/RULINGS.md).
card:when_attacking(function(me)
  if game.security(me) <= 3 then fx.change_one(me, game.opponent(me), {dp = -1000}) end
end, {inherited = true, once_per_turn = true})
