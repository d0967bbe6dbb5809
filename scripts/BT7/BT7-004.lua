-- Koromon (inherited): [When Attacking] reveal the top card of your deck and place it on the top or the
-- bottom of your deck (its player's choice).
card:when_attacking(function(me)
  local c = game.reveal(me, 1)[1]
  if c then game.to_deck(c, game.choose_mode(me, {"top", "bottom"})) end
end, {inherited = true})
