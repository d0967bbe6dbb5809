-- Fire Rocket: it may be used without meeting its colour requirements while you have a Digimon with
-- [Armor Form] in its traits. [Main] 1 of your Digimon with 2 or more colours gains <Security Attack
-- +1> for the turn. [Security] delete 1 of the opponent's Digimon with <Blocker>.
card:use_requirement(awaken.armor_use_requirement)
card:main(function(me) fx.change_one(me, me, {security_attack = 1}, "turn", awaken.multi) end)
card:security(function(me)
  fx.delete(me, {filter = function(d) return game.has_keyword(d, "blocker") end})
end)
