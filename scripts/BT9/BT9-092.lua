-- Cool Boy: [On Play] reveal the top 3 cards of your deck; add 1 Digimon card and 1 Option card with
-- [X Antibody] in their traits among them to the hand, as many as there are (Q1894, Q1895); the rest
-- to the bottom in any order. [Your Turn] when one of your Digimon digivolves into a Digimon of the
-- same level with [X Antibody] in its traits, you may suspend this Tamer to gain 1 memory and
-- <Draw 1>. [Security] play this card without paying.
local xanti = fx.card_trait_has("X Antibody")
card:on_play(function(me)
  fx.reveal_each(me, 3, {
    function(c) return game.card_kind(c) == "Digimon" and xanti(c) end,
    function(c) return game.card_kind(c) == "Option" and xanti(c) end}, {must = true})
end)
card:when("digimon_digivolved", function(me, self)
  fx.by_suspending(me, self, function() game.gain_memory(me, 1) game.draw(me, 1) end)
end, {whose = "own", turn = "yours", condition = function(me, self, c, d)
  local under = game.source_cards(d)
  local before = under[#under]
  return fx.trait_has("X Antibody")(d) and before ~= nil and game.card_level(before) == game.level(d) and game.can_suspend(self)
end})
card:security(function(me, self, c) game.play(c) end)
