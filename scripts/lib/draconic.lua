-- EX3 (Draconic Roar) helpers shared by its cards.
draconic = {}

-- "[Dramon] or [Examon] in its name" (2-3-1-3): the bracketed [Dramon] is printed capitalised, but
-- no name holds it so; it names the "-dramon" of Coredramon, Slayerdramon ... (as ST8-03 reads it,
-- scripts/ST8/RULINGS.md; the rulings on EX3-024, Q3396 and Q3399, count Breakdramon).
function draconic.dramon_or_examon(d) return game.name_has(d, "dramon") or game.name_has(d, "Examon") end
-- "with [Dramon] in its name", of a Digimon (the same reading).
function draconic.dramon(d) return game.name_has(d, "dramon") end

-- "[Examon] in your hand" (EX3-020, EX3-041: "... can treat this Digimon as level 6 for DNA
-- digivolution"): card x is an [Examon] in its owner's hand.
function draconic.examon_in_hand(me, self, c, x) return game.card_name(x) == "Examon" and game.card_zone(x) == "hand" end

-- "[Dragon], [saur] or [Ceratopsian] in one of its traits" (2-3-2-4, a part of a trait: Dragonkin
-- counts, Q3370), of a card (card_dragonish) or of a Digimon as it is now (dragonish: its top card's).
local function traits_hold(traits, parts)
  for _, t in ipairs(traits) do
    for _, part in ipairs(parts) do
      if string.find(t, part, 1, true) then return true end
    end
  end
  return false
end
local dragonish_parts = {"Dragon", "saur", "Ceratopsian"}
function draconic.card_dragonish(c) return traits_hold(game.card_traits(c), dragonish_parts) end
function draconic.dragonish(d) return traits_hold(game.traits(d), dragonish_parts) end

-- "You may digivolve 1 of your other Digimon into a level 4 <colour> Digimon card with the [Free] trait
-- from your trash for the cost" (EX3-008, EX3-058): only a card some other Digimon of yours can
-- digivolve into (its requirements, 8-1; the Digimon need not share the colour, Q3375, Q3425),
-- paying the requirement's cost; choosing no card declines.
function draconic.digivolve_other_from_trash(me, self, color)
  local function onto(c) return game.digimon(me, function(d) return d ~= self and game.can_digivolve(c, d) end) end
  local function fits(c)
    return game.card_kind(c) == "Digimon" and game.card_level(c) == 4 and game.card_has_color(c, color)
      and game.card_has_trait(c, "Free") and #onto(c) > 0
  end
  local c = game.choose(me, fx.cards(game.trash_cards(me), fits), 0, 1, "cards")[1]
  if c then game.digivolve(c, game.choose(me, onto(c), 1, 1)[1]) end
end

-- The [When Digivolving] of the Armor-form pair EX3-008 / EX3-058: activate one of the two, "digivolve
-- another into a level 4 <colour> Free card from the trash" or "DNA digivolve this and another into a
-- card in the hand", each a "you may" (declined by choosing no card).
function draconic.armor_when_digivolving(color)
  return function(me, self)
    if game.choose_mode(me, {"digivolve from trash", "DNA digivolve"}) == "digivolve from trash" then
      draconic.digivolve_other_from_trash(me, self, color)
    else
      fx.dna_from_hand(me, self)
    end
  end
end

-- "You may play 1 [NAME] from your trash without paying the cost" (EX3-010, EX3-061): a card of that
-- exact name; choosing none declines.
function draconic.play_named_from_trash(me, name)
  local c = game.choose(me, fx.cards(game.trash_cards(me), function(x) return game.card_name(x) == name end), 0, 1, "cards")[1]
  if c then game.play(c) end
end

-- "You may play 1 <X> Digimon card from one of your blue Digimon's digivolution cards without paying
-- its memory cost" (EX3-022, EX3-023, EX3-026): a card passing `fits` under any of your blue Digimon;
-- choosing none declines (`must`: the "you may" was asked already, so one is chosen when any fits).
function draconic.play_from_blue_sources(me, fits, must)
  local cards = {}
  for _, d in ipairs(game.digimon(me, function(x) return game.has_color(x, "blue") end)) do
    for _, c in ipairs(game.source_cards(d)) do
      if game.card_kind(c) == "Digimon" and fits(c) then cards[#cards + 1] = c end
    end
  end
  local c = game.choose(me, cards, (must and #cards > 0) and 1 or 0, 1, "cards")[1]
  if c then game.play(c) end
end

-- "A yellow card with [Angel], [Cherub], [Throne], [Authority], [Seraph] or [Virtue], other than [Three
-- Great Angels], in one of its traits" (EX3-028, EX3-030): a part of a trait (2-3-2-4), the trait
-- [Three Great Angels] (which holds "Angel") not counting, the card's other traits still counting
-- (Seraphimon by its [Seraph]: every yellow [Cherub] card is a Three Great Angels one). The bracket's
-- capital is print only, as [Dramon] is read (scripts/ST8/RULINGS.md): [Angel] is part of "Archangel"
-- (Angewomon, MagnaAngemon), which the erratum's list of the angel orders that do not hold "Angel"
-- leaves out for that reason (scripts/EX3/RULINGS.md).
local angelic = {"angel", "cherub", "throne", "authority", "seraph", "virtue"}
function draconic.card_angel(c)
  if not game.card_has_color(c, "yellow") then return false end
  for _, t in ipairs(game.card_traits(c)) do
    if t ~= "Three Great Angels" then
      for _, part in ipairs(angelic) do
        if string.find(string.lower(t), part, 1, true) then return true end
      end
    end
  end
  return false
end

-- "[Your Turn] [Once Per Turn] when you play a Digimon with the [Four Great Dragons] trait, 1 of those
-- Digimon gains <Rush> for the turn" (EX3-030, EX3-031 inherited): the condition on the played Digimon
-- and the grant to it.
function draconic.four_great_dragons_played(me, self, c, d) return game.has_trait(d, "Four Great Dragons") end
function draconic.four_great_dragons_rush(me, self, c, d)
  if game.on_field(d) then game.change(me, d, {keywords = {"rush"}}) end
end

-- "While this Digimon has an [On Play] effect" (EX3-047, EX3-048, EX3-052, inherited): its top card's,
-- the inherited and the granted ones count, whether or not they could activate now (game.has_effect).
function draconic.has_on_play(me, self) return game.has_effect(self, "on_play") end

-- "[Hina Kurihara]" (EX3-047, EX3-048, EX3-052): a card of that exact name.
function draconic.card_hina(c) return game.card_name(c) == "Hina Kurihara" end
-- [Trial of the Four Great Dragons] (EX3-069), named by EX3-025, 027, 033, 034, 036 and 064: a card of
-- that exact name. "In play" for an Option card is the battle area, where an effect placed it (4-28-1).
local TRIAL = "Trial of the Four Great Dragons"
function draconic.card_trial(c) return game.card_name(c) == TRIAL end
function draconic.no_trial_in_play(me)
  return #game.options(me, function(o) return draconic.card_trial(game.top(o)) end) == 0
end

-- "If you don't have a [Trial of the Four Great Dragons] in play, you may place 1 [Trial of the Four
-- Great Dragons] from your hand in your battle area" ([On Deletion] EX3-025, 036, 064; [When
-- Digivolving] EX3-033, 034; "you may" by erratum): the "if" is read as the effect would activate
-- (activate_if, 15-8-3-9-2); the "you may" is declined by choosing no card. Placed so, the Trial is not
-- used: its [Main] does not activate (Q3402, Q3410, Q3411, Q3412, Q3428), and its <Delay> waits a turn.
function draconic.place_trial(me)
  local c = game.choose(me, fx.cards(game.hand(me), draconic.card_trial), 0, 1, "cards")[1]
  if c then game.place(c) end
end
draconic.place_trial_opts = {activate_if = draconic.no_trial_in_play}

-- "If this card was played by [Trial of the Four Great Dragons]'s effect" (EX3-025, 036, 064's [On
-- Play]): the play's facts name the card whose effect played it (f.by).
function draconic.played_by_trial(f) return f.cause == "effect" and f.by ~= nil and draconic.card_trial(f.by) end

