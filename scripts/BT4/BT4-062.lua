-- Nidhoggmon: [When Digivolving] <Digi-Burst 4>: suspend all of the opponent's Digimon with 5000 DP or
-- less; then place all of the opponent's suspended Digimon (those suspended before too, Q1219) at the
-- bottom of their owner's deck, in the order its player chooses (3-1-3-4), all in one move; their
-- digivolution cards go to the trash.
card:when_digivolving(function(me, self)
  if not game.digi_burst(me, self, 4) then return end
  local foe = game.opponent(me)
  game.suspend(fx.digimon(foe, fx.dp_at_most(5000)))
  local left, order = fx.digimon(foe, game.suspended), {}
  while #left > 1 do -- the player orders them; one placement below
    local d = game.choose(me, left, 1, 1)[1]
    order[#order + 1] = d
    local rest = {}
    for _, x in ipairs(left) do if x ~= d then rest[#rest + 1] = x end end
    left = rest
  end
  if left[1] then order[#order + 1] = left[1] end
  game.return_to_deck(order, "bottom")
end, {condition = fx.can_digi_burst(4), has = {"digi_burst"}})
