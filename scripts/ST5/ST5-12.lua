-- Machinedramon: [When Digivolving] up to 2 of your Digimon (this one too, Q667) gain <Reboot> until
-- the end of the opponent's next turn.
card:when_digivolving(function(me)
  game.change(me, fx.choose(me, me, 2, nil, true), {keywords = {"reboot"}}, "opponents_turn")
end)
