-- Filmon: [Main] <Digi-Burst 2>: 1 of your opponent's Digimon gains <Security Attack -2> until the end of
-- your opponent's next turn.
card:activated(function(me, self)
  if game.digi_burst(me, self, 2) then
    fx.change_one(me, game.opponent(me), {security_attack = -2}, "opponents_turn")
  end
end, {condition = fx.can_digi_burst(2), has = {"digi_burst"}})
