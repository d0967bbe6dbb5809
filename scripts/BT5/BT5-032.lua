-- Hexeblaumon: [When Attacking] trash up to 2 digivolution cards from the bottom of 1 of your
-- opponent's Digimon; then, if your opponent has a Digimon with no digivolution cards (one this
-- effect left bare too, Q1310; read once, now, Q1312), this Digimon gets <Jamming> for the turn.
-- [All Turns] your opponent's Digimon with no digivolution cards can't attack or block (an attack
-- already declared goes on, Q1311).
card:when_attacking(function(me, self)
  omni.trash_bottom_up_to(me, 2)
  if #game.digimon(game.opponent(me), fx.no_sources) > 0 and game.on_field(self) then
    game.change(me, self, {keywords = {"jamming"}}, "turn")
  end
end)
card:static{applies = "opponent_digimon", forbid = {"attack", "block"},
  condition = function(me, self, c, d) return game.sources(d) == 0 end}
