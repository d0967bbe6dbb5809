-- Machinedramon: [When Digivolving] up to 2 of your Digimon (this one too, Q667) gain <Reboot> until
-- the end of the opponent's next turn.
card:when_digivolving(function(me)
  for _, d in ipairs(fx.choose(me, me, 2, nil, true)) do game.change(me, d, {keywords = {"reboot"}}, "opponents_turn") end
end)
