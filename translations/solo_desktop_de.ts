<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="124" />
        <source>Lay away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="140" />
        <source>Waiting for {name}…</source>
        <translation>Warte auf {name} …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="143" />
        <source>Your turn: play a card (click it, or use the arrow keys and Enter).</source>
        <translation>Du bist am Zug: Spiele eine Karte (anklicken oder mit den Pfeiltasten und Enter).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="145" />
        <source>Choose {n} cards to lay away: click them, then “Lay away”.</source>
        <translation>Wähle {n} Karten zum Ablegen: Klicke sie an, dann „Ablegen“.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="149" />
        <source>You won the auction: name trumps (the suit you bid or a higher one).</source>
        <translation>Du hast das Reizen gewonnen: Sage Trumpf an (die gebotene Farbe oder eine höhere).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="150" />
        <source>Your turn in the auction: bid a higher suit or pass.</source>
        <translation>Du bist beim Reizen dran: Biete eine höhere Farbe oder passe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="162" />
        <source>Auction: nobody has spoken yet.</source>
        <translation>Reizen: Noch hat niemand geboten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="164" />
        <source>Auction: {calls}</source>
        <translation>Reizen: {calls}</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="30" />
        <source>Hand {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="45" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="45" />
        <source>This hand</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="45" />
        <source>Match total</source>
        <translation>Partie gesamt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="63" />
        <source>See the final score</source>
        <translation>Zum Endstand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="63" />
        <source>Next hand</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="73" />
        <source>Everybody passed: the hand is thrown in.</source>
        <translation>Alle haben gepasst: Das Spiel wird eingeworfen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="76" />
        <source>Everybody passed; {name} took the last trick.</source>
        <translation>Alle haben gepasst; {name} hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="83" />
        <source>{name} won with {suit} as trumps.</source>
        <translation>{name} hat mit {suit} als Trumpf gewonnen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="86" />
        <source>{name} lost with {suit} as trumps.</source>
        <translation>{name} hat mit {suit} als Trumpf verloren.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="100" />
        <source>Soloist {name}: {tricks}, {points} card points (laid-away cards included).</source>
        <translation>Solist {name}: {tricks}, {points} Augen (mit den abgelegten Karten).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="104" />
        <source>Defenders: {tricks}, {points} card points.</source>
        <translation>Gegenspieler: {tricks}, {points} Augen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="114" />
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="115" />
        <source>won, defenders schneider (under 33)</source>
        <translation>gewonnen, Gegenspieler Schneider (unter 33)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="116" />
        <source>won, defenders schwarz (no trick)</source>
        <translation>gewonnen, Gegenspieler Schwarz (kein Stich)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="117" />
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="118" />
        <source>lost under 33</source>
        <translation>verloren unter 33</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="119" />
        <source>lost without a trick</source>
        <translation>verloren ohne Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="122" />
        <source>Score: {basis} × {factor} = {value} ({level}).</source>
        <translation>Wert: {basis} × {factor} = {value} ({level}).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="129" />
        <source>Each defender pays {value} / {n} chips, rounded.</source>
        <translation>Jeder Gegenspieler zahlt {value} / {n} Chips, gerundet.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="125" />
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="196" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="198" />
        <source>&amp;New…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="201" />
        <source>&amp;Restart hand</source>
        <translation>Spiel &amp;neu beginnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="204" />
        <source>&amp;Take back card</source>
        <translation>Karte &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="209" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="212" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="215" />
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="219" />
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="223" />
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="226" />
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="227" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="228" />
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="229" />
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="237" />
        <source>L&amp;anguage</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="247" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="250" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="254" />
        <source>&amp;About Solo Desktop</source>
        <translation>&amp;Über Solo Desktop</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="284" />
        <source>About Solo Desktop</source>
        <translation>Über Solo Desktop</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="286" />
        <source>Solo Desktop: Solo 66 and the Solo family of card games, against computer players.</source>
        <translation>Solo Desktop: Solo 66 und die Kartenspiele der Solo-Familie, gegen Computerspieler.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="296" />
        <source>Could not save the settings: {error}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="319" />
        <source>Scoreboard</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="344" />
        <source>Solo Desktop – {game}</source>
        <translation>Solo Desktop – {game}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="396" />
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="420" />
        <source>Hand {n} of {total} · Dealer: {dealer}</source>
        <translation>Spiel {n} von {total} · Geber: {dealer}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="429" />
        <source>your turn: bid or pass</source>
        <translation>du bist dran: bieten oder passen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="430" />
        <source>your turn: name trumps</source>
        <translation>du bist dran: Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="431" />
        <source>your turn: lay two cards away</source>
        <translation>du bist dran: zwei Karten ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="432" />
        <source>your turn: play a card</source>
        <translation>du bist dran: eine Karte spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="435" />
        <source>{name} to play</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="475" />
        <source>Match over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="476" />
        <source>The match is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="477" />
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="478" />
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="56" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="64" />
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="121" />
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="69" />
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="70" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="71" />
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="72" />
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="73" />
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="80" />
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="99" />
        <source>Club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="99" />
        <source>Beginner (random)</source>
        <translation>Anfänger (zufällig)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="115" />
        <source>Rules of {game}</source>
        <translation>Regeln: {game}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="20" />
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="21" />
        <source>Five players, 32 cards. In every suit the cards rank ace, ten, king, queen, jack, 9, 8, 7. Jacks are ordinary cards of their suit.</source>
        <translation>Fünf Spieler, 32 Karten. In jeder Farbe gilt die Reihenfolge Ass, Zehn, König, Dame, Bube, 9, 8, 7. Die Buben sind gewöhnliche Karten ihrer Farbe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="28" />
        <source>Dealing</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="29" />
        <source>Each player gets six cards (three, then three); two cards lie face down in the middle as the talon. The deal passes to the left after every hand.</source>
        <translation>Jeder Spieler erhält sechs Karten (drei, dann drei); zwei Karten liegen verdeckt als Talon in der Mitte. Nach jedem Spiel gibt der linke Nachbar.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="36" />
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="37" />
        <source>You bid for the trump suit: diamonds is lowest, then hearts, spades, and clubs highest. Forehand (left of the dealer) speaks first. On your turn you bid a higher suit than the highest bid so far, or pass; a pass is final. The last bidder left becomes the soloist and plays alone against the other four.</source>
        <translation>Gereizt wird um die Trumpffarbe: Karo ist die niedrigste, dann Herz, Pik und Kreuz die höchste. Vorhand (links vom Geber) beginnt. Wer dran ist, bietet eine höhere Farbe als das bisher höchste Gebot oder passt; wer passt, ist draußen. Der letzte verbliebene Bieter wird Solist und spielt allein gegen die anderen vier.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="46" />
        <source>Trumps and talon</source>
        <translation>Trumpf und Talon</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="47" />
        <source>The soloist names trumps: the suit he bid or a higher one. Then he takes up the talon and lays away any two cards. Their card points count for him, but they are not a trick.</source>
        <translation>Der Solist sagt Trumpf an: die gebotene Farbe oder eine höhere. Dann nimmt er den Talon auf und legt zwei beliebige Karten ab. Deren Augen zählen für ihn, sie sind aber kein Stich.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="55" />
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="56" />
        <source>Forehand leads to the first trick. You must follow suit; if you cannot, you must play a trump; only with neither may you play any card. You need not win the trick. The highest trump wins, otherwise the highest card of the suit led. The winner of a trick leads to the next.</source>
        <translation>Vorhand spielt zum ersten Stich aus. Es herrscht Farbzwang; wer nicht bedienen kann, muss trumpfen (Trumpfzwang); nur wer beides nicht kann, darf eine beliebige Karte spielen. Stichzwang gibt es nicht. Der höchste Trumpf sticht, sonst die höchste Karte der ausgespielten Farbe. Wer den Stich macht, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="65" />
        <source>Counting</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="66" />
        <source>Ace 11, ten 10, king 4, queen 3, jack 2, the others 0; the last trick scores 10 more: 130 in all. The soloist wins with 66 or more.</source>
        <translation>Ass 11, Zehn 10, König 4, Dame 3, Bube 2, die übrigen 0 Augen; der letzte Stich zählt 10 mehr: zusammen 130. Der Solist gewinnt mit 66 oder mehr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="73" />
        <source>Scoring</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="74" />
        <source>A winning soloist scores his card points; double if the defenders have under 33 (schneider), triple if they took no trick (schwarz). A losing soloist loses twice the value, three times if he has under 33, four times without a trick. Each defender pays the soloist the score (or is paid it when he lost).</source>
        <translation>Gewinnt der Solist, zählt er seine Augen; doppelt, wenn die Gegenspieler unter 33 haben (Schneider), dreifach, wenn sie keinen Stich haben (Schwarz). Verliert er, verliert er den doppelten Wert, den dreifachen unter 33 und den vierfachen ohne Stich. Jeder Gegenspieler zahlt dem Solisten den Wert (oder bekommt ihn, wenn der Solist verliert).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="91" />
        <source>House rules in force</source>
        <translation>Geltende Hausregeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="103" />
        <source>★ marks a house rule changed from its default.</source>
        <translation>★ kennzeichnet eine Hausregel, die von der Voreinstellung abweicht.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="29" />
        <source>thrown in</source>
        <translation>eingeworfen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="31" />
        <source>last trick</source>
        <translation>letzter Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="72" />
        <source>Hand</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="73" />
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="74" />
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="75" />
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="76" />
        <source>Points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="106" />
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <location filename="../solo_desktop/ui/scoreboard.py" line="17" />
        <source>Scoreboard</source>
        <translation>Spielliste</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../solo_desktop/ui/table/plates.py" line="161" />
        <source>D</source>
        <comment>dealer button</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table/plates.py" line="238" />
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../solo_desktop/controller/match_controller.py" line="154" />
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="22" />
        <source>Solo 66</source>
        <translation>Solo 66</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="23" />
        <source>Solo Whist</source>
        <translation>Solo-Whist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="24" />
        <source>Six-bid Solo</source>
        <translation>Six-bid Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="25" />
        <source>Sixty-Six</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="26" />
        <source>German Solo</source>
        <translation>Deutsches Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="34" />
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="35" />
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="36" />
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="37" />
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="44" />
        <source>clubs</source>
        <comment>suit inside a sentence</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="45" />
        <source>spades</source>
        <comment>suit inside a sentence</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="46" />
        <source>hearts</source>
        <comment>suit inside a sentence</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="47" />
        <source>diamonds</source>
        <comment>suit inside a sentence</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="54" />
        <source>A</source>
        <comment>rank letter: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="55" />
        <source>K</source>
        <comment>rank letter: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="56" />
        <source>Q</source>
        <comment>rank letter: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="57" />
        <source>J</source>
        <comment>rank letter: jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="73" />
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="75" />
        <source>Bid {suit}</source>
        <translation>{suit} bieten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="77" />
        <source>{suit} are trumps</source>
        <translation>{suit} ist Trumpf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="82" />
        <source>Lay away {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="93" />
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="94" />
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="100" />
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="101" />
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="102" />
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="103" />
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="104" />
        <source>Hand over</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="112" />
        <source>You must follow {suit}.</source>
        <translation>Du musst {suit} bedienen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="114" />
        <source>The hand is over.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="115" />
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="116" />
        <source>That is not a move of this game.</source>
        <translation>Das ist in diesem Spiel kein Zug.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="117" />
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="118" />
        <source>You must follow suit.</source>
        <translation>Du musst Farbe bekennen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="119" />
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Du kannst nicht bedienen, also musst du trumpfen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="120" />
        <source>You must win the trick if you can.</source>
        <translation>Du musst den Stich machen, wenn du kannst.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="121" />
        <source>You must overtrump if you can.</source>
        <translation>Du musst übertrumpfen, wenn du kannst.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="122" />
        <source>Your bid must be higher than the current bid.</source>
        <translation>Dein Gebot muss höher sein als das bisherige.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="123" />
        <source>Trumps must be the suit you bid or a higher one.</source>
        <translation>Trumpf muss die gebotene Farbe oder eine höhere sein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="126" />
        <source>Choose the right number of cards.</source>
        <translation>Wähle die richtige Anzahl Karten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="127" />
        <source>Choose two different cards.</source>
        <translation>Wähle zwei verschiedene Karten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="128" />
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="136" />
        <source>When everybody passes</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="137" />
        <source>Last-trick game: chips from each player</source>
        <translation>Letzter-Stich-Spiel: Chips von jedem Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="138" />
        <source>A lost game is valued by</source>
        <translation>Ein verlorenes Spiel zählt nach</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="139" />
        <source>Points per chip</source>
        <translation>Punkte je Chip</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="140" />
        <source>Hands in a match</source>
        <translation>Spiele je Partie</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="148" />
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="148" />
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="152" />
        <source>deal again</source>
        <translation>neu geben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="153" />
        <source>play for the last trick</source>
        <translation>um den letzten Stich spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="154" />
        <source>the defenders' points</source>
        <translation>den Augen der Gegenspieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="155" />
        <source>the soloist's points</source>
        <translation>den Augen des Solisten</translation>
    </message>
</context>
</TS>