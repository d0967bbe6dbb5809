-- Yuji Musya: [Your Turn] each time a Digimon of yours having the [X-Antibody] trait goes from your
-- breeding area to your battle area: +1 memory, then <Draw 1>. [Your Turn] as a black Digimon of
-- yours having the [X-Antibody] trait attacks, you may suspend this Tamer; then a hand card having
-- that trait goes under the attacker, below its other digivolution cards. [Security] this Tamer is
-- played for free.
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
