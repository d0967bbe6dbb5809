-- AeroVeedramon: [When Digivolving] if you don't have a [Trial of the Four Great Dragons] in play, you
-- may place 1 from your hand in your battle area (erratum: "you may"; placed so, the Trial's [Main] does
-- not activate, Q3410). [Opponent's Turn] while you have a Digimon with [Four Great Dragons] in its
-- traits in play, or a [Trial of the Four Great Dragons] in your battle area, this Digimon has <Blocker>.
-- Inherited: [Opponent's Turn] your Digimon with [Four Great Dragons] in their traits have <Blocker>.
local great_dragon = fx.trait_has("Four Great Dragons")
card:when_digivolving(draconic.place_trial, draconic.place_trial_opts)
card:static{turn = "opponents", keywords = {"blocker"}, condition = function(me)
  return #fx.digimon(me, great_dragon) > 0 or not draconic.no_trial_in_play(me)
end}
card:static{inherited = true, turn = "opponents", applies = "own_digimon", keywords = {"blocker"},
  condition = function(me, self, c, d) return great_dragon(d) end}
