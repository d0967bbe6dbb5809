-- TeslaJellymon: [End of Attack] [Once Per Turn] you may trash 2 cards in your hand; if you do,
-- unsuspend this Digimon.
card:end_of_attack(function(me, self)
  fx.by(me, function()
    local cs = game.choose(me, game.hand(me), 2, 2, "cards")
    if #cs < 2 then return false end
    game.trash(cs)
    return true
  end, function() game.unsuspend(self) end)
end, {once_per_turn = true})
