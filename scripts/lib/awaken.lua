-- awaken: terms printed alike on several cards of BT8 (New Awakening).
awaken = {}

-- The shared list spells two traits the text prints otherwise: the form [Armor Form] is
-- "ArmorForm" on BT8's cards ("Armor Form" on later ones), [X-Antibody] is "X Antibody".
function awaken.armor_card(c) return game.card_has_trait(c, "ArmorForm") or game.card_has_trait(c, "Armor Form") end
function awaken.armor(d) return game.has_trait(d, "ArmorForm") or game.has_trait(d, "Armor Form") end
function awaken.xab_card(c) return game.card_has_trait(c, "X Antibody") end
function awaken.xab(d) return game.has_trait(d, "X Antibody") end

-- "a 2-color card": a card printed with exactly 2 colours (Q1699: an effect's added colour does
-- not count in the deck).
function awaken.two_color_card(c) return #game.card_colors(c) == 2 end
-- "a 2-color COL card" of the reveal effects (BT8-009, 021, 033): 2 colours, one of them COL (Q1698).
function awaken.two_color(col)
  return function(c) return awaken.two_color_card(c) and game.card_has_color(c, col) end
end
-- "a Digimon with 2 or more colors": the Digimon's colours now (Q1764: not its digivolution cards').
function awaken.multi(d) return #game.colors(d) >= 2 end
-- "you have a Digimon in play with 2 or more colors, or with 2 or more colors in one of its
-- digivolution cards": one card of its stack printed with 2 or more colours (Q1771, Q1772, Q1779,
-- Q1780: not 2 single-colour cards, not an added colour).
function awaken.multi_in_play(me)
  for _, d in ipairs(game.digimon(me)) do
    if awaken.multi(d) then return true end
    for _, c in ipairs(game.source_cards(d)) do
      if #game.card_colors(c) >= 2 then return true end
    end
  end
  return false
end

-- "When a card is trashed from your deck" (BT8-006, 074, 079): a card_trashed whose card left the
-- deck; revealed cards are in the processing area first, so trashing them is not (Q1697, Q1759).
function awaken.from_deck(me, self, c, card, f) return f.from == "deck" end

-- "You may use this card without meeting its color requirements while you have a Digimon with
-- [Armor Form] in its traits" (BT8-095, 101, 103, 110).
function awaken.armor_use_requirement(me, d) return game.kind(d) == "Digimon" and awaken.armor(d) end
