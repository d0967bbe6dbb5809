-- Hydramon (text as corrected by the erratum): [When Digivolving] you may suspend 1 Digimon (either
-- player's).
-- [All Turns] [Once Per Turn] when one of your opponent's Digimon becomes suspended, gain 1 memory for
-- each suspended Digimon of yours other than this one with [Vegetation], [Plant] or [Fairy] in one of
-- its traits (counted as it activates).
-- [End of Your Turn] [Once Per Turn] if you have 2 or more suspended Digimon with [Vegetation], [Plant]
-- or [Fairy] in one of their traits (this one too), return 1 of your opponent's suspended Digimon to
-- the bottom of its owner's deck.
local vegetation, plant, fairy = fx.trait_has("Vegetation"), fx.trait_has("Plant"), fx.trait_has("Fairy")
local function green_kin(d) return game.suspended(d) and (vegetation(d) or plant(d) or fairy(d)) end
card:when_digivolving(function(me)
  local all = game.digimon(me)
  for _, d in ipairs(game.digimon(game.opponent(me))) do all[#all + 1] = d end
  local d = game.choose(me, all, 0, 1)[1]
  if d then game.suspend(d) end
end)
card:when("digimon_suspended", function(me, self)
  game.gain_memory(me, #fx.digimon(me, function(d) return d ~= self and green_kin(d) end))
end, {whose = "opponents", once_per_turn = true})
card:end_of_your_turn(function(me)
  local d = fx.choose_one(me, game.opponent(me), game.suspended)
  if d then game.return_to_deck(d, "bottom") end
end, {once_per_turn = true, activate_if = function(me) return #fx.digimon(me, green_kin) >= 2 end})
