"""Help > Rules: the rules of the current game in our own words, with the house rules in force."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from solo_desktop.controller import texts
from solo_desktop.core.rules import HouseRules

translate = QCoreApplication.translate


def solo66_sections() -> list[tuple[str, str]]:
    """The rules of Solo 66 as (heading, paragraph) pairs."""
    return [
        (
            translate("RulesHelp", "Players and cards"),
            translate(
                "RulesHelp",
                "Five players, 32 cards. In every suit the cards rank ace, ten, king, queen, "
                "jack, 9, 8, 7. Jacks are ordinary cards of their suit.",
            ),
        ),
        (
            translate("RulesHelp", "Dealing"),
            translate(
                "RulesHelp",
                "Each player gets six cards (three, then three); two cards lie face down in the "
                "middle as the talon. The deal passes to the left after every hand.",
            ),
        ),
        (
            translate("RulesHelp", "Auction"),
            translate(
                "RulesHelp",
                "You bid for the trump suit: diamonds is lowest, then hearts, spades, and clubs "
                "highest. Forehand (left of the dealer) speaks first. On your turn you bid a "
                "higher suit than the highest bid so far, or pass; a pass is final. The last "
                "bidder left becomes the soloist and plays alone against the other four.",
            ),
        ),
        (
            translate("RulesHelp", "Trumps and talon"),
            translate(
                "RulesHelp",
                "The soloist names trumps: the suit he bid or a higher one. Then he takes up the "
                "talon and lays away any two cards. Their card points count for him, but they "
                "are not a trick.",
            ),
        ),
        (
            translate("RulesHelp", "Play"),
            translate(
                "RulesHelp",
                "Forehand leads to the first trick. You must follow suit; if you cannot, you must "
                "play a trump; only with neither may you play any card. You need not win the "
                "trick. The highest trump wins, otherwise the highest card of the suit led. The "
                "winner of a trick leads to the next.",
            ),
        ),
        (
            translate("RulesHelp", "Counting"),
            translate(
                "RulesHelp",
                "Ace 11, ten 10, king 4, queen 3, jack 2, the others 0; the last trick scores "
                "10 more: 130 in all. The soloist wins with 66 or more.",
            ),
        ),
        (
            translate("RulesHelp", "Scoring"),
            translate(
                "RulesHelp",
                "A winning soloist scores his card points; double if the defenders have under "
                "33 (schneider), triple if they took no trick (schwarz). A losing soloist loses "
                "twice the value, three times if he has under 33, four times without a trick. "
                "Each defender pays the soloist the score (or is paid it when he lost).",
            ),
        ),
    ]


def sixty_six_sections() -> list[tuple[str, str]]:
    """The rules of Sixty-Six as (heading, paragraph) pairs."""
    return [
        (
            translate("RulesHelp", "Players and cards"),
            translate(
                "RulesHelp",
                "Two players, 24 cards (20 without the nines in the Schnapsen variant). In every "
                "suit the cards rank ace, ten, king, queen, jack, 9.",
            ),
        ),
        (
            translate("RulesHelp", "Dealing and the stock"),
            translate(
                "RulesHelp",
                "Each player gets six cards. The next card is turned face up: its suit is "
                "trumps, and it lies under the stock. After each trick the winner draws first, "
                "then the loser; the face-up trump card is the last card drawn.",
            ),
        ),
        (
            translate("RulesHelp", "Play while the stock is open"),
            translate(
                "RulesHelp",
                "The non-dealer leads first; the winner of a trick leads to the next. While the "
                "stock is open you need not follow suit: the higher card of the suit led wins, "
                "a trump beats any other suit.",
            ),
        ),
        (
            translate("RulesHelp", "Play after the stock is gone or closed"),
            translate(
                "RulesHelp",
                "You must follow suit; if you cannot, you must trump; only with neither may you "
                "play any card.",
            ),
        ),
        (
            translate("RulesHelp", "On lead"),
            translate(
                "RulesHelp",
                "Before leading you may show a marriage (king and queen of a suit, 20 points, "
                "40 in trumps; it counts once you have won a trick) and lead one of its cards; "
                "exchange the trump nine (jack with 20 cards) for the face-up trump card once "
                "you have won a trick and the stock has more than two cards; close the stock; "
                'or claim 66 ("out").',
            ),
        ),
        (
            translate("RulesHelp", "Counting"),
            translate(
                "RulesHelp",
                "Ace 11, ten 10, king 4, queen 3, jack 2, nine 0, plus marriages; the last trick "
                "of a hand played out scores 10 more. Claim 66 as soon as you have it.",
            ),
        ),
        (
            translate("RulesHelp", "Game points"),
            translate(
                "RulesHelp",
                "The winner scores 1 game point if the loser has 33 or more, 2 if the loser "
                "has a trick but under 33, 3 if the loser has no trick. A wrong claim gives "
                "the opponent 3. A player who closes and does not reach 66 gives the opponent "
                "2, or 3 if the opponent had no trick when the stock was closed. The first to "
                "7 game points wins the match (a Bummerl).",
            ),
        ),
    ]


def german_solo_sections() -> list[tuple[str, str]]:
    """The rules of German Solo as (heading, paragraph) pairs."""
    return [
        (
            translate("RulesHelp", "Players and cards"),
            translate(
                "RulesHelp",
                "Four players, 32 cards, eight each. The queen of clubs (Spadilla) and the "
                "queen of spades (Basta) are always trumps. In a suit game the trumps rank "
                "Spadilla, the seven of trumps (Manilla), Basta, then ace, king, (queen), jack, "
                "ten, nine, eight of trumps; other suits rank ace, king, (queen), jack, ten, "
                "nine, eight, seven. In kicker, bronco and bull solo there are no trumps.",
            ),
        ),
        (
            translate("RulesHelp", "The games"),
            translate(
                "RulesHelp",
                "From lowest: request (name trumps, not clubs, and call an ace: five tricks "
                "with the unknown partner, 2), grand (request in clubs, 4), solo (five tricks "
                "alone, 4), solo with six tricks (4), kicker (no trick, 6), grossfrage (with "
                "both black queens: call an ace, its holder names trumps, five tricks together, "
                "8), club solo (8), club solo with six tricks (8), solo 2 (all eight tricks, 8), "
                "bronco (no trick, hand face up, 12), bull solo (all tricks without trumps, 14), "
                "club solo 2 (16).",
            ),
        ),
        (
            translate("RulesHelp", "Auction"),
            translate(
                "RulesHelp",
                "Forehand speaks first and holds; the next player must bid higher or pass; the "
                "holder may say hold (claim the same game) or pass. The survivor holds against "
                "the next player, until one is left. The winner may still raise once. Whoever "
                "holds both black queens may not pass below grossfrage; with all four aces as "
                "well, not below solo.",
            ),
        ),
        (
            translate("RulesHelp", "The called ace"),
            translate(
                "RulesHelp",
                "The soloist calls an ace he does not hold and not of trumps (a king if he "
                "holds them all). Its holder is his secret partner: nobody knows until the "
                "called card is played.",
            ),
        ),
        (
            translate("RulesHelp", "Play"),
            translate(
                "RulesHelp",
                "The soloist leads first. Strict rules: follow suit and win the trick if you "
                "can; if void, trump and overtrump if you can, otherwise play any trump; only "
                "with neither any card. The hand ends as soon as its result is certain.",
            ),
        ),
        (
            translate("RulesHelp", "Settlement"),
            translate(
                "RulesHelp",
                "If the soloist's side makes its game, each opponent pays the value (with a "
                "partner, soloist and partner receive it from two opponents each). If not, "
                "the soloist pays each opponent 2; the partner neither pays nor receives.",
            ),
        ),
    ]


def solo_whist_sections() -> list[tuple[str, str]]:
    """The rules of Solo Whist as (heading, paragraph) pairs."""
    return [
        (
            translate("RulesHelp", "Players and cards"),
            translate(
                "RulesHelp",
                "Four players, 52 cards, thirteen each. Cards rank ace, king, queen, jack, ten "
                "down to two. The dealer's last card is turned up: its suit is trumps for "
                "proposal, solo and abondance royale.",
            ),
        ),
        (
            translate("RulesHelp", "The games"),
            translate(
                "RulesHelp",
                "From lowest: proposal and acceptance (eight tricks with a partner, 1 red "
                "each), solo (five tricks alone, 2 red), misère (no trick, no trumps, 3 red), "
                "abondance (nine tricks, trumps of your choice, 4 red), abondance royale (nine "
                "tricks in the turn-up suit, 4 red), misère ouverte (no trick, hand open, "
                "6 red), abondance déclarée (all thirteen tricks, you lead, 8 red). A red chip "
                "is five white ones.",
            ),
        ),
        (
            translate("RulesHelp", "Auction"),
            translate(
                "RulesHelp",
                "Forehand speaks first. Bid a higher game or pass; a proposal is accepted by "
                "one player saying accept. The auction ends when everyone outside the highest "
                "bid's side has passed.",
            ),
        ),
        (
            translate("RulesHelp", "Play"),
            translate(
                "RulesHelp",
                "Forehand leads (the declarer in abondance déclarée). Follow suit if you can; "
                "otherwise play any card.",
            ),
        ),
        (
            translate("RulesHelp", "Settlement"),
            translate(
                "RulesHelp",
                "Each trick over the aim earns one white chip from each opponent; when short, "
                "the first missing trick is free and each further one costs a white chip each. "
                "In proposal and acceptance each loser pays each winner; in the solo games the "
                "declarer is paid by, or pays, each of the other three.",
            ),
        ),
    ]


def six_bid_sections() -> list[tuple[str, str]]:
    """The rules of Six-bid Solo and Progressive Solo as (heading, paragraph) pairs."""
    return [
        (
            translate("RulesHelp", "Players and cards"),
            translate(
                "RulesHelp",
                "Three or four players, always three active: with four, the dealer sits out "
                "but shares in losing payments. 36 cards ranking ace, ten, king, queen, jack, "
                "9, 8, 7, 6; eleven each and three in the widow. Card points as in Solo 66: "
                "120 in all.",
            ),
        ),
        (
            translate("RulesHelp", "The games"),
            translate(
                "RulesHelp",
                "From lowest: solo (60 card points, trumps of your choice but hearts, 1 chip per "
                "point above or below 60), heart solo (2 per point), misère (no card point, "
                "40), guarantee solo (74 in hearts, 80 otherwise, 40), spread misère (no card "
                "point with your hand open, 60), call solo (all 120: you call a card and get "
                "it in exchange for another, 100, 150 in hearts). The untouched widow counts "
                "for the bidder except in the misères.",
            ),
        ),
        (
            translate("RulesHelp", "Auction and play"),
            translate(
                "RulesHelp",
                "Eldest speaks first; bid higher or pass (a pass is final). Eldest leads (in "
                "spread misère the player left of the bidder). Follow suit; if you cannot, "
                "trump; only with neither any card. You need not win the trick.",
            ),
        ),
        (
            translate("RulesHelp", "Settlement"),
            translate(
                "RulesHelp",
                "If the bidder wins, each active opponent pays him the value; if he loses, he "
                "pays it to every other player, the sitting-out dealer included.",
            ),
        ),
        (
            translate("RulesHelp", "Progressive Solo"),
            translate(
                "RulesHelp",
                "With the house rule: frog (hearts trumps, the bidder takes the widow and lays "
                "three cards away), spade, club, diamond and heart solo at 1 to 5 chips per "
                "point above or below 60. Others may double a bid, and the bidder may "
                "redouble; doubling counts only between bidder and doubler and ends with an "
                "overcall.",
            ),
        ),
        (
            translate("RulesHelp", "Pots"),
            translate(
                "RulesHelp",
                "With the house rule, in Progressive Solo: every deal each player, the "
                "sitting-out dealer too, antes 1 chip into the frog pot and 2 into the solo pot. "
                "A bidder who makes a frog takes the frog pot; one who makes a suit solo takes "
                "the solo pot. A lost contract leaves the pots to grow, and what is in them "
                "when the match ends goes back to those who anted it. The scores show a taken "
                "pot as each other player paying the taker what he anted since it was last "
                "taken.",
            ),
        ),
    ]


def together_sections() -> list[tuple[str, str]]:
    """How to play a game with other people, for every game's rules page."""
    return [
        (
            translate("RulesHelp", "Playing together"),
            translate(
                "RulesHelp",
                "Game › Host a table opens a table for friends on other computers: choose who "
                "sits where (you, another person at this computer, a seat open for a person on "
                "another computer, or a computer player), then the lobby shows the table's code "
                "and this computer's addresses. Friends choose Game › Join a table, pick the "
                "table from the list (or type the address) and type the code. Start deals: seats "
                "still open get computer players, and a computer player stands in for anyone "
                "whose connection is lost until he comes back. Nothing can be taken back at a "
                "hosted table, and hints only where the host allows them.",
            ),
        ),
        (
            translate("RulesHelp", "Several people at one computer"),
            translate(
                "RulesHelp",
                "Seats marked as a person at this computer share the screen: between two "
                "people's turns every hand is hidden behind a curtain that asks to pass the "
                "screen on, and only the next person's click shows his cards. The scoreboard "
                "and the summary of each hand are shared.",
            ),
        ),
    ]


