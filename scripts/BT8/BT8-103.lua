-- Lightning Blade: it may be used without meeting its colour requirements while you have a Digimon with
-- [Armor Form] in its traits. [Main] 1 of your Digimon with 2 or more colours gets +2000 DP and
-- <Piercing> for the turn. [Security] suspend 1 of the opponent's Digimon.
card:use_requirement(awaken.armor_use_requirement)
card:main(function(me) fx.change_one(me, me, {dp = 2000, keywords = {"piercing"}}, "turn", awaken.multi) end)
card:security(function(me) game.suspend(fx.choose(me, game.opponent(me), 1)) end)
