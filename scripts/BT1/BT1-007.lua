-- Tanemon (inherited): [When Attacking] if its player has digivolved this turn (in the battle
-- area, Q870; by an effect too, Q871), this Digimon gets +1000 DP for the turn.
card:when_attacking(function(me, self) fx.self_dp(me, self, 1000) end,
  {inherited = true, condition = function(me) return game.player_digivolved_this_turn(me) end})
