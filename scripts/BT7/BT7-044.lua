-- Betamon: [On Play] reveal the top 3 cards of your deck; add 1 green level 4 Digimon card or 1 green
-- Tamer card among them to your hand; the rest to the bottom in any order.
card:on_play(function(me)
  fx.reveal(me, 3, {must = true, filter = function(c)
    if not game.card_has_color(c, "green") then return false end
    local kind = game.card_kind(c)
    return (kind == "Digimon" and game.card_level(c) == 4) or kind == "Tamer"
  end})
end)