-- "[Your Turn] [Once Per Turn] when you play a Digimon with [Four Great Dragons] in its traits or place
-- [Trial of the Four Great Dragons] in your battle area, <fn>" (EX3-027 inherited, EX3-034 own and
-- inherited): one effect at two timings sharing one use a turn (15-14-1, once_per_turn = h); "in its
-- traits" is a part of a trait (2-3-2-4), as the set reads it.
function draconic.when_great_dragon_or_trial(fn, inherited)
  local great_dragon = fx.trait_has("Four Great Dragons")
  local h = card:when("digimon_played", fn, {whose = "own", turn = "yours", inherited = inherited, once_per_turn = true,
    condition = function(me, self, c, d) return great_dragon(d) end})
  card:when("option_placed", fn, {whose = "own", turn = "yours", inherited = inherited, once_per_turn = h,
    condition = function(me, self, c, o) return draconic.card_trial(o) end})
end

-- The inherited "[Opponent's Turn] when one of your opponent's Digimon with no digivolution cards would
-- digivolve, its digivolution cost is 1 more" of EX3-016 SnowAgumon and EX3-019 Paledramon: an
-- increase (game.raise_cost), not a reduction; each copy raises it once (Q3379, Q3386); a DNA
-- digivolution is one digivolution, raised once when either Digimon has none (Q3380, Q3381, Q3387,
-- Q3388); a Tamer digivolving as a Digimon counts as one with its cards under it (Q3382, Q3383); the
-- cost then unpayable, the digivolution fails (Q3384, Q3391).
local function bare(d) return d ~= 0 and game.no_sources(d) end
function draconic.raise_bare_digivolutions()
  card:when_would("digivolve", function() game.raise_cost(1) end, {inherited = true, turn = "opponents", any = true,
    whose = "opponents", condition = function()
      return bare(game.would_digimon()) or bare(game.would_partner())
    end})
