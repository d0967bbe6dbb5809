-- Pickmon (inherited): [When Attacking] if you have 3 or more Digimon (this one too, Q1282),
-- 1 of your opponent's Digimon gets -1000 DP for the turn. "If" is a processing condition, read
-- when the effect activates (15-8-3-9-2, 15-8-3-9-3): a Digimon another [When Attacking] effect
-- played first counts.
card:when_attacking(function(me)
  if #game.digimon(me) >= 3 then fx.change_one(me, game.opponent(me), {dp = -1000}) end
end, {inherited = true})
