-- AncientGarurumon: [When Attacking] [Once Per Turn] unsuspend up to 2 of your Digimon (itself too,
-- Q1279) with [Garurumon] in its name (but [KendoGarurumon]) or [Hybrid] in its form (Q1280).
-- [On Deletion] you may play 1 blue level 4 or lower Digimon card with [Hybrid] in its form from your
-- hand without paying.
local function hybrid_form(forms)
  for _, f in ipairs(forms) do if string.find(f, "Hybrid", 1, true) then return true end end
  return false
end
local function fits(d)
  return (game.name_has(d, "Garurumon") and game.name(d) ~= "KendoGarurumon") or hybrid_form(game.form(d))
end
card:when_attacking(function(me) game.unsuspend(fx.choose(me, me, 2, fits, true)) end, {once_per_turn = true})
local function playable(c)
  return game.card_kind(c) == "Digimon" and game.card_has_color(c, "blue") and (game.card_level(c) or 0) <= 4
    and hybrid_form(game.card_form(c))
end
card:on_deletion(function(me)
  local c = game.choose(me, fx.cards(game.hand(me), playable), 0, 1, "cards")[1]
  if c then game.play(c) end
end)
