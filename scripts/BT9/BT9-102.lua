-- Attack of the Heavy Mobile Digimon!: [Main] you may trash 1 card with [Cyborg] or [Machine] in its
-- traits from your hand to have all of your level 6 Digimon with [Machine] in their traits gain <Rush>
-- and "[On Play] if this Digimon has a digivolution card, <Blitz>" for the turn: those that become such
-- Digimon later that turn too, played or digivolved (Q1907: a change to all of your Digimon, each
-- reached while it is a level 6 [Machine] Digimon). [Security] you may trash 1 Digimon card with
-- [Cyborg] or [Machine] in its traits from your hand to delete 1 of your opponent's Digimon whose play
-- cost is at most the trashed card's play cost.
local function heavy(me, self) return game.level(self) == 6 and fx.trait_has("Machine")(self) end
local rush = card:static{granted = true, keywords = {"rush"}, condition = heavy}
local launch = card:on_play(function(me, self) game.blitz(self) end,
  {granted = true, has = {"blitz"}, condition = heavy, activate_if = function(me, self) return game.has_sources(self) end})
card:main(function(me)
  xab.by_trashing(me, xab.machine_or_cyborg, function()
    game.change_all(me, me, "digimon", {effect = rush}, "turn")
    game.change_all(me, me, "digimon", {effect = launch}, "turn")
  end)
end)
card:security(function(me)
  xab.by_trashing(me, function(c) return game.card_kind(c) == "Digimon" and xab.machine_or_cyborg(c) end, function(t)
    local most = game.card_cost(t) or 0
    local d = fx.choose_one(me, game.opponent(me), function(x) local cost = game.cost(x) return cost ~= nil and cost <= most end)
    if d then game.delete(d) end
  end)
end)
