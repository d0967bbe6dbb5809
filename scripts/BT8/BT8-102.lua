-- Samādhi Śānti: [Main] you may, as a cost, suspend 1 of your Digimon; if you do, suspend 1 of your
-- opponent's Digimon or Tamers (an already suspended one may be chosen, Q1782), and if this effect
-- suspended it, it can't unsuspend, by the unsuspend phase or by any effect, until the end of your
-- opponent's next turn (a chosen card that was suspended already gets nothing, Q1782).
-- [Security] suspend 1 of your opponent's Digimon or Tamers.
local function opponents_cards(me)
  local opp, all = game.opponent(me), {}
  for _, d in ipairs(game.digimon(opp)) do all[#all + 1] = d end
  for _, t in ipairs(game.tamers(opp)) do all[#all + 1] = t end
  return all
end
local function suspend_one(me)
  local x = game.choose(me, opponents_cards(me), 1, 1)[1]
  return x, x and game.suspend(x) or 0
end
card:main(function(me)
  fx.by(me, function()
    local own = game.choose(me, fx.digimon(me, game.can_suspend), 1, 1)[1]
    return own ~= nil and game.suspend(own) == 1
  end, function()
    local x, turned = suspend_one(me)
    if turned == 1 then game.change(me, x, {forbid = {"be_unsuspended"}}, "opponents_turn") end
  end)
end)
card:security(function(me) suspend_one(me) end)
