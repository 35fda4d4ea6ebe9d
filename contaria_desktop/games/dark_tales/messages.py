"""Dark Tales' message templates (context ``"dark_tales.messages"``) and how event, prompt and
score-line parameters become words. Keys: ``docs/dark-tales-engine-contract.md`` ("Events",
"Result", prompt keys).

Names (cards, types, items, setting cards) are templates here too, so one catalogue holds
them: the English source names the cards in English, the Spanish catalogue as the rulebook
(``dark-tales-rules.es.txt``) names them, the Portuguese one translates them
(``translations/README.md``, "Dark Tales").
"""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...i18n.context import TrContext
from ...i18n.formatting import join_names

CONTEXT = "dark_tales.messages"
dark_tales_counts = TrContext("dark_tales_counts")   # plural phrases (lupdate reads the name)

TEMPLATES: dict[str, str] = {
    "dark_tales.game_name": QT_TRANSLATE_NOOP("dark_tales.messages", "Dark Tales"),
    # events (template_key picks the finer keys)
    "dark_tales.turn_started": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} began turn {turn} and drew a card."),
    "dark_tales.turn_started.blocked": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} began turn {turn}; the Witch forbade drawing."),
    "dark_tales.turn_started.empty": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} began turn {turn}; the deck was empty."),
    "dark_tales.drew_private": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} drew {cards}."),
    "dark_tales.drew": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} drew {count_cards}."),
    "dark_tales.card_played": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} played {card} in front of them: {vp} VP."),
    "dark_tales.card_played.common": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} played {card} into the common area: {vp} VP."),
    "dark_tales.card_played.discard": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} played {card}: {vp} VP; then it went to the discard pile."),
    "dark_tales.vp_gained": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} gained {amount} VP ({source})."),
    "dark_tales.item_used": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} paid {cost} to use an item line."),
    "dark_tales.item_gained": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} took one {item} from the supply."),
    "dark_tales.item_unavailable": QT_TRANSLATE_NOOP("dark_tales.messages", "No {item} was left in the supply for {seat}."),
    "dark_tales.draw_blocked": QT_TRANSLATE_NOOP("dark_tales.messages", "The Witch stopped {seat} from drawing ({source})."),
    "dark_tales.took_discard_top": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} took {card} from the discard pile into their hand."),
    "dark_tales.discarded_from_play": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} discarded {card} {from_owner}."),
    "dark_tales.discarded_from_play.common": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} discarded {card} from the common area."),
    "dark_tales.taken_to_hand": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} took {card} {from_owner} into their hand."),
    "dark_tales.taken_to_hand.common": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} took {card} from the common area into their hand."),
    "dark_tales.revealed_top": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} revealed the top card of the deck: {card}."),
    "dark_tales.returned_top": QT_TRANSLATE_NOOP("dark_tales.messages", "{card} went back on top of the deck, known to everyone."),
    "dark_tales.may_declined": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} chose not to use an optional effect ({source})."),
    "dark_tales.hands_revealed": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} made every player reveal their hand, their own included ({hands}). Places: {count}."),
    "dark_tales.daynight_replaced": QT_TRANSLATE_NOOP("dark_tales.messages", "It became {phase}: {old} went to the discard pile."),
    # the same phase again (a Night played while it was Night): nothing "became" anything
    "dark_tales.daynight_replaced.same": QT_TRANSLATE_NOOP("dark_tales.messages", "It stays {phase}: the earlier {old} card went to the discard pile."),
    "dark_tales.looked": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} looked at {top_cards}."),
    "dark_tales.looked_private": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} looked at {cards}."),
    "dark_tales.took_looked": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} took one of them into their hand."),
    # the look showed a single card (the deck held only one): not "one of them"
    "dark_tales.took_looked.one": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} took that card into their hand."),
    "dark_tales.step_skipped": QT_TRANSLATE_NOOP("dark_tales.messages", "{source}: nothing to target, the step was skipped."),
    "dark_tales.step_skipped.empty_deck": QT_TRANSLATE_NOOP("dark_tales.messages", "{source}: the deck was empty, nothing was drawn."),
    # the Wizard reveals and the Secret Helper looks: neither draws (QA of issue 11, 7th pass)
    "dark_tales.step_skipped.empty_deck.reveal": QT_TRANSLATE_NOOP("dark_tales.messages", "{source}: the deck was empty, there was no card to reveal."),
    "dark_tales.step_skipped.empty_deck.look": QT_TRANSLATE_NOOP("dark_tales.messages", "{source}: the deck was empty, there was no card to look at."),
    "dark_tales.step_skipped.empty_discard": QT_TRANSLATE_NOOP("dark_tales.messages", "{source}: the discard pile was empty."),
    "dark_tales.step_skipped.supply_empty": QT_TRANSLATE_NOOP("dark_tales.messages", "{source}: the supply had none left."),
    "dark_tales.passed": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} had no card to play and passed."),
    "dark_tales.game_over": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} would have started a turn with no cards and the deck was empty: the tale is over."),
    "dark_tales.game_over.turn_cap": QT_TRANSLATE_NOOP("dark_tales.messages", "The turn limit was reached: the tale is over."),
    # the Witch stall's summary (issue 11): the skipped turns and the public VP gained in them
    "dark_tales.stall_fast_forward": QT_TRANSLATE_NOOP("dark_tales.messages", "No one could play any more, so the tale jumped to the turn limit ({turns} turns), skipping {skipped_turns}: {vp_gained}."),
    "dark_tales.stall_fast_forward.none": QT_TRANSLATE_NOOP("dark_tales.messages", "No one could play any more, so the tale jumped to the turn limit ({turns} turns), skipping {skipped_turns}; no one gained VP in them."),
    "dark_tales.stall_gain": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat} gained {amount} VP ({source})"),
    "dark_tales.stall_gain.you": QT_TRANSLATE_NOOP("dark_tales.messages", "you gained {amount} VP ({source})"),
    # the same events told to the seat reading the log when it acted (MessageContext.reader;
    # the public log, a replay and an observer keep the third person)
    # the reader's next line names the card drawn ("You drew Spell."): not "and drew a card" too
    "dark_tales.turn_started.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You began turn {turn}."),
    "dark_tales.turn_started.blocked.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You began turn {turn}; the Witch forbade drawing."),
    "dark_tales.turn_started.empty.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You began turn {turn}; the deck was empty."),
    "dark_tales.drew_private.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You drew {cards}."),
    "dark_tales.drew.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You drew {count_cards}."),
    "dark_tales.card_played.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You played {card} in front of you: {vp} VP."),
    "dark_tales.card_played.common.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You played {card} into the common area: {vp} VP."),
    "dark_tales.card_played.discard.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You played {card}: {vp} VP; then it went to the discard pile."),
    "dark_tales.vp_gained.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You gained {amount} VP ({source})."),
    "dark_tales.item_used.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You paid {cost} to use an item line."),
    "dark_tales.item_gained.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You took one {item} from the supply."),
    "dark_tales.item_unavailable.you": QT_TRANSLATE_NOOP("dark_tales.messages", "No {item} was left in the supply for you."),
    "dark_tales.draw_blocked.you": QT_TRANSLATE_NOOP("dark_tales.messages", "The Witch stopped you from drawing ({source})."),
    "dark_tales.took_discard_top.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You took {card} from the discard pile into your hand."),
    "dark_tales.discarded_from_play.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You discarded {card} {from_owner}."),
    "dark_tales.discarded_from_play.common.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You discarded {card} from the common area."),
    "dark_tales.taken_to_hand.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You took {card} {from_owner} into your hand."),
    "dark_tales.taken_to_hand.common.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You took {card} from the common area into your hand."),
    "dark_tales.revealed_top.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You revealed the top card of the deck: {card}."),
    "dark_tales.may_declined.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You chose not to use an optional effect ({source})."),
    "dark_tales.hands_revealed.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You made every player reveal their hand, yours included ({hands}). Places: {count}."),
    "dark_tales.looked.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You looked at {top_cards}."),
    "dark_tales.looked_private.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You looked at {cards}."),
    "dark_tales.took_looked.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You took one of them into your hand."),
    "dark_tales.took_looked.one.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You took that card into your hand."),
    "dark_tales.passed.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You had no card to play and passed."),
    "dark_tales.game_over.you": QT_TRANSLATE_NOOP("dark_tales.messages", "You would have started a turn with no cards and the deck was empty: the tale is over."),
    # whose cards a card was taken from: "your" for the reader's own (MessageContext.reader)
    "dark_tales.from_owner": QT_TRANSLATE_NOOP("dark_tales.messages", "from {owner}'s cards"),
    "dark_tales.from_owner.yours": QT_TRANSLATE_NOOP("dark_tales.messages", "from your cards"),
    "dark_tales.from_owner.own": QT_TRANSLATE_NOOP("dark_tales.messages", "from their own cards"),
    # instruction-bar prompts
    "dark_tales.turn": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, play a card from your hand (or first use an item line)."),
    "dark_tales.turn.play": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, play a card from your hand."),
    "dark_tales.turn.line": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, use an item line or pass."),
    "dark_tales.turn.pass": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, you have no card to play: pass."),
    "dark_tales.prompt.choose_target": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, {source}: choose the {filter} to {op}."),
    "dark_tales.prompt.choose_item": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, {source}: choose an item from the supply."),
    "dark_tales.prompt.may_play_revealed": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, the Wizard revealed {card}: play it now?"),
    "dark_tales.prompt.may_step": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, {source}: do you want to {op} a {filter}?"),
    "dark_tales.prompt.choose_looked": QT_TRANSLATE_NOOP("dark_tales.messages", "{seat}, {source}: choose the card to take into your hand."),
    "dark_tales.op.discard_in_play": QT_TRANSLATE_NOOP("dark_tales.messages", "discard"),
    "dark_tales.op.take_in_play_to_hand": QT_TRANSLATE_NOOP("dark_tales.messages", "take into your hand"),
    "dark_tales.bar.use_line": QT_TRANSLATE_NOOP("dark_tales.messages", "Use {line}"),
    # score lines (Result.breakdown)
    "dark_tales.score.card": QT_TRANSLATE_NOOP("dark_tales.messages", "{card} (during play)"),
    "dark_tales.score.item_line": QT_TRANSLATE_NOOP("dark_tales.messages", "Item line: {line}"),
    "dark_tales.score.position": QT_TRANSLATE_NOOP("dark_tales.messages", "VP written in the starting position"),
    "dark_tales.score.pair": QT_TRANSLATE_NOOP("dark_tales.messages", "{setting}: pairs {a} + {b}: {pairs} × {vp_each} VP ({a}: {count_a}, {b}: {count_b})"),
    "dark_tales.score.per_item": QT_TRANSLATE_NOOP("dark_tales.messages", "{setting}: {items}: {count} × {vp_each} VP"),
    "dark_tales.score.per_item.unpaired": QT_TRANSLATE_NOOP("dark_tales.messages", "{setting}: unpaired {items}: {count} × {vp_each} VP"),
    "dark_tales.score.ranking": QT_TRANSLATE_NOOP("dark_tales.messages", "{setting}: {metric} = {value}, place {place}"),
    # names: card types, items, Day/Night, cards, setting cards, line labels
    "dark_tales.type.MALE": QT_TRANSLATE_NOOP("dark_tales.messages", "Male"),
    "dark_tales.type.FEMALE": QT_TRANSLATE_NOOP("dark_tales.messages", "Female"),
    "dark_tales.type.MONSTER": QT_TRANSLATE_NOOP("dark_tales.messages", "Villain"),
    "dark_tales.type.PLACE": QT_TRANSLATE_NOOP("dark_tales.messages", "Place"),
    "dark_tales.type.EVENT": QT_TRANSLATE_NOOP("dark_tales.messages", "Event"),
    "dark_tales.item.coin": QT_TRANSLATE_NOOP("dark_tales.messages", "Gold coin"),
    "dark_tales.item.sword": QT_TRANSLATE_NOOP("dark_tales.messages", "Sword"),
    "dark_tales.item.armour": QT_TRANSLATE_NOOP("dark_tales.messages", "Armour"),
    "dark_tales.item.wand": QT_TRANSLATE_NOOP("dark_tales.messages", "Magic wand"),
    "dark_tales.item.hand": QT_TRANSLATE_NOOP("dark_tales.messages", "cards in hand"),
    "dark_tales.phase.day": QT_TRANSLATE_NOOP("dark_tales.messages", "Day"),
    "dark_tales.phase.night": QT_TRANSLATE_NOOP("dark_tales.messages", "Night"),
    "dark_tales.card.princess": QT_TRANSLATE_NOOP("dark_tales.messages", "Princess"),
    "dark_tales.card.dragon": QT_TRANSLATE_NOOP("dark_tales.messages", "Dragon"),
    "dark_tales.card.ogre": QT_TRANSLATE_NOOP("dark_tales.messages", "Ogre"),
    "dark_tales.card.wizard": QT_TRANSLATE_NOOP("dark_tales.messages", "Wizard"),
    "dark_tales.card.spell": QT_TRANSLATE_NOOP("dark_tales.messages", "Spell"),
    "dark_tales.card.old_sage": QT_TRANSLATE_NOOP("dark_tales.messages", "Old Sage"),
    "dark_tales.card.gypsy": QT_TRANSLATE_NOOP("dark_tales.messages", "Gypsy"),
    "dark_tales.card.witch": QT_TRANSLATE_NOOP("dark_tales.messages", "Witch"),
    "dark_tales.card.secret_helper": QT_TRANSLATE_NOOP("dark_tales.messages", "Secret Helper"),
    "dark_tales.card.dark_lord": QT_TRANSLATE_NOOP("dark_tales.messages", "Dark Lord"),
    "dark_tales.card.night": QT_TRANSLATE_NOOP("dark_tales.messages", "Night"),
    "dark_tales.card.day": QT_TRANSLATE_NOOP("dark_tales.messages", "Day"),
    "dark_tales.card.merchant": QT_TRANSLATE_NOOP("dark_tales.messages", "Merchant"),
    "dark_tales.card.cursed_castle": QT_TRANSLATE_NOOP("dark_tales.messages", "Cursed Castle"),
    "dark_tales.card.young_hero": QT_TRANSLATE_NOOP("dark_tales.messages", "Young Hero"),
    "dark_tales.card.king": QT_TRANSLATE_NOOP("dark_tales.messages", "King"),
    "dark_tales.card.fairy": QT_TRANSLATE_NOOP("dark_tales.messages", "Fairy"),
    "dark_tales.card.hidden_cave": QT_TRANSLATE_NOOP("dark_tales.messages", "Hidden Cave"),
    "dark_tales.card.enchanted_forest": QT_TRANSLATE_NOOP("dark_tales.messages", "Enchanted Forest"),
    "dark_tales.card.creature_of_the_night": QT_TRANSLATE_NOOP("dark_tales.messages", "Creature of the Night"),
    "dark_tales.setting.A1": QT_TRANSLATE_NOOP("dark_tales.messages", "The Battle of the Forgotten Lands"),
    "dark_tales.setting.A2": QT_TRANSLATE_NOOP("dark_tales.messages", "Sorcery at Dusk"),
    "dark_tales.setting.A3": QT_TRANSLATE_NOOP("dark_tales.messages", "The Knights' Trial"),
    "dark_tales.setting.B1": QT_TRANSLATE_NOOP("dark_tales.messages", "The Iron Army"),
    "dark_tales.setting.B2": QT_TRANSLATE_NOOP("dark_tales.messages", "The Dragon's Treasure"),
    "dark_tales.setting.B3": QT_TRANSLATE_NOOP("dark_tales.messages", "His Majesty's Forge"),
    # the setting cards' printed codes (a translation may differ)
    "dark_tales.code.A1": QT_TRANSLATE_NOOP("dark_tales.messages", "A1"),
    "dark_tales.code.A2": QT_TRANSLATE_NOOP("dark_tales.messages", "A2"),
    "dark_tales.code.A3": QT_TRANSLATE_NOOP("dark_tales.messages", "A3"),
    "dark_tales.code.B1": QT_TRANSLATE_NOOP("dark_tales.messages", "B1"),
    "dark_tales.code.B2": QT_TRANSLATE_NOOP("dark_tales.messages", "B2"),
    "dark_tales.code.B3": QT_TRANSLATE_NOOP("dark_tales.messages", "B3"),
    "dark_tales.title": QT_TRANSLATE_NOOP("dark_tales.messages", "{a} and {b}"),
    "dark_tales.unknown_card": QT_TRANSLATE_NOOP("dark_tales.messages", "a face-down card"),
    "dark_tales.nobody": QT_TRANSLATE_NOOP("dark_tales.messages", "nobody"),
    # the reader's own hand in the Gypsy's list of revealed hands ("you: Princess, Spell")
    "dark_tales.hand_of_reader": QT_TRANSLATE_NOOP("dark_tales.messages", "you"),
    "dark_tales.empty_hand": QT_TRANSLATE_NOOP("dark_tales.messages", "no cards"),
    # options (engines/dark_tales/__init__.py)
    "dark_tales.option.setting_a": QT_TRANSLATE_NOOP("dark_tales.messages", "Setting card A"),
    "dark_tales.option.setting_a.help": QT_TRANSLATE_NOOP("dark_tales.messages", "The A card says what the items do during play. Drawn at random unless you pick one."),
    "dark_tales.choice.setting_a.random": QT_TRANSLATE_NOOP("dark_tales.messages", "Drawn at random"),
    "dark_tales.choice.setting_a.A1": QT_TRANSLATE_NOOP("dark_tales.messages", "A1 – The Battle of the Forgotten Lands"),
    "dark_tales.choice.setting_a.A2": QT_TRANSLATE_NOOP("dark_tales.messages", "A2 – Sorcery at Dusk"),
    "dark_tales.choice.setting_a.A3": QT_TRANSLATE_NOOP("dark_tales.messages", "A3 – The Knights' Trial"),
    "dark_tales.option.setting_b": QT_TRANSLATE_NOOP("dark_tales.messages", "Setting card B"),
    "dark_tales.option.setting_b.help": QT_TRANSLATE_NOOP("dark_tales.messages", "The B card adds points at the end of the game. Drawn at random unless you pick one."),
    "dark_tales.choice.setting_b.random": QT_TRANSLATE_NOOP("dark_tales.messages", "Drawn at random"),
    "dark_tales.choice.setting_b.B1": QT_TRANSLATE_NOOP("dark_tales.messages", "B1 – The Iron Army"),
    "dark_tales.choice.setting_b.B2": QT_TRANSLATE_NOOP("dark_tales.messages", "B2 – The Dragon's Treasure"),
    "dark_tales.choice.setting_b.B3": QT_TRANSLATE_NOOP("dark_tales.messages", "B3 – His Majesty's Forge"),
    "dark_tales.option.first_player": QT_TRANSLATE_NOOP("dark_tales.messages", "First player"),
    "dark_tales.option.first_player.help": QT_TRANSLATE_NOOP("dark_tales.messages", "Who takes the first turn (drawn at random by default)."),
    "dark_tales.choice.first_player.random": QT_TRANSLATE_NOOP("dark_tales.messages", "Drawn at random"),
    "dark_tales.choice.first_player.0": QT_TRANSLATE_NOOP("dark_tales.messages", "Seat {n}"),
    "dark_tales.choice.first_player.1": QT_TRANSLATE_NOOP("dark_tales.messages", "Seat {n}"),
    "dark_tales.choice.first_player.2": QT_TRANSLATE_NOOP("dark_tales.messages", "Seat {n}"),
    "dark_tales.choice.first_player.3": QT_TRANSLATE_NOOP("dark_tales.messages", "Seat {n}"),
    "dark_tales.option.open_scores": QT_TRANSLATE_NOOP("dark_tales.messages", "Open scores"),
    "dark_tales.option.open_scores.help": QT_TRANSLATE_NOOP("dark_tales.messages", "Everyone sees every player's VP total during play (normally each VP pile is secret)."),
    "dark_tales.option.witch_empty_hand": QT_TRANSLATE_NOOP("dark_tales.messages", "Witch with an empty hand"),
    "dark_tales.option.witch_empty_hand.help": QT_TRANSLATE_NOOP("dark_tales.messages", "What happens when the Witch's owner has no cards while the deck still has some."),
    "dark_tales.choice.witch_empty_hand.skip_turn": QT_TRANSLATE_NOOP("dark_tales.messages", "They pass their turn"),
    "dark_tales.choice.witch_empty_hand.end_game": QT_TRANSLATE_NOOP("dark_tales.messages", "The game ends"),
    "dark_tales.option.witch_blocks_discard_draw": QT_TRANSLATE_NOOP("dark_tales.messages", "The Witch blocks taking from the discard pile"),
    "dark_tales.option.witch_blocks_discard_draw.help": QT_TRANSLATE_NOOP("dark_tales.messages", "Under the Witch, the Armour line of A1 (take the top discard) is blocked too."),
    "dark_tales.option.ranking_ties": QT_TRANSLATE_NOOP("dark_tales.messages", "Ties in B rankings"),
    "dark_tales.option.ranking_ties.help": QT_TRANSLATE_NOOP("dark_tales.messages", "How tied players share a ranking award of the B card."),
    "dark_tales.choice.ranking_ties.share_full_skip": QT_TRANSLATE_NOOP("dark_tales.messages", "Each gets the full award; the next place is skipped"),
    "dark_tales.choice.ranking_ties.dense": QT_TRANSLATE_NOOP("dark_tales.messages", "Each gets the full award; the next place is not skipped"),
    "dark_tales.choice.ranking_ties.split_floor": QT_TRANSLATE_NOOP("dark_tales.messages", "The awards are split, rounded down"),
    "dark_tales.option.max_turns": QT_TRANSLATE_NOOP("dark_tales.messages", "Turn limit"),
    "dark_tales.option.max_turns.help": QT_TRANSLATE_NOOP("dark_tales.messages", "A house rule: the game ends normally after this many turns."),
    "dark_tales.option.stall_fast_forward": QT_TRANSLATE_NOOP("dark_tales.messages", "Skip forced passes"),
    "dark_tales.option.stall_fast_forward.help": QT_TRANSLATE_NOOP("dark_tales.messages", "When no one can ever play again (every player has the Witch and no cards), go straight to the turn limit with the same scores."),
}

