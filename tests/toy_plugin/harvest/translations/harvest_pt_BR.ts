<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="pt_BR">
<context>
    <name>harvest.messages</name>
    <message>
        <source>Harvest (test game)</source>
        <translation>Colheita (jogo de teste)</translation>
    </message>
    <message>
        <source>{seat} put the {identity} in {basket}.</source>
        <translation>{seat} pôs a carta {identity} no {basket}.</translation>
    </message>
    <message>
        <source>{seat} drew a card.</source>
        <translation>{seat} comprou uma carta.</translation>
    </message>
    <message>
        <source>{seat} drew the {identity}.</source>
        <translation>{seat} comprou a carta {identity}.</translation>
    </message>
    <message>
        <source>{seat} passed.</source>
        <translation>{seat} passou.</translation>
    </message>
    <message>
        <source>The harvest is over. Winners: {winners}.</source>
        <translation>A colheita terminou. Vencedores: {winners}.</translation>
    </message>
    <message>
        <source>{seat}, choose a card, then a basket - or pass.</source>
        <translation>{seat}, escolha uma carta e depois um cesto — ou passe.</translation>
    </message>
    <message>
        <source>The harvest is over.</source>
        <translation>A colheita terminou.</translation>
    </message>
    <message>
        <source>Cards put in {basket}: {cards}</source>
        <translation>Cartas postas no {basket}: {cards}</translation>
    </message>
    <message>
        <source>Ripe {kind} bonus in {basket}</source>
        <translation>Bônus de {kind} madura no {basket}</translation>
    </message>
    <message>
        <source>apple</source>
        <translation>maçã</translation>
    </message>
    <message>
        <source>pear</source>
        <translation>pera</translation>
    </message>
    <message>
        <source>plum</source>
        <translation>ameixa</translation>
    </message>
    <message>
        <source>{kind} {value}</source>
        <translation>{kind} {value}</translation>
    </message>
    <message>
        <source>basket {number}</source>
        <translation>cesto {number}</translation>
    </message>
    <message>
        <source>Basket {number}</source>
        <translation>Cesto {number}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>{seat} - hand</source>
        <translation>{seat} – mão</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>uma carta virada para baixo</translation>
    </message>
</context>
<context>
    <name>reference.harvest</name>
    <message>
        <source>The twelve cards</source>
        <translation>As doze cartas</translation>
    </message>
</context>
<context>
    <name>rules.harvest</name>
    <message>
        <source>Harvest – rules summary</source>
        <translation>Colheita – resumo das regras</translation>
    </message>
    <message>
        <source>Twelve fruit cards: apples, pears and plums worth 1 to 4. Everyone starts with two cards in secret.</source>
        <translation>Doze cartas de frutas: maçãs, peras e ameixas que valem de 1 a 4. Cada um começa com duas cartas em segredo.</translation>
    </message>
    <message>
        <source>On your turn put a card from your hand into a basket with room, then draw a card; or pass.</source>
        <translation>Na sua vez, ponha uma carta da mão num cesto com espaço e compre uma carta; ou passe.</translation>
    </message>
    <message>
        <source>The game ends when every hand is empty or everyone passed in a row.</source>
        <translation>O jogo termina quando todas as mãos estão vazias ou todos passaram em seguida.</translation>
    </message>
    <message>
        <source>Each card scores its value; a card of the kind most common in its basket scores 2 more.</source>
        <translation>Cada carta vale seus pontos; uma carta da fruta mais comum no seu cesto vale 2 a mais.</translation>
    </message>
</context>
</TS>