-- MetalGreymon: [When Digivolving] until the end of the opponent's next turn, 1 of your Digimon
-- (this one too, Q665) gains <Blocker>.
card:when_digivolving(function(me) fx.change_one(me, me, {keywords = {"blocker"}}, "opponents_turn") end)
