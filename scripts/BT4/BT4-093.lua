-- Thomas H. Norstein: [On Play] <Draw 1>. [Main] if the opponent has 8 or more cards in hand, you may
-- suspend this Tamer to unsuspend 1 of your Digimon with [Gao] in its name. [Security] play this card
-- without paying.
local function full(me) return #game.hand(game.opponent(me)) >= 8 end
card:on_play(function(me) game.draw(me, 1) end)
card:activated(function(me, self)
  if not fx.paid_by_suspending(self) then return end
  local d = fx.choose_one(me, me, function(x) return game.name_has(x, "Gao") end)
  if d then game.unsuspend(d) end
end, {condition = function(me, self) return full(me) and game.can_suspend(self) end})
card:security(function(me, self, c) game.play(c) end)