# a numbered log line per turn action: the engine begins the next turn inside the previous
# decision, so "began turn" is never a step's first line and numbered only the first turn
# (QA of issue 11); an item line used before the card gets its own number
TURN_STARTS = frozenset({"dark_tales.card_played", "dark_tales.item_used", "dark_tales.passed"})

# public twin -> its private event (i18n.messages.log_lines): the seat who drew reads the
# cards drawn ("You drew Day."), not the count before it; the other seats read the count.
# The same for a look at the top of the deck ("You looked at Day.").
PUBLIC_TWINS = {"dark_tales.drew": "dark_tales.drew_private", "dark_tales.looked": "dark_tales.looked_private"}

# a sentence depends on the event, the names, the language and its reader ("You took ... from
# your cards") only - never on the view - so the window's log cache (keyed by reader) keeps it

_SEATS = ("seat", "owner")
ITEMS = ("coin", "sword", "armour", "wand")


def card_name(card_id: Any, ctx: Any) -> str:
    """A card id as its translated name (``None``: "a face-down card")."""
    key = f"dark_tales.card.{card_id}"
    if isinstance(card_id, str) and ctx.has_text(key):
        return ctx.text(key)
    return ctx.text("dark_tales.unknown_card")


def item_name(item: Any, ctx: Any) -> str:
    key = f"dark_tales.item.{item}"
    return ctx.text(key) if ctx.has_text(key) else str(item)


