-- diamond: phrases printed alike on several cards of BT6 (Double Diamond).
diamond = {}

-- Condition of card:when("card_trashed", ...) for "when you trash a card in your hand using one of
-- your effects": the card left the hand for the trash by an effect of a card of `me`'s (a cost of an
-- effect too); the rules' trashing and the opponent's effects do not count.
function diamond.trashed_from_hand_by_own(me, self, c, card, f)
  return f.from == "hand" and f.cause == "effect" and game.card_owner(f.by) == me
end

-- "You may trash 1 card in your hand (to ...)": `me` picks 1 card of the hand, or none; true when
-- one was trashed. An empty hand asks nothing and pays nothing (Q1463, Q1467).
function diamond.trash_from_hand(me)
  local c = game.choose(me, game.hand(me), 0, 1, "cards")[1]
  if not c then return false end
  game.trash(c)
  return true
end

-- "You may play 1 ... without paying its memory cost": `me` picks 1 of the cards, or none; returns
-- the new Digimon or Tamer (nil when none was played).
function diamond.may_play(me, cards)
  local c = game.choose(me, cards, 0, 1, "cards")[1]
  return c and game.play(c) or nil
end

-- "A Digimon with [Huckmon] in its name or [Royal Knight] in its type" (a part of one of its traits,
-- 2-3-2-4). `fx` is read when it is called (this file loads before fx.lua).
function diamond.huckmon_or_knight(d) return game.name_has(d, "Huckmon") or fx.trait_has("Royal Knight")(d) end

-- "A Digimon card with [Sistermon] in its name" (a card id).
function diamond.sistermon_card(c) return game.card_kind(c) == "Digimon" and game.card_name_has(c, "Sistermon") end

-- "If you have a Digimon with [Sistermon] in its name in play" (an activate_if: the battle area only,
-- Q1481, 3-4-7-8).
function diamond.sistermon_in_play(me)
  return #game.digimon(me, function(d) return game.name_has(d, "Sistermon") end) > 0
end

-- The <Use Req.>-like line of BT6's [Three Musketeers] Options: "if you have a Digimon with [Three
-- Musketeers] in its type in play": the core asks about `me`'s Digimon and Tamers in the battle area
-- only (Q1481, Q1489, Q1493, 3-4-7-8).
function diamond.musketeer_in_play(me, d)
  return game.kind(d) == "Digimon" and fx.trait_has("Three Musketeers")(d)
end
