-- Marsmon: [Your Turn] this Digimon can also attack the opponent's unsuspended Digimon (a "can't"
-- effect wins over it, Q3878, Q5797: the core's, 15-1-3).
card:static{turn = "yours", allow = {"attack_unsuspended"}}
