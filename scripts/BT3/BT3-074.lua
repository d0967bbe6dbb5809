-- MetalEtemon: [Your Turn] the opponent's Digimon can't block this Digimon. [Opponent's Turn] +2000 DP.
card:cannot_be_blocked_by(function() return true end, {turn = "yours"})
card:static{turn = "opponents", dp = 2000}
