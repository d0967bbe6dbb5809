-- Cerberusmon: Werewolf Mode: <Rush> (card data). [On Play] you may delete 1 of your Digimon named
-- [Cerberusmon] (not this card's name, Q1231, Q1232) to gain 9 memory.
local function named(d) return game.name(d) == "Cerberusmon" end
card:on_play(function(me)
  fx.by(me, function()
    local d = fx.choose_one(me, me, named)
    if not d then return false end
    game.delete(d)
    return not game.on_field(d)
  end, function() game.gain_memory(me, 9) end)
end)
