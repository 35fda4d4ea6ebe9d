"""Why a Contária game ended the way it did, for the score screen: who had the happiest
and the saddest tale, and the reason for a draw (rulebook §6 "End of the game"; ties and
CONTÁRIA's advantage A6; two players A7; single winner A24 - shared/rules/contaria-cards.md).

:class:`ContariaScores` is the game's score presenter (games/plugin.py): tale headings, the
card-by-card breakdown (base, bonus, deactivated, made negative (the base it became), points; rulebook §6 "Scoring").

Reads only the public :class:`Result`: ``scores`` (per seat), ``entities["contaria"]``,
``winners``, ``draw`` and ``details["rule"]`` (``"standard"``, ``"two_player"`` or
``"single_winner"``, engines/contaria/scoring.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from ...i18n import messages
from ...i18n.articles import with_articles
from ...i18n.context import TrContext
from ...i18n.formatting import join_names, signed
from ..plugin import ScorePresenter
from ..scoresheet import BASE, BONUS, DEACTIVATED, HIDDEN, NEGATIVE, Badge, ScoreCard
from ..widgets import fit_rows, read_only_table, signed_points

translate = QCoreApplication.translate
score_winners = TrContext("score_winners")   # plural headlines (lupdate reads the context from the name)
CONTARIA = "contaria"


def _points(n: int) -> str:
    return signed(n)


def _contaria_in_list() -> str:
    """CONTÁRIA as the last item of a list of tied tales ("between Ana and CONTÁRIA"; pt_BR
    takes its article there: "entre Ana e o CONTÁRIA")."""
    return translate("ScoreDialog", "CONTÁRIA", "the last name in a list of tied tales: "
                                                "a tie at +3 between Ana, Bia and CONTÁRIA")


def _names(keys: list[Any], ctx: messages.MessageContext) -> str:
    """The names of ``keys`` as a sentence says them: "Ana", "Ana and Bia", "Ana, Bia and Caio"."""
    return join_names([messages.winner_name(k, ctx) for k in keys])


def _totals(result: Any) -> tuple[list[int], int]:
    return [int(s) for s in result.scores], int(result.entities.get(CONTARIA, 0))


def draw_reason(result: Any, ctx: messages.MessageContext) -> str:
    """Why a two-player game is a draw (A7): equal tales, or CONTÁRIA at or beyond the
    highest or lowest score. "" when the result is not a Contária draw."""
    if not getattr(result, "draw", False) or len(result.scores) != 2:
        return ""
    (a, b), c = _totals(result)
    lo, hi = min(a, b), max(a, b)
    if a == b:
        return translate("ScoreDialog", "both tales have {points}").format(points=_points(a))
    if c == hi:
        return translate("ScoreDialog", "CONTÁRIA tied the highest score ({points})").format(points=_points(c))
    if c > hi:
        return translate("ScoreDialog", "CONTÁRIA has the highest score ({points})").format(points=_points(c))
    if c == lo:
        return translate("ScoreDialog", "CONTÁRIA tied the lowest score ({points})").format(points=_points(c))
    return translate("ScoreDialog", "CONTÁRIA has the lowest score ({points})").format(points=_points(c))


def win_reason(result: Any, ctx: messages.MessageContext) -> str:
    """Who had the happiest and the saddest tale (or, with two players or a single winner,
    the rule that picked the winners), in one or two sentences. "" for a draw."""
    if getattr(result, "draw", False):
        return ""
    seats, c = _totals(result)
    rule = (getattr(result, "details", None) or {}).get("rule", "standard")
    if rule == "single_winner":
        best = max(abs(c), *(abs(s) for s in seats))
        if CONTARIA in result.winners:
            if any(abs(s) == abs(c) for s in seats):   # A24: CONTÁRIA wins the tie
                return translate("ScoreDialog", "Single winner: a tie furthest from zero ({points}); ties go to "
                                                "CONTÁRIA, so no player wins.").format(points=_points(c))
            return translate("ScoreDialog", "Single winner: CONTÁRIA is furthest from zero ({points}), so no "
                                            "player wins.").format(points=_points(c))
        if len(result.winners) > 1:   # A24: tied players at the top share the win
            return translate("ScoreDialog", "Single winner: a tie furthest from zero ({points}); {names} share "
                                            "the win.").format(points=_points(best),
                                                               names=_names(list(result.winners), ctx))
        return translate("ScoreDialog", "Single winner: the tale furthest from zero wins ({points}).").format(
            points=_points(next(s for s in seats if abs(s) == best)))
    if rule == "two_player":
        if c >= 0:
            return translate("ScoreDialog", "CONTÁRIA ({points}) is between the two tales and not negative: the "
                                            "happier tale wins.").format(points=_points(c))
        return translate("ScoreDialog", "CONTÁRIA ({points}) is between the two tales and negative: the sadder "
                                        "tale wins.").format(points=_points(c))
    every = seats + [c]
    hi, lo = max(every), min(every)
    if hi == lo:
        return translate("ScoreDialog", "Every tale has {points}: ties go to CONTÁRIA.").format(points=_points(hi))
    lines = []
    happiest = (translate("ScoreDialog", "Happiest tale: {names} ({points})."),
                translate("ScoreDialog", "Happiest tale: a tie at {points} between {names}; ties go to CONTÁRIA, so "
                                         "it wins."),
                translate("ScoreDialog", "Happiest tale: a tie at {points}; {names} share the win."))
    saddest = (translate("ScoreDialog", "Saddest tale: {names} ({points})."),
               translate("ScoreDialog", "Saddest tale: a tie at {points} between {names}; ties go to CONTÁRIA, so "
                                        "it wins."),
               translate("ScoreDialog", "Saddest tale: a tie at {points}; {names} share the win."))
    for value, (alone, broken, shared) in ((hi, happiest), (lo, saddest)):
        holders = [i for i, s in enumerate(seats) if s == value]
        if c == value and holders:   # A6: a tie, broken by CONTÁRIA's advantage
            # one list, CONTÁRIA last: "between Ana, Bia and CONTÁRIA", "entre o Jogador 1, o
            # Jogador 3 e o CONTÁRIA" (every default name takes its article: i18n/articles.py)
            tied = join_names([messages.winner_name(k, ctx) for k in holders] + [_contaria_in_list()])
            lines.append(with_articles(broken.format(names=tied, points=_points(value))))
        elif c == value:
            lines.append(alone.format(names=_names([CONTARIA], ctx), points=_points(value)))
        elif len(holders) > 1:       # A6: "a tie between several players grants victory to all"
            lines.append(shared.format(names=_names(holders, ctx), points=_points(value)))
        else:
            lines.append(alone.format(names=_names(holders, ctx), points=_points(value)))
    return " ".join(lines)


def _yes(flag: Any) -> str:
    return "✓" if flag else ""


def _final_card(ctx: messages.MessageContext, handle: Any) -> dict[str, Any] | None:
    """Card ``handle`` in the final public view (``ctx.view``), or None."""
    for tale in ctx.view.get("tales", []) or []:
        for card in tale.get("cards", []):
            if card.get("handle") == handle:
                return card
    return None


def card_label(p: dict[str, Any], ctx: messages.MessageContext) -> str:
    """The card's name when it was revealed, else its initial type (plus the hidden
    identity, if the engine discloses it at the end, marked as face down)."""
    card = _final_card(ctx, p.get("card"))
    face_up = bool(card and card.get("face_up"))
    if face_up and p.get("identity"):
        return ctx.identity(p["identity"])
    initial = ctx.initial(p.get("initial"))
    if p.get("identity"):
        return translate("ScoreDialog", "{initial} ({name})").format(initial=initial, name=ctx.identity(p["identity"]))
    return initial


def printed_base(p: dict[str, Any], ctx: messages.MessageContext) -> int | None:
    """The points printed in the corner of the side the card shows at the end, as the table
    draws it (rulebook §4.2: a revealed card scores its revealed side's points, a face-down
    card its initial side's; the values in force, issue 14), or None when unknown. A card
    that stayed face down is looked up by its initial side only (§5.1)."""
    from . import cardtext
    card = _final_card(ctx, p.get("card"))
    identity = (card or {}).get("identity")
    if card and card.get("face_up") and identity:
        options = (getattr(ctx, "view", None) or {}).get("options")
        return cardtext.revealed_side(str(identity), options if isinstance(options, dict) else None).points
    initial = str((card or {}).get("initial") or p.get("initial") or "")
    return cardtext.initial_side(initial).points if initial else None


def base_parts(p: dict[str, Any], ctx: messages.MessageContext) -> tuple[Any, Any]:
    """``(printed, made_negative)`` of one score line's base (rulebook §6 "Scoring"; the
    make-negative effects of §7: Pinocchio, Mermaid, Servant, the Witch's marker): the base as
    printed, and the base it scores once made negative (−|printed|: a negative card stays as
    it is), or None when the card was not made negative. ``printed + bonus`` (unless the
    card is deactivated: 0) is the card's points when nothing made it negative, ``made_negative
    + bonus`` when something did. The engine's ``base`` is already made negative: the printed
    value comes from the card as the table shows it (:func:`printed_base`), else ``|base|``."""
    base = p.get("base")
    if not p.get("negated") or not isinstance(base, int):
        return base, None
    printed = printed_base(p, ctx)
    if not isinstance(printed, int) or abs(printed) != abs(base):
        printed = abs(base)   # what a make-negative effect works on: a positive value
    return printed, base


def seat_cards(lines: Any, ctx: messages.MessageContext) -> list[ScoreCard]:
    """One tale's cards for the score view (rulebook §6 "Scoring"): each card's face as the
    table shows it in the final public view - a card that stayed face down shows only its
    initial side, whatever the viewer knew (§5.1) - with its points and badges in the order
    the card is scored: the base as printed, what it became when made negative ("+3", "→ −3":
    never a double negative), a bonus, deactivated, face down."""
    from .faces import FaceSpec, options_key
    options = options_key((getattr(ctx, "view", None) or {}).get("options"))
    out = []
    for line in lines:
        p = line.get("params", {})
        card = _final_card(ctx, p.get("card"))
        face_up = bool(card and card.get("face_up") and card.get("identity"))
        initial = str((card or {}).get("initial") or p.get("initial") or "")
        face = FaceSpec(initial, face_up=True, identity=card.get("identity"), options=options) if face_up else \
            FaceSpec(initial, options=options)
        badges = []
        bonus = p.get("bonus")
        printed, negative = base_parts(p, ctx)
        if isinstance(printed, int) and (bonus or p.get("deactivated") or negative is not None):
            badges.append(Badge(BASE, signed_points(printed), translate("ScoreDialog", "base {points}").format(
                points=signed_points(printed))))
        if negative is not None:   # "+3 → −3": what the base became (§7's make-negative effects)
            words = translate("ScoreDialog", "made negative: {points}") if printed > 0 else \
                translate("ScoreDialog", "made negative: stays {points}")
            badges.append(Badge(NEGATIVE, "→" + signed_points(negative), words.format(points=signed_points(negative))))
        if bonus:
            badges.append(Badge(BONUS, signed_points(bonus), translate("ScoreDialog", "bonus {points}").format(
                points=signed_points(bonus))))
        if p.get("deactivated"):
            badges.append(Badge(DEACTIVATED, "✕", translate("ScoreDialog", "deactivated")))
        if not face_up:
            badges.append(Badge(HIDDEN, "?", translate("ScoreDialog", "stayed face down")))
        out.append(ScoreCard(face, card_label(p, ctx), int(line.get("points", 0)), tuple(badges), not face_up))
    return out


def legend(result: Any, ctx: messages.MessageContext) -> list[Badge]:
    """One legend entry per mark the score view shows (QA of issues 16 and 18: every mark on
    the screen is explained, like ★ and ♛), only for the marks that appear, each the mark as
    the cards draw it with its meaning: the base and bonus badges (their colours), "→" made
    negative, "✕" deactivated, "?" face down (rulebook §6 "Scoring", §5.1)."""
    lines = [line for tale in (getattr(result, "breakdown", None) or {}).values() for line in tale]
    params = [line.get("params", {}) for line in lines]
    out = []
    if any(p.get("bonus") or p.get("deactivated") or p.get("negated") for p in params):
        out.append(Badge(BASE, signed_points(2), translate("ScoreDialog", "the points printed on the card (red when "
                                                                          "negative)")))
    if any(p.get("bonus") for p in params):
        out.append(Badge(BONUS, signed_points(1), translate("ScoreDialog", "a bonus (red when negative)")))
    if any(p.get("negated") for p in params):
        out.append(Badge(NEGATIVE, "→" + signed_points(-2), translate("ScoreDialog", "made negative: the points it "
                                                                                     "scores instead")))
    if any(p.get("deactivated") for p in params):
        out.append(Badge(DEACTIVATED, "✕", translate("ScoreDialog", "deactivated: its abilities do not work and it "
                                                                   "scores 0")))
    if any(not ((_final_card(ctx, p.get("card")) or {}).get("face_up")) for p in params):
        out.append(Badge(HIDDEN, "?", translate("ScoreDialog", "stayed face down: scores as its initial side (in "
                                                              "italics in the details)")))
    return out


class ContariaScores(ScorePresenter):
    """Contária's score screen: one table per tale (the CONTÁRIA tale included)."""

    def participant_name(self, key: str, ctx: Any) -> str:
        if key.isdigit():
            return messages.text("contaria.tale.seat", seat=ctx.seat(int(key)))
        return messages.winner_name(key, ctx)

    def win_reason(self, result: Any, ctx: Any) -> str:
        return win_reason(result, ctx)

    def draw_reason(self, result: Any, ctx: Any) -> str:
        return draw_reason(result, ctx)

    def breakdown_table(self, lines: Any, result: Any, ctx: Any, extra: Any) -> QTableWidget:
        headers = [translate("ScoreDialog", "Card"), translate("ScoreDialog", "Base"),
                   translate("ScoreDialog", "Bonus"), translate("ScoreDialog", "Deactivated"),
                   translate("ScoreDialog", "Made negative"), translate("ScoreDialog", "Points")]
        table = read_only_table(len(lines), headers)
        for row, line in enumerate(lines):
            p = line.get("params", {})
            card = _final_card(ctx, p.get("card"))
            face_down = not (card and card.get("face_up"))
            printed, negative = base_parts(p, ctx)   # the base as printed; "made negative" says what it became
            cells = [card_label(p, ctx), signed_points(printed), signed_points(p.get("bonus")),
                     _yes(p.get("deactivated")), signed_points(negative), signed_points(line.get("points", 0))]
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if not col:
                    item.setToolTip(value)
                    if face_down:   # stayed face down: scores as its initial side
                        font = item.font()
                        font.setItalic(True)
                        item.setFont(font)
                else:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, item)
        return fit_rows(table)

    def seat_cards(self, key: str, lines: Any, result: Any, ctx: Any, extra: Any) -> list[Any]:
        return seat_cards(lines, ctx)

    def unverified_note(self, result: Any, ctx: Any) -> str:
        """The "* unverified value" legend when a face-up card shows an unverified value
        (its types marked "*", its points in a dotted ring: contaria/faces.py), else ""."""
        from . import cardtext
        from ..widgets import unverified_tip
        options = (getattr(ctx, "view", None) or {}).get("options")
        for tale in (getattr(ctx, "view", None) or {}).get("tales", []) or []:
            for card in tale.get("cards", []):
                if card.get("face_up") and card.get("identity") and cardtext.revealed_side(
                        str(card["identity"]), options if isinstance(options, dict) else None).unverified:
                    return unverified_tip()
        return ""

    def series_table(self, result: Any, ctx: Any, match: Any) -> Any:
        table = super().series_table(result, ctx, match)
        if table is not None:   # Book of Tales: victory markers
            table.title = translate("ScoreDialog", "Book of Tales")
            table.headers[1] = translate("ScoreDialog", "Victory markers")
            table.leader_mark = "♛"   # not ★, which marks this tale's winners
            # a shared lead is said as a tie, as everywhere else ("Grand Winners (tie)", "a tie at +5")
            if getattr(match, "finished", False):
                table.leaders = [int(s) for s in getattr(match, "winners", ())]
                table.leader_words = translate("ScoreDialog", "Grand Winner: first to 3 victory markers") \
                    if len(table.leaders) < 2 else \
                    translate("ScoreDialog", "Grand Winners (tie): 3 victory markers reached in the same tale")   # A25
            elif len(table.leaders) > 1:
                table.leader_words = translate("ScoreDialog", "tied for the lead of the Book of Tales")
            else:
                table.leader_words = translate("ScoreDialog", "leads the Book of Tales")
        return table

    def notes(self, result: Any, ctx: Any) -> list[str]:
        return legend(result, ctx)

    # Book of Tales (rulebook, Alternative Rules, "Quick Game and Book of Tales Mode").
    def next_game_label(self) -> str:
        return translate("ScoreDialog", "Next tale")

    def series_text(self, markers: str, ctx: Any) -> str:
        return translate("ScoreDialog", "Book of Tales – victory markers: {markers}").format(markers=markers)

    def series_winner_text(self, names: str, ctx: Any, count: int = 1) -> str:
        """The Book of Tales' headline once it is over: its Grand Winner(s); several reach
        3 victory markers in the same tale only together, a tie they share (A25)."""
        return score_winners.tr("Grand Winner(s): %1", "", count).replace("%1", names)
