-- Shoutmon: [On Play] reveal the top 5 cards of your deck; add 1 Digimon card with [Shoutmon] in its
-- name and 1 Digimon card with a <Blitz> effect among them to your hand (either alone when only one
-- is there, Q1288; a card fitting both may fill either part, so two Shoutmon DX may both be added,
-- Q1289, Q1290); the rest go to the bottom of your deck in the order you choose.
-- Inherited: [Your Turn] while this Digimon has a <Blitz> effect (whether it attacks or not), it
-- gets +2000 DP.
local function shoutmon(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Shoutmon") end
local function blitz(c) return game.card_kind(c) == "Digimon" and game.card_has_effect(c, "blitz") end
card:on_play(function(me) fx.reveal_each(me, 5, {shoutmon, blitz}, {must = true}) end)
card:static{inherited = true, turn = "yours", dp = 2000,
  condition = function(me, self) return game.has_effect(self, "blitz") end}
