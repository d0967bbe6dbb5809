-- VenomMyotismon: [When Digivolving] up to 2 of your Digimon (this one too, Q673) gain <Retaliation>
-- until the end of the opponent's next turn.
card:when_digivolving(function(me)
  game.change(me, fx.choose(me, me, 2, nil, true), {keywords = {"retaliation"}}, "opponents_turn")
end)
