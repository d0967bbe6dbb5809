-- From Master to Disciple: [Main] and [Security] reveal the top 3 cards of your deck, add 1 card with
-- [Huckmon] or [Sistermon] in its name or [Royal Knight] in its traits among them to your hand, trash
-- the rest; then place this card in your battle area (whatever was revealed, Q762). [Main] <Delay>:
-- the next time one of your Digimon digivolves this turn (by an effect too, Q763), the cost is 1 less.
local function effect(me, self, c)
  fx.reveal(me, 3, {filter = royal.card_huckmon_sistermon_or_knight, rest = "trash", must = true})
  game.place(c)
end
card:main(effect)
card:security(effect)
card:activated(function(me) game.digivolution_discount(me, 1) end, {delay = true})