def type_name(kind: Any, ctx: Any) -> str:
    key = f"dark_tales.type.{kind}"
    return ctx.text(key) if ctx.has_text(key) else str(kind)


def setting_name(sid: Any, ctx: Any) -> str:
    key = f"dark_tales.setting.{sid}"
    return ctx.text(key) if ctx.has_text(key) else str(sid)


def setting_code(sid: Any, ctx: Any) -> str:
    """A setting card's printed code ("A1"), as the catalogue gives it."""
    key = f"dark_tales.code.{sid}"
    return ctx.text(key) if ctx.has_text(key) else str(sid)


def cost_text(cost: Mapping[str, int], ctx: Any) -> str:
    """``{"armour": 1, "sword": 1}`` -> "Armour + Sword" (a count before a name when > 1)."""
    parts = []
    for item in ITEMS:
        n = int((cost or {}).get(item, 0))
        if n:
            parts.append(item_name(item, ctx) if n == 1 else f"{n} × {item_name(item, ctx)}")
    return " + ".join(parts)


def line_name(setting: Any, line: Any, ctx: Any) -> str:
    """An item line of A card ``setting`` named by its cost ("Armour + Sword")."""
    from ...engines.dark_tales import rules_data
    entry = rules_data.LINES.get(str(setting), {}).get(str(line))
    if entry is None:
        return str(line)
    return cost_text(entry["cost"], ctx)


