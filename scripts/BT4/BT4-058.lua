-- Orochimon: [When Digivolving] 1 of your Digimon (this one too, Q1214) gains <Piercing> for the turn.
card:when_digivolving(function(me) fx.change_one(me, me, {keywords = {"piercing"}}) end)
