-- Ember Lure. Support: take a card named Emberpup from your deck into your hand (the deck is shuffled).
return { support = function(me) dbe.take(me, "deck", {name = "Emberpup"}) end }
