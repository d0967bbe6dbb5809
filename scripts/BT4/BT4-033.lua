-- ZeedGarurumon: [When Digivolving] <Digi-Burst 2>: return 1 of the opponent's level 5 or lower
-- Digimon to its owner's hand (its digivolution cards to the trash).
card:when_digivolving(function(me, self)
  if not game.digi_burst(me, self, 2) then return end
  local d = fx.choose_one(me, game.opponent(me), fx.level_at_most(5))
  if d then game.bounce(d) end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