def source_name(source: Any, ctx: Any) -> str:
    """``"card:<id>"`` -> the card's name; ``"line:<A>.<line>"`` -> the line's cost."""
    if isinstance(source, str) and source.startswith("card:"):
        return card_name(source[5:], ctx)
    if isinstance(source, str) and source.startswith("line:"):
        setting, _, line = source[5:].partition(".")
        return line_name(setting, line, ctx)
    return str(source)


def filter_name(f: Any, ctx: Any) -> str:
    if isinstance(f, Mapping):
        if "type" in f:
            return type_name(f["type"], ctx)
        if "card" in f:
            return card_name(f["card"], ctx)
    return ""


def _cards(pairs: Any, ctx: Any) -> str:
    """Card names as a sentence lists them ("Princess and Day", "Ogre, King and Fairy":
    formatting.join_names, the language's own list pattern), or "no cards"."""
    names = [card_name(p[1] if isinstance(p, (list, tuple)) else p, ctx) for p in pairs or []]
    return join_names(names) if names else ctx.text("dark_tales.empty_hand")


def _seat(value: Any, ctx: Any) -> str:
    if value is None:
        return ctx.text("dark_tales.nobody")
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    return ctx.seat(value)


def _hand_owner(seat: int, ctx: Any) -> str:
    """Whose hand in the Gypsy's list: "you" for the log's reader, else the seat's name."""
    is_reader = getattr(ctx, "is_reader", None)
    if is_reader is not None and is_reader(seat):
        return ctx.text("dark_tales.hand_of_reader")
    return ctx.seat(seat)


