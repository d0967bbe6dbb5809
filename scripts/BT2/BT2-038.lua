-- RizeGreymon: [When Digivolving] you may play 1 yellow Tamer card from your hand without paying; the
-- [On Play] effects of the Tamer played so don't activate. Inherited: on your turn, while you have 3
-- or more yellow Tamers, <Security Attack +1>.
local function yellow_tamer(c) return game.card_kind(c) == "Tamer" and game.card_has_color(c, "yellow") end
card:when_digivolving(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), yellow_tamer), 1, 1, "cards")[1]
  if c then game.play(c, 0, {on_play = false}) end
end, {optional = true})
card:static{inherited = true, turn = "yours", security_attack = 1,
  condition = function(me) return #fx.tamers(me, fx.colored("yellow")) >= 3 end}
