"""The rule bots: a hand-written player per game (and Sixty-Six's endgame solver, which its
rule bot uses once the stock is closed). Every level builds on them."""
