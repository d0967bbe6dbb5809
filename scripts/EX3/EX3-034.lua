-- Angewomon: [When Digivolving] if you don't have a [Trial of the Four Great Dragons] in play, you may
-- place 1 from your hand in your battle area (erratum: "you may"; placed so, the Trial's [Main] does not
-- activate, Q3411). [Your Turn] [Once Per Turn] when you play a Digimon with [Four Great Dragons] in its
-- traits or place [Trial of the Four Great Dragons] in your battle area, 1 of your opponent's Digimon
-- gets -3000 DP for the turn (one effect at two timings: one use a turn for both). Inherited: the same
-- [Your Turn] [Once Per Turn] effect (a use of its own).
local function minus_3000(me) fx.change_one(me, game.opponent(me), {dp = -3000}) end
card:when_digivolving(draconic.place_trial, draconic.place_trial_opts)
draconic.when_great_dragon_or_trial(minus_3000)
draconic.when_great_dragon_or_trial(minus_3000, true)
