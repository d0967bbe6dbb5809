-- Beast Cyclone: [Main] all of your Digimon with <Blocker> or <Reboot> gain <Security Attack +1> for the turn
-- (lost with the keywords, Q1144). [Security] add this card to the hand.
local function blocker_or_reboot(me, d) return game.has_keyword(d, "blocker") or game.has_keyword(d, "reboot") end
local plus = card:static{granted = true, security_attack = 1, condition = blocker_or_reboot}
card:main(function(me)
  for _, d in ipairs(fx.digimon(me, function(d) return blocker_or_reboot(me, d) end)) do
    game.change(me, d, {effect = plus})
  end
end)
card:security(function(me, self, c) game.to_hand(c) end)
