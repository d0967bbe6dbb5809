-- T.K. Takaishi: [Start of Your Turn] if you have 2 or less memory, set it to 3. [Opponent's Turn]
-- when one of the opponent's Digimon attacks one of your blue Digimon (the target it declared: a
-- block makes none, Q1765), you may suspend this Tamer to <Draw 1>. [Security] play this card.
card:start_of_your_turn(function(me) if game.memory(me) <= 2 then game.set_memory(me, 3) end end)
card:when("digimon_attacking", function(me, self)
  if fx.paid_by_suspending(self) then game.draw(me, 1) end
end, {whose = "opponents", turn = "opponents", optional = true,
      condition = function(me, self)
        local _, target = game.attack()
        return target ~= nil and target ~= 0 and game.owner(target) == me and game.has_color(target, "blue")
          and game.can_suspend(self)
      end})
card:security(function(me, self, c) game.play(c) end)
