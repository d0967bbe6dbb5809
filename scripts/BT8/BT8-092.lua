-- Yuji Musya: [Your Turn] when one of your Digimon with [X-Antibody] in its traits is moved from your
-- breeding area to your battle area, gain 1 memory and <Draw 1>. [Your Turn] when one of your black
-- Digimon with [X-Antibody] in its traits attacks, you may suspend this Tamer to place 1 card with
-- [X-Antibody] in its traits from your hand under that Digimon as its bottom digivolution card.
-- [Security] play this card without paying its memory cost.
local function xab(d) return game.has_trait(d, "X Antibody") end
card:when("digimon_moved_out", function(me)
  game.gain_memory(me, 1)
  game.draw(me, 1)
end, {whose = "own", turn = "yours", condition = function(me, self, c, d) return xab(d) end})
card:when("digimon_attacking", function(me, self, c, d)
  fx.by_suspending(me, self, function()
    local x = game.choose(me, fx.cards(game.hand(me), function(h) return game.card_has_trait(h, "X Antibody") end), 1, 1, "cards")[1]
    if x and game.on_field(d) then game.put_under(x, d, "bottom") end
  end)
end, {whose = "own", turn = "yours",
  condition = function(me, self, c, d) return xab(d) and game.has_color(d, "black") and game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
