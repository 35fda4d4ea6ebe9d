<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>charlatao_counts</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charlatao_scores</name>
    <message numerus="yes">
        <source>%1: %n round win(s)</source>
        <translation>
            <numerusform>%1: %n round win</numerusform>
            <numerusform>%1: %n round wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round win(s)</source>
        <translation>
            <numerusform>%n round win</numerusform>
            <numerusform>%n round wins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charlatao_table</name>
    <message numerus="yes">
        <source>%1&apos;s hand: %n card(s)</source>
        <translation>
            <numerusform>%1&apos;s hand: %n card</numerusform>
            <numerusform>%1&apos;s hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won before the Revelation</source>
        <translation>
            <numerusform>%1: %n trick won before the Revelation</numerusform>
            <numerusform>%1: %n tricks won before the Revelation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won after the Revelation</source>
        <translation>
            <numerusform>%1: %n trick won after the Revelation</numerusform>
            <numerusform>%1: %n tricks won after the Revelation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won</source>
        <translation>
            <numerusform>%1: %n trick won</numerusform>
            <numerusform>%1: %n tricks won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ea-Nasir&apos;s hand: %n card(s) face down</source>
        <translation>
            <numerusform>Ea-Nasir&apos;s hand: %n card face down</numerusform>
            <numerusform>Ea-Nasir&apos;s hand: %n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ea-Nasir&apos;s pile: %n card(s)</source>
        <translation>
            <numerusform>Ea-Nasir&apos;s pile: %n card</numerusform>
            <numerusform>Ea-Nasir&apos;s pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s): %1</source>
        <translation>
            <numerusform>%n trick: %1</numerusform>
            <numerusform>%n tricks: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your hand · %n card(s)</source>
        <translation>
            <numerusform>Your hand · %n card</numerusform>
            <numerusform>Your hand · %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hand · %n card(s)</source>
        <translation>
            <numerusform>%1&apos;s hand · %n card</numerusform>
            <numerusform>%1&apos;s hand · %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 round win(s)</source>
        <translation>
            <numerusform>%1 round win</numerusform>
            <numerusform>%1 round wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dark_tales_counts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Draw %n card.</numerusform>
            <numerusform>Draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck and take one into your hand.</source>
        <translation>
            <numerusform>Look at the top %n card of the deck and take it into your hand.</numerusform>
            <numerusform>Look at the top %n cards of the deck and take one into your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top %n card(s) of the deck</source>
        <translation>
            <numerusform>the top card of the deck</numerusform>
            <numerusform>the top %n cards of the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>file_counts</name>
    <message numerus="yes">
        <source>This game was played with card data different from this computer&apos;s (%n value(s) differ); it goes on with the data it was saved with.</source>
        <translation>
            <numerusform>This game was played with card data different from this computer&apos;s (%n value differs); it goes on with the data it was saved with.</numerusform>
            <numerusform>This game was played with card data different from this computer&apos;s (%n values differ); it goes on with the data it was saved with.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lab_counts</name>
    <message numerus="yes">
        <source>{backend} backend, %n worker process(es); {seconds} s, {rate}.</source>
        <translation>
            <numerusform>{backend} backend, %n worker process; {seconds} s, {rate}.</numerusform>
            <numerusform>{backend} backend, %n worker processes; {seconds} s, {rate}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>other_card_data</name>
    <message numerus="yes">
        <source>{file} was played with card data different from this computer&apos;s (%n value(s) differ).</source>
        <translation>
            <numerusform>{file} was played with card data different from this computer&apos;s (%n value differs).</numerusform>
            <numerusform>{file} was played with card data different from this computer&apos;s (%n values differ).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quissama_counts</name>
    <message numerus="yes">
        <source>discard %n more card(s): click the highlighted cards in your hand.</source>
        <translation>
            <numerusform>discard %n more card: click the highlighted cards in your hand.</numerusform>
            <numerusform>discard %n more cards: click the highlighted cards in your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n capoeira(s)</source>
        <translation>
            <numerusform>%n capoeira</numerusform>
            <numerusform>%n capoeiras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n meeple(s)</source>
        <translation>
            <numerusform>%n meeple</numerusform>
            <numerusform>%n meeples</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minister(s)</source>
        <translation>
            <numerusform>%n minister</numerusform>
            <numerusform>%n ministers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin token(s) +{value}</source>
        <translation>
            <numerusform>%n coin token +{value}</numerusform>
            <numerusform>%n coin tokens +{value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Nagoa(s)</source>
        <translation>
            <numerusform>%n Nagoa</numerusform>
            <numerusform>%n Nagoas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Guaiamum(s)</source>
        <translation>
            <numerusform>%n Guaiamum</numerusform>
            <numerusform>%n Guaiamuns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coin(s)</source>
        <translation>
            <numerusform>%n Coin</numerusform>
            <numerusform>%n Coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score_points</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score_screen</name>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <translation>
            <numerusform>%1: %2 point</numerusform>
            <numerusform>%1: %2 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score_winners</name>
    <message numerus="yes">
        <source>Grand Winner(s): %1</source>
        <translation>
            <numerusform>Grand Winner: %1</numerusform>
            <numerusform>Grand Winners (tie): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Overall winner(s): %1</source>
        <translation>
            <numerusform>Overall winner: %1</numerusform>
            <numerusform>Overall winners (tie): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over – winner(s): %1.</source>
        <translation>
            <numerusform>Game over – winner: %1.</numerusform>
            <numerusform>Game over – winners: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winner(s): %1</source>
        <translation>
            <numerusform>Winner: %1</numerusform>
            <numerusform>Winners: %1</numerusform>
        </translation>
    </message>
</context>
</TS>
