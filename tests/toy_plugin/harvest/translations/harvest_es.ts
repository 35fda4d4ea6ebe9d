<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es">
<context>
    <name>harvest.messages</name>
    <message>
        <source>Harvest (test game)</source>
        <translation>Cosecha (juego de prueba)</translation>
    </message>
    <message>
        <source>{seat} put the {identity} in {basket}.</source>
        <translation>{seat} puso la carta {identity} en la {basket}.</translation>
    </message>
    <message>
        <source>{seat} drew a card.</source>
        <translation>{seat} robó una carta.</translation>
    </message>
    <message>
        <source>{seat} drew the {identity}.</source>
        <translation>{seat} robó la carta {identity}.</translation>
    </message>
    <message>
        <source>{seat} passed.</source>
        <translation>{seat} pasó.</translation>
    </message>
    <message>
        <source>The harvest is over. Winners: {winners}.</source>
        <translation>La cosecha terminó. Ganadores: {winners}.</translation>
    </message>
    <message>
        <source>{seat}, choose a card, then a basket - or pass.</source>
        <translation>{seat}, elige una carta y luego una cesta, o pasa.</translation>
    </message>
    <message>
        <source>The harvest is over.</source>
        <translation>La cosecha terminó.</translation>
    </message>
    <message>
        <source>Cards put in {basket}: {cards}</source>
        <translation>Cartas puestas en la {basket}: {cards}</translation>
    </message>
    <message>
        <source>Ripe {kind} bonus in {basket}</source>
        <translation>Bonificación por {kind} madura en la {basket}</translation>
    </message>
    <message>
        <source>apple</source>
        <translation>manzana</translation>
    </message>
    <message>
        <source>pear</source>
        <translation>pera</translation>
    </message>
    <message>
        <source>plum</source>
        <translation>ciruela</translation>
    </message>
    <message>
        <source>{kind} {value}</source>
        <translation>{kind} {value}</translation>
    </message>
    <message>
        <source>basket {number}</source>
        <translation>cesta {number}</translation>
    </message>
    <message>
        <source>Basket {number}</source>
        <translation>Cesta {number}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>{seat} - hand</source>
        <translation>{seat} – mano</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>una carta boca abajo</translation>
    </message>
</context>
<context>
    <name>reference.harvest</name>
    <message>
        <source>The twelve cards</source>
        <translation>Las doce cartas</translation>
    </message>
</context>
<context>
    <name>rules.harvest</name>
    <message>
        <source>Harvest – rules summary</source>
        <translation>Cosecha – resumen de las reglas</translation>
    </message>
    <message>
        <source>Twelve fruit cards: apples, pears and plums worth 1 to 4. Everyone starts with two cards in secret.</source>
        <translation>Doce cartas de frutas: manzanas, peras y ciruelas que valen de 1 a 4. Cada uno empieza con dos cartas en secreto.</translation>
    </message>
    <message>
        <source>On your turn put a card from your hand into a basket with room, then draw a card; or pass.</source>
        <translation>En tu turno, pon una carta de tu mano en una cesta con sitio y roba una carta; o pasa.</translation>
    </message>
    <message>
        <source>The game ends when every hand is empty or everyone passed in a row.</source>
        <translation>La partida termina cuando todas las manos están vacías o todos pasaron seguidos.</translation>
    </message>
    <message>
        <source>Each card scores its value; a card of the kind most common in its basket scores 2 more.</source>
        <translation>Cada carta vale sus puntos; una carta de la fruta más común en su cesta vale 2 más.</translation>
    </message>
</context>
</TS>