def from_owner(p: Mapping[str, Any], ctx: Any) -> str:
    """Whose cards a card was taken from (``p["owner"]``, a seat): "from your cards" when it
    is the seat reading the log (``ctx.is_reader``; "You took Old Sage from your cards", "Bia
    took King from your cards"), "from their own cards" when the one acting took from their
    own, else "from Ana's cards". An observer, a replay and the public log have no reader."""
    owner = p.get("owner")
    if isinstance(owner, str) and owner.isdigit():
        owner = int(owner)
    seat = p.get("seat")
    if isinstance(seat, str) and seat.isdigit():
        seat = int(seat)
    is_reader = getattr(ctx, "is_reader", None)
    if is_reader is not None and is_reader(owner):
        return ctx.text("dark_tales.from_owner.yours")
    if seat == owner:
        return ctx.text("dark_tales.from_owner.own")
    return ctx.text("dark_tales.from_owner", owner=_seat(owner, ctx))


def _metric(metric: Any, ctx: Any) -> str:
    if isinstance(metric, list):
        return " + ".join(item_name(m, ctx) for m in metric)
    return item_name(metric, ctx)


def words(p: Mapping[str, Any], ctx: Any) -> dict[str, str]:
    """Parameters of a Dark Tales event, prompt or score line turned into words."""
    out: dict[str, str] = {}
    for name, value in p.items():
        if name in _SEATS:
            out[name] = _seat(value, ctx)
        elif name == "card":
            out[name] = card_name(p.get("id"), ctx)
        elif name == "old":
            out[name] = card_name(p.get("old_id"), ctx)
        elif name == "cards":
            out[name] = _cards(value, ctx)
        elif name == "hands":
            out[name] = "; ".join(f"{_hand_owner(s, ctx)}: {_cards(h, ctx)}" for s, h in enumerate(value or []))
        elif name in ("item", "a", "b"):
            out[name] = type_name(value, ctx) if str(value).isupper() else item_name(value, ctx)
        elif name == "gains":
            out["vp_gained"] = "; ".join(
                ctx.text("dark_tales.stall_gain.you", amount=str(g[2]), source=source_name(g[1], ctx))
                if ctx.is_reader(g[0]) else
                ctx.text("dark_tales.stall_gain", seat=_seat(g[0], ctx), amount=str(g[2]),
                         source=source_name(g[1], ctx)) for g in value or [])
        elif name == "items":
            out[name] = " / ".join(item_name(i, ctx) for i in value or [])
        elif name == "metric":
            out[name] = _metric(value, ctx)
        elif name == "cost":
            out[name] = cost_text(value, ctx)
        elif name == "line":
            out[name] = line_name(p.get("setting"), value, ctx)
        elif name == "setting":
            out[name] = setting_code(value, ctx)
        elif name == "source":
            out[name] = source_name(value, ctx)
        elif name == "filter":
            out[name] = filter_name(value, ctx)
        elif name == "op":
            key = f"dark_tales.op.{value}"
            out[name] = ctx.text(key) if ctx.has_text(key) else str(value)
        elif name == "phase":
            out[name] = ctx.text(f"dark_tales.phase.{value}") if value in ("day", "night") else str(value)
        elif name == "place" and isinstance(value, int):
            out[name] = str(value)
        else:
            out[name] = str(value)
    if "id" in p and "card" not in p:
        out["card"] = card_name(p.get("id"), ctx)
    if p.get("owner") is not None:
        out["from_owner"] = from_owner(p, ctx)
    count = p.get("count")
    if isinstance(count, int) and not isinstance(count, bool):
        # card counts with Qt's plural forms ("draws 1 card", "compra 5 cartas"), never "card(s)"
        out["count_cards"] = dark_tales_counts.tr("%n card(s)", "", count)
        out["top_cards"] = dark_tales_counts.tr("the top %n card(s) of the deck", "", count)
    skipped = p.get("skipped")
    if isinstance(skipped, int) and not isinstance(skipped, bool):
        out["skipped_turns"] = dark_tales_counts.tr("%n turn(s)", "", skipped)
    return out


