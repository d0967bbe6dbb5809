-- Neptunemon: [Opponent's Turn] this Digimon can't be attacked (it is never chosen as an attack's
-- target; a block still makes it the Digimon attacked, Q1307).
card:static{turn = "opponents", forbid = {"be_attacked"}}
