-- Nyaromon (inherited): [When Attacking] if you have a yellow Digimon (this one counts, Q723),
-- <Draw 1>; only if a card was drawn, trash 1 card of your hand. "If" is a processing condition:
-- the effect triggers at the attack whatever is in play and reads it when it activates (15-8-3-9-2,
-- 15-8-3-9-3), so a yellow Digimon another [When Attacking] effect played first counts; unmet, it
-- is not activated (15-6-3).
local function yellow(me) return #fx.digimon(me, fx.colored("yellow")) > 0 end
card:when_attacking(function(me)
  local before = game.deck_count(me)
  game.draw(me, 1)
  if game.deck_count(me) == before then return end -- nothing drawn: no trash
  local c = game.choose(me, game.hand(me), 1, 1, "cards")[1]
  if c then game.trash(c) end
end, {inherited = true, activate_if = yellow})
