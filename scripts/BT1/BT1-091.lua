-- Scrap Claw: [Main] 1 of your Digimon gains <Piercing> for the turn.
card:main(function(me) fx.change_one(me, me, {keywords = {"piercing"}}) end)
