<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>Access</name>
    <message>
        <location filename="../solo_desktop/ui/access/announcer.py" line="108" />
        <source>Hand {n}. {dealer} deals.</source>
        <translation>Spiel {n}. {dealer} gibt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/announcer.py" line="110" />
        <source>Hand {n} of {total}. {dealer} deals.</source>
        <translation>Spiel {n} von {total}. {dealer} gibt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/announcer.py" line="149" />
        <source>Match over. {score}</source>
        <translation>Partie beendet. {score}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="51" />
        <source>Turn</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="52" />
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="53" />
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="54" />
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="55" />
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="56" />
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="57" />
        <source>Tricks taken</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="58" />
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="65" />
        <source>{card}, playable</source>
        <translation>{card}, spielbar</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="66" />
        <source>{card}, not playable now</source>
        <translation>{card}, jetzt nicht spielbar</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="90" />
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="219" />
        <source>The table in words</source>
        <translation>Der Tisch in Worten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="220" />
        <source>Your &amp;hand</source>
        <translation>Deine &amp;Hand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="221" />
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="223" />
        <source>Your cards, each with whether you may play it now. Press Enter to play the current card.</source>
        <translation>Deine Karten, jede mit der Angabe, ob du sie jetzt spielen darfst. Die Eingabetaste spielt die gewählte Karte.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="229" />
        <source>&amp;Play card</source>
        <translation>Karte s&amp;pielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="230" />
        <source>Play the current card</source>
        <translation>Die gewählte Karte spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="250" />
        <location filename="../solo_desktop/ui/access/words.py" line="322" />
        <source>Hand over</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/table_panel.py" line="258" />
        <source>Your cards are hidden</source>
        <translation>Deine Karten sind verdeckt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="36" />
        <source>two</source>
        <comment>rank in a card's name</comment>
        <translation>Zwei</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="37" />
        <source>three</source>
        <comment>rank in a card's name</comment>
        <translation>Drei</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="38" />
        <source>four</source>
        <comment>rank in a card's name</comment>
        <translation>Vier</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="39" />
        <source>five</source>
        <comment>rank in a card's name</comment>
        <translation>Fünf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="40" />
        <source>six</source>
        <comment>rank in a card's name</comment>
        <translation>Sechs</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="41" />
        <source>seven</source>
        <comment>rank in a card's name</comment>
        <translation>Sieben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="42" />
        <source>eight</source>
        <comment>rank in a card's name</comment>
        <translation>Acht</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="43" />
        <source>nine</source>
        <comment>rank in a card's name</comment>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="44" />
        <source>ten</source>
        <comment>rank in a card's name</comment>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="45" />
        <source>jack</source>
        <comment>rank in a card's name</comment>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="46" />
        <source>queen</source>
        <comment>rank in a card's name</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="47" />
        <source>king</source>
        <comment>rank in a card's name</comment>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="48" />
        <source>ace</source>
        <comment>rank in a card's name</comment>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="54" />
        <source>{rank} of {suit}</source>
        <comment>a card's name on its own</comment>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="60" />
        <source>the {rank} of {suit}</source>
        <comment>a card inside a sentence</comment>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="70" />
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="98" />
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="102" />
        <source>Call {card}</source>
        <translation>{card} rufen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="106" />
        <source>Give back {card}</source>
        <translation>{card} zurückgeben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="111" />
        <source>Lay away {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="131" />
        <location filename="../solo_desktop/ui/access/words.py" line="174" />
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="136" />
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="137" />
        <source>{name} holds</source>
        <translation>{name} hält</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="138" />
        <source>{name} accepts</source>
        <translation>{name} nimmt an</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="139" />
        <source>{name} doubles</source>
        <translation>{name} doppelt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="140" />
        <source>{name} redoubles</source>
        <translation>{name} doppelt zurück</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="141" />
        <source>{name} exchanges the trump card</source>
        <translation>{name} tauscht die Trumpfkarte aus</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="142" />
        <source>{name} closes the stock</source>
        <translation>{name} dreht zu</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="143" />
        <source>{name} says out: 66</source>
        <translation>{name} meldet sich ab: Aus, 66</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="148" />
        <source>{name} discards</source>
        <translation>{name} legt ab</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="150" />
        <source>{name} gives back a card</source>
        <translation>{name} gibt eine Karte zurück</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="152" />
        <source>{name} bids {contract}</source>
        <translation>{name} bietet {contract}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="156" />
        <source>{name} names {suit} as trumps</source>
        <translation>{name} bestimmt {suit} als Trumpf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="160" />
        <source>{name} shows the marriage in {suit}</source>
        <translation>{name} meldet das Paar in {suit}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="164" />
        <source>{name} discards {cards}</source>
        <translation>{name} legt {cards} ab</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="169" />
        <source>{name} plays {card}</source>
        <translation>{name} spielt {card}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="170" />
        <source>{name} calls {card}</source>
        <translation>{name} ruft {card}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="171" />
        <source>{name} gives back {card}</source>
        <translation>{name} gibt {card} zurück</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="181" />
        <source>{name} takes the trick</source>
        <translation>{name} bekommt den Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="186" />
        <source>{name} is the partner</source>
        <translation>{name} ist der Partner</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="191" />
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="211" />
        <location filename="../solo_desktop/ui/access/words.py" line="218" />
        <source>{name} plays {game}</source>
        <translation>{name} spielt {game}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="215" />
        <source>{game} in {suit}</source>
        <translation>{game} in {suit}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="221" />
        <source>{text}, called {card}</source>
        <translation>{text}, gerufen: {card}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="229" />
        <source>Auction over: nobody plays a game</source>
        <translation>Reizen beendet: niemand spielt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="238" />
        <source>Auction over: {contract}</source>
        <translation>Reizen beendet: {contract}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="244" />
        <source>{name} {chips}</source>
        <translation>{name} {chips}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="252" />
        <source>Hand over.</source>
        <translation>Spiel beendet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="254" />
        <source>The hand is thrown in.</source>
        <translation>Das Spiel wird eingeworfen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="258" />
        <source>{name} won.</source>
        <translation>{name} hat gewonnen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="260" />
        <source>{name} lost.</source>
        <translation>{name} hat verloren.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="262" />
        <source>Chips: {chips}.</source>
        <translation>Chips: {chips}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="270" />
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="280" />
        <source>no card played yet</source>
        <translation>noch keine Karte gespielt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="287" />
        <source>none yet</source>
        <translation>noch keiner</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="290" />
        <source>{cards}; {name} took it</source>
        <translation>{cards}; {name} hat ihn bekommen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="299" />
        <source>nothing said yet</source>
        <translation>noch nichts gesagt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="307" />
        <source>none or not yet known</source>
        <translation>keiner oder noch nicht bekannt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="312" />
        <source>{suit}, face up: {card}</source>
        <translation>{suit}, aufgedeckt: {card}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="325" />
        <source>Your turn: bid or pass</source>
        <translation>Du bist dran: bieten oder passen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="326" />
        <source>Your turn: name trumps</source>
        <translation>Du bist dran: Trumpf bestimmen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="327" />
        <source>Your turn: lay cards away</source>
        <translation>Du bist dran: Karten ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="328" />
        <source>Your turn: play a card</source>
        <translation>Du bist dran: eine Karte spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="329" />
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="330" />
        <source>{name} to play</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="338" />
        <source>{name} {tricks}</source>
        <translation>{name} {tricks}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="344" />
        <source>{part}, {n} points</source>
        <translation>{part}, {n} Augen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="355" />
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="358" />
        <source>Game points (to {target}): {points}</source>
        <translation>Spielpunkte (bis {target}): {points}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/access/words.py" line="361" />
        <source>Chips: {chips}</source>
        <translation>Chips: {chips}</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="193" />
        <source>Bid</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="160" />
        <source>Lay away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="77" />
        <source>Bidding and calls</source>
        <translation>Reizen und Ansagen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="78" />
        <source>The auction so far</source>
        <translation>Das Reizen bisher</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="79" />
        <source>What to do now</source>
        <translation>Was jetzt zu tun ist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="162" />
        <source>Lay away the chosen cards</source>
        <translation>Die gewählten Karten ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="165" />
        <source>Choose {n} cards of your hand on the table first (arrow keys, then Enter or Space on each).</source>
        <translation>Wähle zuerst {n} Karten deiner Hand auf dem Tisch (Pfeiltasten, dann bei jeder Eingabe oder Leertaste).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="188" />
        <source>Bids you can make</source>
        <translation>Gebote, die du abgeben kannst</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="189" />
        <source>Cards you can call</source>
        <translation>Karten, die du rufen kannst</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="190" />
        <source>Cards you can give back</source>
        <translation>Karten, die du zurückgeben kannst</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="193" />
        <source>Call</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="193" />
        <source>Give back</source>
        <translation>Zurückgeben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="197" />
        <source>Make the bid chosen in the list</source>
        <translation>Das in der Liste gewählte Gebot abgeben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="198" />
        <source>Call the card chosen in the list</source>
        <translation>Die in der Liste gewählte Karte rufen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="199" />
        <source>Give back the card chosen in the list</source>
        <translation>Die in der Liste gewählte Karte zurückgeben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="221" />
        <source>{holder} holds; {name} must bid higher or pass.</source>
        <translation>{holder} hält; {name} muss höher bieten oder passen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="224" />
        <source>Waiting for {name}…</source>
        <translation>Warte auf {name} …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="228" />
        <source>You hold: say hold (claim the same game) or pass.</source>
        <translation>Du hältst: Sage „Halten“ (dasselbe Spiel) oder passe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="230" />
        <source>You won the auction: raise once to a higher game, or pass to keep it.</source>
        <translation>Du hast das Reizen gewonnen: Erhöhe einmal auf ein höheres Spiel, oder passe, um es zu behalten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="232" />
        <source>Call a card: whoever holds it becomes your secret partner.</source>
        <translation>Rufe eine Karte: Wer sie hat, wird dein geheimer Partner.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="234" />
        <source>Name trumps.</source>
        <translation>Sage Trumpf an.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="237" />
        <source>Your turn: play a card, or meld a marriage, exchange, close or claim 66.</source>
        <translation>Du bist dran: Spiele eine Karte, oder sage ein Paar an, tausche, drehe zu oder melde 66.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="240" />
        <source>Your turn: play a card (click it, or use the arrow keys and Enter).</source>
        <translation>Du bist am Zug: Spiele eine Karte (anklicken oder mit den Pfeiltasten und Enter).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="242" />
        <source>Choose {n} cards to lay away: click them, then “Lay away”.</source>
        <translation>Wähle {n} Karten zum Ablegen: Klicke sie an, dann „Ablegen“.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="246" />
        <source>You won the auction: name trumps (the suit you bid or a higher one).</source>
        <translation>Du hast das Reizen gewonnen: Sage Trumpf an (die gebotene Farbe oder eine höhere).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="248" />
        <source>Your turn in the auction: bid a higher game or pass.</source>
        <translation>Du bist beim Reizen dran: Biete ein höheres Spiel oder passe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="249" />
        <source>Your turn in the auction: bid a higher suit or pass.</source>
        <translation>Du bist beim Reizen dran: Biete eine höhere Farbe oder passe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="261" />
        <source>Auction: nobody has spoken yet.</source>
        <translation>Reizen: Noch hat niemand geboten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="265" />
        <source>Auction: {calls}</source>
        <translation>Reizen: {calls}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/action_panel.py" line="267" />
        <source>Announced: {calls}</source>
        <translation>Angesagt: {calls}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="54" />
        <source>The chip ledger could not be read. It was kept as {file} and a new, empty ledger was started.</source>
        <translation>Das Chip-Konto konnte nicht gelesen werden. Es wurde als {file} aufbewahrt, und ein neues, leeres Konto wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="62" />
        <source>The chip ledger was written by a newer version of Solo Desktop. It is shown but not changed: hands played now are not added to it.</source>
        <translation>Das Chip-Konto stammt von einer neueren Version von Solo Desktop. Es wird angezeigt, aber nicht verändert: Jetzt gespielte Spiele werden nicht eingetragen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="70" />
        <source>The settings could not be read. They were kept as {file}; the defaults apply.</source>
        <translation>Die Einstellungen konnten nicht gelesen werden. Sie wurden als {file} aufbewahrt; es gelten die Voreinstellungen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="77" />
        <source>The saved match could not be read. It was kept as {file}; a new match starts.</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden. Sie wurde als {file} aufbewahrt; eine neue Partie beginnt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="89" />
        <source>A match of {game} is in progress (hand {n}). Resume it?</source>
        <translation>Eine Partie {game} läuft noch (Spiel {n}). Fortsetzen?</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="94" />
        <source>Resume the match</source>
        <translation>Partie fortsetzen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="187" />
        <source>The house-rule presets could not be read. They were kept as {file}.</source>
        <translation>Die Hausregel-Vorlagen konnten nicht gelesen werden. Sie wurden als {file} aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/app.py" line="196" />
        <source>Solo Desktop</source>
        <translation>Solo Desktop</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../solo_desktop/ui/curtain.py" line="53" />
        <location filename="../solo_desktop/ui/curtain.py" line="62" />
        <source>Every hand is hidden until the next person is ready.</source>
        <translation>Alle Karten bleiben verdeckt, bis die nächste Person bereit ist.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/curtain.py" line="54" />
        <source>Curtain</source>
        <translation>Vorhang</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/curtain.py" line="55" />
        <source>Show my cards</source>
        <translation>Meine Karten zeigen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/curtain.py" line="80" />
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/curtain.py" line="81" />
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>HandHistoryWindow</name>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="59" />
        <source>Hand history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="67" />
        <source>Hands in the ledger, newest first</source>
        <translation>Spiele im Chip-Konto, die neuesten zuerst</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="70" />
        <source>Enter or a double click replays the hand chosen; Export saves its deal record.</source>
        <translation>Eingabe oder ein Doppelklick spielt das gewählte Spiel nach; Exportieren speichert sein Spielprotokoll.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="79" />
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="80" />
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="81" />
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="82" />
        <source>Hand</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="83" />
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="84" />
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="85" />
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="86" />
        <source>Your chips</source>
        <translation>Deine Chips</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="96" />
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="102" />
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="107" />
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="155" />
        <source>{n} hands</source>
        <translation>{n} Spiele</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="172" />
        <source>Thrown in</source>
        <translation>Eingeworfen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="175" />
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="175" />
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="211" />
        <source>Replay – {game}, match {match}, hand {number}</source>
        <translation>Nachspielen – {game}, Partie {match}, Spiel {number}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="218" />
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="218" />
        <source>This hand cannot be replayed:</source>
        <translation>Dieses Spiel lässt sich nicht nachspielen:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="241" />
        <location filename="../solo_desktop/ui/history.py" line="251" />
        <source>Export hand</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="243" />
        <location filename="../solo_desktop/ui/history.py" line="262" />
        <source>Deal records (*.json);;All files (*)</source>
        <translation>Spielprotokolle (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="252" />
        <source>Could not write {file}:</source>
        <translation>{file} konnte nicht geschrieben werden:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="260" />
        <location filename="../solo_desktop/ui/history.py" line="274" />
        <location filename="../solo_desktop/ui/history.py" line="281" />
        <location filename="../solo_desktop/ui/history.py" line="288" />
        <source>Import hand</source>
        <translation>Spiel importieren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="275" />
        <source>Could not read {file}:</source>
        <translation>{file} konnte nicht gelesen werden:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="282" />
        <source>{file} is not a deal record:</source>
        <translation>{file} ist kein Spielprotokoll:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="283" />
        <source>the file is not UTF-8 text.</source>
        <translation>die Datei ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="289" />
        <source>{file} is not a valid deal record:</source>
        <translation>{file} ist kein gültiges Spielprotokoll:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/history.py" line="293" />
        <source>Replay – {file}</source>
        <translation>Nachspielen – {file}</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="38" />
        <source>Hand {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="64" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="64" />
        <source>This hand</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="64" />
        <source>Match total</source>
        <translation>Partie gesamt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="82" />
        <source>Chips of each player</source>
        <translation>Chips jedes Spielers</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="84" />
        <source>One row per player: the chips of this hand and of the match so far.</source>
        <translation>Eine Zeile je Spieler: die Chips dieses Spiels und der Partie bisher.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="102" />
        <source>See the final score</source>
        <translation>Zum Endstand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="102" />
        <source>Next hand</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="117" />
        <source>{name}: +1 game point</source>
        <translation>{name}: +1 Spielpunkt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="118" />
        <source>{name}: +{n} game points</source>
        <translation>{name}: +{n} Spielpunkte</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="120" />
        <source>Everybody passed: the hand is thrown in.</source>
        <translation>Alle haben gepasst: Das Spiel wird eingeworfen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="123" />
        <source>Everybody passed; {name} took the last trick.</source>
        <translation>Alle haben gepasst; {name} hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="131" />
        <source>{name} won with {suit} as trumps.</source>
        <translation>{name} hat mit {suit} als Trumpf gewonnen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="132" />
        <source>{name} lost with {suit} as trumps.</source>
        <translation>{name} hat mit {suit} als Trumpf verloren.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="135" />
        <source>{contract} in {suit}</source>
        <translation>{contract} in {suit}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="141" />
        <source>{name} and {partner} won the {game}.</source>
        <translation>{name} und {partner} haben {game} gewonnen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="144" />
        <source>{name} and {partner} lost the {game}.</source>
        <translation>{name} und {partner} haben {game} verloren.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="148" />
        <source>{name} won the {game}.</source>
        <translation>{name} hat {game} gewonnen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="149" />
        <source>{name} lost the {game}.</source>
        <translation>{name} hat {game} verloren.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="155" />
        <source>Reviewing the hand with every card known…</source>
        <translation>Das Spiel wird mit allen Karten offen nachgerechnet…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="173" />
        <source>{n} card points</source>
        <translation>{n} Augen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="184" />
        <source>The review starts at trick {n}: before it there are too many cards to work through.</source>
        <translation>Die Nachrechnung beginnt beim {n}. Stich: davor sind es zu viele Karten zum Durchrechnen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="192" />
        <source>With every card known, {name} could have got through without taking anything.</source>
        <translation>Mit allen Karten offen hätte {name} durchkommen können, ohne etwas zu nehmen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="199" />
        <source>With every card known, the defenders could have caught {name} whatever he played.</source>
        <translation>Mit allen Karten offen hätten die Gegenspieler {name} erwischen können, was immer er spielte.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="206" />
        <source>With every card known, {name}'s side could have made it: {amount} in play against the best defence.</source>
        <translation>Mit allen Karten offen hätte die Seite von {name} es geschafft: {amount} im Spiel gegen die beste Gegenwehr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="211" />
        <source>With every card known, {name}'s side could not have made it: {amount} in play at best against the best defence.</source>
        <translation>Mit allen Karten offen hätte die Seite von {name} es nicht geschafft: höchstens {amount} im Spiel gegen die beste Gegenwehr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="216" />
        <source>In the game the side took {amount} in the tricks played.</source>
        <translation>Im Spiel bekam die Seite {amount} in den gespielten Stichen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="225" />
        <source>The turning point: trick {trick}, {name} played {card}. Before it the contract could be made, after it no longer.</source>
        <translation>Der Wendepunkt: {trick}. Stich, {name} spielte {card}. Davor war das Spiel zu gewinnen, danach nicht mehr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="230" />
        <source>The turning point: trick {trick}, {name} played {card}. Before it the contract could be beaten, after it no longer.</source>
        <translation>Der Wendepunkt: {trick}. Stich, {name} spielte {card}. Davor war das Spiel zu schlagen, danach nicht mehr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="235" />
        <source>No card changed the result: it was decided by the deal.</source>
        <translation>Keine Karte hat das Ergebnis geändert: Es war durch die Verteilung entschieden.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="237" />
        <source>The review ran out of time before the end of the hand.</source>
        <translation>Die Nachrechnung hat vor dem Ende des Spiels die Zeit überschritten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="249" />
        <source>{name} takes the frog pot: +{n} chips from the others.</source>
        <translation>{name} gewinnt die Froschkasse: +{n} Chips von den anderen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="251" />
        <source>{name} takes the solo pot: +{n} chips from the others.</source>
        <translation>{name} gewinnt die Solokasse: +{n} Chips von den anderen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="255" />
        <source>In the pots now: frog {frog} chips, solo {solo} chips.</source>
        <translation>Jetzt in den Kassen: Frosch {frog} Chips, Solo {solo} Chips.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="268" />
        <source>{winner} claimed 66 and had {points}.</source>
        <translation>{winner} hat 66 gemeldet und hatte {points}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="270" />
        <source>{winner} claimed 66 against {loser}, who had closed the stock.</source>
        <translation>{winner} hat 66 gemeldet, nachdem {loser} zugedreht hatte.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="272" />
        <source>{loser} claimed 66 but had only {lpoints}.</source>
        <translation>{loser} hat 66 gemeldet, hatte aber nur {lpoints}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="273" />
        <source>{loser} closed the stock and did not reach 66.</source>
        <translation>{loser} hat zugedreht und 66 nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="274" />
        <source>Nobody claimed 66; {winner} took the last trick.</source>
        <translation>Niemand hat 66 gemeldet; {winner} hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="275" />
        <source>Nobody claimed 66; {winner} had more points.</source>
        <translation>Niemand hat 66 gemeldet; {winner} hatte mehr Augen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="287" />
        <source>{name}: {points} points, {tricks}.</source>
        <translation>{name}: {points} Augen, {tricks}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="307" />
        <source>The declarer's side had to take no trick and took {n}.</source>
        <translation>Die Seite des Spielers durfte keinen Stich machen und hat {n} gemacht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="311" />
        <source>The declarer's side took {n} tricks; the aim was {aim}.</source>
        <translation>Die Seite des Spielers hat {n} Stiche gemacht; das Ziel war {aim}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="318" />
        <source>Overtricks: {n}.</source>
        <translation>Überstiche: {n}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="320" />
        <source>Undertricks that cost: {n}.</source>
        <translation>Zählende Unterstiche: {n}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="337" />
        <source>Soloist {name}: {tricks}, {points} card points (laid-away cards included).</source>
        <translation>Solist {name}: {tricks}, {points} Augen (mit den abgelegten Karten).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="341" />
        <source>Defenders: {tricks}, {points} card points.</source>
        <translation>Gegenspieler: {tricks}, {points} Augen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="351" />
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="352" />
        <source>won, defenders schneider (under 33)</source>
        <translation>gewonnen, Gegenspieler Schneider (unter 33)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="353" />
        <source>won, defenders schwarz (no trick)</source>
        <translation>gewonnen, Gegenspieler Schwarz (kein Stich)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="354" />
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="355" />
        <source>lost under 33</source>
        <translation>verloren unter 33</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="356" />
        <source>lost without a trick</source>
        <translation>verloren ohne Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="359" />
        <source>Score: {basis} × {factor} = {value} ({level}).</source>
        <translation>Wert: {basis} × {factor} = {value} ({level}).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/hand_summary.py" line="366" />
        <source>Each defender pays {value} / {n} chips, rounded.</source>
        <translation>Jeder Gegenspieler zahlt {value} / {n} Chips, gerundet.</translation>
    </message>
</context>
<context>
    <name>HintDialog</name>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="45" />
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="51" />
        <source>Recommended: {action}</source>
        <translation>Empfohlen: {action}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="61" />
        <source>Option</source>
        <translation>Möglichkeit</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="63" />
        <source>Your side's chance</source>
        <translation>Chance deiner Seite</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="85" />
        <source>Your options, best first</source>
        <translation>Deine Möglichkeiten, die beste zuerst</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="98" />
        <source>Options without a number were not worth working out.</source>
        <translation>Möglichkeiten ohne Zahl lohnten das Durchrechnen nicht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="126" />
        <source>The search has no estimate for this decision: this is what the rule-based player would do.</source>
        <translation>Für diese Entscheidung hat die Suche keine Schätzung: So würde der regelbasierte Spieler entscheiden.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="134" />
        <source>With it your side reaches its aim in {a} of the sampled deals; with the next best option, {other}, in {b}.</source>
        <translation>Damit erreicht deine Seite ihr Ziel in {a} der gezogenen Verteilungen; mit der nächstbesten Möglichkeit, {other}, in {b}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="64" />
        <source>Expected chips</source>
        <translation>Erwartete Chips</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="108" />
        <source>Estimated over {n} deals of the hidden cards that fit what you have seen, each played out as well as the computer can.</source>
        <translation>Geschätzt über {n} Verteilungen der verdeckten Karten, die zu allem passen, was du gesehen hast, jede so gut gespielt, wie der Computer kann.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="142" />
        <source>It is worth {a} chips on average; the next best option, {other}, {b}.</source>
        <translation>Das bringt im Mittel {a} Chips; die nächstbeste Möglichkeit, {other}, {b}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/hint.py" line="148" />
        <source>It is the only sensible option.</source>
        <translation>Es ist die einzige sinnvolle Möglichkeit.</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="426" />
        <source>House rules: {game}</source>
        <translation>Hausregeln: {game}</translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="90" />
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="96" />
        <source>Save as…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="98" />
        <source>Save these house rules under a name</source>
        <translation>Diese Hausregeln unter einem Namen speichern</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="101" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="103" />
        <source>Delete the chosen preset</source>
        <translation>Die gewählte Vorlage löschen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="91" />
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="108" />
        <source>Preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="93" />
        <source>Named sets of house rules; “Custom” when the rules match none of them</source>
        <translation>Benannte Sätze von Hausregeln; „Eigene“, wenn die Regeln zu keinem passen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="99" />
        <source>Save as preset…</source>
        <translation>Als Vorlage speichern …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="128" />
        <source>Reset all to defaults</source>
        <translation>Alle auf Voreinstellung zurücksetzen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="154" />
        <source>{description} Default: {value}.</source>
        <translation>{description} Voreinstellung: {value}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="162" />
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="164" />
        <source>Back to the default: {value}</source>
        <translation>Zurück zur Voreinstellung: {value}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="165" />
        <source>Reset {rule}</source>
        <translation>{rule} zurücksetzen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="172" />
        <source>default: {value}</source>
        <translation>Voreinstellung: {value}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="285" />
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="286" />
        <source>Last trick when all pass</source>
        <translation>Letzter Stich, wenn alle passen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="303" />
        <source>Built in; cannot be changed</source>
        <translation>Eingebaut; nicht änderbar</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="348" />
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="373" />
        <source>Save preset</source>
        <translation>Vorlage speichern</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="349" />
        <source>Name of the preset:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="358" />
        <source>A preset needs a name of 1 to {n} characters.</source>
        <translation>Eine Vorlage braucht einen Namen mit 1 bis {n} Zeichen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="365" />
        <source>“{name}” is a built-in preset. Please choose another name.</source>
        <translation>„{name}“ ist eine eingebaute Vorlage. Bitte wähle einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="374" />
        <source>Replace the preset “{name}”?</source>
        <translation>Die Vorlage „{name}“ ersetzen?</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="104" />
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="390" />
        <source>Delete preset</source>
        <translation>Vorlage löschen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="391" />
        <source>Delete the preset “{name}”?</source>
        <translation>Die Vorlage „{name}“ löschen?</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="407" />
        <source>The presets could not be saved: {error}</source>
        <translation>Die Vorlagen konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/house_rules.py" line="410" />
        <source>Presets</source>
        <translation>Vorlagen</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="180" />
        <source>Join a table</source>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="184" />
        <source>Tables on your network</source>
        <translation>Tische in deinem Netzwerk</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="185" />
        <source>&amp;Tables on your network</source>
        <translation>&amp;Tische in deinem Netzwerk</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="189" />
        <source>for example 192.168.1.5</source>
        <translation>zum Beispiel 192.168.1.5</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="190" />
        <source>Address of the table</source>
        <translation>Adresse des Tisches</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="194" />
        <source>6 letters and digits</source>
        <translation>6 Buchstaben und Ziffern</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="195" />
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="199" />
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="201" />
        <source>&amp;Address</source>
        <translation>&amp;Adresse</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="202" />
        <source>&amp;Code</source>
        <translation>&amp;Code</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="203" />
        <source>Your &amp;name</source>
        <translation>Dein &amp;Name</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="210" />
        <source>&amp;Join</source>
        <translation>&amp;Mitspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="248" />
        <source>Type the address the host gives you.</source>
        <translation>Gib die Adresse ein, die dir der Gastgeber nennt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="250" />
        <source>Looking for tables… You can also type the address.</source>
        <translation>Suche nach Tischen… Du kannst auch die Adresse eingeben.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="259" />
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="261" />
        <source>{open} of {players} seats open</source>
        <translation>{open} von {players} Plätzen frei</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="265" />
        <source>{name}: {game}, {seats} ({address})</source>
        <translation>{name}: {game}, {seats} ({address})</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="287" />
        <source>Choose a table or type its address.</source>
        <translation>Wähle einen Tisch oder gib seine Adresse ein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="289" />
        <source>This is not an address: try 192.168.1.5 or 192.168.1.5:47066.</source>
        <translation>Das ist keine Adresse: versuche 192.168.1.5 oder 192.168.1.5:47066.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="291" />
        <source>Type the table's code: 6 letters and digits.</source>
        <translation>Gib den Code des Tisches ein: 6 Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/join.py" line="293" />
        <source>Type your name.</source>
        <translation>Gib deinen Namen ein.</translation>
    </message>
</context>
<context>
    <name>KeyboardHelpDialog</name>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="92" />
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="101" />
        <source>Everything in Solo Desktop can be done without a mouse. Tab and Shift+Tab move the focus; the control with the focus has a frame around it.</source>
        <translation>In Solo Desktop geht alles ohne Maus. Tab und Umschalt+Tab bewegen den Fokus; das Element mit dem Fokus hat einen Rahmen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="108" />
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="108" />
        <location filename="../solo_desktop/ui/keyboard_help.py" line="114" />
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="110" />
        <source>Menu commands and their keys</source>
        <translation>Menübefehle und ihre Tasten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="114" />
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="116" />
        <source>Keys at the table and in the dialogs</source>
        <translation>Tasten am Tisch und in den Dialogen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="118" />
        <source>&amp;Menu commands</source>
        <translation>&amp;Menübefehle</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="120" />
        <source>&amp;At the table and in the dialogs</source>
        <translation>&amp;Am Tisch und in den Dialogen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="145" />
        <source>Open the menu {menu}</source>
        <translation>Das Menü {menu} öffnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="159" />
        <source>On the table: move among the cards of your hand that you may play (the chosen card is raised and framed).</source>
        <translation>Auf dem Tisch: zwischen den Karten deiner Hand wechseln, die du spielen darfst (die gewählte Karte ist angehoben und umrahmt).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="166" />
        <source>On the table: play the chosen card; while you lay cards away, choose it or put it back.</source>
        <translation>Auf dem Tisch: die gewählte Karte spielen; beim Ablegen die Karte wählen oder zurücklegen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="173" />
        <source>Move between the table, the buttons of the bidding panel (bids, pass, trumps, Lay away) and, at a table with friends, Leave and the chat line.</source>
        <translation>Zwischen dem Tisch, den Knöpfen der Reizleiste (Gebote, Passen, Trumpf, Ablegen) und, an einem Tisch mit Freunden, Verlassen und der Chatzeile wechseln.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="177" />
        <source>Press the button with the focus: a bid, Pass, Lay away…</source>
        <translation>Den Knopf mit dem Fokus drücken: ein Gebot, Passen, Ablegen …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="181" />
        <source>In a list (the bids of a long auction, the card to call): choose; then Tab to the button next to it and press Space.</source>
        <translation>In einer Liste (die Gebote eines langen Reizens, die zu rufende Karte): wählen; dann mit Tab zum Knopf daneben und die Leertaste drücken.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="185" />
        <source>In the chat line: send what you typed.</source>
        <translation>In der Chatzeile: das Geschriebene senden.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="189" />
        <source>When the curtain asks to pass the screen: the next person shows his cards.</source>
        <translation>Wenn der Vorhang bittet, den Bildschirm weiterzugeben: die nächste Person zeigt ihre Karten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="194" />
        <source>In the hand summary: go on to the next hand (or the final score).</source>
        <translation>In der Abrechnung: weiter zum nächsten Spiel (oder zum Endstand).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="198" />
        <source>Close a dialog (the hint, the rules, this page, the hand summary).</source>
        <translation>Einen Dialog schließen (den Tipp, die Regeln, diese Seite, die Abrechnung).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="202" />
        <source>In the replay of a hand: one action back or on.</source>
        <translation>Beim Nachspielen eines Spiels: eine Aktion zurück oder weiter.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="206" />
        <source>In the replay of a hand: back to the deal, on to the end.</source>
        <translation>Beim Nachspielen eines Spiels: zurück zum Geben, vor bis zum Ende.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/keyboard_help.py" line="210" />
        <source>In the hand history: replay the hand chosen in the list.</source>
        <translation>Im Spielverlauf: das in der Liste gewählte Spiel nachspielen.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="89" />
        <source>Your table</source>
        <translation>Dein Tisch</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="109" />
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="111" />
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="187" />
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="114" />
        <source>Copy the table code</source>
        <translation>Den Tischcode kopieren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="120" />
        <source>Friends choose Game › Join a table and type this code.</source>
        <translation>Deine Freunde wählen Spiel › An einem Tisch mitspielen und geben diesen Code ein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="127" />
        <source>Addresses of this computer</source>
        <translation>Adressen dieses Computers</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="129" />
        <source>If your table is not in their list, they can type an address instead:</source>
        <translation>Steht dein Tisch nicht in ihrer Liste, können sie stattdessen eine Adresse eingeben:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="131" />
        <source>No network was found.</source>
        <translation>Kein Netzwerk gefunden.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="137" />
        <source>The game of the table</source>
        <translation>Das Spiel des Tisches</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="140" />
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="142" />
        <source>S&amp;eats</source>
        <translation>&amp;Plätze</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="144" />
        <source>Start when everybody is here: seats still empty get computer players.</source>
        <translation>Starte, wenn alle da sind: noch freie Plätze bekommen Computerspieler.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="149" />
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="154" />
        <source>C&amp;lose table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="178" />
        <source>Only this computer can join: 127.0.0.1 port {port}   ({url})</source>
        <translation>Nur dieser Computer kann mitspielen: 127.0.0.1 Port {port}   ({url})</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="180" />
        <source>{address} port {port}   ({url})</source>
        <translation>{address} Port {port}   ({url})</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="186" />
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="194" />
        <source>{game}, {players} players</source>
        <translation>{game}, {players} Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="198" />
        <source>{table}: the match has started</source>
        <translation>{table}: die Partie hat begonnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="226" />
        <source>{name}: waiting…</source>
        <translation>{name}: wartet…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="227" />
        <source>{name}: waiting… (if nobody joins: {level})</source>
        <translation>{name}: wartet… (wenn niemand kommt: {level})</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="232" />
        <source>{name}: you</source>
        <translation>{name}: du</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="234" />
        <source>{name}: at this computer</source>
        <translation>{name}: an diesem Computer</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="236" />
        <source>{name}: joined</source>
        <translation>{name}: ist dabei</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="238" />
        <source>{name}: connection lost, a computer player stands in</source>
        <translation>{name}: Verbindung verloren, ein Computerspieler springt ein</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="241" />
        <source>{name}: connection lost</source>
        <translation>{name}: Verbindung verloren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="243" />
        <source>{name}: computer player</source>
        <translation>{name}: Computerspieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/lobby.py" line="244" />
        <source>{name}: computer player ({level})</source>
        <translation>{name}: Computerspieler ({level})</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="184" />
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="127" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="131" />
        <source>&amp;New…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="140" />
        <source>Host a ta&amp;ble…</source>
        <translation>Einen Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="149" />
        <source>&amp;Join a table…</source>
        <translation>An einem Tisch &amp;mitspielen…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="157" />
        <source>&amp;Leave the table</source>
        <translation>Den Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="167" />
        <source>&amp;Restart hand</source>
        <translation>Spiel &amp;neu beginnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="177" />
        <source>&amp;House rules…</source>
        <translation>&amp;Hausregeln …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="186" />
        <source>&amp;Open deal record…</source>
        <translation>Spielprotokoll ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="194" />
        <source>&amp;Take back card</source>
        <translation>Karte &amp;zurücknehmen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="201" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="206" />
        <source>Allow hints</source>
        <translation>Tipps erlauben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="218" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="225" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="230" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="239" />
        <source>Hand &amp;history…</source>
        <translation>&amp;Spielverlauf …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="247" />
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="253" />
        <source>Claim &amp;66 automatically</source>
        <translation>&amp;66 automatisch melden</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="73" />
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="262" />
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="265" />
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="266" />
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="267" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="275" />
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="109" />
        <location filename="../solo_desktop/ui/menus.py" line="278" />
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="44" />
        <source>A&amp;ccessibility</source>
        <translation>&amp;Barrierefreiheit</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="48" />
        <source>&amp;High contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="56" />
        <source>Card &amp;size</source>
        <translation>Karten&amp;größe</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="59" />
        <location filename="../solo_desktop/ui/menus.py" line="110" />
        <location filename="../solo_desktop/ui/menus.py" line="279" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="60" />
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="61" />
        <source>Largest</source>
        <translation>Am größten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="84" />
        <source>S&amp;peak what happens</source>
        <translation>Ge&amp;schehen vorlesen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="95" />
        <source>Say the &amp;last news again</source>
        <translation>Die &amp;letzte Meldung wiederholen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="102" />
        <source>&amp;Table in words</source>
        <translation>&amp;Tisch in Worten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="106" />
        <source>Speech &amp;rate</source>
        <translation>Sprechtem&amp;po</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="111" />
        <location filename="../solo_desktop/ui/menus.py" line="280" />
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="281" />
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="289" />
        <source>L&amp;anguage</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="299" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="303" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="312" />
        <source>&amp;Keyboard…</source>
        <translation>Ta&amp;statur …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/menus.py" line="320" />
        <source>&amp;About Solo Desktop</source>
        <translation>&amp;Über Solo Desktop</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="295" />
        <source>Waiting for the players…</source>
        <translation>Warten auf die Spieler…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/window_dialogs.py" line="133" />
        <source>The house rules apply from the next new game.</source>
        <translation>Die Hausregeln gelten ab dem nächsten neuen Spiel.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/window_dialogs.py" line="143" />
        <source>About Solo Desktop</source>
        <translation>Über Solo Desktop</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/window_dialogs.py" line="150" />
        <source>Solo Desktop: Solo 66 and the Solo family of card games, against computer players.</source>
        <translation>Solo Desktop: Solo 66 und die Kartenspiele der Solo-Familie, gegen Computerspieler.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/window_prefs.py" line="42" />
        <source>Could not save the settings: {error}</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="320" />
        <source>Scoreboard</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="331" />
        <source>Solo Desktop – {game}</source>
        <translation>Solo Desktop – {game}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="389" />
        <source>Hand {n} · Dealer: {dealer}</source>
        <translation>Spiel {n} · Geber: {dealer}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="390" />
        <source>Hand {n} of {total} · Dealer: {dealer}</source>
        <translation>Spiel {n} von {total} · Geber: {dealer}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="408" />
        <source>your turn: bid or pass</source>
        <translation>du bist dran: bieten oder passen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="409" />
        <source>your turn: name trumps</source>
        <translation>du bist dran: Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="410" />
        <source>your turn: lay two cards away</source>
        <translation>du bist dran: zwei Karten ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="411" />
        <source>your turn: play a card</source>
        <translation>du bist dran: eine Karte spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="414" />
        <source>{name} to play</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="481" />
        <source>Match over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="482" />
        <source>The match is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="483" />
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="484" />
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/main_window.py" line="534" />
        <source>Thinking about your options…</source>
        <translation>Deine Möglichkeiten werden durchgerechnet…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/window_access.py" line="58" />
        <source>Table in words</source>
        <translation>Tisch in Worten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/window_access.py" line="79" />
        <source>Side panels</source>
        <translation>Seitenleisten</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="124" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="124" />
        <source>Host a table</source>
        <translation>Einen Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="135" />
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="218" />
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="129" />
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="140" />
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="134" />
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="141" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="138" />
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="142" />
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="149" />
        <source>Why the game cannot be dealt yet</source>
        <translation>Warum noch nicht gegeben werden kann</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="233" />
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="279" />
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="150" />
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/new_game.py" line="233" />
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="33" />
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="34" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="35" />
        <source>Strong (thinks ahead)</source>
        <translation>Stark (denkt voraus)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="36" />
        <source>Expert (thinks longest)</source>
        <translation>Experte (denkt am längsten)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="37" />
        <source>Club player</source>
        <translation>Vereinsspieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="38" />
        <source>Beginner (random)</source>
        <translation>Anfänger (zufällig)</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="45" />
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="47" />
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="56" />
        <source>The table of the replay</source>
        <translation>Der Tisch beim Nachspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="58" />
        <source>Left and Right step back and on, Home and End go to the deal and the end.</source>
        <translation>Links und Rechts gehen zurück und weiter, Pos1 und Ende zum Geben und zum Ende.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="63" />
        <source>The last action</source>
        <translation>Die letzte Aktion</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="67" />
        <source>Who acts next</source>
        <translation>Wer als Nächstes dran ist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="85" />
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="88" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="91" />
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="94" />
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="98" />
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="196" />
        <source>Action {n} of {total}</source>
        <translation>Zug {n} von {total}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="199" />
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="211" />
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="220" />
        <source>{name} dealt the cards.</source>
        <translation>{name} hat gegeben.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="221" />
        <source>{name}: {action}</source>
        <translation>{name}: {action}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="225" />
        <source>{name} takes the trick.</source>
        <translation>{name} macht den Stich.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="233" />
        <source>Everybody passed: the hand is thrown in.</source>
        <translation>Alle haben gepasst: Das Spiel wird eingeworfen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="236" />
        <source>The hand is over.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="239" />
        <source>{name} won the solo with {contract}.</source>
        <translation>{name} hat das Solo mit {contract} gewonnen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="242" />
        <source>{name} lost the solo with {contract}.</source>
        <translation>{name} hat das Solo mit {contract} verloren.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="246" />
        <source>The record stops here.</source>
        <translation>Das Protokoll endet hier.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="247" />
        <source>{phase}: {name} to act</source>
        <translation>{phase}: {name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="254" />
        <source>Trumps: {suit}</source>
        <translation>Trumpf: {suit}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/replay_viewer.py" line="257" />
        <source>Laid away: {cards}</source>
        <translation>Abgelegt: {cards}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="416" />
        <source>Rules of {game}</source>
        <translation>Regeln: {game}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="421" />
        <source>The rules of {game}</source>
        <translation>Die Regeln von {game}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="20" />
        <location filename="../solo_desktop/ui/rules_help.py" line="89" />
        <location filename="../solo_desktop/ui/rules_help.py" line="159" />
        <location filename="../solo_desktop/ui/rules_help.py" line="227" />
        <location filename="../solo_desktop/ui/rules_help.py" line="281" />
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
        <location filename="../solo_desktop/ui/rules_help.py" line="183" />
        <location filename="../solo_desktop/ui/rules_help.py" line="248" />
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
        <location filename="../solo_desktop/ui/rules_help.py" line="203" />
        <location filename="../solo_desktop/ui/rules_help.py" line="257" />
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
        <location filename="../solo_desktop/ui/rules_help.py" line="134" />
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
        <location filename="../solo_desktop/ui/rules_help.py" line="90" />
        <source>Two players, 24 cards (20 without the nines in the Schnapsen variant). In every suit the cards rank ace, ten, king, queen, jack, 9.</source>
        <translation>Zwei Spieler, 24 Karten (20 ohne die Neunen bei der Schnapsen-Variante). In jeder Farbe gilt die Reihenfolge Ass, Zehn, König, Dame, Bube, 9.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="97" />
        <source>Dealing and the stock</source>
        <translation>Geben und Stock</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="98" />
        <source>Each player gets six cards. The next card is turned face up: its suit is trumps, and it lies under the stock. After each trick the winner draws first, then the loser; the face-up trump card is the last card drawn.</source>
        <translation>Jeder Spieler erhält sechs Karten. Die nächste Karte wird aufgedeckt: Ihre Farbe ist Trumpf, und sie liegt unter dem Stock. Nach jedem Stich zieht zuerst der Gewinner, dann der Verlierer; die aufgedeckte Trumpfkarte wird als letzte gezogen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="106" />
        <source>Play while the stock is open</source>
        <translation>Spiel bei offenem Stock</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="107" />
        <source>The non-dealer leads first; the winner of a trick leads to the next. While the stock is open you need not follow suit: the higher card of the suit led wins, a trump beats any other suit.</source>
        <translation>Die Vorhand spielt zuerst aus; wer einen Stich macht, spielt zum nächsten aus. Solange der Stock offen ist, besteht kein Farbzwang: Die höhere Karte der ausgespielten Farbe gewinnt, ein Trumpf sticht jede andere Farbe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="115" />
        <source>Play after the stock is gone or closed</source>
        <translation>Spiel nach aufgebrauchtem oder zugedrehtem Stock</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="116" />
        <source>You must follow suit; if you cannot, you must trump; only with neither may you play any card.</source>
        <translation>Es herrscht Farbzwang; wer nicht bedienen kann, muss trumpfen; nur wer beides nicht kann, darf eine beliebige Karte spielen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="123" />
        <source>On lead</source>
        <translation>Beim Ausspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="124" />
        <source>Before leading you may show a marriage (king and queen of a suit, 20 points, 40 in trumps; it counts once you have won a trick) and lead one of its cards; exchange the trump nine (jack with 20 cards) for the face-up trump card once you have won a trick and the stock has more than two cards; close the stock; or claim 66 ("out").</source>
        <translation>Vor dem Ausspielen darfst du ein Paar ansagen (König und Dame einer Farbe, 20 Punkte, 40 in Trumpf; es zählt, sobald du einen Stich hast) und eine seiner Karten ausspielen; die Trumpfneun (mit 20 Karten den Buben) gegen die aufgedeckte Trumpfkarte austauschen, sobald du einen Stich hast und der Stock mehr als zwei Karten hat; den Stock zudrehen; oder 66 melden („Aus“).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="135" />
        <source>Ace 11, ten 10, king 4, queen 3, jack 2, nine 0, plus marriages; the last trick of a hand played out scores 10 more. Claim 66 as soon as you have it.</source>
        <translation>Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun 0, dazu die Paare; der letzte Stich eines ausgespielten Spiels zählt 10 mehr. Melde 66, sobald du sie hast.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="142" />
        <source>Game points</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="143" />
        <source>The winner scores 1 game point if the loser has 33 or more, 2 if the loser has a trick but under 33, 3 if the loser has no trick. A wrong claim gives the opponent 3. A player who closes and does not reach 66 gives the opponent 2, or 3 if the opponent had no trick when the stock was closed. The first to 7 game points wins the match (a Bummerl).</source>
        <translation>Der Gewinner erhält 1 Spielpunkt, wenn der Verlierer 33 oder mehr hat, 2, wenn der Verlierer einen Stich, aber unter 33 hat, 3, wenn der Verlierer keinen Stich hat. Eine falsche Meldung gibt dem Gegner 3. Wer zudreht und 66 nicht erreicht, gibt dem Gegner 2, oder 3, wenn der Gegner beim Zudrehen keinen Stich hatte. Wer zuerst 7 Spielpunkte hat, gewinnt die Partie (ein Bummerl).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="160" />
        <source>Four players, 32 cards, eight each. The queen of clubs (Spadilla) and the queen of spades (Basta) are always trumps. In a suit game the trumps rank Spadilla, the seven of trumps (Manilla), Basta, then ace, king, (queen), jack, ten, nine, eight of trumps; other suits rank ace, king, (queen), jack, ten, nine, eight, seven. In kicker, bronco and bull solo there are no trumps.</source>
        <translation>Vier Spieler, 32 Karten, je acht. Die Kreuz-Dame (Spadille) und die Pik-Dame (Basta) sind immer Trumpf. In einem Farbspiel gilt die Trumpfreihenfolge Spadille, Trumpf-Sieben (Manille), Basta, dann Ass, König, (Dame), Bube, Zehn, Neun, Acht der Trumpffarbe; die übrigen Farben: Ass, König, (Dame), Bube, Zehn, Neun, Acht, Sieben. Bei Kicker, Bronco und Bull-Solo gibt es keinen Trumpf.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="170" />
        <location filename="../solo_desktop/ui/rules_help.py" line="236" />
        <location filename="../solo_desktop/ui/rules_help.py" line="291" />
        <source>The games</source>
        <translation>Die Spiele</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="171" />
        <source>From lowest: request (name trumps, not clubs, and call an ace: five tricks with the unknown partner, 2), grand (request in clubs, 4), solo (five tricks alone, 4), solo with six tricks (4), kicker (no trick, 6), grossfrage (with both black queens: call an ace, its holder names trumps, five tricks together, 8), club solo (8), club solo with six tricks (8), solo 2 (all eight tricks, 8), bronco (no trick, hand face up, 12), bull solo (all tricks without trumps, 14), club solo 2 (16).</source>
        <translation>Vom niedrigsten an: Frage (Trumpf nennen, nicht Kreuz, und ein Ass rufen: fünf Stiche mit dem unbekannten Partner, 2), Grand (Frage in Kreuz, 4), Solo (fünf Stiche allein, 4), Solo mit sechs Stichen (4), Kicker (kein Stich, 6), Große Frage (mit beiden schwarzen Damen: ein Ass rufen, sein Besitzer nennt Trumpf, fünf Stiche zusammen, 8), Kreuz-Solo (8), Kreuz-Solo mit sechs Stichen (8), Solo 2 (alle acht Stiche, 8), Bronco (kein Stich, Karten offen, 12), Bull-Solo (alle Stiche ohne Trumpf, 14), Kreuz-Solo 2 (16).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="184" />
        <source>Forehand speaks first and holds; the next player must bid higher or pass; the holder may say hold (claim the same game) or pass. The survivor holds against the next player, until one is left. The winner may still raise once. Whoever holds both black queens may not pass below grossfrage; with all four aces as well, not below solo.</source>
        <translation>Vorhand spricht zuerst und hält; der nächste Spieler muss höher bieten oder passen; der Haltende darf „Halten“ sagen (dasselbe Spiel beanspruchen) oder passen. Wer übrig bleibt, hält gegen den nächsten, bis nur einer bleibt. Der Gewinner darf noch einmal erhöhen. Wer beide schwarzen Damen hat, darf unter der Großen Frage nicht passen; mit allen vier Assen dazu nicht unter Solo.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="194" />
        <source>The called ace</source>
        <translation>Das gerufene Ass</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="195" />
        <source>The soloist calls an ace he does not hold and not of trumps (a king if he holds them all). Its holder is his secret partner: nobody knows until the called card is played.</source>
        <translation>Der Solist ruft ein Ass, das er nicht hat und das nicht Trumpf ist (einen König, wenn er alle hat). Wer es hat, ist sein geheimer Partner: Niemand weiß es, bis die gerufene Karte gespielt ist.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="204" />
        <source>The soloist leads first. Strict rules: follow suit and win the trick if you can; if void, trump and overtrump if you can, otherwise play any trump; only with neither any card. The hand ends as soon as its result is certain.</source>
        <translation>Der Solist spielt zuerst aus. Es gelten strenge Regeln: Farbe bekennen und stechen, wenn möglich; wer nicht bedienen kann, muss trumpfen und übertrumpfen, wenn möglich, sonst einen beliebigen Trumpf spielen; nur wer beides nicht kann, eine beliebige Karte. Das Spiel endet, sobald sein Ergebnis feststeht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="212" />
        <location filename="../solo_desktop/ui/rules_help.py" line="265" />
        <location filename="../solo_desktop/ui/rules_help.py" line="312" />
        <source>Settlement</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="213" />
        <source>If the soloist's side makes its game, each opponent pays the value (with a partner, soloist and partner receive it from two opponents each). If not, the soloist pays each opponent 2; the partner neither pays nor receives.</source>
        <translation>Gewinnt die Seite des Solisten, zahlt jeder Gegner den Spielwert (mit Partner erhalten Solist und Partner ihn von je zwei Gegnern). Sonst zahlt der Solist jedem Gegner 2; der Partner zahlt und erhält nichts.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="228" />
        <source>Four players, 52 cards, thirteen each. Cards rank ace, king, queen, jack, ten down to two. The dealer's last card is turned up: its suit is trumps for proposal, solo and abondance royale.</source>
        <translation>Vier Spieler, 52 Karten, je dreizehn. Die Reihenfolge ist Ass, König, Dame, Bube, Zehn bis Zwei. Die letzte Karte des Gebers wird aufgedeckt: Ihre Farbe ist Trumpf für Vorschlag, Solo und Abondance royale.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="237" />
        <source>From lowest: proposal and acceptance (eight tricks with a partner, 1 red each), solo (five tricks alone, 2 red), misère (no trick, no trumps, 3 red), abondance (nine tricks, trumps of your choice, 4 red), abondance royale (nine tricks in the turn-up suit, 4 red), misère ouverte (no trick, hand open, 6 red), abondance déclarée (all thirteen tricks, you lead, 8 red). A red chip is five white ones.</source>
        <translation>Vom niedrigsten an: Vorschlag und Annahme (acht Stiche mit einem Partner, je 1 rot), Solo (fünf Stiche allein, 2 rot), Misere (kein Stich, ohne Trumpf, 3 rot), Abondance (neun Stiche, Trumpf nach Wahl, 4 rot), Abondance royale (neun Stiche in der aufgedeckten Farbe, 4 rot), Misere ouverte (kein Stich, Karten offen, 6 rot), Abondance déclarée (alle dreizehn Stiche, du spielst aus, 8 rot). Ein roter Chip ist fünf weiße wert.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="249" />
        <source>Forehand speaks first. Bid a higher game or pass; a proposal is accepted by one player saying accept. The auction ends when everyone outside the highest bid's side has passed.</source>
        <translation>Die Vorhand spricht zuerst. Biete ein höheres Spiel oder passe; ein Vorschlag wird angenommen, wenn ein Spieler „Annehmen“ sagt. Das Reizen endet, wenn alle außerhalb der Seite des höchsten Gebots gepasst haben.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="258" />
        <source>Forehand leads (the declarer in abondance déclarée). Follow suit if you can; otherwise play any card.</source>
        <translation>Die Vorhand spielt aus (bei Abondance déclarée der Spieler). Bediene, wenn du kannst; sonst spiele eine beliebige Karte.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="266" />
        <source>Each trick over the aim earns one white chip from each opponent; when short, the first missing trick is free and each further one costs a white chip each. In proposal and acceptance each loser pays each winner; in the solo games the declarer is paid by, or pays, each of the other three.</source>
        <translation>Jeder Stich über dem Ziel bringt von jedem Gegner einen weißen Chip; fehlen Stiche, ist der erste fehlende frei, und jeder weitere kostet je einen weißen Chip. Bei Vorschlag und Annahme zahlt jeder Verlierer jedem Gewinner; in den Solospielen bekommt der Spieler von jedem der drei anderen oder zahlt jedem.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="282" />
        <source>Three or four players, always three active: with four, the dealer sits out but shares in losing payments. 36 cards ranking ace, ten, king, queen, jack, 9, 8, 7, 6; eleven each and three in the widow. Card points as in Solo 66: 120 in all.</source>
        <translation>Drei oder vier Spieler, immer drei aktiv: Zu viert setzt der Geber aus, nimmt aber an verlorenen Zahlungen teil. 36 Karten in der Reihenfolge Ass, Zehn, König, Dame, Bube, 9, 8, 7, 6; je elf und drei in der Witwe. Augen wie bei Solo 66: zusammen 120.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="292" />
        <source>From lowest: solo (60 card points, trumps of your choice but hearts, 1 chip per point above or below 60), heart solo (2 per point), misère (no card point, 40), guarantee solo (74 in hearts, 80 otherwise, 40), spread misère (no card point with your hand open, 60), call solo (all 120: you call a card and get it in exchange for another, 100, 150 in hearts). The untouched widow counts for the bidder except in the misères.</source>
        <translation>Vom niedrigsten an: Solo (60 Augen, Trumpf nach Wahl außer Herz, 1 Chip je Auge über oder unter 60), Herz-Solo (2 je Auge), Misere (kein Auge, 40), Garantie-Solo (74 in Herz, sonst 80, 40), offene Misere (kein Auge mit offenen Karten, 60), Ruf-Solo (alle 120: du rufst eine Karte und bekommst sie gegen eine andere, 100, in Herz 150). Die unberührte Witwe zählt außer bei den Miseren für den Spieler.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="303" />
        <source>Auction and play</source>
        <translation>Reizen und Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="304" />
        <source>Eldest speaks first; bid higher or pass (a pass is final). Eldest leads (in spread misère the player left of the bidder). Follow suit; if you cannot, trump; only with neither any card. You need not win the trick.</source>
        <translation>Die Vorhand spricht zuerst; biete höher oder passe (wer passt, ist draußen). Die Vorhand spielt aus (bei offener Misere der linke Nachbar des Spielers). Farbzwang; wer nicht bedienen kann, muss trumpfen; nur wer beides nicht kann, eine beliebige Karte. Stichzwang gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="313" />
        <source>If the bidder wins, each active opponent pays him the value; if he loses, he pays it to every other player, the sitting-out dealer included.</source>
        <translation>Gewinnt der Spieler, zahlt ihm jeder aktive Gegner den Wert; verliert er, zahlt er ihn jedem anderen Spieler, auch dem aussetzenden Geber.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="320" />
        <source>Progressive Solo</source>
        <translation>Progressives Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="321" />
        <source>With the house rule: frog (hearts trumps, the bidder takes the widow and lays three cards away), spade, club, diamond and heart solo at 1 to 5 chips per point above or below 60. Others may double a bid, and the bidder may redouble; doubling counts only between bidder and doubler and ends with an overcall.</source>
        <translation>Mit der Hausregel: Frosch (Herz Trumpf, der Spieler nimmt die Witwe und legt drei Karten ab), Pik-, Kreuz-, Karo- und Herz-Solo zu 1 bis 5 Chips je Auge über oder unter 60. Andere dürfen ein Gebot doppeln, der Spieler darf zurückdoppeln; das Doppeln gilt nur zwischen Spieler und Doppler und endet mit einem Überbieten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="331" />
        <source>Pots</source>
        <translation>Kassen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="332" />
        <source>With the house rule, in Progressive Solo: every deal each player, the sitting-out dealer too, antes 1 chip into the frog pot and 2 into the solo pot. A bidder who makes a frog takes the frog pot; one who makes a suit solo takes the solo pot. A lost contract leaves the pots to grow, and what is in them when the match ends goes back to those who anted it. The scores show a taken pot as each other player paying the taker what he anted since it was last taken.</source>
        <translation>Mit der Hausregel, im Progressive Solo: In jedem Spiel zahlt jeder Spieler, auch der aussetzende Geber, 1 Chip in die Froschkasse und 2 in die Solokasse ein. Wer einen Frosch gewinnt, erhält die Froschkasse; wer ein Farbsolo gewinnt, die Solokasse. Ein verlorenes Spiel lässt die Kassen weiter wachsen, und was bei Ende der Partie noch darin liegt, geht an die zurück, die es eingezahlt haben. Die Abrechnung zeigt eine gewonnene Kasse so, als zahlte jeder andere Spieler dem Gewinner, was er seit der letzten Auszahlung eingezahlt hat.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="350" />
        <source>Playing together</source>
        <translation>Gemeinsam spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="351" />
        <source>Game › Host a table opens a table for friends on other computers: choose who sits where (you, another person at this computer, a seat open for a person on another computer, or a computer player), then the lobby shows the table's code and this computer's addresses. Friends choose Game › Join a table, pick the table from the list (or type the address) and type the code. Start deals: seats still open get computer players, and a computer player stands in for anyone whose connection is lost until he comes back. Nothing can be taken back at a hosted table, and hints only where the host allows them.</source>
        <translation>Spiel › Einen Tisch eröffnen öffnet einen Tisch für Freunde an anderen Computern: wähle, wer wo sitzt (du, eine weitere Person an diesem Computer, ein Platz frei für eine Person an einem anderen Computer oder ein Computerspieler); danach zeigt die Lobby den Code des Tisches und die Adressen dieses Computers. Deine Freunde wählen Spiel › An einem Tisch mitspielen, suchen den Tisch in der Liste aus (oder geben die Adresse ein) und geben den Code ein. Starten teilt aus: noch freie Plätze bekommen Computerspieler, und für alle, deren Verbindung abreißt, springt ein Computerspieler ein, bis sie zurück sind. An einem eröffneten Tisch wird nichts zurückgenommen, und Tipps gibt es nur, wo der Gastgeber sie erlaubt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="364" />
        <source>Several people at one computer</source>
        <translation>Mehrere Personen an einem Computer</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="365" />
        <source>Seats marked as a person at this computer share the screen: between two people's turns every hand is hidden behind a curtain that asks to pass the screen on, and only the next person's click shows his cards. The scoreboard and the summary of each hand are shared.</source>
        <translation>Plätze für eine Person an diesem Computer teilen sich den Bildschirm: zwischen den Zügen zweier Personen verdeckt ein Vorhang alle Karten und bittet, den Bildschirm weiterzugeben; erst der Klick der nächsten Person zeigt ihre Karten. Die Spielliste und die Abrechnung jeder Runde sehen alle.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="392" />
        <source>House rules in force</source>
        <translation>Geltende Hausregeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/rules_help.py" line="404" />
        <source>★ marks a house rule changed from its default.</source>
        <translation>★ kennzeichnet eine Hausregel, die von der Voreinstellung abweicht.</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="29" />
        <source>{header}: none</source>
        <translation>{header}: keine</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="30" />
        <source>{header}: {value}</source>
        <translation>{header}: {value}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="37" />
        <source>thrown in</source>
        <translation>eingeworfen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="39" />
        <source>last trick</source>
        <translation>letzter Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="80" />
        <source>Hand</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="81" />
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="82" />
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="82" />
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="83" />
        <source>Contract</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="83" />
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="84" />
        <source>Points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="119" />
        <source>Game points</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="121" />
        <source>to {n}</source>
        <translation>bis {n}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="124" />
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="140" />
        <source>1 game point</source>
        <translation>1 Spielpunkt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="141" />
        <source>{n} game points</source>
        <translation>{n} Spielpunkte</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/scoreboard_model.py" line="181" />
        <source>Hand {n}</source>
        <translation>Spiel {n}</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <location filename="../solo_desktop/ui/scoreboard.py" line="18" />
        <location filename="../solo_desktop/ui/scoreboard.py" line="37" />
        <source>Scoreboard</source>
        <translation>Spielliste</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/scoreboard.py" line="40" />
        <source>One row per hand: the hand, the dealer, the soloist, the contract, the points and each player's chips; then the totals.</source>
        <translation>Eine Zeile je Spiel: das Spiel, der Geber, der Solist, der Kontrakt, die Augen und die Chips jedes Spielers; dann die Summen.</translation>
    </message>
</context>
<context>
    <name>SeatsBox</name>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="49" />
        <source>Seat &amp;{n}</source>
        <translation>Platz &amp;{n}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="52" />
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="53" />
        <source>A person at this computer</source>
        <translation>Eine Person an diesem Computer</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="54" />
        <source>Open for a person on another computer</source>
        <translation>Frei für eine Person an einem anderen Computer</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="55" />
        <source>Computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="56" />
        <source>Seat {n}: who plays</source>
        <translation>Platz {n}: wer spielt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="61" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="63" />
        <source>Seat {n}: the person's name</source>
        <translation>Platz {n}: Name der Person</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="69" />
        <source>if nobody joins:</source>
        <translation>wenn niemand kommt:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="95" />
        <source>Seat {n}: level of the computer player if nobody joins</source>
        <translation>Platz {n}: Stärke des Computerspielers, wenn niemand kommt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="97" />
        <source>Seat {n}: level of the computer player</source>
        <translation>Platz {n}: Stärke des Computerspielers</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="111" />
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="201" />
        <source>Choose the seat where you sit.</source>
        <translation>Wähle den Platz, an dem du sitzt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="203" />
        <source>Only one seat can be yours.</source>
        <translation>Nur ein Platz kann deiner sein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="211" />
        <source>Seat {n}: type the person's name.</source>
        <translation>Platz {n}: gib den Namen der Person ein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/dialogs/seat_rows.py" line="215" />
        <source>Seats {a} and {b} have the same name.</source>
        <translation>Die Plätze {a} und {b} haben denselben Namen.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="92" />
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="100" />
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="101" />
        <location filename="../solo_desktop/ui/statistics.py" line="313" />
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="106" />
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="108" />
        <source>All time</source>
        <translation>Gesamte Zeit</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="109" />
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="110" />
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="111" />
        <source>This year</source>
        <translation>Dieses Jahr</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="116" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="117" />
        <source>All human players</source>
        <translation>Alle menschlichen Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="119" />
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="124" />
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="125" />
        <source>&amp;Period:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="126" />
        <source>P&amp;layer:</source>
        <translation>Spie&amp;ler:</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="134" />
        <source>Export CSV…</source>
        <translation>CSV exportieren …</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="137" />
        <source>Save the hands shown as a CSV file for a spreadsheet</source>
        <translation>Die angezeigten Spiele als CSV-Datei für eine Tabellenkalkulation speichern</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="148" />
        <location filename="../solo_desktop/ui/statistics.py" line="291" />
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="168" />
        <source>Chip balance</source>
        <translation>Chip-Stand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="176" />
        <source>Chip balance over the hands</source>
        <translation>Chip-Stand über die Spiele</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="186" />
        <source>Figures per game</source>
        <translation>Zahlen je Spielart</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="188" />
        <source>One row per figure (hands, chips, games as soloist…), one column per game.</source>
        <translation>Eine Zeile je Zahl (Spiele, Chips, Spiele als Solist …), eine Spalte je Spielart.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="230" />
        <source>{hands} hands · balance {chips} chips</source>
        <translation>{hands} Spiele · Stand {chips} Chips</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="235" />
        <source>No hands in this selection.</source>
        <translation>Keine Spiele in dieser Auswahl.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="259" />
        <source>Hands ({dates})</source>
        <translation>Spiele ({dates})</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="261" />
        <location filename="../solo_desktop/ui/statistics.py" line="289" />
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="272" />
        <source>Hand {i}: {date}
{chips} chips, balance {balance}</source>
        <translation>Spiel {i}: {date}
{chips} Chips, Stand {balance}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="290" />
        <source>Matches</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="293" />
        <source>Chips per hand</source>
        <translation>Chips je Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="296" />
        <source>Games as soloist</source>
        <translation>Spiele als Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="297" />
        <source>Won as soloist</source>
        <translation>Gewonnen als Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="302" />
        <source>Soloist with {contract}</source>
        <translation>Solist mit {contract}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="306" />
        <source>Best hand</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="307" />
        <source>Worst hand</source>
        <translation>Schlechtestes Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="340" />
        <location filename="../solo_desktop/ui/statistics.py" line="348" />
        <source>{won} of {played} ({percent}%)</source>
        <translation>{won} von {played} ({percent} %)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="355" />
        <source>{chips} · {date} · match {match}, hand {number}</source>
        <translation>{chips} · {date} · Partie {match}, Spiel {number}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="376" />
        <source>Export hands as CSV</source>
        <translation>Spiele als CSV exportieren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="378" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="387" />
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/statistics.py" line="388" />
        <source>Could not write {file}: {error}</source>
        <translation>{file} konnte nicht geschrieben werden: {error}</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="174" />
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="176" />
        <source>holds</source>
        <translation>hält</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="178" />
        <source>Soloist</source>
        <translation>Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="180" />
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="184" />
        <source>{n} points</source>
        <translation>{n} Augen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="187" />
        <source>+{n} when you win a trick</source>
        <translation>+{n}, sobald du einen Stich machst</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="204" />
        <source>turned up: {card}</source>
        <translation>aufgedeckt: {card}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="214" />
        <source>{name} plays {suit}</source>
        <translation>{name} spielt {suit}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="219" />
        <source>{game} in {suit}</source>
        <translation>{game} in {suit}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="222" />
        <source>{name} plays {game}</source>
        <translation>{name} spielt {game}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="224" />
        <source>called {card}</source>
        <translation>{card} gerufen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table_presenter.py" line="239" />
        <source>{name} is the partner!</source>
        <translation>{name} ist der Partner!</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../solo_desktop/ui/table/plates.py" line="170" />
        <source>D</source>
        <comment>dealer button</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table/plates.py" line="247" />
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../solo_desktop/ui/table/view.py" line="43" />
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/table/view.py" line="47" />
        <source>Your cards: the Left and Right arrow keys move among the cards you may play, Enter or Space plays the chosen card.</source>
        <translation>Deine Karten: die Pfeiltasten Links und Rechts wechseln zwischen den Karten, die du spielen darfst; Eingabe oder Leertaste spielt die gewählte Karte.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../solo_desktop/controller/match_controller.py" line="126" />
        <location filename="../solo_desktop/controller/match_controller.py" line="175" />
        <location filename="../solo_desktop/controller/remote_controller.py" line="47" />
        <location filename="../solo_desktop/controller/remote_controller.py" line="175" />
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="24" />
        <source>Solo 66</source>
        <translation>Solo 66</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="25" />
        <source>Solo Whist</source>
        <translation>Solo-Whist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="26" />
        <location filename="../solo_desktop/controller/texts.py" line="360" />
        <source>Six-bid Solo</source>
        <translation>Six-bid Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="27" />
        <source>Sixty-Six</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="28" />
        <source>German Solo</source>
        <translation>Deutsches Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="36" />
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="37" />
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="38" />
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="39" />
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="46" />
        <source>clubs</source>
        <comment>suit inside a sentence</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="47" />
        <source>spades</source>
        <comment>suit inside a sentence</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="48" />
        <source>hearts</source>
        <comment>suit inside a sentence</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="49" />
        <source>diamonds</source>
        <comment>suit inside a sentence</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="56" />
        <source>A</source>
        <comment>rank letter: ace</comment>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="57" />
        <source>K</source>
        <comment>rank letter: king</comment>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="58" />
        <source>Q</source>
        <comment>rank letter: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="59" />
        <source>J</source>
        <comment>rank letter: jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="79" />
        <source>Request</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="80" />
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="81" />
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="82" />
        <source>Solo, 6 tricks</source>
        <translation>Solo, 6 Stiche</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="83" />
        <source>Kicker</source>
        <translation>Kicker</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="84" />
        <source>Grossfrage</source>
        <translation>Große Frage</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="85" />
        <source>Club solo</source>
        <translation>Kreuz-Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="86" />
        <source>Club solo, 6 tricks</source>
        <translation>Kreuz-Solo, 6 Stiche</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="87" />
        <source>Solo 2 (all tricks)</source>
        <translation>Solo 2 (alle Stiche)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="88" />
        <source>Bronco</source>
        <translation>Bronco</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="89" />
        <source>Bull solo</source>
        <translation>Bull-Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="90" />
        <source>Club solo 2 (all tricks)</source>
        <translation>Kreuz-Solo 2 (alle Stiche)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="91" />
        <source>Proposal</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="92" />
        <source>Misère</source>
        <translation>Misere</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="93" />
        <source>Abondance</source>
        <translation>Abondance</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="94" />
        <source>Abondance royale</source>
        <translation>Abondance royale</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="95" />
        <source>Misère ouverte</source>
        <translation>Misere ouverte</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="96" />
        <source>Abondance déclarée</source>
        <translation>Abondance déclarée</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="97" />
        <source>Heart solo</source>
        <translation>Herz-Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="98" />
        <source>Guarantee solo</source>
        <translation>Garantie-Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="99" />
        <source>Spread misère</source>
        <translation>Offene Misere</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="100" />
        <source>Call solo</source>
        <translation>Ruf-Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="101" />
        <source>Frog</source>
        <translation>Frosch</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="102" />
        <source>Spade solo</source>
        <translation>Pik-Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="103" />
        <source>Diamond solo</source>
        <translation>Karo-Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="150" />
        <source>{sign}{red} red</source>
        <translation>{sign}{red} rot</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="151" />
        <source>{sign}{red} red {white} white</source>
        <translation>{sign}{red} rot {white} weiß</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="161" />
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="164" />
        <source>Bid {suit}</source>
        <translation>{suit} bieten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="165" />
        <source>Bid {contract}</source>
        <translation>{contract} bieten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="167" />
        <source>Hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="169" />
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="171" />
        <source>Double</source>
        <translation>Doppeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="173" />
        <source>Redouble</source>
        <translation>Zurückdoppeln</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="175" />
        <source>Call {card}</source>
        <translation>{card} rufen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="177" />
        <source>{suit} are trumps</source>
        <translation>{suit} ist Trumpf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="181" />
        <source>Lay away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="183" />
        <source>Give back a card</source>
        <translation>Eine Karte zurückgeben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="185" />
        <source>Give back {card}</source>
        <translation>{card} zurückgeben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="190" />
        <source>Lay away {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="194" />
        <source>Marriage in {suit}</source>
        <translation>Paar in {suit}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="198" />
        <source>Exchange the trump card</source>
        <translation>Trumpfkarte austauschen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="200" />
        <source>Close the stock</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="202" />
        <source>Out! (66)</source>
        <translation>Aus! (66)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="211" />
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="212" />
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="218" />
        <source>Auction</source>
        <translation>Reizen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="219" />
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="220" />
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="221" />
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="222" />
        <source>Hand over</source>
        <translation>Spiel beendet</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="230" />
        <source>You must follow {suit}.</source>
        <translation>Du musst {suit} bedienen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="232" />
        <source>After the marriage in {suit}, lead its king or queen, or say out.</source>
        <translation>Nach dem Paar in {suit} spiele König oder Dame aus, oder melde „Aus“.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="237" />
        <source>You need the king and queen of {suit}.</source>
        <translation>Dazu brauchst du König und Dame in {suit}.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="240" />
        <source>The hand is over.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/remote_controller.py" line="48" />
        <source>The host did not allow that: {reason}</source>
        <translation>Der Gastgeber hat das nicht erlaubt: {reason}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/remote_controller.py" line="49" />
        <source>The host did not understand: {reason}</source>
        <translation>Der Gastgeber hat das nicht verstanden: {reason}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/remote_controller.py" line="179" />
        <source>That card may not be played now.</source>
        <translation>Diese Karte darf jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/remote_controller.py" line="180" />
        <location filename="../solo_desktop/controller/texts.py" line="241" />
        <source>That is not possible now.</source>
        <translation>Das geht jetzt nicht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="242" />
        <source>That is not a move of this game.</source>
        <translation>Das ist in diesem Spiel kein Zug.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="243" />
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="244" />
        <source>You must follow suit.</source>
        <translation>Du musst Farbe bekennen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="245" />
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Du kannst nicht bedienen, also musst du trumpfen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="246" />
        <source>You must win the trick if you can.</source>
        <translation>Du musst den Stich machen, wenn du kannst.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="247" />
        <source>You must overtrump if you can.</source>
        <translation>Du musst übertrumpfen, wenn du kannst.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="248" />
        <source>Your bid must be higher than the current bid.</source>
        <translation>Dein Gebot muss höher sein als das bisherige.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="249" />
        <source>Trumps must be the suit you bid or a higher one.</source>
        <translation>Trumpf muss die gebotene Farbe oder eine höhere sein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="252" />
        <source>Choose the right number of cards.</source>
        <translation>Wähle die richtige Anzahl Karten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="253" />
        <source>Choose two different cards.</source>
        <translation>Wähle zwei verschiedene Karten.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="254" />
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="255" />
        <source>Only the player on lead may do that, before leading.</source>
        <translation>Das darf nur, wer ausspielt, und zwar vor dem Ausspielen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="258" />
        <source>Lead the king or queen of your marriage.</source>
        <translation>Spiele König oder Dame deines Paares aus.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="259" />
        <source>You need the king and queen of that suit.</source>
        <translation>Dazu brauchst du König und Dame dieser Farbe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="260" />
        <source>You must have won a trick first.</source>
        <translation>Du musst zuerst einen Stich gemacht haben.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="261" />
        <source>You need the trump nine (the trump jack with 20 cards).</source>
        <translation>Dazu brauchst du die Trumpfneun (mit 20 Karten den Trumpfbuben).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="264" />
        <source>The stock must hold more than two cards.</source>
        <translation>Der Stock muss mehr als zwei Karten haben.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="265" />
        <source>The stock is closed.</source>
        <translation>Der Stock ist zugedreht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="266" />
        <source>The stock is used up.</source>
        <translation>Der Stock ist aufgebraucht.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="267" />
        <source>As the holder you answer: hold or pass.</source>
        <translation>Als Haltender antwortest du: halten oder passen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="268" />
        <source>Only the holder may hold, after a bid against him.</source>
        <translation>Nur der Haltende darf halten, nachdem gegen ihn geboten wurde.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="271" />
        <source>Grossfrage needs both black queens and not all four aces.</source>
        <translation>Die Große Frage braucht beide schwarzen Damen und nicht alle vier Asse.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="274" />
        <source>With both black queens you may not pass below grossfrage.</source>
        <translation>Mit beiden schwarzen Damen darfst du unter der Großen Frage nicht passen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="277" />
        <source>With both black queens and all four aces you may not pass below solo.</source>
        <translation>Mit beiden schwarzen Damen und allen vier Assen darfst du unter Solo nicht passen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="280" />
        <source>Clubs may not be trumps in this game.</source>
        <translation>Kreuz darf in diesem Spiel nicht Trumpf sein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="281" />
        <source>Trumps may not be the suit of the called card.</source>
        <translation>Trumpf darf nicht die Farbe der gerufenen Karte sein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="284" />
        <source>You may not call a card you hold.</source>
        <translation>Du darfst keine Karte rufen, die du selbst hast.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="285" />
        <source>You may not call a trump.</source>
        <translation>Du darfst keinen Trumpf rufen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="286" />
        <source>Call an ace; a lower rank only when you hold every ace you could call.</source>
        <translation>Rufe ein Ass; einen niedrigeren Rang nur, wenn du jedes rufbare Ass selbst hast.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="289" />
        <source>There is no proposal you may accept.</source>
        <translation>Es gibt keinen Vorschlag, den du annehmen darfst.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="290" />
        <source>After passing you may only accept the proposal or pass.</source>
        <translation>Nach dem Passen darfst du nur den Vorschlag annehmen oder passen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="293" />
        <source>Nobody accepted: bid solo or pass.</source>
        <translation>Niemand hat angenommen: Biete Solo oder passe.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="294" />
        <source>Hearts may not be trumps in this contract.</source>
        <translation>Herz darf in diesem Spiel nicht Trumpf sein.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="295" />
        <source>You may not give back the called card.</source>
        <translation>Du darfst die gerufene Karte nicht zurückgeben.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="303" />
        <source>When everybody passes</source>
        <translation>Wenn alle passen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="304" />
        <source>Last-trick game: chips from each player</source>
        <translation>Letzter-Stich-Spiel: Chips von jedem Spieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="305" />
        <source>A lost game is valued by</source>
        <translation>Ein verlorenes Spiel zählt nach</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="306" />
        <source>Points per chip</source>
        <translation>Punkte je Chip</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="307" />
        <source>Hands in a match</source>
        <translation>Spiele je Partie</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="308" />
        <source>Cards in the deck</source>
        <translation>Karten im Spiel</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="309" />
        <source>Must win the trick once the stock is gone</source>
        <translation>Stichzwang nach dem Stock</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="310" />
        <source>Marriages after closing</source>
        <translation>Paare nach dem Zudrehen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="311" />
        <source>A hand played out without a claim goes to</source>
        <translation>Ein ausgespieltes Spiel ohne Meldung gewinnt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="312" />
        <source>Play from memory (points hidden)</source>
        <translation>Aus dem Gedächtnis spielen (Augen verdeckt)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="313" />
        <source>Game points to win the match</source>
        <translation>Spielpunkte für den Partiegewinn</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="314" />
        <source>Who leads to the first trick</source>
        <translation>Wer zum ersten Stich ausspielt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="315" />
        <source>Must win the trick also in kicker and bronco</source>
        <translation>Stichzwang auch bei Kicker und Bronco</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="316" />
        <source>Value of a kicker</source>
        <translation>Wert eines Kickers</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="317" />
        <source>A lost game pays each opponent</source>
        <translation>Ein verlorenes Spiel zahlt jedem Gegner</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="318" />
        <source>When nobody plays a game</source>
        <translation>Wenn niemand ein Spiel macht</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="319" />
        <source>Who may accept a proposal after passing</source>
        <translation>Wer nach dem Passen noch annehmen darf</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="320" />
        <source>A proposal nobody accepts</source>
        <translation>Ein Vorschlag, den niemand annimmt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="321" />
        <source>Misère ouverte: the hand is laid open</source>
        <translation>Misere ouverte: Die Karten werden aufgedeckt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="322" />
        <source>Game variant</source>
        <translation>Spielvariante</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="323" />
        <source>Order of the deal</source>
        <translation>Reihenfolge beim Geben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="324" />
        <source>Frog and solo pots</source>
        <translation>Frosch- und Solokasse</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="332" />
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="332" />
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="336" />
        <location filename="../solo_desktop/controller/texts.py" line="349" />
        <source>deal again</source>
        <translation>neu geben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="337" />
        <source>play for the last trick</source>
        <translation>um den letzten Stich spielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="338" />
        <source>the defenders' points</source>
        <translation>den Augen der Gegenspieler</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="339" />
        <source>the soloist's points</source>
        <translation>den Augen des Solisten</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="340" />
        <source>the winner of the last trick</source>
        <translation>wer den letzten Stich macht</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="341" />
        <source>the player with more points</source>
        <translation>wer mehr Augen hat</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="342" />
        <source>the holder of the queen of clubs plays</source>
        <translation>wer die Kreuz-Dame hat, spielt</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="345" />
        <source>the soloist</source>
        <translation>der Solist</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="346" />
        <source>forehand (left of the dealer)</source>
        <translation>die Vorhand (links vom Geber)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="347" />
        <source>2 chips</source>
        <translation>2 Chips</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="348" />
        <source>the game's value</source>
        <translation>den Spielwert</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="350" />
        <source>general misère</source>
        <translation>allgemeine Misere</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="351" />
        <source>forehand only</source>
        <translation>nur die Vorhand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="352" />
        <source>nobody may</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="353" />
        <source>anyone may</source>
        <translation>jeder</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="354" />
        <source>is thrown in</source>
        <translation>wird eingeworfen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="355" />
        <source>may be raised to a solo</source>
        <translation>darf zum Solo erhöht werden</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="356" />
        <source>after the declarer's first card</source>
        <translation>nach der ersten Karte des Spielers</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="359" />
        <source>after the first trick</source>
        <translation>nach dem ersten Stich</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="361" />
        <source>Progressive Solo</source>
        <translation>Progressives Solo</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="362" />
        <source>4, 3, the widow, 4</source>
        <translation>4, 3, die Witwe, 4</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="363" />
        <source>4, the widow, 3, 4</source>
        <translation>4, die Witwe, 3, 4</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="371" />
        <source>What happens when nobody bids: the cards are dealt again, or the hand is played without trumps and whoever takes the last trick wins.</source>
        <translation>Was geschieht, wenn niemand bietet: Es wird neu gegeben, oder es wird ohne Trumpf gespielt, und wer den letzten Stich macht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="376" />
        <source>How many chips each other player pays to whoever takes the last trick when the hand is played for the last trick.</source>
        <translation>Wie viele Chips jeder andere Spieler dem zahlt, der den letzten Stich macht, wenn um den letzten Stich gespielt wird.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="381" />
        <source>Whether a lost solo is valued by the card points the defenders took or by the soloist's own card points.</source>
        <translation>Ob ein verlorenes Solo nach den Augen der Gegenspieler oder nach den eigenen Augen des Solisten bewertet wird.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="386" />
        <source>How many score points make one chip; every payment is rounded to whole chips.</source>
        <translation>Wie viele Wertpunkte einen Chip ergeben; jede Zahlung wird auf ganze Chips gerundet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="390" />
        <source>How many hands a match lasts; it is fairest when everybody deals equally often.</source>
        <translation>Wie viele Spiele eine Partie dauert; am gerechtesten ist es, wenn jeder gleich oft gibt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="394" />
        <source>24 cards, or 20 without the nines (Schnapsen: then the trump jack is exchanged).</source>
        <translation>24 Karten, oder 20 ohne die Neunen (Schnapsen: dann wird der Trumpfbube ausgetauscht).</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="398" />
        <source>Whether, once the stock is gone or closed, you must also win the trick if you can.</source>
        <translation>Ob man, wenn der Stock aufgebraucht oder zugedreht ist, auch stechen muss, wenn man kann.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="402" />
        <source>Whether marriages may still be shown after the stock has been closed.</source>
        <translation>Ob nach dem Zudrehen noch Paare angesagt werden dürfen.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="405" />
        <source>Who scores a game point when the hand is played out and nobody claimed 66.</source>
        <translation>Wer einen Spielpunkt bekommt, wenn das Spiel ausgespielt ist und niemand 66 gemeldet hat.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="409" />
        <source>Whether the opponent's points are hidden, so that you count them in your head.</source>
        <translation>Ob die Augen des Gegners verdeckt sind, sodass du sie im Kopf zählst.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="413" />
        <source>How many game points win the match (a Bummerl); 7 is traditional.</source>
        <translation>Wie viele Spielpunkte die Partie gewinnen (ein Bummerl); üblich sind 7.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="416" />
        <source>Whether the soloist or forehand (left of the dealer) leads to the first trick.</source>
        <translation>Ob der Solist oder die Vorhand (links vom Geber) zum ersten Stich ausspielt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="420" />
        <source>Whether you must win the trick if you can also in the no-trick games.</source>
        <translation>Ob der Stichzwang auch in den Spielen ohne Stich gilt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="423" />
        <source>How many chips a kicker (take no trick) is worth.</source>
        <translation>Wie viele Chips ein Kicker (keinen Stich machen) wert ist.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="424" />
        <source>What a losing soloist pays each opponent: 2 chips, or the game's value.</source>
        <translation>Was ein verlierender Solist jedem Gegner zahlt: 2 Chips oder den Spielwert.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="427" />
        <source>When everybody passes or a proposal finds no partner: deal again, or play a general misère where the taker of the last trick pays everybody.</source>
        <translation>Wenn alle passen oder ein Vorschlag keinen Partner findet: neu geben, oder eine allgemeine Misere spielen, bei der der Gewinner des letzten Stichs allen zahlt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="432" />
        <source>Who may still accept a later proposal after having passed.</source>
        <translation>Wer nach dem Passen einen späteren Vorschlag noch annehmen darf.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="435" />
        <source>Whether an unaccepted proposal is thrown in, or its proposer may raise to a solo.</source>
        <translation>Ob ein nicht angenommener Vorschlag eingeworfen wird oder sein Spieler auf ein Solo erhöhen darf.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="439" />
        <source>When the declarer of a misère ouverte lays his hand open on the table.</source>
        <translation>Wann der Spieler einer Misere ouverte seine Karten offen hinlegt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="442" />
        <source>Six-bid Solo with its six contracts, or Progressive Solo: frog and the four suit solos at rising tariffs, with doubling and redoubling.</source>
        <translation>Six-bid Solo mit seinen sechs Spielen, oder Progressives Solo: Frosch und die vier Farbsoli zu steigenden Tarifen, mit Doppeln und Zurückdoppeln.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="447" />
        <source>When the three cards of the widow are dealt; it changes nothing else.</source>
        <translation>Wann die drei Karten der Witwe gegeben werden; sonst ändert es nichts.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/controller/texts.py" line="450" />
        <source>Progressive Solo: every deal each player antes 1 chip into a frog pot and 2 into a solo pot; a made frog takes the frog pot, a made solo the solo pot, and what is left at the end of the match goes back to the players.</source>
        <translation>Progressive Solo: In jedem Spiel zahlt jeder Spieler 1 Chip in eine Froschkasse und 2 in eine Solokasse ein; ein gewonnener Frosch erhält die Froschkasse, ein gewonnenes Solo die Solokasse, und was bei Ende der Partie übrig ist, geht an die Spieler zurück.</translation>
    </message>
</context>
<context>
    <name>Together</name>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="182" />
        <source>Host a table</source>
        <translation>Einen Tisch eröffnen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="183" />
        <source>The table could not be opened: {error}</source>
        <translation>Der Tisch konnte nicht eröffnet werden: {error}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="233" />
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="253" />
        <source>Joining the table at {url}…</source>
        <translation>Verbinde mit dem Tisch unter {url}…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="271" />
        <location filename="../solo_desktop/ui/together.py" line="277" />
        <source>Join a table</source>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="272" />
        <source>The host refused: {message}</source>
        <translation>Der Gastgeber hat abgelehnt: {message}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="278" />
        <source>The table could not be reached: {error}</source>
        <translation>Der Tisch war nicht erreichbar: {error}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="331" />
        <source>{name} is played by the computer for now (since {time})</source>
        <translation>{name} wird vorerst vom Computer gespielt (seit {time})</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="338" />
        <source>{name}: connection lost</source>
        <translation>{name}: Verbindung verloren</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="340" />
        <source>{name}: waiting for a person</source>
        <translation>{name}: wartet auf eine Person</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="349" />
        <source>The host has left. The hands settled so far are in your ledger.</source>
        <translation>Der Gastgeber ist gegangen. Die bisher abgerechneten Runden stehen in deinem Chip-Konto.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="355" />
        <source>Connection lost at {time}: reconnecting…</source>
        <translation>Verbindung um {time} verloren: verbinde neu…</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="360" />
        <source>You host table {code}</source>
        <translation>Du bist Gastgeber von Tisch {code}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="362" />
        <source>At the table of {url}</source>
        <translation>Am Tisch unter {url}</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="378" />
        <source>computer for now</source>
        <translation>vorerst Computer</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="393" />
        <source>Close the table? Everybody at it is sent away.</source>
        <translation>Den Tisch schließen? Alle am Tisch werden verabschiedet.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="395" />
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Den Tisch verlassen? Ein Computerspieler übernimmt deinen Platz.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="397" />
        <source>Leave the table</source>
        <translation>Den Tisch verlassen</translation>
    </message>
</context>
<context>
    <name>TogetherBar</name>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="78" />
        <source>The table's people and chat</source>
        <translation>Die Leute am Tisch und der Chat</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="79" />
        <source>News of the table</source>
        <translation>Neues vom Tisch</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="80" />
        <source>Leave the table</source>
        <translation>Den Tisch verlassen</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="83" />
        <source>Leave this table: you are asked first while a match is on.</source>
        <translation>Diesen Tisch verlassen: während einer Partie wirst du vorher gefragt.</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="85" />
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="86" />
        <source>What the people at the table said</source>
        <translation>Was die Leute am Tisch gesagt haben</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="87" />
        <source>Say something to the table (Enter sends)</source>
        <translation>Sag etwas an den Tisch (Eingabe sendet)</translation>
    </message>
    <message>
        <location filename="../solo_desktop/ui/together.py" line="88" />
        <source>Chat line</source>
        <translation>Chatzeile</translation>
    </message>
</context>
</TS>