-- Pack Whistle. Support: take a level R Digimon from your deck into your hand (the deck is shuffled).
return { support = function(me) dbe.take(me, "deck", {kind = "digimon", level = "R"}) end }
