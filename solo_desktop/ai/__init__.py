"""Qt-free computer players: the Bot protocol, the random bot and a rule-based bot per game."""