SECTIONS = {
    "solo66": solo66_sections,
    "sixty_six": sixty_six_sections,
    "german_solo": german_solo_sections,
    "solo_whist": solo_whist_sections,
    "six_bid": six_bid_sections,
}
"""The rules text of each game that has one."""


def rules_html(game_id: str, rules: HouseRules) -> str:
    """The rules of a game as HTML, the house rules in force marked."""
    sections = SECTIONS[game_id]() if game_id in SECTIONS else []
    parts = [f"<h2>{html.escape(texts.game_name(game_id))}</h2>"]
    for heading, text in [*sections, *together_sections()]:
        parts.append(f"<h3>{html.escape(heading)}</h3><p>{html.escape(text)}</p>")
    in_force = translate("RulesHelp", "House rules in force")
    parts.append(f"<h3>{html.escape(in_force)}</h3><ul>")
    for spec in rules.specs:
        value = rules[spec.name]
        marker = "" if value == spec.default else " ★"
        parts.append(
            f"<li><b>{html.escape(texts.rule_name(spec.name))}</b>: "
            f"{html.escape(texts.rule_value(spec.name, value))}{marker}</li>"
        )
    parts.append("</ul>")
    parts.append(
        "<p><i>"
        + html.escape(translate("RulesHelp", "★ marks a house rule changed from its default."))
        + "</i></p>"
    )
    return "".join(parts)


class RulesDialog(QDialog):
    """A window with the rules of the current game."""

    def __init__(self, game_id: str, rules: HouseRules, parent: QWidget | None = None) -> None:
        """Show the rules of `game_id` with `rules` in force."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of {game}").format(game=texts.game_name(game_id)))
        self.resize(620, 680)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules")
        self.browser.setAccessibleName(
            self.tr("The rules of {game}").format(game=texts.game_name(game_id))
        )
        self.browser.setHtml(rules_html(game_id, rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
