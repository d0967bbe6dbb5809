-- Veemon: [On Play] you may trash 1 card with [Imperialdramon] in its name or the [Free] trait from
-- your hand; if you do, <Draw 2>.
-- Inherited: [Your Turn] while you have a purple Digimon in play, this Digimon gets +2000 DP.
local function fodder(c) return game.card_name_has(c, "Imperialdramon") or game.card_has_trait(c, "Free") end
card:on_play(function(me)
  fx.by(me, function()
    local c = game.choose(me, fx.cards(game.hand(me), fodder), 1, 1, "cards")[1]
    if not c then return false end
    game.trash(c)
    return true
  end, function() game.draw(me, 2) end)
end)
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me) return #fx.digimon(me, fx.colored("purple")) > 0 end}