#: steps on the deck's top card that do not draw it: the words for an empty deck
_LOOKING_OPS = {"reveal_top_may_play": "reveal", "look_top_take": "look"}


def template_key(event: Any) -> str:
    """The finer template of an event (how the turn began, where a card went, why a step
    was skipped, why the game ended)."""
    t = event.type
    p = event.params
    if t == "dark_tales.turn_started":
        if p.get("draw_blocked"):
            return t + ".blocked"
        return t if p.get("drew") else t + ".empty"
    if t == "dark_tales.card_played" and p.get("destination") in ("COMMON", "DISCARD"):
        return t + "." + str(p["destination"]).lower()
    if t in ("dark_tales.discarded_from_play", "dark_tales.taken_to_hand") and p.get("owner") is None:
        return t + ".common"
    if t == "dark_tales.took_looked" and p.get("looked") == 1:
        return t + ".one"
    if t == "dark_tales.daynight_replaced" and p.get("old_id") == p.get("phase"):
        return t + ".same"
    if t == "dark_tales.step_skipped" and p.get("reason") in ("empty_deck", "empty_discard", "supply_empty"):
        if p["reason"] == "empty_deck" and p.get("op") in _LOOKING_OPS:
            return t + ".empty_deck." + _LOOKING_OPS[p["op"]]
        return t + "." + str(p["reason"])
    if t == "dark_tales.stall_fast_forward" and not p.get("gains"):
        return t + ".none"
    if t == "dark_tales.game_over" and p.get("reason") == "turn_cap":
        return t + ".turn_cap"
    return t


def score_key(line: Mapping[str, Any]) -> str:
    """The template of a score line (an unpaired per-item line has its own)."""
    key = str(line.get("key"))
    if key == "dark_tales.score.per_item" and (line.get("params") or {}).get("unpaired"):
        return key + ".unpaired"
    return key


def turn_key(view: Mapping[str, Any], legal: Any) -> str:
    """The turn hint naming only the moves in ``legal`` (issue 18.4): play a card, use an
    item line first (setting card A), or pass when the hand is empty (rulebook: "Turno")."""
    kinds = {getattr(a, "type", None) for a in legal}
    if "play" in kinds:
        return "dark_tales.turn" if "use_item" in kinds else "dark_tales.turn.play"
    if "use_item" in kinds:
        return "dark_tales.turn.line"
    return "dark_tales.turn.pass"
