-- Soundbirdmon: [When Attacking] you may trash 1 Option card from your hand to gain 1 memory (one
-- card, one memory, Q1229).
local function option(c) return game.card_kind(c) == "Option" end
card:when_attacking(function(me)
  fx.by(me, function()
    local c = game.choose(me, fx.cards(game.hand(me), option), 1, 1, "cards")[1]
    if not c then return false end
    game.trash(c)
    return true
  end, function() game.gain_memory(me, 1) end)
end)
