-- Angewomon: [When Digivolving] when no Trial of the Four Great Dragons of its player is in play, they
-- may put one from the hand into their battle area (erratum: optional; put there so, the Trial is not
-- used and its [Main] does nothing, Q3411). [Your Turn] [Once Per Turn] as its player plays a Digimon
-- holding Four Great Dragons in a trait (a part of one) or a Trial of the Four Great Dragons is put into
-- their battle area, one opposing Digimon loses 3000 DP this turn (one effect at two timings: a single
-- use a turn covers both). Inherited: that same [Your Turn] [Once Per Turn] effect (with a use of its own).
local function minus_3000(me) fx.change_one(me, game.opponent(me), {dp = -3000}) end
card:when_digivolving(draconic.place_trial, draconic.place_trial_opts)
draconic.when_great_dragon_or_trial(minus_3000)
draconic.when_great_dragon_or_trial(minus_3000, true)
