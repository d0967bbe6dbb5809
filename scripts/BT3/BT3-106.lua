-- Beast Cyclone: [Main] all of your Digimon with <Blocker> or <Reboot> gain <Security Attack +1> for the turn
-- (lost with the keywords, Q1144). [Security] add this card to the hand.
local function blocker_or_reboot(me, d) return game.has_keyword(d, "blocker") or game.has_keyword(d, "reboot") end
local plus = card:static{granted = true, security_attack = 1, condition = blocker_or_reboot}
card:main(function(me)
  game.change(me, fx.digimon(me, function(d) return blocker_or_reboot(me, d) end), {effect = plus})
end)
card:security(function(me, self, c) game.to_hand(c) end)
