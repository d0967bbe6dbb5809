-- Susanoomon: you may digivolve this card from your hand onto one of your Tamers, the Tamer treated
-- as a level 6 Digimon, by placing 10 cards from your hand and/or trash, each a Tamer card or a card
-- with [Hybrid] in its traits, at the bottom of your deck in the order you choose: card data (a
-- requirement of kind Tamer with "by_placing", cards/BT7.json; the rule is the core's, evo_by.c:
-- the cost paid after the card is revealed and before the Digimon or Tamer is chosen, Q1680; then
-- a Digimon may be digivolved instead, Q1685; never fewer than 10, Q1684). <Security Attack +2>:
-- card data. [When Digivolving] delete 1 of your opponent's Digimon.
-- Rulings: cited by its scenarios Q1680, Q1682, Q1683, Q1684, Q1685, Q1689, Q1691, Q1692, Q6533,
-- Q6535; explained in RULINGS.md Q1681, Q1686, Q1687, Q1688, Q1690, Q2048, Q6534.
card:when_digivolving(function(me)
  fx.delete(me)
end)
