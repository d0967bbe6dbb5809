-- Metallicdramon: [On Play] <De-Digivolve 1> on all of your opponent's Digimon (one instance on every
-- stack, 16-12-1); then delete 1 of your opponent's Digimon with a play cost of 5 or less (not "up to";
-- a play cost, not a DP-based deletion); if no Digimon is deleted by this effect, until the end of your
-- opponent's turn none of their unsuspended Digimon can digivolve: a granted "can only digivolve into
-- no card" on all of their Digimon (later ones too), read when a digivolution would be offered or done:
-- a DNA digivolution needs both suspended (Q3420), <Digisorption> can't suspend it first (Q3421), and a
-- Tamer digivolved onto as if it were a Digimon (BT4-011) is an unsuspended Digimon too (Q3422).
-- [Opponent's Turn] while you have a Tamer in play, this Digimon gains <Blocker> and <Reboot>.
local no_digivolving = card:digivolve_only(function() return false end,
  {granted = true, condition = function(me, self) return not game.suspended(self) end})
local function play_cost_5(d) local cost = game.cost(d) return cost ~= nil and cost <= 5 end
card:on_play(function(me)
  local opp = game.opponent(me)
  game.de_digivolve(me, game.digimon(opp), 1)
  local d = fx.choose_one(me, opp, play_cost_5)
  if d then game.delete(d) end
  if not d or game.deletion(d) == nil then
    game.change_all(me, opp, "digimon", {effect = no_digivolving}, "opponents_turn")
  end
end)
card:static{turn = "opponents", keywords = {"blocker", "reboot"},
  condition = function(me) return #game.tamers(me) > 0 end}
