-- Shoutmon DX: [When Digivolving] <Blitz>. [When Digivolving] you may place 1 red Digimon card from
-- your hand as this Digimon's top digivolution card (of any level, Q1295); then, for each
-- [OmniShoutmon] or [ZeigGreymon] among its digivolution cards, delete 1 of your opponent's Digimon
-- with 5000 DP or less, one deletion after another (4-27-4). The two effects trigger together and
-- their player orders them (Q1298, Q1299: the core's).
local function red_digimon(c) return game.card_kind(c) == "Digimon" and game.card_has_color(c, "red") end
local function counted(c) return game.card_name(c) == "OmniShoutmon" or game.card_name(c) == "ZeigGreymon" end
card:when_digivolving(function(me, self) game.blitz(self) end, {has = {"blitz"}})
card:when_digivolving(function(me, self)
  if game.yes_no(me) then
    local c = game.choose(me, fx.cards(game.hand(me), red_digimon), 1, 1, "cards")[1]
    if c then game.put_under(c, self, "top") end
  end
  local n = #fx.cards(game.source_cards(self), counted)
  fx.for_each(n, function()
    fx.delete(me, {dp = 5000})
  end)
end)