end

-- The [On Play] of EX3-048 Jazardmon and EX3-007 Lavorvomon (one text): of the deck's 4 top cards, shown,
-- one Digimon card whose traits hold [Rock Dragon], [Earth Dragon], [Bird Dragon], [Machine Dragon] or
-- [Sky Dragon] and one [Hina Kurihara] go to the hand, the others under the deck in the player's order:
-- each of the two that is there (one alone when the other is missing, Q3372, Q3417; both, not one, when
-- both are, Q3373, Q3418); "in its traits": a part of one trait (2-3-2-4).
local dragon_traits = {"Rock Dragon", "Earth Dragon", "Bird Dragon", "Machine Dragon", "Sky Dragon"}
local function dragon_digimon(c) return game.card_kind(c) == "Digimon" and traits_hold(game.card_traits(c), dragon_traits) end
function draconic.reveal_dragon_and_hina(me) fx.reveal_each(me, 4, {dragon_digimon, draconic.card_hina}, {must = true}) end

-- The inherited [When Attacking] of EX3-005 Vorvomon and EX3-007 Lavorvomon: as long as this Digimon
-- has an [On Play] effect (its top card's own, an inherited or a granted one: game.has_effect), one of
-- the opponent's Digimon of 3000 DP or less is deleted; the "if" is read as the effect would activate
-- (15-8-3-9).
function draconic.delete3000(me) fx.delete(me, {dp = 3000}) end
function draconic.inherited_delete3000_when_attacking()
  card:when_attacking(draconic.delete3000, {inherited = true,
    activate_if = function(me, self) return game.has_effect(self, "on_play") end})
end
