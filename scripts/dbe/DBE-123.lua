-- Shackle Toss. Support: Attach H to the opponent's Digimon: a Rust Shackle of your choice from your hand.
return { support = function(me) dbe.attach(me, "hand", {name = "Rust Shackle"}, nil, dbe.opponent(me)) end }
