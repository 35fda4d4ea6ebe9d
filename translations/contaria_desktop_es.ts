<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>The licence file (assets/LICENSES.md) was not found.</source>
        <translation>No se encontró el archivo de licencias (assets/LICENSES.md).</translation>
    </message>
    <message>
        <source>About Contária Desktop</source>
        <translation>Acerca de Contária Desktop</translation>
    </message>
    <message>
        <source>Contária Desktop {version}
Tabletop games hot-seat on one screen. Playable now: {games}.
Program licence: MIT.</source>
        <translation>Contária Desktop {version}
Juegos de mesa en una sola pantalla, pasando el turno. Jugables ahora: {games}.
Licencia del programa: MIT.</translation>
    </message>
    <message>
        <source>Art and other licences:</source>
        <translation>Arte y otras licencias (texto original en inglés):</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>you have no permission to write there</source>
        <translation>no tienes permiso para escribir en ella</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>una parte de la ruta es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>la carpeta no existe</translation>
    </message>
    <message>
        <source>the system refused to write there</source>
        <translation>el sistema no permitió escribir en ella</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>Guardado automático desactivado</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>El guardado automático está desactivado</translation>
    </message>
    <message>
        <source>This game is not saved automatically: the folder {folder} cannot be used ({reason}).
You can play on; use File ▸ Save to keep the game in a folder of your choice.</source>
        <translation>Esta partida no se guarda automáticamente: no se puede usar la carpeta {folder} ({reason}).
Puedes seguir jugando; usa Archivo ▸ Guardar para conservar la partida en la carpeta que elijas.</translation>
    </message>
</context>
<context>
    <name>CardDataDialog</name>
    <message>
        <source>{name} — {field}</source>
        <translation>{name} — {field}</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrado</translation>
    </message>
    <message>
        <source>Inferred (unverified)</source>
        <translation>Inferido (sin verificar)</translation>
    </message>
    <message>
        <source>To review</source>
        <translation>Por revisar</translation>
    </message>
    <message>
        <source>Card data</source>
        <translation>Datos de las cartas</translation>
    </message>
    <message>
        <source>Correct a value of the game&apos;s data for your playtests. Inferred values were designed from the rulebook, not read from printed cards. New games use your values; saved games keep the data they were played with.</source>
        <translation>Corrige un valor de los datos del juego para tus pruebas. Los valores inferidos se dedujeron del reglamento, no se leyeron de las cartas impresas. Las partidas nuevas usan tus valores; las partidas guardadas conservan los datos con los que se jugaron.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Tu valor</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>En vigor</translation>
    </message>
    <message>
        <source>&amp;Reset value</source>
        <translation>&amp;Restablecer valor</translation>
    </message>
    <message>
        <source>Reset &amp;all</source>
        <translation>Restablecer &amp;todos</translation>
    </message>
    <message>
        <source>Pick one of the allowed values; “{shipped}”: the shipped value.</source>
        <translation>Elija uno de los valores permitidos; «{shipped}»: el valor original.</translation>
    </message>
    <message>
        <source>All these values together must add up to {total}.</source>
        <translation>Todos estos valores juntos deben sumar {total}.</translation>
    </message>
    <message>
        <source>All these values together must add up to {min} to {max}.</source>
        <translation>Todos estos valores juntos deben sumar de {min} a {max}.</translation>
    </message>
    <message>
        <source>{field}: {got} in all; they must add up to {total}.</source>
        <translation>{field}: {got} en total; deben sumar {total}.</translation>
    </message>
    <message>
        <source>{field}: {got} in all; they must add up to {min} to {max}.</source>
        <translation>{field}: {got} en total; deben sumar de {min} a {max}.</translation>
    </message>
    <message>
        <source>Key in the card data file: {key}</source>
        <translation>Clave en el archivo de datos de las cartas: {key}</translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation>No se guardó nada.</translation>
    </message>
    <message>
        <source>Not saved: the card data cannot be written in the folder {folder} ({reason}). The card data in force is unchanged.</source>
        <translation>No se guardó: los datos de las cartas no se pueden escribir en la carpeta {folder} ({reason}). Los datos de las cartas en vigor no cambian.</translation>
    </message>
    <message>
        <source>Your card data file {path} is kept: new games use its values.</source>
        <translation>Se conserva tu archivo de datos de las cartas {path}: las partidas nuevas usan sus valores.</translation>
    </message>
    <message>
        <source>Your card data file {path} cannot be used either: new games use the shipped data.</source>
        <translation>Tu archivo de datos de las cartas {path} tampoco se puede usar: las partidas nuevas usan los datos originales.</translation>
    </message>
    <message>
        <source>New games use the shipped data.</source>
        <translation>Las partidas nuevas usan los datos originales.</translation>
    </message>
    <message>
        <source>These values do not add up: a count or a capacity no longer fits the rules.</source>
        <translation>Estos valores no cuadran: un recuento o una capacidad ya no encaja en las reglas.</translation>
    </message>
    <message>
        <source>These values cannot be used.</source>
        <translation>Estos valores no se pueden usar.</translation>
    </message>
    <message>
        <source>The values “{field}” must add up to {total}, not {got}.</source>
        <translation>Los valores «{field}» deben sumar {total}, no {got}.</translation>
    </message>
    <message>
        <source>The values “{field}” must add up to {min} to {max} cards, not {got}.</source>
        <translation>Los valores «{field}» deben sumar de {min} a {max} cartas, no {got}.</translation>
    </message>
    <message>
        <source>“{field}” must be at least {min}.</source>
        <translation>«{field}» debe ser al menos {min}.</translation>
    </message>
    <message>
        <source>“{field}” must be one of: {choices}.</source>
        <translation>«{field}» debe ser uno de estos: {choices}.</translation>
    </message>
    <message>
        <source>A whole number from {min} to {max}; empty: the shipped value</source>
        <translation>Un número entero de {min} a {max}; vacío: el valor original</translation>
    </message>
    <message>
        <source>“{key}” must be a whole number from {min} to {max}.</source>
        <translation>“{key}” debe ser un número entero de {min} a {max}.</translation>
    </message>
    <message>
        <source>Not saved yet.</source>
        <translation>Aún no guardado.</translation>
    </message>
    <message>
        <source>{value} (shipped)</source>
        <translation>{value} (original)</translation>
    </message>
    <message>
        <source>Saved in {path}. New games use these values.</source>
        <translation>Guardado en {path}. Las partidas nuevas usan estos valores.</translation>
    </message>
    <message>
        <source>Every value is the shipped one again.</source>
        <translation>Todos los valores vuelven a ser los originales.</translation>
    </message>
    <message>
        <source>2-player game</source>
        <translation>Partida de 2 jugadores</translation>
    </message>
    <message>
        <source>{character}, 2-player game</source>
        <translation>{character}, partida de 2 jugadores</translation>
    </message>
    <message>
        <source>Most rounds (then the leaders share the victory)</source>
        <translation>Máximo de rondas (después los líderes comparten la victoria)</translation>
    </message>
    <message>
        <source>before the Revelation</source>
        <translation>antes de la Revelación</translation>
    </message>
    <message>
        <source>after the Revelation</source>
        <translation>después de la Revelación</translation>
    </message>
    <message>
        <source>Per card of the {quality} suit</source>
        <translation>Por carta del palo {quality}</translation>
    </message>
    <message>
        <source>Per trick won {phase}</source>
        <translation>Por baza ganada {phase}</translation>
    </message>
    <message>
        <source>Tricks won {phase}: {count}</source>
        <translation>Bazas ganadas {phase}: {count}</translation>
    </message>
    <message>
        <source>Per card of the {quality} suit, {phase}</source>
        <translation>Por carta del palo {quality}, {phase}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Copias en el mazo</translation>
    </message>
    <message>
        <source>Cards in the deck</source>
        <translation>Cartas en el mazo</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>Points of the initial side</source>
        <translation>Puntos del lado inicial</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Puntos de bonificación</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Tipo de carta</translation>
    </message>
    <message>
        <source>Where it goes when played</source>
        <translation>Adónde va al jugarse</translation>
    </message>
    <message>
        <source>Items it costs</source>
        <translation>Objetos que cuesta</translation>
    </message>
    <message>
        <source>Item it is paid with</source>
        <translation>Objeto con que se paga</translation>
    </message>
    <message>
        <source>Victory points each</source>
        <translation>Puntos de victoria cada uno</translation>
    </message>
    <message>
        <source>First item of the pair</source>
        <translation>Primer objeto de la pareja</translation>
    </message>
    <message>
        <source>Second item of the pair</source>
        <translation>Segundo objeto de la pareja</translation>
    </message>
    <message>
        <source>First card type of the pair</source>
        <translation>Primer tipo de carta de la pareja</translation>
    </message>
    <message>
        <source>Card type of the pair</source>
        <translation>Tipo de carta de la pareja</translation>
    </message>
    <message>
        <source>Road to the square</source>
        <translation>Camino a la plaza</translation>
    </message>
    <message>
        <source>Most renewals in a row</source>
        <translation>Máximo de renovaciones seguidas</translation>
    </message>
    <message>
        <source>Cost of replacing a merchant, in {icon} icons</source>
        <translation>Coste de sustituir a un comerciante, en iconos de {icon}</translation>
    </message>
    <message>
        <source>Cost of replacing a minister, in {icon} icons</source>
        <translation>Coste de sustituir a un ministro, en iconos de {icon}</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>cuántos</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>puntos de victoria</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objeto</translation>
    </message>
    <message>
        <source>only by day or by night</source>
        <translation>solo de día o solo de noche</translation>
    </message>
    <message>
        <source>card type it acts on</source>
        <translation>tipo de carta afectado</translation>
    </message>
    <message>
        <source>card it acts on</source>
        <translation>carta afectada</translation>
    </message>
    <message>
        <source>Award for place {place}</source>
        <translation>Premio del {place}.º puesto</translation>
    </message>
    <message>
        <source>item on offer {n}</source>
        <translation>objeto ofrecido {n}</translation>
    </message>
    <message>
        <source>Item counted {n}</source>
        <translation>Objeto contado {n}</translation>
    </message>
    <message>
        <source>Counted for the ranking ({n})</source>
        <translation>Contado para la clasificación ({n})</translation>
    </message>
    <message>
        <source>Effect at the start of the turn, step {n}: {what}</source>
        <translation>Efecto al inicio del turno, paso {n}: {what}</translation>
    </message>
    <message>
        <source>Effect, step {n}: {what}</source>
        <translation>Efecto, paso {n}: {what}</translation>
    </message>
    <message>
        <source>Line “{line}”: {what}</source>
        <translation>Línea «{line}»: {what}</translation>
    </message>
    <message>
        <source>Scoring line {n}: {what}</source>
        <translation>Línea de puntuación {n}: {what}</translation>
    </message>
    <message>
        <source>In front of its player</source>
        <translation>Delante de su jugador</translation>
    </message>
    <message>
        <source>The common area</source>
        <translation>La zona común</translation>
    </message>
    <message>
        <source>The discard pile, after its text</source>
        <translation>La pila de descarte, tras su texto</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>De día</translation>
    </message>
    <message>
        <source>By night</source>
        <translation>De noche</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo salió mal</translation>
    </message>
    <message>
        <source>The program met an error it did not expect.</source>
        <translation>El programa encontró un error inesperado.</translation>
    </message>
    <message>
        <source>Your game&apos;s autosave was kept; you can continue it from the start page.</source>
        <translation>Se conservó el guardado automático de tu partida; puedes continuarla desde la página de inicio.</translation>
    </message>
    <message>
        <source>This game has no autosave; if the game is still on screen, use File ▸ Save to keep it.</source>
        <translation>Esta partida no tiene guardado automático; si aún está en pantalla, usa Archivo ▸ Guardar para conservarla.</translation>
    </message>
    <message>
        <source>This report was saved to {path}.</source>
        <translation>Este informe se guardó en {path}.</translation>
    </message>
    <message>
        <source>The report holds no hidden cards; you may share it.</source>
        <translation>El informe no contiene cartas ocultas; puedes compartirlo.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copiar informe</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Turno de {name}</translation>
    </message>
    <message>
        <source>Everyone else, please look away. {name}, press the button when only you can see the screen.</source>
        <translation>Que los demás no miren, por favor. {name}, pulsa el botón cuando solo tú veas la pantalla.</translation>
    </message>
    <message>
        <source>I am {name} – show my cards</source>
        <translation>Soy {name}: mostrar mis cartas</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Show scores</source>
        <translation>Ver puntuación</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Pasa la pantalla a {name}.</translation>
    </message>
    <message>
        <source>Done. Pass the screen to {name}.</source>
        <translation>Listo. Pasa la pantalla a {name}.</translation>
    </message>
    <message>
        <source>{name} is deciding.</source>
        <translation>{name} está decidiendo.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>The hint could not be computed.</source>
        <translation>No se pudo calcular la pista.</translation>
    </message>
    <message>
        <source>A bot could not decide; it played a random move.</source>
        <translation>Un bot no pudo decidir; hizo una jugada al azar.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>{move} ({card})</source>
        <translation>{move} ({card})</translation>
    </message>
    <message>
        <source>{action} — win estimate {value} % ({visits} of {total} simulations)</source>
        <translation>{action} — probabilidad estimada de ganar {value} % ({visits} de {total} simulaciones)</translation>
    </message>
</context>
<context>
    <name>InstructionBar</name>
    <message>
        <source>Undo selection</source>
        <extracomment>Action types offered as buttons here rather than on the table (every game). the &quot;Undo selection&quot; button was pressed: drop the table&apos;s half-made choice</extracomment>
        <translation>Deshacer selección</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <source>A/B comparison</source>
        <translation>Comparación A/B</translation>
    </message>
    <message>
        <source>win rate, seat {seat}</source>
        <translation>tasa de victoria, puesto {seat}</translation>
    </message>
    <message>
        <source>win rate, all {kind} seats</source>
        <translation>tasa de victoria, puestos de tipo {kind}</translation>
    </message>
    <message>
        <source>no seat won</source>
        <translation>ningún puesto ganó</translation>
    </message>
    <message>
        <source>won by {winner}</source>
        <translation>ganada por {winner}</translation>
    </message>
    <message>
        <source>mean score, seat {seat}</source>
        <translation>puntuación media, puesto {seat}</translation>
    </message>
    <message>
        <source>decisions per game</source>
        <translation>decisiones por partida</translation>
    </message>
    <message>
        <source>the same {games} deals on both sides ({same} with the same winners). Two-sided tests at {alpha} %: two-proportion z-test for rates, Welch&apos;s t-test for means; no correction for multiple comparisons.</source>
        <translation>los mismos {games} repartos en ambos lados ({same} con los mismos ganadores). Pruebas bilaterales al {alpha} %: prueba z de dos proporciones para las tasas, prueba t de Welch para las medias; sin corrección por comparaciones múltiples.</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>significativa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Each side&apos;s own report:</source>
        <translation>El informe de cada lado:</translation>
    </message>
    <message>
        <source>win rates A and B</source>
        <translation>tasas de victoria de A y B</translation>
    </message>
    <message>
        <source>B changes:</source>
        <translation>B cambia:</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>Score distribution per seat</source>
        <translation>Distribución de la puntuación por puesto</translation>
    </message>
    <message>
        <source>fair share 1/{n}</source>
        <translation>parte justa 1/{n}</translation>
    </message>
    <message>
        <source>no seat
won</source>
        <translation>ningún puesto
ganó</translation>
    </message>
    <message>
        <source>win rate, 95 % CI
(a shared win counts 1/k)</source>
        <translation>tasa de victoria, IC 95 %
(victoria compartida cuenta 1/k)</translation>
    </message>
    <message>
        <source>Win rate per seat position</source>
        <translation>Tasa de victoria por posición en la mesa</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Duración de las partidas</translation>
    </message>
    <message>
        <source>win rate of the seat, 95 % CI</source>
        <translation>tasa de victoria del puesto, IC 95 %</translation>
    </message>
    <message>
        <source>Win rate per {column}</source>
        <translation>Tasa de victoria por {column}</translation>
    </message>
    <message>
        <source>mean score (all seats)</source>
        <translation>puntuación media (todos los puestos)</translation>
    </message>
    <message>
        <source>Mean score per {column}</source>
        <translation>Puntuación media por {column}</translation>
    </message>
    <message>
        <source>win rate, 95 % CI</source>
        <translation>tasa de victoria, IC 95 %</translation>
    </message>
    <message>
        <source>Win rate per seat, A and B</source>
        <translation>Tasa de victoria por puesto, A y B</translation>
    </message>
    <message>
        <source>Playtest lab report</source>
        <translation>Informe del laboratorio de pruebas</translation>
    </message>
    <message>
        <source>{game}, {players} players, seats {seats}; {finished} of {requested} games (deals {first}–{last})</source>
        <translation>{game}, {players} jugadores, puestos {seats}; {finished} de {requested} partidas (repartos {first}–{last})</translation>
    </message>
    <message>
        <source> — interrupted</source>
        <translation> — interrumpida</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>data</source>
        <translation>datos</translation>
    </message>
    <message>
        <source>Card data changed from the original:</source>
        <translation>Datos de las cartas cambiados respecto al original:</translation>
    </message>
    <message>
        <source>data digest</source>
        <translation>hash de los datos</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>win rate (95 % CI)</source>
        <translation>tasa de victoria (IC 95 %)</translation>
    </message>
    <message>
        <source>outright wins</source>
        <translation>victorias en solitario</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>puntuación media</translation>
    </message>
    <message>
        <source>sd</source>
        <translation>desv. estándar</translation>
    </message>
    <message>
        <source>Seat kinds</source>
        <translation>Tipos de puesto</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>empatadas</translation>
    </message>
    <message>
        <source>decisions per game (mean / median / p95)</source>
        <translation>decisiones por partida (media / mediana / p95)</translation>
    </message>
    <message>
        <source>{rate} games/s</source>
        <translation>{rate} partidas/s</translation>
    </message>
    <message>
        <source>{rate} s/game</source>
        <translation>{rate} s/partida</translation>
    </message>
    <message>
        <source>No plots: matplotlib is not installed.</source>
        <translation>Sin gráficos: matplotlib no está instalado.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>seat {seat}
({kind})</source>
        <translation>puesto {seat}
({kind})</translation>
    </message>
    <message>
        <source>seat {seat} ({kind})</source>
        <translation>puesto {seat} ({kind})</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>original</source>
        <translation>original</translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>The cluster backend is not installed: pip install &apos;contaria-desktop[cluster]&apos;</source>
        <translation>El soporte de clúster no está instalado: pip install &apos;contaria-desktop[cluster]&apos;</translation>
    </message>
    <message>
        <source>The Dask scheduler {address} cannot be reached: {reason}</source>
        <translation>No se puede conectar con el planificador Dask {address}: {reason}</translation>
    </message>
    <message>
        <source>Playtest lab</source>
        <translation>Laboratorio de pruebas</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Number of games:</source>
        <translation>Número de partidas:</translation>
    </message>
    <message>
        <source>First deal:</source>
        <translation>Primer reparto:</translation>
    </message>
    <message>
        <source>Worker processes:</source>
        <translation>Procesos en paralelo:</translation>
    </message>
    <message>
        <source>Dask scheduler:</source>
        <translation>Planificador Dask:</translation>
    </message>
    <message>
        <source>empty: processes on this computer</source>
        <translation>vacío: procesos en este ordenador</translation>
    </message>
    <message>
        <source>The address of a Dask scheduler (tcp://host:8786) to run the games on a cluster; needs pip install &apos;contaria-desktop[cluster]&apos; here and on every worker.</source>
        <translation>La dirección de un planificador Dask (tcp://host:8786) para jugar las partidas en un clúster; requiere pip install &apos;contaria-desktop[cluster]&apos; aquí y en cada worker.</translation>
    </message>
    <message>
        <source>Compare with (A/B):</source>
        <translation>Comparar con (A/B):</translation>
    </message>
    <message>
        <source>no variant: shipped game only</source>
        <translation>sin variante: el juego original</translation>
    </message>
    <message>
        <source>A variant file – JSON with a name, game options and card data, or a card data file as Tools ▸ Card data… writes: the same deals are played on the shipped game (A) and on the variant (B) and compared.</source>
        <translation>Un archivo de variante – JSON con un nombre, opciones de juego y datos de las cartas, o un archivo de datos de las cartas como el que guarda Herramientas ▸ Datos de las cartas…: los mismos repartos se juegan con el juego original (A) y con la variante (B) y se comparan.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Simular</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop after the games under way; the finished games are kept in the report.</source>
        <translation>Detener tras las partidas en curso; las partidas terminadas quedan en el informe.</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>Exportar informe…</translation>
    </message>
    <message>
        <source>Copy the report (HTML and plots), games.csv and summary.json into a folder.</source>
        <translation>Copiar el informe (HTML y gráficos), games.csv y summary.json a una carpeta.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Save games.csv: one row per game and seat.</source>
        <translation>Guardar games.csv: una fila por partida y puesto.</translation>
    </message>
    <message>
        <source>Deal:</source>
        <translation>Reparto:</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Repetición…</translation>
    </message>
    <message>
        <source>A deal of the last run, to watch in the Replay window (played again exactly as simulated).</source>
        <translation>Un reparto de la última simulación, para verlo en la ventana Repetición (se juega de nuevo exactamente como se simuló).</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Puesto {n}:</translation>
    </message>
    <message>
        <source>Variant file</source>
        <translation>Archivo de variante</translation>
    </message>
    <message>
        <source>Variant files (*.json)</source>
        <translation>Archivos de variante (*.json)</translation>
    </message>
    <message>
        <source>The variant file cannot be used: {reason}</source>
        <translation>No se puede usar el archivo de variante: {reason}</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando con {address}…</translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <source>A (shipped)</source>
        <translation>A (original)</translation>
    </message>
    <message>
        <source>B ({name})</source>
        <translation>B ({name})</translation>
    </message>
    <message>
        <source>Stopping after the games under way…</source>
        <translation>Deteniendo tras las partidas en curso…</translation>
    </message>
    <message>
        <source>Side {side}</source>
        <translation>Lado {side}</translation>
    </message>
    <message>
        <source>about {time} left</source>
        <translation>quedan unos {time}</translation>
    </message>
    <message>
        <source>{time} in all</source>
        <translation>{time} en total</translation>
    </message>
    <message>
        <source>{done} of {total} games played</source>
        <translation>{done} de {total} partidas jugadas</translation>
    </message>
    <message>
        <source>Side {side}: {progress}</source>
        <translation>Lado {side}: {progress}</translation>
    </message>
    <message>
        <source>Cancelled: the finished games are in the report.</source>
        <translation>Cancelado: las partidas terminadas están en el informe.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Listo.</translation>
    </message>
    <message>
        <source>The simulation could not run: {reason}</source>
        <translation>No se pudo ejecutar la simulación: {reason}</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Exportar las partidas en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Games exported to {files}</source>
        <translation>Partidas exportadas a {files}</translation>
    </message>
    <message>
        <source>The files could not be exported: {reason}</source>
        <translation>No se pudieron exportar los archivos: {reason}</translation>
    </message>
    <message>
        <source>Run some games first.</source>
        <translation>Simula algunas partidas primero.</translation>
    </message>
    <message>
        <source>This deal has not been played yet.</source>
        <translation>Este reparto aún no se ha jugado.</translation>
    </message>
    <message>
        <source>Watch this game in the Replay window.</source>
        <translation>Ver esta partida en la ventana Repetición.</translation>
    </message>
    <message>
        <source>Playing deal {deal} again…</source>
        <translation>Jugando de nuevo el reparto {deal}…</translation>
    </message>
    <message>
        <source>The game could not be replayed: {reason}</source>
        <translation>No se pudo repetir la partida: {reason}</translation>
    </message>
    <message>
        <source>Deal {deal} is open in the Replay window.</source>
        <translation>El reparto {deal} está abierto en la ventana Repetición.</translation>
    </message>
    <message>
        <source>Export the report to</source>
        <translation>Exportar el informe a</translation>
    </message>
    <message>
        <source>Report exported to {folder}</source>
        <translation>Informe exportado a {folder}</translation>
    </message>
    <message>
        <source>The plots appear here as the games finish.</source>
        <translation>Los gráficos aparecen aquí a medida que terminan las partidas.</translation>
    </message>
    <message>
        <source>Seat {n}: {kind}</source>
        <translation>Puesto {n}: {kind}</translation>
    </message>
    <message>
        <source>give one seat kind per seat (seats: {players}; seat kinds given: {given})</source>
        <translation>indica un tipo de puesto por puesto (puestos: {players}; tipos indicados: {given})</translation>
    </message>
    <message>
        <source>unknown seat kind “{kind}” (known: {known})</source>
        <translation>tipo de puesto desconocido «{kind}» (conocidos: {known})</translation>
    </message>
    <message>
        <source>the number of games must be at least 1, not {value}</source>
        <translation>el número de partidas debe ser al menos 1, no {value}</translation>
    </message>
    <message>
        <source>the first deal must be a non-negative whole number, not {value}</source>
        <translation>el primer reparto debe ser un número entero no negativo, no {value}</translation>
    </message>
    <message>
        <source>there must be at least 1 worker process, not {value}</source>
        <translation>debe haber al menos 1 proceso en paralelo, no {value}</translation>
    </message>
    <message>
        <source>{path} is too large to be card data (at most {max} KB)</source>
        <translation>{path} es demasiado grande para ser un archivo de datos de las cartas (como máximo {max} KB)</translation>
    </message>
    <message>
        <source>{path}: {detail}</source>
        <translation>{path}: {detail}</translation>
    </message>
    <message>
        <source>{path} must hold one JSON object (“name”, “options” and “data”, or card data)</source>
        <translation>{path} debe contener un único objeto JSON («name», «options» y «data», o datos de las cartas)</translation>
    </message>
    <message>
        <source>{path} is empty: it changes nothing</source>
        <translation>{path} está vacío: no cambia nada</translation>
    </message>
    <message>
        <source>in {path}, the key “{field}” is not a card data key (those are dotted, like cards.x.score)</source>
        <translation>en {path}, la clave «{field}» no es una clave de datos de las cartas (esas llevan puntos, como cards.x.score)</translation>
    </message>
    <message>
        <source>in {path}, the key “{field}” is unknown (a variant file holds {known})</source>
        <translation>en {path}, la clave «{field}» es desconocida (un archivo de variante contiene {known})</translation>
    </message>
    <message>
        <source>in {path}, “name” must be a text</source>
        <translation>en {path}, «name» debe ser un texto</translation>
    </message>
    <message>
        <source>in {path}, “options” must be an object</source>
        <translation>en {path}, «options» debe ser un objeto</translation>
    </message>
    <message>
        <source>in {path}, “data” must be an object of card data values</source>
        <translation>en {path}, «data» debe ser un objeto de valores de los datos de las cartas</translation>
    </message>
    <message>
        <source>variant “{variant}”: {detail}</source>
        <translation>variante «{variant}»: {detail}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <extracomment>True when the log gets its first lines, False when it is emptied (the window widens a narrow dock on the game&apos;s first lines: MainWindow._log_filled, issue 18.3).
----------
room kept above and below a line&apos;s text, in pixels</extracomment>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save &amp;position…</source>
        <translation>Guardar &amp;posición…</translation>
    </message>
    <message>
        <source>Open pos&amp;ition…</source>
        <translation>Abrir p&amp;osición…</translation>
    </message>
    <message>
        <source>Rep&amp;lay a game…</source>
        <translation>Ver de nuevo una par&amp;tida…</translation>
    </message>
    <message>
        <source>Playtes&amp;t lab…</source>
        <translation>La&amp;boratorio de pruebas…</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>&amp;Volver a la página de inicio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint (playtest)</source>
        <translation>&amp;Pista (modo de prueba)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidad de las animaciones</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Bot speed</source>
        <translation>Velocidad de los &amp;bots</translation>
    </message>
    <message>
        <source>Pause before each bot move: {ms} ms</source>
        <translation>Pausa antes de cada jugada de un bot: {ms} ms</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Show &amp;all cards (playtest)</source>
        <translation>Mostrar &amp;todas las cartas (prueba)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Card &amp;data…</source>
        <translation>&amp;Datos de las cartas…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Resumen de las reglas</translation>
    </message>
    <message>
        <source>&amp;Card reference</source>
        <translation>Referencia de &amp;cartas</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>What the Hard bot would choose, and why.</source>
        <translation>Lo que elegiría el bot Difícil, y por qué.</translation>
    </message>
    <message>
        <source>Settings cannot be saved; the choice holds until the program is closed.</source>
        <translation>No se pueden guardar los ajustes; la elección vale hasta que se cierre el programa.</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <extracomment>Width in pixels of the log dock before the game&apos;s log has any line (issue 18.3). True once the current game&apos;s log has shown lines (the dock then keeps its usual width).</extracomment>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Only in playtest mode.</source>
        <translation>Solo en el modo de prueba.</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Deal {seed}</source>
        <translation>Reparto {seed}</translation>
    </message>
    <message>
        <source>A game could not be loaded and was left out: {games}</source>
        <translation>Un juego no se pudo cargar y quedó fuera: {games}</translation>
    </message>
    <message>
        <source>Card data not used</source>
        <translation>Datos de las cartas no usados</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>Hints are offered in playtest mode only, when a person is to decide.</source>
        <translation>Las pistas solo se ofrecen en el modo de prueba, cuando decide una persona.</translation>
    </message>
    <message>
        <source>Other card data</source>
        <translation>Otros datos de las cartas</translation>
    </message>
    <message>
        <source>It can go on only with the data it was made with: its moves were chosen under those values. Your card data file is not changed and new games still use it.</source>
        <translation>Solo puede seguir con los datos con que se jugó: sus jugadas se eligieron con esos valores. Tu archivo de datos de las cartas no cambia y las partidas nuevas lo siguen usando.</translation>
    </message>
    <message>
        <source>Continue with the save&apos;s data</source>
        <translation>Seguir con los datos de la partida guardada</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>¿Guardar los cambios?</translation>
    </message>
    <message>
        <source>Save changes to this game?</source>
        <translation>¿Guardar los cambios de esta partida?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, the decisions since the last save are kept only in the autosave of the last few games.</source>
        <translation>Si no guardas, las decisiones desde el último guardado quedan solo en el guardado automático de las últimas partidas.</translation>
    </message>
    <message>
        <source>Autosave is off, so if you don&apos;t save, the decisions since the last save are lost.</source>
        <translation>El guardado automático está desactivado: si no guardas, se perderán las decisiones desde el último guardado.</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>{file}:
{problem}</source>
        <translation>{file}:
{problem}</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Abrir partida guardada</translation>
    </message>
    <message>
        <source>Cannot open {file}</source>
        <translation>No se puede abrir {file}</translation>
    </message>
    <message>
        <source>Opened {file} with warnings</source>
        <translation>{file} abierto con advertencias</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot save {file}</source>
        <translation>No se puede guardar {file}</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Guardado en {file}.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Guardar posición</translation>
    </message>
    <message>
        <source>Position saved to {file}.</source>
        <translation>Posición guardada en {file}.</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Abrir posición</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>Idioma: {name}</translation>
    </message>
    <message>
        <source>The Hard bot would make this move:
{action}</source>
        <translation>El bot Difícil haría esta jugada:
{action}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Moves it considered:</source>
        <translation>Jugadas que consideró:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Random bot</source>
        <translation>Bot aleatorio</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Bot fácil</translation>
    </message>
    <message>
        <source>Normal bot</source>
        <translation>Bot normal</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Bot difícil</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <extracomment>preposition -&gt; preposition with the masculine article, per language (the default names &quot;Jogador&quot;/&quot;Robô&quot;/&quot;Jugador&quot;/&quot;Bot&quot; are masculine nouns)
----------
Isolate controls inside a name are dropped: a stray PDI would end our isolate early.</extracomment>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Bot {n}</source>
        <translation>Bot {n}</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Bot {n} ({difficulty})</source>
        <translation>Bot {n} ({difficulty})</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Playtest mode (free undo, all cards can be shown, choose the deal)</source>
        <translation>Modo de prueba (deshacer libre, todas las cartas visibles, elegir el reparto)</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Número de reparto:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>The same deal number, game, players and options always deal the same cards.</source>
        <translation>El mismo número de reparto, juego, jugadores y opciones siempre reparten las mismas cartas.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this screen, or the computer. Bots from weakest to strongest: Random, Easy, Normal, Hard; they never see cards their seat could not see.</source>
        <translation>Quién juega en este puesto: una persona frente a esta pantalla, o el ordenador. Bots del más débil al más fuerte: Aleatorio, Fácil, Normal, Difícil; nunca ven cartas que su puesto no podría ver.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Puesto {n}:</translation>
    </message>
    <message>
        <source>Seat {n} needs a name.</source>
        <translation>El puesto {n} necesita un nombre.</translation>
    </message>
    <message>
        <source>Seats {a} and {b} are both called “{name}”: give each player a different name.</source>
        <translation>Los puestos {a} y {b} se llaman «{name}»: da un nombre distinto a cada jugador.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay – {game}</source>
        <extracomment>Seat-combo data of &quot;Public view&quot; (a spectator&apos;s view, ``view(None)``). Item data role holding the 0-based step of a log row. Item data role: True for the rows of the current step (highlighted). The seat offered even in an unfinished game (the only person; see the module doc). True while the public (spectator) view is shown; ``seat`` then keeps the last seat.</extracomment>
        <translation>Repetición – {game}</translation>
    </message>
    <message>
        <source>&amp;View as:</source>
        <translation>&amp;Ver como:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Partida:</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation>Referencia de cartas</translation>
    </message>
    <message>
        <source>The cards with the values this game was played with</source>
        <translation>Las cartas con los valores con los que se jugó esta partida</translation>
    </message>
    <message>
        <source>The deal, before the first decision (Home)</source>
        <translation>El reparto, antes de la primera decisión (Inicio)</translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation>Un paso atrás (flecha izquierda)</translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation>Un paso adelante (flecha derecha)</translation>
    </message>
    <message>
        <source>The last step (End)</source>
        <translation>El último paso (Fin)</translation>
    </message>
    <message>
        <source>Drag to any step</source>
        <translation>Arrastra hasta cualquier paso</translation>
    </message>
    <message>
        <source>Public view (no hidden cards)</source>
        <translation>Vista pública (sin cartas ocultas)</translation>
    </message>
    <message>
        <source>Everything visible</source>
        <translation>Todo visible</translation>
    </message>
    <message>
        <source>Game {n} of the series</source>
        <translation>Partida {n} de la serie</translation>
    </message>
    <message>
        <source>This game is not over: finish the game or use playtest mode to see hidden cards.</source>
        <translation>Esta partida no ha terminado: termínala o usa el modo de prueba para ver las cartas ocultas.</translation>
    </message>
    <message>
        <source>What every player could see: no hand, no hidden card</source>
        <translation>Lo que todos los jugadores podían ver: ninguna mano, ninguna carta oculta</translation>
    </message>
    <message>
        <source>Step {step} of {total}</source>
        <translation>Paso {step} de {total}</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>el reparto</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>Cannot replay {file}</source>
        <translation>No se puede volver a ver {file}</translation>
    </message>
    <message>
        <source>{file}:
{problem}</source>
        <translation>{file}:
{problem}</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Volver a ver una partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>ResumeOffer</name>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Your last game was interrupted, but its autosave cannot be opened.</source>
        <translation>Tu última partida se interrumpió, pero su guardado automático no se puede abrir.</translation>
    </message>
    <message>
        <source>Your last game was interrupted. Resume it?</source>
        <translation>Tu última partida se interrumpió. ¿Reanudarla?</translation>
    </message>
    <message>
        <source>Unfinished games were kept. Which one do you want to resume?</source>
        <extracomment>path -&gt; ((mtime_ns, size), Interrupted or None): a slot is loaded (every action replayed) again only when it changed, so coming back to the start page stays quick.</extracomment>
        <translation>Hay partidas sin terminar guardadas. ¿Cuál quieres reanudar?</translation>
    </message>
    <message>
        <source>Go on with this game</source>
        <translation>Seguir con esta partida</translation>
    </message>
    <message>
        <source>Delete the autosave of this game</source>
        <translation>Borrar el guardado automático de esta partida</translation>
    </message>
    <message>
        <source>{file} ({time}):
{problem}</source>
        <translation>{file} ({time}):
{problem}</translation>
    </message>
    <message>
        <source>{game} with {players}
{time} · decisions so far: {n}</source>
        <translation>{game} con {players}
{time} · decisiones hasta ahora: {n}</translation>
    </message>
    <message>
        <source>game {n} of the series</source>
        <translation>partida {n} de la serie</translation>
    </message>
    <message>
        <source>Cannot resume {file}</source>
        <translation>No se puede reanudar {file}</translation>
    </message>
    <message>
        <source>{file}:
{problem}</source>
        <translation>{file}:
{problem}</translation>
    </message>
    <message>
        <source>Resumed {file} with warnings</source>
        <translation>{file} reanudado con advertencias</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules and cards</source>
        <translation>Reglas y cartas</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Resumen de las reglas</translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation>Referencia de cartas</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Deal number: {seed}</source>
        <translation>Número de reparto: {seed}</translation>
    </message>
    <message>
        <source>Next tale</source>
        <translation>Siguiente cuento</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Volver a ver…</translation>
    </message>
    <message>
        <source>Watch this game again, step by step</source>
        <translation>Ver esta partida otra vez, paso a paso</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Concepto</translation>
    </message>
    <message>
        <source>{initial} ({name})</source>
        <translation>{initial} ({name})</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Show the cards</source>
        <translation>Mostrar las cartas</translation>
    </message>
    <message>
        <source>Show the detailed breakdown tables</source>
        <translation>Mostrar las tablas con la puntuación detallada</translation>
    </message>
    <message>
        <source>Last game – {result}.</source>
        <translation>Última partida – {result}.</translation>
    </message>
    <message>
        <source>The game is a draw. {reason}</source>
        <translation>La partida terminó en empate. {reason}</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partida terminó en empate.</translation>
    </message>
    <message>
        <source>Nobody wins this game.</source>
        <translation>Nadie gana esta partida.</translation>
    </message>
    <message>
        <source>Book of Tales – victory markers: {markers}</source>
        <translation>Libro de Cuentos – marcadores de victoria: {markers}</translation>
    </message>
    <message>
        <source>both tales have {points}</source>
        <translation>Los dos cuentos tienen {points}</translation>
    </message>
    <message>
        <source>CONTÁRIA</source>
        <comment>the last name in a list of tied tales: a tie at +3 between Ana, Bia and CONTÁRIA</comment>
        <translation>CONTÁRIA</translation>
    </message>
    <message>
        <source>CONTÁRIA tied the highest score ({points})</source>
        <translation>CONTÁRIA empató con la puntuación más alta ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA has the highest score ({points})</source>
        <translation>CONTÁRIA tiene la puntuación más alta ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA tied the lowest score ({points})</source>
        <translation>CONTÁRIA empató con la puntuación más baja ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA has the lowest score ({points})</source>
        <translation>CONTÁRIA tiene la puntuación más baja ({points})</translation>
    </message>
    <message>
        <source>Single winner: a tie furthest from zero ({points}); ties go to CONTÁRIA, so no player wins.</source>
        <translation>Ganador único: un empate más lejos del cero ({points}); los empates son para CONTÁRIA, así que ningún jugador gana.</translation>
    </message>
    <message>
        <source>Single winner: CONTÁRIA is furthest from zero ({points}), so no player wins.</source>
        <translation>Ganador único: CONTÁRIA es el más alejado de cero ({points}), así que ningún jugador gana.</translation>
    </message>
    <message>
        <source>Single winner: a tie furthest from zero ({points}); {names} share the win.</source>
        <translation>Ganador único: un empate más lejos del cero ({points}); {names} comparten la victoria.</translation>
    </message>
    <message>
        <source>Single winner: the tale furthest from zero wins ({points}).</source>
        <translation>Ganador único: gana el cuento más alejado de cero ({points}).</translation>
    </message>
    <message>
        <source>CONTÁRIA ({points}) is between the two tales and not negative: the happier tale wins.</source>
        <translation>CONTÁRIA ({points}) está entre los dos cuentos y no es negativo: gana el cuento más feliz.</translation>
    </message>
    <message>
        <source>CONTÁRIA ({points}) is between the two tales and negative: the sadder tale wins.</source>
        <translation>CONTÁRIA ({points}) está entre los dos cuentos y es negativo: gana el cuento más triste.</translation>
    </message>
    <message>
        <source>Every tale has {points}: ties go to CONTÁRIA.</source>
        <translation>Todos los cuentos tienen {points}: los empates son para CONTÁRIA.</translation>
    </message>
    <message>
        <source>Happiest tale: {names} ({points}).</source>
        <translation>Cuento más feliz: {names} ({points}).</translation>
    </message>
    <message>
        <source>Happiest tale: a tie at {points} between {names}; ties go to CONTÁRIA, so it wins.</source>
        <translation>Cuento más feliz: empate a {points} entre {names}; los empates son para CONTÁRIA, que gana.</translation>
    </message>
    <message>
        <source>Happiest tale: a tie at {points}; {names} share the win.</source>
        <translation>Cuento más feliz: empate a {points}; {names} comparten la victoria.</translation>
    </message>
    <message>
        <source>Saddest tale: {names} ({points}).</source>
        <translation>Cuento más triste: {names} ({points}).</translation>
    </message>
    <message>
        <source>Saddest tale: a tie at {points} between {names}; ties go to CONTÁRIA, so it wins.</source>
        <translation>Cuento más triste: empate a {points} entre {names}; los empates son para CONTÁRIA, que gana.</translation>
    </message>
    <message>
        <source>the points printed on the card (red when negative)</source>
        <translation>los puntos impresos en la carta (rojo si son negativos)</translation>
    </message>
    <message>
        <source>a bonus (red when negative)</source>
        <translation>una bonificación (rojo si es negativa)</translation>
    </message>
    <message>
        <source>made negative: the points it scores instead</source>
        <translation>vuelta negativa: los puntos que vale en su lugar</translation>
    </message>
    <message>
        <source>deactivated: its abilities do not work and it scores 0</source>
        <translation>desactivada: sus habilidades no funcionan y vale 0</translation>
    </message>
    <message>
        <source>stayed face down: scores as its initial side (in italics in the details)</source>
        <translation>quedó boca abajo: puntúa por su lado inicial (en cursiva en los detalles)</translation>
    </message>
    <message>
        <source>Saddest tale: a tie at {points}; {names} share the win.</source>
        <translation>Cuento más triste: empate a {points}; {names} comparten la victoria.</translation>
    </message>
    <message>
        <source>base {points}</source>
        <translation>base {points}</translation>
    </message>
    <message>
        <source>made negative: {points}</source>
        <translation>vuelta negativa: {points}</translation>
    </message>
    <message>
        <source>made negative: stays {points}</source>
        <translation>vuelta negativa: sigue en {points}</translation>
    </message>
    <message>
        <source>bonus {points}</source>
        <translation>bonificación {points}</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <source>stayed face down</source>
        <translation>quedó boca abajo</translation>
    </message>
    <message>
        <source>Made negative</source>
        <translation>Vuelta negativa</translation>
    </message>
    <message>
        <source>Book of Tales</source>
        <translation>Libro de Cuentos</translation>
    </message>
    <message>
        <source>Victory markers</source>
        <translation>Marcadores de victoria</translation>
    </message>
    <message>
        <source>Grand Winner: first to 3 victory markers</source>
        <translation>Gran Ganador: el primero en tener 3 marcadores de victoria</translation>
    </message>
    <message>
        <source>Grand Winners (tie): 3 victory markers reached in the same tale</source>
        <translation>Grandes Ganadores (empate): 3 marcadores de victoria en el mismo cuento</translation>
    </message>
    <message>
        <source>tied for the lead of the Book of Tales</source>
        <translation>empatados en cabeza del Libro de Cuentos</translation>
    </message>
    <message>
        <source>leads the Book of Tales</source>
        <translation>va en cabeza del Libro de Cuentos</translation>
    </message>
    <message>
        <source>objective reached</source>
        <translation>objetivo cumplido</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>Objective reached</source>
        <translation>Objetivo cumplido</translation>
    </message>
    <message>
        <source>{seat} reached the objective of {character}.</source>
        <translation>{seat} cumplió el objetivo de {character}.</translation>
    </message>
    <message>
        <source>Nobody reached an objective within the round limit.</source>
        <translation>Nadie cumplió un objetivo dentro del límite de rondas.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Siguiente partida</translation>
    </message>
    <message>
        <source>Series – games won: {markers}</source>
        <translation>Serie – partidas ganadas: {markers}</translation>
    </message>
    <message>
        <source>Series standings</source>
        <extracomment>progress table says it all).</extracomment>
        <translation>Clasificación de la serie</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Fin de la partida: empate.</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation>Fin de la partida: nadie gana.</translation>
    </message>
    <message>
        <source>★ winner of this game</source>
        <extracomment>the gold border of a winner&apos;s panel (px)</extracomment>
        <translation>★ ganador de esta partida</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Ninguna carta</translation>
    </message>
    <message>
        <source>tied for the lead</source>
        <translation>empatados en cabeza</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>en cabeza</translation>
    </message>
    <message>
        <source>Each player&apos;s scored cards</source>
        <translation>Cartas puntuadas de cada jugador</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Contária Desktop</source>
        <translation>Contária Desktop</translation>
    </message>
    <message>
        <source>Tabletop games for friends sharing one screen</source>
        <translation>Juegos de mesa para amigos que comparten una pantalla</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Abrir partida guardada…</translation>
    </message>
    <message>
        <source>Playtest lab…</source>
        <translation>Laboratorio de pruebas…</translation>
    </message>
    <message>
        <source>Simulate many games with bots and see the statistics and plots.</source>
        <translation>Simular muchas partidas con bots y ver las estadísticas y los gráficos.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>No saved or autosaved game to continue yet.</source>
        <translation>Aún no hay ninguna partida guardada para continuar.</translation>
    </message>
    <message>
        <source>Continue {file}</source>
        <translation>Continuar {file}</translation>
    </message>
    <message>
        <source>{min}–{max} players</source>
        <translation>{min}–{max} jugadores</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} jugadores</translation>
    </message>
    <message>
        <source>Start a new game of {game}</source>
        <translation>Empezar una nueva partida de {game}</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>No hay ningún juego instalado.</translation>
    </message>
</context>
<context>
    <name>charlatao.messages</name>
    <message>
        <source>Round {round} begins.</source>
        <translation>Empieza la ronda {round}.</translation>
    </message>
    <message>
        <source>{seat} was dealt {cards}.</source>
        <translation>{seat} recibió {cards}.</translation>
    </message>
    <message>
        <source>{seat} chose the excellent suit in secret.</source>
        <translation>{seat} eligió en secreto el palo de calidad excelente.</translation>
    </message>
    <message>
        <source>{seat} chose {suit} as the excellent suit.</source>
        <translation>{seat} eligió {suit} como palo de calidad excelente.</translation>
    </message>
    <message>
        <source>The suit cards were placed face down on the quality index.</source>
        <translation>Las cartas de palo se colocaron boca abajo en el índice de calidad.</translation>
    </message>
    <message>
        <source>{seat} saw the {space} quality card: {suit}.</source>
        <translation>{seat} vio la carta de calidad {space}: {suit}.</translation>
    </message>
    <message>
        <source>{seat} chose a card to discard.</source>
        <translation>{seat} eligió una carta para descartar.</translation>
    </message>
    <message>
        <source>{seat} will discard the {card}.</source>
        <translation>{seat} descartará el {card}.</translation>
    </message>
    <message>
        <source>{seat} chose a card to pass to {to}.</source>
        <translation>{seat} eligió una carta para pasar a {to}.</translation>
    </message>
    <message>
        <source>{seat} will pass the {card} to {to}.</source>
        <translation>{seat} pasará el {card} a {to}.</translation>
    </message>
    <message>
        <source>The chosen cards were passed to the left.</source>
        <translation>Las cartas elegidas se pasaron a la izquierda.</translation>
    </message>
    <message>
        <source>{seat} received the {card} from {from}.</source>
        <translation>{seat} recibió el {card} de {from}.</translation>
    </message>
    <message>
        <source>The top discard is the {card}: {suit} is trump.</source>
        <translation>La carta superior del descarte es el {card}: {suit} es triunfo.</translation>
    </message>
    <message>
        <source>No trump this round.</source>
        <translation>Sin triunfo en esta ronda.</translation>
    </message>
    <message>
        <source>{seat} played the {card}.</source>
        <translation>{seat} jugó el {card}.</translation>
    </message>
    <message>
        <source>{seat} won trick {trick}.</source>
        <translation>{seat} ganó la baza {trick}.</translation>
    </message>
    <message>
        <source>Revelation! {qualities}.</source>
        <translation>¡Revelación! {qualities}.</translation>
    </message>
    <message>
        <source>Round {round} scored: {points}.</source>
        <translation>Puntos de la ronda {round}: {points}.</translation>
    </message>
    <message>
        <source>The game is over. Winners: {winners}.</source>
        <translation>Fin de la partida. Ganadores: {winners}.</translation>
    </message>
    <message>
        <source>Ea-Nasir turns up the {card}.</source>
        <translation>Ea-Nasir descubre el {card}.</translation>
    </message>
    <message>
        <source>{seat} bribed with the {card}.</source>
        <translation>{seat} sobornó con el {card}.</translation>
    </message>
    <message>
        <source>{seat} wins trick {trick}; {cards} are divided.</source>
        <translation>{seat} gana la baza {trick}; cobre a repartir: {cards}.</translation>
    </message>
    <message>
        <source>{seat} looked at the {space} quality card.</source>
        <translation>{seat} miró la carta de calidad {space}.</translation>
    </message>
    <message>
        <source>{seat} looked at the {space} quality card: {suit}.</source>
        <translation>{seat} miró la carta de calidad {space}: {suit}.</translation>
    </message>
    <message>
        <source>{seat}, choose the quality card to look at.</source>
        <translation>{seat}, elige la carta de calidad que vas a mirar.</translation>
    </message>
    <message>
        <source>{seat} gave the {card} to Ea-Nasir.</source>
        <translation>{seat} dio el {card} a Ea-Nasir.</translation>
    </message>
    <message>
        <source>CharLatão</source>
        <translation>CharLatão</translation>
    </message>
    <message>
        <source>{winner} took the {took}, {loser} kept the {kept}, Ea-Nasir got the {ea_nasir}.</source>
        <translation>{winner} tomó el {took}, {loser} se quedó el {kept} y Ea-Nasir recibió el {ea_nasir}.</translation>
    </message>
    <message>
        <source>Ea-Nasir&apos;s last card is the {card}.</source>
        <translation>La última carta de Ea-Nasir es el {card}.</translation>
    </message>
    <message>
        <source>Round {round} goes to {winners}.</source>
        <translation>La ronda {round} es para {winners}.</translation>
    </message>
    <message>
        <source>{seat}, as the Supplier choose the excellent suit.</source>
        <translation>{seat}, como Proveedor, elige el palo de calidad excelente.</translation>
    </message>
    <message>
        <source>{seat}, choose a card to discard.</source>
        <translation>{seat}, elige una carta para descartar.</translation>
    </message>
    <message>
        <source>{seat}, choose a card to pass to the left.</source>
        <translation>{seat}, elige una carta para pasar a la izquierda.</translation>
    </message>
    <message>
        <source>{seat}, play a card (follow suit if you can).</source>
        <translation>{seat}, juega una carta (sigue el palo si puedes).</translation>
    </message>
    <message>
        <source>{seat}, choose the card Ea-Nasir gets.</source>
        <translation>{seat}, elige la carta que se lleva Ea-Nasir.</translation>
    </message>
    <message>
        <source>{seat}, choose the card you take.</source>
        <translation>{seat}, elige la carta que te quedas.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Fin de la partida.</translation>
    </message>
    <message>
        <source>Round {round}, {character}: {cards} × {quality} ({value}){phase}</source>
        <translation>Ronda {round}, {character}: {cards} × {quality} ({value}){phase}</translation>
    </message>
    <message>
        <source>Round {round}, {character}: {tricks}{phase}</source>
        <translation>Ronda {round}, {character}: {tricks}{phase}</translation>
    </message>
    <message>
        <source>Round {round}: {points}{won}</source>
        <translation>Ronda {round}: {points}{won}</translation>
    </message>
    <message>
        <source> before the Revelation</source>
        <translation> antes de la Revelación</translation>
    </message>
    <message>
        <source> after the Revelation</source>
        <translation> después de la Revelación</translation>
    </message>
    <message>
        <source> – won</source>
        <translation> – ganada</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>excellent</source>
        <translation>excelente</translation>
    </message>
    <message>
        <source>good (Assyrian)</source>
        <translation>buena (asiria)</translation>
    </message>
    <message>
        <source>terrible</source>
        <translation>pésima</translation>
    </message>
    <message>
        <source>good (Babylonian)</source>
        <translation>buena (babilonia)</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>aceptable</translation>
    </message>
    <message>
        <source>Ea-Nasir</source>
        <translation>Ea-Nasir</translation>
    </message>
    <message>
        <source>Assyrian Buyer</source>
        <translation>Comprador Asirio</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Proveedor</translation>
    </message>
    <message>
        <source>Babylonian Buyer</source>
        <translation>Comprador Babilonio</translation>
    </message>
    <message>
        <source>Messenger of Nanni</source>
        <translation>Mensajero de Nanni</translation>
    </message>
    <message>
        <source>Character side</source>
        <translation>Lado de los personajes</translation>
    </message>
    <message>
        <source>Which side of the character cards is used (3–5 players).</source>
        <translation>Qué lado de las cartas de personaje se usa (3 a 5 jugadores).</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Palo de triunfo</translation>
    </message>
    <message>
        <source>Turn up the top discard as trump (3–5 players).</source>
        <translation>Descubrir la carta superior del descarte como triunfo (3 a 5 jugadores).</translation>
    </message>
    <message>
        <source>Suit left out</source>
        <translation>Palo fuera del juego</translation>
    </message>
    <message>
        <source>The suit out of play with 2 or 3 players.</source>
        <translation>El palo que no se usa con 2 o 3 jugadores.</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Red (ziggurat)</source>
        <translation>Rojo (zigurat)</translation>
    </message>
    <message>
        <source>Blue (moon)</source>
        <translation>Azul (luna)</translation>
    </message>
    <message>
        <source>Green (drop)</source>
        <translation>Verde (gota)</translation>
    </message>
    <message>
        <source>Yellow (sun)</source>
        <translation>Amarillo (sol)</translation>
    </message>
    <message>
        <source>Purple (barley)</source>
        <translation>Morado (cebada)</translation>
    </message>
    <message>
        <source>Buyers&apos; side with 2 players</source>
        <translation>Lado de los compradores con 2 jugadores</translation>
    </message>
    <message>
        <source>The rulebook uses the Advanced side; Basic is a house option.</source>
        <translation>El reglamento usa el lado Avanzado; el Básico es una regla de la casa.</translation>
    </message>
</context>
<context>
    <name>charlatao_counts</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charlatao_scores</name>
    <message numerus="yes">
        <source>%1: %n round win(s)</source>
        <translation>
            <numerusform>%1: %n ronda ganada</numerusform>
            <numerusform>%1: %n rondas ganadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per trick</source>
        <extracomment>Columns of :func:`breakdown_rows`.</extracomment>
        <translation>%1 por baza</translation>
    </message>
    <message>
        <source>%1, before the Revelation</source>
        <translation>%1, antes de la Revelación</translation>
    </message>
    <message>
        <source>%1, after the Revelation</source>
        <translation>%1, después de la Revelación</translation>
    </message>
    <message>
        <source>%1 was %2</source>
        <translation>%1 era %2</translation>
    </message>
    <message>
        <source>Round total</source>
        <translation>Total de la ronda</translation>
    </message>
    <message>
        <source>✓ won the round</source>
        <translation>✓ ganó la ronda</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Calidad</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Per card</source>
        <translation>Por carta</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Round wins</source>
        <translation>Rondas ganadas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round %1 scores</source>
        <translation>Puntuación de la ronda %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No copper won this round.</source>
        <translation>Ningún cobre ganado en esta ronda.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente ronda</translation>
    </message>
    <message>
        <source>before the Revelation</source>
        <translation>antes de la Revelación</translation>
    </message>
    <message>
        <source>after the Revelation</source>
        <translation>después de la Revelación</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, round won</source>
        <translation>%1, ronda ganada</translation>
    </message>
    <message>
        <source>won the round</source>
        <translation>ganó la ronda</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per card</source>
        <translation>%1 por carta</translation>
    </message>
    <message>
        <source>shared win</source>
        <translation>victoria compartida</translation>
    </message>
    <message>
        <source>how many cards of that quality</source>
        <translation>cuántas cartas de esa cualidad</translation>
    </message>
    <message>
        <source>the points each of those cards scores</source>
        <translation>los puntos que vale cada una de esas cartas</translation>
    </message>
    <message>
        <source>on a face-down pile: how many tricks won</source>
        <translation>sobre un montón boca abajo: cuántas bazas ganadas</translation>
    </message>
    <message>
        <source>Standings by round</source>
        <translation>Clasificación por ronda</translation>
    </message>
    <message>
        <source>winner of the game</source>
        <translation>ganador de la partida</translation>
    </message>
    <message>
        <source>Tricks won before the Revelation</source>
        <translation>Bazas ganadas antes de la Revelación</translation>
    </message>
    <message>
        <source>Tricks won after the Revelation</source>
        <translation>Bazas ganadas después de la Revelación</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>Bazas ganadas</translation>
    </message>
    <message>
        <source>Most rounds won: %1 (%2 of %3).</source>
        <translation>Más rondas ganadas: %1 (%2 de %3).</translation>
    </message>
    <message>
        <source>A tie on %1 between %2, and on points in the last round: %3 share the win.</source>
        <translation>Empate a %1 entre %2, también en puntos de la última ronda: %3 comparten la victoria.</translation>
    </message>
    <message>
        <source>A tie on %1 between %2, broken by the most points in the last round: %3 (%4).</source>
        <translation>Empate a %1 entre %2, deshecho por más puntos en la última ronda: %3 (%4).</translation>
    </message>
    <message>
        <source>Most points: %1 (%2).</source>
        <translation>Más puntos: %1 (%2).</translation>
    </message>
    <message>
        <source>No round won</source>
        <translation>Ninguna ronda ganada</translation>
    </message>
    <message numerus="yes">
        <source>%n round win(s)</source>
        <translation>
            <numerusform>%n ronda ganada</numerusform>
            <numerusform>%n rondas ganadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charlatao_table</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 is the %2 suit.</source>
        <translation>%1 es el palo de calidad %2.</translation>
    </message>
    <message>
        <source>Each card of it you win scores %1 for you (%2).</source>
        <translation>Cada carta de este palo que ganes te da %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is trump this round.</source>
        <translation>%1 es el triunfo de esta ronda.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 copper</source>
        <translation>Cobre de calidad %1</translation>
    </message>
    <message>
        <source>Revealed: %1.</source>
        <translation>Revelado: %1.</translation>
    </message>
    <message>
        <source>Face down: %1 (all cards shown).</source>
        <translation>Boca abajo: %1 (todas las cartas a la vista).</translation>
    </message>
    <message>
        <source>You know it: %1. The others who have not seen it see only the back.</source>
        <translation>Sabes cuál es: %1. Quien no la ha visto solo ve el reverso.</translation>
    </message>
    <message>
        <source>Face down: you have not seen it.</source>
        <translation>Boca abajo: no la has visto.</translation>
    </message>
    <message>
        <source>Held in secret by %1.</source>
        <translation>La guarda en secreto %1.</translation>
    </message>
    <message>
        <source>Looked at by: %1.</source>
        <translation>La han mirado: %1.</translation>
    </message>
    <message>
        <source>%1 looked at it after a bribe.</source>
        <translation>%1 la miró tras un soborno.</translation>
    </message>
    <message>
        <source>Each card of this suit you win scores %1 for you (%2).</source>
        <translation>Cada carta de este palo que ganes te da %1 (%2).</translation>
    </message>
    <message>
        <source>Chooses the excellent suit and so knows it.</source>
        <translation>Elige el palo de calidad excelente y por eso lo conoce.</translation>
    </message>
    <message>
        <source>Looks at: %1.</source>
        <translation>Mira: %1.</translation>
    </message>
    <message>
        <source>Looks at no quality card.</source>
        <translation>No mira ninguna carta de calidad.</translation>
    </message>
    <message>
        <source>Has shown to have no %1.</source>
        <translation>Ha mostrado que no tiene %1.</translation>
    </message>
    <message>
        <source>Score so far: %1</source>
        <translation>Puntos hasta ahora: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hand: %n card(s)</source>
        <translation>
            <numerusform>Mano de %1: %n carta</numerusform>
            <numerusform>Mano de %1: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won before the Revelation</source>
        <translation>
            <numerusform>%1: %n baza ganada antes de la Revelación</numerusform>
            <numerusform>%1: %n bazas ganadas antes de la Revelación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won after the Revelation</source>
        <translation>
            <numerusform>%1: %n baza ganada después de la Revelación</numerusform>
            <numerusform>%1: %n bazas ganadas después de la Revelación</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won</source>
        <translation>
            <numerusform>%1: %n baza ganada</numerusform>
            <numerusform>%1: %n bazas ganadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down: only its owner looks through it.</source>
        <translation>Boca abajo: solo su dueño puede mirarla.</translation>
    </message>
    <message>
        <source>Cards won:</source>
        <translation>Cartas ganadas:</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Pila de descarte: %n carta</numerusform>
            <numerusform>Pila de descarte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card, %1, was turned up: %2 is trump.</source>
        <translation>Se descubrió la carta superior, %1: %2 es triunfo.</translation>
    </message>
    <message>
        <source>No trump in this game.</source>
        <translation>Sin triunfo en esta partida.</translation>
    </message>
    <message>
        <source>The other discards stay face down and never score.</source>
        <translation>Los demás descartes quedan boca abajo y nunca puntúan.</translation>
    </message>
    <message>
        <source>%1&apos;s discard (face down)</source>
        <translation>Descarte de %1 (boca abajo)</translation>
    </message>
    <message>
        <source>%1&apos;s card for %2 (face down)</source>
        <translation>Carta de %1 para %2 (boca abajo)</translation>
    </message>
    <message>
        <source>It joins the receiver&apos;s hand once everyone has chosen.</source>
        <translation>Pasa a la mano de quien la recibe cuando todos hayan elegido.</translation>
    </message>
    <message numerus="yes">
        <source>Ea-Nasir&apos;s hand: %n card(s) face down</source>
        <translation>
            <numerusform>Mano de Ea-Nasir: %n carta boca abajo</numerusform>
            <numerusform>Mano de Ea-Nasir: %n cartas boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>At the start of each trick he turns up his top card; it never wins the trick.</source>
        <translation>Al inicio de cada baza descubre su carta superior; nunca gana la baza.</translation>
    </message>
    <message>
        <source>His last card goes to his pile at the end of the round.</source>
        <translation>Su última carta va a su pila al final de la ronda.</translation>
    </message>
    <message numerus="yes">
        <source>Ea-Nasir&apos;s pile: %n card(s)</source>
        <translation>
            <numerusform>Pila de Ea-Nasir: %n carta</numerusform>
            <numerusform>Pila de Ea-Nasir: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>He scores it as a third buyer (good copper 1 point each).</source>
        <translation>Puntúa como un tercer comprador (cobre de buena calidad, 1 punto cada uno).</translation>
    </message>
    <message>
        <source>ziggurat</source>
        <translation>zigurat</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>luna</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>gota</translation>
    </message>
    <message>
        <source>sun</source>
        <translation>sol</translation>
    </message>
    <message>
        <source>barley</source>
        <translation>cebada</translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation>Excelente</translation>
    </message>
    <message>
        <source>Good (Assyrian)</source>
        <translation>Buena (asiria)</translation>
    </message>
    <message>
        <source>Terrible</source>
        <translation>Pésima</translation>
    </message>
    <message>
        <source>Good (Babylonian)</source>
        <translation>Buena (babilonia)</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Aceptable</translation>
    </message>
    <message>
        <source>Basic side</source>
        <translation>Lado Básico</translation>
    </message>
    <message>
        <source>Advanced side</source>
        <translation>Lado Avanzado</translation>
    </message>
    <message>
        <source>You must follow suit: %1 was led and you hold %1.</source>
        <translation>Debes seguir el palo: se salió con %1 y tienes %1.</translation>
    </message>
    <message>
        <source>You must follow suit: %1 was led. To bribe with this card, choose Bribe first.</source>
        <translation>Debes seguir el palo: se salió con %1. Para sobornar con esta carta, elige primero Soborno.</translation>
    </message>
    <message>
        <source>A bribe may not follow suit (%1 was led).</source>
        <translation>Un soborno no puede seguir el palo (se salió con %1).</translation>
    </message>
    <message>
        <source>Ea-Nasir may not pass a card of the terrible suit (%1).</source>
        <translation>Ea-Nasir no puede pasar una carta del palo de pésima calidad (%1).</translation>
    </message>
    <message>
        <source>Ea-Nasir must keep this card: it is his only card he may pass (not %1).</source>
        <translation>Ea-Nasir debe quedarse esta carta: es la única que puede pasar (no es %1).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <source>Points per copper card won, by the quality of its suit:</source>
        <translation>Puntos por carta de cobre ganada, según la calidad de su palo:</translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Each trick won before the Revelation: %1</source>
        <translation>Cada baza ganada antes de la Revelación: %1</translation>
    </message>
    <message>
        <source>Before the Revelation:</source>
        <translation>Antes de la Revelación:</translation>
    </message>
    <message>
        <source>After the Revelation:</source>
        <translation>Después de la Revelación:</translation>
    </message>
    <message>
        <source>* unverified value (Help ▸ Rules summary)</source>
        <translation>* valor sin confirmar (Ayuda ▸ Resumen de las reglas)</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s): %1</source>
        <translation>
            <numerusform>%n baza: %1</numerusform>
            <numerusform>%n bazas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or more: %2</source>
        <translation>%1 o más: %2</translation>
    </message>
    <message>
        <source>Tricks won after the Revelation:</source>
        <translation>Bazas ganadas después de la Revelación:</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <source>Round %1 · first to %2 round wins</source>
        <translation>Ronda %1 · gana quien sume %2 rondas</translation>
    </message>
    <message>
        <source>Your hand · empty</source>
        <translation>Tu mano · vacía</translation>
    </message>
    <message numerus="yes">
        <source>Your hand · %n card(s)</source>
        <translation>
            <numerusform>Tu mano · %n carta</numerusform>
            <numerusform>Tu mano · %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand · empty</source>
        <translation>Mano de %1 · vacía</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hand · %n card(s)</source>
        <translation>
            <numerusform>Mano de %1 · %n carta</numerusform>
            <numerusform>Mano de %1 · %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>Passed to you by %1.</source>
        <translation>Te la pasó %1.</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>En tu mano</translation>
    </message>
    <message>
        <source>In %1&apos;s hand</source>
        <translation>En la mano de %1</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Pase</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>para %1</translation>
    </message>
    <message>
        <source>Your discard (face down for the others)</source>
        <translation>Tu descarte (boca abajo para los demás)</translation>
    </message>
    <message>
        <source>Your card for %1 (face down for the others)</source>
        <translation>Tu carta para %1 (boca abajo para los demás)</translation>
    </message>
    <message>
        <source>used this round</source>
        <translation>usado en esta ronda</translation>
    </message>
    <message>
        <source>once per round</source>
        <translation>una vez por ronda</translation>
    </message>
    <message>
        <source>Bribe</source>
        <translation>Soborno</translation>
    </message>
    <message>
        <source>Leave suit on purpose, lose the trick,</source>
        <translation>Renuncia adrede, pierde la baza</translation>
    </message>
    <message>
        <source>look at a face-down quality card.</source>
        <translation>y mira una carta de calidad oculta.</translation>
    </message>
    <message>
        <source>Trick %1 · won by %2</source>
        <translation>Baza %1 · la gana %2</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Baza %1</translation>
    </message>
    <message>
        <source>round wins: %1</source>
        <translation>rondas ganadas: %1</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>bazas</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message numerus="yes">
        <source>%1 round win(s)</source>
        <translation>
            <numerusform>%1 ronda ganada</numerusform>
            <numerusform>%1 rondas ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (last round %2)</source>
        <translation>%1 (última ronda: %2)</translation>
    </message>
    <message>
        <source>after</source>
        <translation>luego</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>revelado</translation>
    </message>
    <message>
        <source>revealed after trick %1</source>
        <translation>se revela tras la baza %1</translation>
    </message>
    <message>
        <source>revealed at the end of the round</source>
        <translation>se revela al final de la ronda</translation>
    </message>
    <message>
        <source>Quality index</source>
        <translation>Índice de calidad</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>tuya</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>la tiene %1</translation>
    </message>
    <message>
        <source>What the others see</source>
        <translation>Lo que ven los demás</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Lo que tú sabes</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>Discards · no trump</source>
        <translation>Descarte · sin triunfo</translation>
    </message>
    <message>
        <source>Turned up from the discard pile: the trump card</source>
        <translation>Descubierta de la pila de descarte: la carta de triunfo</translation>
    </message>
    <message>
        <source>Trick %1 won by %2</source>
        <translation>Baza %1 ganada por %2</translation>
    </message>
    <message>
        <source>%1 leads next</source>
        <translation>%1 sale en la siguiente baza</translation>
    </message>
    <message>
        <source>Passing: each player discards a card, then passes one to the left</source>
        <translation>Pase: descarta una carta y pasa otra a la izquierda</translation>
    </message>
    <message>
        <source>The game is over · won by %1</source>
        <translation>Fin de la partida · gana %1</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <translation>Baza %1 de %2</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>given to Ea-Nasir</source>
        <translation>dada a Ea-Nasir</translation>
    </message>
    <message>
        <source>bribe</source>
        <translation>soborno</translation>
    </message>
    <message>
        <source>Discards: trump on top</source>
        <translation>Descarte: triunfo arriba</translation>
    </message>
    <message>
        <source>Ea-Nasir&apos;s card for this trick (it never wins)</source>
        <translation>Carta de Ea-Nasir en esta baza (nunca gana)</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Jugada por %1</translation>
    </message>
    <message>
        <source>Ea-Nasir&apos;s card</source>
        <translation>Carta de Ea-Nasir</translation>
    </message>
    <message>
        <source>%1 gives one card to Ea-Nasir</source>
        <translation>%1 da una carta a Ea-Nasir</translation>
    </message>
    <message>
        <source>%1 takes one card, the other keeps the last</source>
        <translation>%1 toma una carta, el otro se queda la última</translation>
    </message>
    <message>
        <source>the briber looks at a quality card</source>
        <translation>quien sobornó mira una carta de calidad</translation>
    </message>
    <message>
        <source>led: %1</source>
        <translation>salida: %1</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 sale</translation>
    </message>
    <message>
        <source>Choose the excellent suit (in secret)</source>
        <translation>Elige el palo de calidad excelente (en secreto)</translation>
    </message>
    <message>
        <source>%1, the Supplier, is choosing the excellent suit</source>
        <translation>%1, el Proveedor, está eligiendo el palo de calidad excelente</translation>
    </message>
    <message>
        <source>Make this suit the excellent copper this round.</source>
        <translation>Hacer de este palo el cobre de calidad excelente en esta ronda.</translation>
    </message>
    <message>
        <source>As the Supplier you score %1 per excellent card you win.</source>
        <translation>Como Proveedor, ganas %1 por cada carta de calidad excelente que consigas.</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>pila</translation>
    </message>
    <message>
        <source>character</source>
        <translation>personaje</translation>
    </message>
    <message>
        <source>side</source>
        <translation>lado</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
<context>
    <name>contaria.cards</name>
    <message>
        <source>Princesa</source>
        <translation>Princesa</translation>
    </message>
    <message>
        <source>Irmã Má</source>
        <translation>Irmã Má</translation>
    </message>
    <message>
        <source>Sereia</source>
        <translation>Sereia</translation>
    </message>
    <message>
        <source>Serva</source>
        <translation>Serva</translation>
    </message>
    <message>
        <source>Donzela</source>
        <translation>Donzela</translation>
    </message>
    <message>
        <source>João</source>
        <translation>João</translation>
    </message>
    <message>
        <source>Maria</source>
        <translation>Maria</translation>
    </message>
    <message>
        <source>Pinóquio</source>
        <translation>Pinóquio</translation>
    </message>
    <message>
        <source>Chapeuzinho Vermelho</source>
        <translation>Chapeuzinho Vermelho</translation>
    </message>
    <message>
        <source>Criança</source>
        <translation>Criança</translation>
    </message>
    <message>
        <source>Fada Madrinha</source>
        <translation>Fada Madrinha</translation>
    </message>
    <message>
        <source>Fada Maligna</source>
        <translation>Fada Maligna</translation>
    </message>
    <message>
        <source>Mago</source>
        <translation>Mago</translation>
    </message>
    <message>
        <source>Anão</source>
        <translation>Anão</translation>
    </message>
    <message>
        <source>Fada</source>
        <translation>Fada</translation>
    </message>
    <message>
        <source>Fera</source>
        <translation>Fera</translation>
    </message>
    <message>
        <source>Caçador</source>
        <translation>Caçador</translation>
    </message>
    <message>
        <source>Príncipe</source>
        <translation>Príncipe</translation>
    </message>
    <message>
        <source>Gigante</source>
        <translation>Gigante</translation>
    </message>
    <message>
        <source>Cavalheiro</source>
        <translation>Cavalheiro</translation>
    </message>
    <message>
        <source>Vovó</source>
        <translation>Vovó</translation>
    </message>
    <message>
        <source>Bruxa</source>
        <translation>Bruxa</translation>
    </message>
    <message>
        <source>Rainha Má</source>
        <translation>Rainha Má</translation>
    </message>
    <message>
        <source>Lobo Mau</source>
        <translation>Lobo Mau</translation>
    </message>
    <message>
        <source>Velhinha</source>
        <translation>Velhinha</translation>
    </message>
    <message>
        <source>DONZELA</source>
        <translation>DONZELA</translation>
    </message>
    <message>
        <source>CRIANÇA</source>
        <translation>CRIANÇA</translation>
    </message>
    <message>
        <source>FADA</source>
        <translation>FADA</translation>
    </message>
    <message>
        <source>CAVALHEIRO</source>
        <translation>CAVALHEIRO</translation>
    </message>
    <message>
        <source>VELHINHA</source>
        <translation>VELHINHA</translation>
    </message>
    <message>
        <source>MONSTRO</source>
        <translation>MONSTRO</translation>
    </message>
    <message>
        <source>NOBRE</source>
        <translation>NOBRE</translation>
    </message>
    <message>
        <source>HERÓI</source>
        <translation>HERÓI</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Enano</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruja</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Gigante</translation>
    </message>
    <message>
        <source>deactivation</source>
        <translation>desactivación</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marcador</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>intercambio</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>la carta %1</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>una carta %1</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>todas las cartas %1</translation>
    </message>
    <message>
        <source>a positive character</source>
        <translation>un personaje positivo</translation>
    </message>
    <message>
        <source>every positive character</source>
        <translation>todos los personajes positivos</translation>
    </message>
    <message>
        <source>a negative character</source>
        <translation>un personaje negativo</translation>
    </message>
    <message>
        <source>every negative character</source>
        <translation>todos los personajes negativos</translation>
    </message>
    <message>
        <source>a character</source>
        <translation>un personaje</translation>
    </message>
    <message>
        <source>every character</source>
        <translation>todos los personajes</translation>
    </message>
    <message>
        <source>%1 (not the %2)</source>
        <translation>%1 (excepto %2)</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>any other tale</source>
        <translation>cualquier otro cuento</translation>
    </message>
    <message>
        <source>another tale with %1</source>
        <translation>otro cuento con %1</translation>
    </message>
    <message>
        <source>in this tale</source>
        <translation>en este cuento</translation>
    </message>
    <message>
        <source>in any tale</source>
        <translation>en cualquier cuento</translation>
    </message>
    <message>
        <source>move this card to %1</source>
        <translation>mueve esta carta a %1</translation>
    </message>
    <message>
        <source>if there is no %1 in this tale, %2</source>
        <translation>si no hay ninguna carta %1 en este cuento, %2</translation>
    </message>
    <message>
        <source>bring %1 from another tale into this tale</source>
        <translation>trae %1 de otro cuento a este cuento</translation>
    </message>
    <message>
        <source>%1; you may look at its hidden side</source>
        <translation>%1; puedes mirar el otro lado de esa carta</translation>
    </message>
    <message>
        <source>move %1 (this card included) from any tale to another tale</source>
        <translation>mueve %1 (esta carta incluida) de cualquier cuento a otro cuento</translation>
    </message>
    <message>
        <source>reveal a face-down %1 %2, as with a mirror</source>
        <translation>revela una %1 boca abajo %2, como con un espejo</translation>
    </message>
    <message>
        <source>flip back %1 in this tale to its initial side</source>
        <translation>voltea %1 de este cuento a su lado inicial</translation>
    </message>
    <message>
        <source>swap places with %1 in another tale</source>
        <translation>intercambia su lugar con %1 de otro cuento</translation>
    </message>
    <message>
        <source>put the %1 marker on %2 in this tale</source>
        <translation>pon el marcador %1 en %2 de este cuento</translation>
    </message>
    <message>
        <source>another card</source>
        <translation>otra carta</translation>
    </message>
    <message>
        <source>a positive card</source>
        <translation>una carta positiva</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>it cannot be moved</source>
        <translation>no se puede mover</translation>
    </message>
    <message>
        <source>its base points become negative</source>
        <translation>sus puntos base pasan a ser negativos</translation>
    </message>
    <message>
        <source>it is deactivated</source>
        <translation>queda desactivada</translation>
    </message>
    <message>
        <source>On reveal: %1.</source>
        <translation>Al revelarse: %1.</translation>
    </message>
    <message>
        <source>On reveal, may: %1.</source>
        <translation>Al revelarse, puede: %1.</translation>
    </message>
    <message>
        <source>Then: %1.</source>
        <translation>Después: %1.</translation>
    </message>
    <message>
        <source>Then, may: %1.</source>
        <translation>Después, puede: %1.</translation>
    </message>
    <message>
        <source>On reveal, choose one: %1.</source>
        <translation>Al revelarse, elige una opción: %1.</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>; o </translation>
    </message>
    <message>
        <source>Deactivates %1 in this tale.</source>
        <translation>Desactiva %1 de este cuento.</translation>
    </message>
    <message>
        <source>A %1 in this tale cannot be revealed.</source>
        <translation>Las cartas %1 de este cuento no se pueden revelar.</translation>
    </message>
    <message>
        <source>In this tale, the base points of %1 are negative.</source>
        <translation>En este cuento, los puntos base de %1 son negativos.</translation>
    </message>
    <message>
        <source>In this tale, the base and bonus points of %1 are negative.</source>
        <translation>En este cuento, los puntos base y de bonificación de %1 son negativos.</translation>
    </message>
    <message>
        <source>This card can never be moved.</source>
        <translation>Esta carta nunca se puede mover.</translation>
    </message>
    <message>
        <source>Immune to the %1&apos;s %2.</source>
        <translation>Inmune a los efectos de %1: %2.</translation>
    </message>
    <message>
        <source>Bonus: %1</source>
        <translation>Bonificación: %1</translation>
    </message>
    <message>
        <source>%1 if %2 (once).</source>
        <translation>%1 si %2 (una vez).</translation>
    </message>
    <message>
        <source>%1 is in this tale</source>
        <translation>%1 está en este cuento</translation>
    </message>
    <message>
        <source>%1 and no other %2</source>
        <translation>%1 y ninguna otra carta %2</translation>
    </message>
    <message>
        <source>%1 for each used mirror of %2 (none in CONTÁRIA).</source>
        <translation>%1 por cada espejo usado del %2 (no cuenta en CONTÁRIA).</translation>
    </message>
    <message>
        <source>%1 if %2 has used a mirror (none in CONTÁRIA).</source>
        <translation>%1 si el %2 ha usado un espejo (no cuenta en CONTÁRIA).</translation>
    </message>
    <message>
        <source>this tale&apos;s owner</source>
        <translation>dueño de este cuento</translation>
    </message>
    <message>
        <source>the player who revealed this card</source>
        <translation>jugador que reveló esta carta</translation>
    </message>
</context>
<context>
    <name>contaria.lab</name>
    <message>
        <source>winning rule</source>
        <translation>regla de victoria</translation>
    </message>
    <message>
        <source>standard rule</source>
        <translation>regla estándar</translation>
    </message>
    <message>
        <source>2-player rule</source>
        <translation>regla de 2 jugadores</translation>
    </message>
    <message>
        <source>single winner</source>
        <translation>ganador único</translation>
    </message>
</context>
<context>
    <name>contaria.messages</name>
    <message>
        <source>{seat} placed a {initial} in {tale}.</source>
        <translation>{seat} colocó una carta {initial} en el {tale}.</translation>
    </message>
    <message>
        <source>{seat} used a mirror on a {initial} in {where}.</source>
        <translation>{seat} usó un espejo en una carta {initial} del {where}.</translation>
    </message>
    <message>
        <source>{card} moved from {from} to {to}.</source>
        <translation>{card} pasó del {from} al {to}.</translation>
    </message>
    <message>
        <source>{card} ({from}) and {other} ({to}) swapped places.</source>
        <translation>{card} ({from}) y {other} ({to}) intercambiaron sus lugares.</translation>
    </message>
    <message>
        <source>{card} was brought from {from} to {to}.</source>
        <translation>{card} llegó del {from} al {to}.</translation>
    </message>
    <message>
        <source>The {marker} marker was put on {card}.</source>
        <translation>El marcador {marker} se colocó en {card}.</translation>
    </message>
    <message>
        <source>The {marker} marker left the game.</source>
        <translation>El marcador {marker} salió del juego.</translation>
    </message>
    <message>
        <source>{card} was flipped back to its initial side.</source>
        <translation>{card} volvió a su lado inicial.</translation>
    </message>
    <message>
        <source>{identity}: the optional ability was not used.</source>
        <translation>{identity}: no se usó la habilidad opcional.</translation>
    </message>
    <message>
        <source>{seat} looked at the other side of the {initial}: {identity}.</source>
        <translation>{seat} miró el otro lado de la carta {initial}: {identity}.</translation>
    </message>
    <message>
        <source>{seat} looked at the other side of the {initial} in {where}.</source>
        <translation>{seat} miró el otro lado de la carta {initial} del {where}.</translation>
    </message>
    <message>
        <source>{seat} passed.</source>
        <translation>{seat} pasó.</translation>
    </message>
    <message>
        <source>Every tale is complete: the game is over.</source>
        <translation>Todos los cuentos están completos: la partida ha terminado.</translation>
    </message>
    <message>
        <source>{seat}: place a card from your hand into a tale, or use a mirror on a face-down card.</source>
        <translation>{seat}: coloca una carta de tu mano en un cuento o usa un espejo en una carta boca abajo.</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{seat}, choose the tale {name} moves to.</source>
        <translation>{seat}, elige el cuento al que va {name}.</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} moves.</source>
        <translation>{seat}, elige la carta que mueve {name}.</translation>
    </message>
    <message>
        <source>The {initial} is revealed: it is {identity}.</source>
        <translation>Se revela la carta {initial}: es {identity}.</translation>
    </message>
    <message>
        <source>Contária</source>
        <translation>Contária</translation>
    </message>
    <message>
        <source>The {initial} is revealed: it is a {identity} (plain).</source>
        <translation>Se revela la carta {initial}: es {identity} (sin habilidad).</translation>
    </message>
    <message>
        <source>{identity}: one step of the ability could not be carried out and is skipped.</source>
        <translation>{identity}: un paso de la habilidad no pudo cumplirse y se omite.</translation>
    </message>
    <message>
        <source>{identity} could not move: held in place by the Dwarf marker.</source>
        <translation>{identity} no pudo moverse: el marcador Enano lo impide.</translation>
    </message>
    <message>
        <source>{identity} stays in {where}: there is already a {want} there.</source>
        <translation>{identity} se queda en el {where}: ya hay una carta {want} allí.</translation>
    </message>
    <message>
        <source>{identity} could not move: no other tale with a {want} has room.</source>
        <translation>{identity} no pudo moverse: ningún otro cuento con una carta {want} tiene sitio.</translation>
    </message>
    <message>
        <source>{identity} could not move: no other tale has room.</source>
        <translation>{identity} no pudo moverse: ningún otro cuento tiene sitio.</translation>
    </message>
    <message>
        <source>{identity} could not bring a {want} into {where}: that tale is full.</source>
        <translation>{identity} no pudo traer una carta {want} al {where}: ese cuento está completo.</translation>
    </message>
    <message>
        <source>{identity} could not bring a {want} into {where}: no other tale has one that can move.</source>
        <translation>{identity} no pudo traer una carta {want} al {where}: ningún otro cuento tiene una que pueda moverse.</translation>
    </message>
    <message>
        <source>{identity} could not move a {want}: none can move to another tale with room.</source>
        <translation>{identity} no pudo mover una carta {want}: ninguna puede ir a otro cuento con sitio.</translation>
    </message>
    <message>
        <source>{identity} could not swap places: held in place by the Dwarf marker.</source>
        <translation>{identity} no pudo intercambiar su lugar: el marcador Enano lo impide.</translation>
    </message>
    <message>
        <source>{identity} could not swap places: no {want} in another tale can move.</source>
        <translation>{identity} no pudo intercambiar su lugar: ninguna carta {want} de otro cuento puede moverse.</translation>
    </message>
    <message>
        <source>{identity} could not reveal a card: there is no face-down {want} in {where} that can be revealed.</source>
        <translation>{identity} no pudo revelar una carta: no hay ninguna carta {want} boca abajo en el {where} que se pueda revelar.</translation>
    </message>
    <message>
        <source>{identity} could not reveal a card: there is no face-down {want} that can be revealed.</source>
        <translation>{identity} no pudo revelar una carta: no hay ninguna carta {want} boca abajo que se pueda revelar.</translation>
    </message>
    <message>
        <source>{identity} could not flip a card back: there is no face-up {want} in {where}.</source>
        <translation>{identity} no pudo voltear una carta: no hay ninguna carta {want} boca arriba en el {where}.</translation>
    </message>
    <message>
        <source>{identity} could do neither of the two choices.</source>
        <translation>{identity} no pudo hacer ninguna de las dos opciones.</translation>
    </message>
    <message>
        <source>{identity} could not place the {marker} marker: there is no other {want} in {where}.</source>
        <translation>{identity} no pudo poner el marcador {marker}: no hay otra carta {want} en el {where}.</translation>
    </message>
    <message>
        <source>{identity} was revealed while deactivated: the ability does not happen.</source>
        <translation>Al revelarse, la carta {identity} estaba desactivada: la habilidad no se produce.</translation>
    </message>
    <message>
        <source>{identity} was turned face down: the rest of the ability does not happen.</source>
        <translation>La carta {identity} se volteó: el resto de la habilidad no se produce.</translation>
    </message>
    <message>
        <source>{identity} is now deactivated: the rest of the ability does not happen.</source>
        <translation>La carta {identity} ahora está desactivada: el resto de la habilidad no se produce.</translation>
    </message>
    <message>
        <source>{identity} left the tales: the rest of the ability does not happen.</source>
        <translation>La carta {identity} salió de los cuentos: el resto de la habilidad no se produce.</translation>
    </message>
    <message>
        <source>card</source>
        <translation>de cualquier tipo</translation>
    </message>
    <message>
        <source>positive character</source>
        <translation>positiva</translation>
    </message>
    <message>
        <source>negative character</source>
        <translation>negativa</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} o {second}</translation>
    </message>
    <message>
        <source>{identity} stays in {where} (moving was optional).</source>
        <translation>{identity} se queda en el {where} (moverse era opcional).</translation>
    </message>
    <message>
        <source>{identity}: nobody looked at the other side (looking was optional).</source>
        <translation>{identity}: nadie miró el otro lado (mirar era opcional).</translation>
    </message>
    <message>
        <source>{seat}, now choose the tale for this card (Esc: pick another).</source>
        <translation>{seat}, ahora elige el cuento para esta carta (Esc: elegir otra).</translation>
    </message>
    <message>
        <source>{seat}, now choose the face-down card to reveal with your mirror.</source>
        <translation>{seat}, ahora elige la carta boca abajo que revelará tu espejo.</translation>
    </message>
    <message>
        <source>{seat}: place a card from your hand into a tale.</source>
        <translation>{seat}: coloca una carta de tu mano en un cuento.</translation>
    </message>
    <message>
        <source>{seat}: use a mirror on a face-down card.</source>
        <translation>{seat}: usa un espejo en una carta boca abajo.</translation>
    </message>
    <message>
        <source>{seat}: you can neither place a card nor use a mirror, so you pass.</source>
        <translation>{seat}: no puedes colocar una carta ni usar un espejo, así que pasas.</translation>
    </message>
    <message>
        <source>{seat}, {name} may move to another tale. Move {name}?</source>
        <translation>{seat}, {name} puede ir a otro cuento. ¿Mover la carta {name}?</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} brings into {where}.</source>
        <translation>{seat}, elige la carta que {name} trae al {where}.</translation>
    </message>
    <message>
        <source>{seat}, choose the tale {card} moves to ({name}).</source>
        <translation>{seat}, elige el cuento al que va {card} ({name}).</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} swaps places with.</source>
        <translation>{seat}, elige la carta con la que {name} intercambia su lugar.</translation>
    </message>
    <message>
        <source>{seat}, choose the face-down card {name} reveals.</source>
        <translation>{seat}, elige la carta boca abajo que revela {name}.</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} flips back.</source>
        <translation>{seat}, elige la carta que {name} voltea.</translation>
    </message>
    <message>
        <source>{seat}, choose what {name} does.</source>
        <translation>{seat}, elige qué hace {name}.</translation>
    </message>
    <message>
        <source>{seat}, {name} lets you look at the other side of the {card}. Look?</source>
        <translation>{seat}, {name} te deja mirar el otro lado de la carta {card}. ¿Mirar?</translation>
    </message>
    <message>
        <source>{seat}, choose the card that gets the {marker} marker ({name}).</source>
        <translation>{seat}, elige la carta que recibe el marcador {marker} ({name}).</translation>
    </message>
    <message>
        <source>Reveal a character</source>
        <translation>Revelar un personaje</translation>
    </message>
    <message>
        <source>Flip a character back</source>
        <translation>Voltear un personaje</translation>
    </message>
    <message>
        <source>Move to a tale with a CRIANÇA</source>
        <translation>Ir a un cuento con una carta CRIANÇA</translation>
    </message>
    <message>
        <source>Bring a FADA here</source>
        <translation>Traer aquí una carta FADA</translation>
    </message>
    <message>
        <source>Fada Madrinha reveals a card in</source>
        <translation>La Fada Madrinha revela una carta en</translation>
    </message>
    <message>
        <source>House rule: where the card revealed by the Fada Madrinha may be.</source>
        <translation>Regla de la casa: dónde puede estar la carta que revela la Fada Madrinha.</translation>
    </message>
    <message>
        <source>Fada Madrinha flips back</source>
        <translation>La Fada Madrinha voltea</translation>
    </message>
    <message>
        <source>House rule: which revealed characters the Fada Madrinha may turn back to their initial side.</source>
        <translation>Regla de la casa: qué personajes revelados puede voltear la Fada Madrinha a su lado inicial.</translation>
    </message>
    <message>
        <source>a MONSTRO</source>
        <translation>un MONSTRO</translation>
    </message>
    <message>
        <source>Rainha Má&apos;s penalty counts</source>
        <translation>La penalización de la Rainha Má cuenta</translation>
    </message>
    <message>
        <source>House rule: whose used mirrors make the Rainha Má&apos;s tale sadder.</source>
        <translation>Regla de la casa: de quién son los espejos usados que entristecen el cuento de la Rainha Má.</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Enano</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruja</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Gigante</translation>
    </message>
    <message>
        <source>{seat}’s tale</source>
        <translation>cuento de {seat}</translation>
    </message>
    <message>
        <source>the tale of {seat}</source>
        <translation>cuento del {seat}</translation>
    </message>
    <message>
        <source>the CONTÁRIA tale</source>
        <translation>cuento CONTÁRIA</translation>
    </message>
    <message>
        <source>CONTÁRIA</source>
        <translation>CONTÁRIA</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>A quick game is one tale each. In the Book of Tales every winner gets a victory marker; the first to 3 markers is the Grand Winner.</source>
        <translation>Una partida rápida es un cuento por jugador. En el Libro de Cuentos cada ganador recibe un marcador de victoria; el primero en reunir 3 marcadores es el Gran Ganador.</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partida rápida</translation>
    </message>
    <message>
        <source>Book of Tales (first to 3 victories)</source>
        <translation>Libro de Cuentos (el primero en llegar a 3 victorias)</translation>
    </message>
    <message>
        <source>Book of Tales: play on until one player leads alone</source>
        <translation>Libro de Cuentos: seguir hasta que un jugador lidere en solitario</translation>
    </message>
    <message>
        <source>Keep playing tales until one player has more victory markers than every other player.</source>
        <translation>Seguir jugando cuentos hasta que un jugador tenga más marcadores de victoria que todos los demás.</translation>
    </message>
    <message>
        <source>Single winner (highest score in absolute value)</source>
        <translation>Ganador único (mayor puntuación en valor absoluto)</translation>
    </message>
    <message>
        <source>The tale furthest from zero wins, happy or sad: −5 beats +4.</source>
        <translation>Gana el cuento más alejado de cero, feliz o triste: −5 gana a +4.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>The rulebook says: the last player to have broken a mirror starts.</source>
        <translation>El reglamento dice: empieza el último jugador que haya roto un espejo.</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>her own tale</source>
        <translation>su propio cuento</translation>
    </message>
    <message>
        <source>any tale</source>
        <translation>cualquier cuento</translation>
    </message>
    <message>
        <source>a negative character</source>
        <translation>un personaje negativo</translation>
    </message>
    <message>
        <source>any character</source>
        <translation>cualquier personaje</translation>
    </message>
    <message>
        <source>the tale owner&apos;s used mirrors</source>
        <translation>los espejos usados por el dueño del cuento</translation>
    </message>
    <message>
        <source>the revealer&apos;s used mirrors</source>
        <translation>los espejos usados por quien la reveló</translation>
    </message>
    <message>
        <source>a fixed penalty</source>
        <translation>una penalización fija</translation>
    </message>
</context>
<context>
    <name>core.messages</name>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>{game} is for {min} to {max} players, not {players}.</source>
        <translation>{game} es para {min} a {max} jugadores, no para {players}.</translation>
    </message>
    <message>
        <source>The deal number must be a non-negative whole number, not {seed}.</source>
        <translation>El número de reparto debe ser un número entero no negativo, no {seed}.</translation>
    </message>
    <message>
        <source>This game has no option “{option}”.</source>
        <translation>Este juego no tiene la opción «{option}».</translation>
    </message>
    <message>
        <source>Option “{option}” must be on or off.</source>
        <translation>La opción «{option}» debe estar activada o desactivada.</translation>
    </message>
    <message>
        <source>Option “{option}” does not allow {value}.</source>
        <translation>La opción «{option}» no admite {value}.</translation>
    </message>
    <message>
        <source>Option “{option}” must be a whole number.</source>
        <translation>La opción «{option}» debe ser un número entero.</translation>
    </message>
    <message>
        <source>Option “{option}” is out of range ({value}).</source>
        <translation>La opción «{option}» está fuera de rango ({value}).</translation>
    </message>
    <message>
        <source>Seat {seat} needs a name.</source>
        <translation>El puesto {seat} necesita un nombre.</translation>
    </message>
    <message>
        <source>Unknown game “{game}”.</source>
        <translation>Juego desconocido: «{game}».</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Undo is not possible: since then you have seen something that was hidden (a card played, drawn or shown). Playtest mode undoes freely.</source>
        <translation>No se puede deshacer: desde entonces has visto algo que estaba oculto (una carta jugada, robada o mostrada). En el modo de prueba siempre se puede deshacer.</translation>
    </message>
    <message>
        <source>Undo is not possible: the next player has already taken over the screen.</source>
        <translation>No se puede deshacer: el siguiente jugador ya tiene la pantalla.</translation>
    </message>
    <message>
        <source>Undo is not possible: none of the last decisions is yours.</source>
        <translation>No se puede deshacer: ninguna de las últimas decisiones es tuya.</translation>
    </message>
    <message>
        <source>Undo is not available.</source>
        <translation>Deshacer no está disponible.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <source>The current tale is not over yet.</source>
        <translation>El cuento actual aún no ha terminado.</translation>
    </message>
    <message>
        <source>The Book of Tales is already decided.</source>
        <translation>El Libro de Cuentos ya está decidido.</translation>
    </message>
    <message>
        <source>Seat {seat} has a name that cannot be saved.</source>
        <translation>El nombre del puesto {seat} no se puede guardar.</translation>
    </message>
    <message>
        <source>This is not a regular file (it is a pipe, a device or a socket).</source>
        <translation>Esto no es un archivo normal (es una tubería, un dispositivo o un socket).</translation>
    </message>
    <message>
        <source>The file holds too many values ({count}; the limit is {limit}).</source>
        <translation>El archivo contiene demasiados valores ({count}; el límite es {limit}).</translation>
    </message>
    <message>
        <source>The file holds a text longer than {limit} characters.</source>
        <translation>El archivo contiene un texto de más de {limit} caracteres.</translation>
    </message>
    <message>
        <source>The text is not valid Unicode (it holds a lone surrogate).</source>
        <translation>El texto no es Unicode válido (contiene un sustituto aislado).</translation>
    </message>
    <message>
        <source>The file is for a series of games, but the series data (the earlier games and the standings) is missing.</source>
        <translation>El archivo es de una serie de partidas, pero faltan los datos de la serie (las partidas anteriores y la clasificación).</translation>
    </message>
    <message>
        <source>The file holds no series data: the series starts again from this game.</source>
        <translation>El archivo no tiene datos de la serie: la serie empieza de nuevo desde esta partida.</translation>
    </message>
    <message>
        <source>{seat}, it is your turn.</source>
        <translation>{seat}, es tu turno.</translation>
    </message>
    <message>
        <source>{seat}, choose a card.</source>
        <translation>{seat}, elige una carta.</translation>
    </message>
    <message>
        <source>{seat}, choose a tale.</source>
        <translation>{seat}, elige un cuento.</translation>
    </message>
    <message>
        <source>{seat}, do you want to use this ability?</source>
        <translation>{seat}, ¿quieres usar esta habilidad?</translation>
    </message>
    <message>
        <source>{seat}, choose one.</source>
        <translation>{seat}, elige una opción.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>alguien</translation>
    </message>
    <message>
        <source>an unknown character</source>
        <translation>un personaje desconocido</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>a hand</source>
        <translation>una mano</translation>
    </message>
    <message>
        <source>The file cannot be used.</source>
        <translation>No se puede usar el archivo.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>El archivo no existe.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>No se puede escribir el archivo.</translation>
    </message>
    <message>
        <source>The game could not be saved automatically.</source>
        <translation>No se pudo guardar la partida automáticamente.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>El archivo es demasiado grande para ser una partida guardada.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <source>The file is not text (it is not UTF-8).</source>
        <translation>El archivo no es texto (no está en UTF-8).</translation>
    </message>
    <message>
        <source>The file&apos;s data is nested too deeply.</source>
        <translation>Los datos del archivo están anidados en demasiados niveles.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON.</source>
        <translation>El archivo está dañado: no es un JSON válido.</translation>
    </message>
    <message>
        <source>This is not a Contária Desktop save file.</source>
        <translation>Este no es un archivo de partida de Contária Desktop.</translation>
    </message>
    <message>
        <source>This is a position file; use File ▸ Open position.</source>
        <translation>Este es un archivo de posición; usa Archivo ▸ Abrir posición.</translation>
    </message>
    <message>
        <source>The save file is damaged: its format version is missing.</source>
        <translation>El archivo de la partida está dañado: falta la versión del formato.</translation>
    </message>
    <message>
        <source>The file was made by a newer version of the app (format {version}).</source>
        <translation>El archivo lo creó una versión más reciente de la aplicación (formato {version}).</translation>
    </message>
    <message>
        <source>The save file is damaged: the field “{field}” holds a wrong value.</source>
        <translation>El archivo de la partida está dañado: el campo «{field}» tiene un valor no válido.</translation>
    </message>
    <message>
        <source>The save file is damaged: the field “{field}” is missing.</source>
        <translation>El archivo de la partida está dañado: falta el campo «{field}».</translation>
    </message>
    <message>
        <source>The save file is damaged: move {number} cannot be read.</source>
        <translation>El archivo de la partida está dañado: no se puede leer la jugada {number}.</translation>
    </message>
    <message>
        <source>The save file is damaged: the seats do not match the players.</source>
        <translation>El archivo de la partida está dañado: los puestos no corresponden a los jugadores.</translation>
    </message>
    <message>
        <source>The save file is damaged: the starting position cannot be read.</source>
        <translation>El archivo de la partida está dañado: no se puede leer la posición inicial.</translation>
    </message>
    <message>
        <source>The save file is damaged: its series of games does not add up.</source>
        <translation>El archivo de la partida está dañado: la serie de partidas no es coherente.</translation>
    </message>
    <message>
        <source>The file is for a game this version does not know.</source>
        <translation>El archivo es de un juego que esta versión no conoce.</translation>
    </message>
    <message>
        <source>The file holds invalid game options.</source>
        <translation>El archivo contiene opciones de juego no válidas.</translation>
    </message>
    <message>
        <source>The file holds an invalid position.</source>
        <translation>El archivo contiene una posición no válida.</translation>
    </message>
    <message>
        <source>This game cannot start from a position yet.</source>
        <translation>Este juego todavía no puede empezar desde una posición.</translation>
    </message>
    <message>
        <source>The file holds data the game cannot use.</source>
        <translation>El archivo contiene datos que el juego no puede usar.</translation>
    </message>
    <message>
        <source>The saved moves cannot be replayed: move {number} is not allowed.</source>
        <translation>No se pueden reproducir las jugadas guardadas: la jugada {number} no está permitida.</translation>
    </message>
    <message>
        <source>The replayed game does not match the saved one: the file was changed.</source>
        <translation>La partida reproducida no coincide con la guardada: el archivo fue modificado.</translation>
    </message>
    <message>
        <source>A position file must hold a JSON object.</source>
        <translation>Un archivo de posición debe contener un objeto JSON.</translation>
    </message>
    <message>
        <source>This is a saved game, not a position; use File ▸ Open.</source>
        <translation>Esta es una partida guardada, no una posición; usa Archivo ▸ Abrir.</translation>
    </message>
    <message>
        <source>This is not a Contária Desktop position file.</source>
        <translation>Este no es un archivo de posición de Contária Desktop.</translation>
    </message>
    <message>
        <source>The position file is damaged: its format version is missing.</source>
        <translation>El archivo de posición está dañado: falta la versión del formato.</translation>
    </message>
    <message>
        <source>The file was made by a newer version of the app (position format {version}).</source>
        <translation>El archivo lo creó una versión más reciente de la aplicación (formato de posición {version}).</translation>
    </message>
    <message>
        <source>The position file does not say which game it is for.</source>
        <translation>El archivo de posición no dice de qué juego es.</translation>
    </message>
    <message>
        <source>The position file needs exactly one of a saved state and a hand-written position.</source>
        <translation>El archivo de posición necesita exactamente uno de estos: un estado guardado o una posición escrita a mano.</translation>
    </message>
    <message>
        <source>The position file holds a wrong value.</source>
        <translation>El archivo de posición contiene un valor no válido.</translation>
    </message>
    <message>
        <source>This save is damaged or was changed by hand: the game in it cannot be restored.</source>
        <translation>Este archivo de la partida está dañado o se modificó a mano: no se puede recuperar la partida.</translation>
    </message>
    <message>
        <source>This position file is damaged or was changed by hand: the position cannot be set up.</source>
        <translation>Este archivo de posición está dañado o se modificó a mano: no se puede preparar la posición.</translation>
    </message>
    <message>
        <source>The file was written in an older format ({version}) and was converted.</source>
        <translation>El archivo se escribió en un formato más antiguo ({version}) y se convirtió.</translation>
    </message>
    <message>
        <source>The rules data (cards) changed since this game was saved; it was replayed with today&apos;s data.</source>
        <translation>Los datos de las reglas (cartas) cambiaron desde que se guardó esta partida; se reprodujo con los datos actuales.</translation>
    </message>
    <message>
        <source>With today&apos;s rules data, move {number} no longer applies; the game continues from just before it.</source>
        <translation>Con los datos actuales de las reglas, la jugada {number} ya no es válida; la partida continúa desde justo antes de ella.</translation>
    </message>
    <message>
        <source>The replayed game differs from the saved state.</source>
        <translation>La partida reproducida difiere del estado guardado.</translation>
    </message>
    <message>
        <source>The series continues from game {game}; later games were dropped.</source>
        <translation>La serie continúa desde la partida {game}; las partidas posteriores se descartaron.</translation>
    </message>
    <message>
        <source>The position was changed after it was saved.</source>
        <translation>La posición se modificó después de guardarse.</translation>
    </message>
    <message>
        <source>The card data file {path} cannot be used; the game uses the shipped data.</source>
        <translation>No se puede usar el archivo de datos de las cartas {path}; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>The card data file {path} must hold one object of “key: value” pairs; the game uses the shipped data.</source>
        <translation>El archivo de datos de las cartas {path} debe contener un objeto de pares “clave: valor”; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>The card data file {path} holds too many values (at most {max}); the game uses the shipped data.</source>
        <translation>El archivo de datos de las cartas {path} contiene demasiados valores (como máximo {max}); el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” is not an editable value of this game; the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, “{field}” no es un valor editable de este juego; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be a whole number from {min} to {max}; the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, “{field}” debe ser un número entero de {min} a {max}; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be from {min} to {max}; the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, “{field}” debe estar entre {min} y {max}; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be one of: {choices}; the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, «{field}» debe ser uno de estos: {choices}; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, the values “{field}” must add up to {total}, not {got}; the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, los valores «{field}» deben sumar {total}, no {got}; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be at least {min}; the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, «{field}» debe ser al menos {min}; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, the values “{field}” must add up to {min} to {max} cards, not {got}; the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, los valores «{field}» deben sumar de {min} a {max} cartas, no {got}; el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>The card data file {path} is too large to be card data (at most {max} KB); the game uses the shipped data.</source>
        <translation>El archivo de datos de las cartas {path} es demasiado grande para ser de datos de cartas (como máximo {max} KB); el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>In the card data file {path}, the values do not add up (a count or a capacity no longer fits the rules); the game uses the shipped data.</source>
        <translation>En el archivo de datos de las cartas {path}, los valores no cuadran (un recuento o una capacidad ya no encaja en las reglas); el juego usa los datos originales.</translation>
    </message>
    <message>
        <source>The file or folder does not exist.</source>
        <translation>El archivo o la carpeta no existe.</translation>
    </message>
    <message>
        <source>You are not allowed to read or write this file.</source>
        <translation>No tienes permiso para leer o escribir este archivo.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>El disco está lleno.</translation>
    </message>
    <message>
        <source>The disk is read-only.</source>
        <translation>El disco es de solo lectura.</translation>
    </message>
    <message>
        <source>This is a folder, not a file.</source>
        <translation>Esta es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>The system refused to read or write the file (error {code}).</source>
        <translation>El sistema se negó a leer o escribir el archivo (error {code}).</translation>
    </message>
</context>
<context>
    <name>dark_tales.cardtext</name>
    <message>
        <source>Draw a card.</source>
        <translation>Roba una carta.</translation>
    </message>
    <message>
        <source>Take one %1 from the supply.</source>
        <translation>Toma de la reserva: %1.</translation>
    </message>
    <message>
        <source>Take one item of your choice: %1.</source>
        <translation>Toma un objeto a tu elección: %1.</translation>
    </message>
    <message>
        <source>+%1 VP.</source>
        <translation>+%1 PV.</translation>
    </message>
    <message>
        <source>+%1 VP for each %2 in play.</source>
        <translation>+%1 PV por cada carta %2 en juego.</translation>
    </message>
    <message>
        <source>Discard a %1 in play: +%2 VP.</source>
        <translation>Descarta una carta %1 en juego: +%2 PV.</translation>
    </message>
    <message>
        <source>Take a %1 in play into your hand.</source>
        <translation>Toma en tu mano una carta %1 en juego.</translation>
    </message>
    <message>
        <source>Reveal the top card of the deck; if it is a %1, you may play it at once.</source>
        <translation>Revela la carta superior del mazo; si es una carta %1, puedes jugarla de inmediato.</translation>
    </message>
    <message>
        <source>Every player reveals their hand: +%1 VP for each %2 revealed.</source>
        <translation>Todos revelan su mano: +%1 PV por cada carta %2 revelada.</translation>
    </message>
    <message>
        <source>Replaces the Day or Night card in play.</source>
        <translation>Sustituye la carta de Día o Noche en juego.</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile into your hand.</source>
        <translation>Toma en tu mano la carta superior de la pila de descarte.</translation>
    </message>
    <message>
        <source>You may: %1</source>
        <translation>Puedes: %1</translation>
    </message>
    <message>
        <source>By day: %1</source>
        <translation>De día: %1</translation>
    </message>
    <message>
        <source>By night: %1</source>
        <translation>De noche: %1</translation>
    </message>
    <message>
        <source>At the start of your turn: %1</source>
        <translation>Al comienzo de tu turno: %1</translation>
    </message>
    <message>
        <source>While it is in front of you, you cannot draw cards.</source>
        <translation>Mientras esté frente a ti, ya no puedes robar cartas.</translation>
    </message>
    <message>
        <source>Never counted when points are added up.</source>
        <translation>No se considera en juego cuando se suman puntos.</translation>
    </message>
    <message>
        <source>Stays in front of you.</source>
        <translation>Se queda frente a ti.</translation>
    </message>
    <message>
        <source>Goes to the common area.</source>
        <translation>Va al área común.</translation>
    </message>
    <message>
        <source>Goes to the discard pile after its text.</source>
        <translation>Va a la pila de descarte después de su texto.</translation>
    </message>
    <message>
        <source>(?)</source>
        <translation>(?)</translation>
    </message>
    <message>
        <source>Unverified value: reconstructed from reviews and examples, not read on a printed card.</source>
        <translation>Valor sin verificar: reconstruido a partir de reseñas y ejemplos, no leído en una carta impresa.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Each pair %1 + %2: %3 VP.</source>
        <translation>Cada pareja %1 + %2: %3 PV.</translation>
    </message>
    <message>
        <source>Each unpaired %1: %2 VP.</source>
        <translation>Cada %1 sin pareja: %2 PV.</translation>
    </message>
    <message>
        <source>Each %1: %2 VP.</source>
        <translation>Cada %1: %2 PV.</translation>
    </message>
    <message>
        <source>Most %1: %2 VP; second: %3 VP.</source>
        <translation>Más %1: %2 PV; segundo puesto: %3 PV.</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>configuración</translation>
    </message>
</context>
<context>
    <name>dark_tales.lab</name>
    <message>
        <source>end of the tale</source>
        <translation>fin del cuento</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>límite de turnos</translation>
    </message>
    <message>
        <source>tie on VP</source>
        <translation>empate en PV</translation>
    </message>
    <message>
        <source>broken by items + cards in hand</source>
        <translation>desempate por objetos + cartas en mano</translation>
    </message>
    <message>
        <source>shared victory</source>
        <translation>victoria compartida</translation>
    </message>
</context>
<context>
    <name>dark_tales.messages</name>
    <message>
        <source>Dark Tales</source>
        <translation>Dark Tales</translation>
    </message>
    <message>
        <source>{seat} began turn {turn} and drew a card.</source>
        <translation>{seat} empezó el turno {turn} y robó una carta.</translation>
    </message>
    <message>
        <source>{seat} began turn {turn}; the Witch forbade drawing.</source>
        <translation>{seat} empezó el turno {turn}; la Bruja le impidió robar.</translation>
    </message>
    <message>
        <source>{seat} began turn {turn}; the deck was empty.</source>
        <translation>{seat} empezó el turno {turn}; el mazo estaba vacío.</translation>
    </message>
    <message>
        <source>{seat} drew {cards}.</source>
        <translation>{seat} robó: {cards}.</translation>
    </message>
    <message>
        <source>{seat} played {card} in front of them: {vp} VP.</source>
        <translation>{seat} jugó {card} frente a sí: {vp} PV.</translation>
    </message>
    <message>
        <source>{seat} played {card} into the common area: {vp} VP.</source>
        <translation>{seat} jugó {card} en el área común: {vp} PV.</translation>
    </message>
    <message>
        <source>{seat} played {card}: {vp} VP; then it went to the discard pile.</source>
        <translation>{seat} jugó {card}: {vp} PV; después fue a la pila de descarte.</translation>
    </message>
    <message>
        <source>{seat} gained {amount} VP ({source}).</source>
        <translation>{seat} ganó {amount} PV ({source}).</translation>
    </message>
    <message>
        <source>{seat} took one {item} from the supply.</source>
        <translation>{seat} tomó de la reserva: {item}.</translation>
    </message>
    <message>
        <source>No {item} was left in the supply for {seat}.</source>
        <translation>No quedaba {item} en la reserva para {seat}.</translation>
    </message>
    <message>
        <source>The Witch stopped {seat} from drawing ({source}).</source>
        <translation>La Bruja impidió robar a {seat} ({source}).</translation>
    </message>
    <message>
        <source>{seat} took {card} from the discard pile into their hand.</source>
        <translation>{seat} tomó {card} de la pila de descarte para su mano.</translation>
    </message>
    <message>
        <source>{seat} discarded {card} {from_owner}.</source>
        <translation>{seat} descartó {card} {from_owner}.</translation>
    </message>
    <message>
        <source>{seat} discarded {card} from the common area.</source>
        <translation>{seat} descartó {card} del área común.</translation>
    </message>
    <message>
        <source>{seat} took {card} {from_owner} into their hand.</source>
        <translation>{seat} tomó {card} {from_owner} para su mano.</translation>
    </message>
    <message>
        <source>{seat} took {card} from the common area into their hand.</source>
        <translation>{seat} tomó {card} del área común para su mano.</translation>
    </message>
    <message>
        <source>{seat} revealed the top card of the deck: {card}.</source>
        <translation>{seat} reveló la carta superior del mazo: {card}.</translation>
    </message>
    <message>
        <source>{card} went back on top of the deck, known to everyone.</source>
        <translation>{card} volvió encima del mazo, a la vista de todos.</translation>
    </message>
    <message>
        <source>It became {phase}: {old} went to the discard pile.</source>
        <translation>Pasó a ser {phase}: {old} fue a la pila de descarte.</translation>
    </message>
    <message>
        <source>{seat} drew {count_cards}.</source>
        <translation>{seat} robó {count_cards}.</translation>
    </message>
    <message>
        <source>{seat} paid {cost} to use an item line.</source>
        <translation>{seat} pagó {cost} para usar una línea de objetos.</translation>
    </message>
    <message>
        <source>{seat} chose not to use an optional effect ({source}).</source>
        <translation>{seat} prefirió no usar un efecto opcional ({source}).</translation>
    </message>
    <message>
        <source>{seat} made every player reveal their hand, their own included ({hands}). Places: {count}.</source>
        <translation>{seat} hizo que todos los jugadores revelaran su mano, incluida la suya ({hands}). Lugares: {count}.</translation>
    </message>
    <message>
        <source>It stays {phase}: the earlier {old} card went to the discard pile.</source>
        <translation>Sigue siendo {phase}: la carta {old} anterior fue a la pila de descarte.</translation>
    </message>
    <message>
        <source>{seat} looked at {top_cards}.</source>
        <translation>{seat} miró {top_cards}.</translation>
    </message>
    <message>
        <source>{seat} looked at {cards}.</source>
        <translation>{seat} miró: {cards}.</translation>
    </message>
    <message>
        <source>{seat} took one of them into their hand.</source>
        <translation>{seat} agregó una de ellas a su mano.</translation>
    </message>
    <message>
        <source>{source}: nothing to target, the step was skipped.</source>
        <translation>{source}: no había objetivo, se omitió el paso.</translation>
    </message>
    <message>
        <source>{source}: the deck was empty, nothing was drawn.</source>
        <translation>{source}: el mazo estaba vacío, no se robó nada.</translation>
    </message>
    <message>
        <source>{source}: the discard pile was empty.</source>
        <translation>{source}: la pila de descarte estaba vacía.</translation>
    </message>
    <message>
        <source>{source}: the supply had none left.</source>
        <translation>{source}: no quedaba ninguno en la reserva.</translation>
    </message>
    <message>
        <source>{seat} had no card to play and passed.</source>
        <translation>{seat} no tenía cartas para jugar y pasó.</translation>
    </message>
    <message>
        <source>{seat} would have started a turn with no cards and the deck was empty: the tale is over.</source>
        <translation>{seat} habría empezado su turno sin cartas y el mazo estaba vacío: el cuento ha terminado.</translation>
    </message>
    <message>
        <source>The turn limit was reached: the tale is over.</source>
        <translation>Se alcanzó el límite de turnos: el cuento ha terminado.</translation>
    </message>
    <message>
        <source>No one could play any more, so the tale jumped to the turn limit ({turns} turns), skipping {skipped_turns}: {vp_gained}.</source>
        <translation>Nadie podía jugar más, así que el cuento saltó al límite de turnos ({turns} turnos), saltándose {skipped_turns}: {vp_gained}.</translation>
    </message>
    <message>
        <source>No one could play any more, so the tale jumped to the turn limit ({turns} turns), skipping {skipped_turns}; no one gained VP in them.</source>
        <translation>Nadie podía jugar más, así que el cuento saltó al límite de turnos ({turns} turnos), saltándose {skipped_turns}; nadie ganó PV en ellos.</translation>
    </message>
    <message>
        <source>{seat} gained {amount} VP ({source})</source>
        <translation>{seat} ganó {amount} PV ({source})</translation>
    </message>
    <message>
        <source>You began turn {turn}; the Witch forbade drawing.</source>
        <translation>Empezaste el turno {turn}; la Bruja te impidió robar.</translation>
    </message>
    <message>
        <source>You began turn {turn}; the deck was empty.</source>
        <translation>Empezaste el turno {turn}; el mazo estaba vacío.</translation>
    </message>
    <message>
        <source>You drew {cards}.</source>
        <translation>Robaste: {cards}.</translation>
    </message>
    <message>
        <source>You drew {count_cards}.</source>
        <translation>Robaste {count_cards}.</translation>
    </message>
    <message>
        <source>You played {card} in front of you: {vp} VP.</source>
        <translation>Jugaste {card} frente a ti: {vp} PV.</translation>
    </message>
    <message>
        <source>You played {card} into the common area: {vp} VP.</source>
        <translation>Jugaste {card} en el área común: {vp} PV.</translation>
    </message>
    <message>
        <source>You played {card}: {vp} VP; then it went to the discard pile.</source>
        <translation>Jugaste {card}: {vp} PV; después fue a la pila de descarte.</translation>
    </message>
    <message>
        <source>You gained {amount} VP ({source}).</source>
        <translation>Ganaste {amount} PV ({source}).</translation>
    </message>
    <message>
        <source>You took one {item} from the supply.</source>
        <translation>Tomaste de la reserva: {item}.</translation>
    </message>
    <message>
        <source>No {item} was left in the supply for you.</source>
        <translation>No quedaba {item} en la reserva para ti.</translation>
    </message>
    <message>
        <source>The Witch stopped you from drawing ({source}).</source>
        <translation>La Bruja te impidió robar ({source}).</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile into your hand.</source>
        <translation>Tomaste {card} de la pila de descarte para tu mano.</translation>
    </message>
    <message>
        <source>You discarded {card} {from_owner}.</source>
        <translation>Descartaste {card} {from_owner}.</translation>
    </message>
    <message>
        <source>You discarded {card} from the common area.</source>
        <translation>Descartaste {card} del área común.</translation>
    </message>
    <message>
        <source>You took {card} {from_owner} into your hand.</source>
        <translation>Tomaste {card} {from_owner} para tu mano.</translation>
    </message>
    <message>
        <source>You took {card} from the common area into your hand.</source>
        <translation>Tomaste {card} del área común para tu mano.</translation>
    </message>
    <message>
        <source>You revealed the top card of the deck: {card}.</source>
        <translation>Revelaste la carta superior del mazo: {card}.</translation>
    </message>
    <message>
        <source>You paid {cost} to use an item line.</source>
        <translation>Pagaste {cost} para usar una línea de objetos.</translation>
    </message>
    <message>
        <source>{seat} took that card into their hand.</source>
        <translation>{seat} agregó esa carta a su mano.</translation>
    </message>
    <message>
        <source>{source}: the deck was empty, there was no card to reveal.</source>
        <translation>{source}: el mazo estaba vacío, no había ninguna carta para revelar.</translation>
    </message>
    <message>
        <source>{source}: the deck was empty, there was no card to look at.</source>
        <translation>{source}: el mazo estaba vacío, no había ninguna carta para mirar.</translation>
    </message>
    <message>
        <source>you gained {amount} VP ({source})</source>
        <translation>ganaste {amount} PV ({source})</translation>
    </message>
    <message>
        <source>You began turn {turn}.</source>
        <translation>Empezaste el turno {turn}.</translation>
    </message>
    <message>
        <source>You chose not to use an optional effect ({source}).</source>
        <translation>Preferiste no usar un efecto opcional ({source}).</translation>
    </message>
    <message>
        <source>You made every player reveal their hand, yours included ({hands}). Places: {count}.</source>
        <translation>Hiciste que todos los jugadores revelaran su mano, incluida la tuya ({hands}). Lugares: {count}.</translation>
    </message>
    <message>
        <source>You looked at {top_cards}.</source>
        <translation>Miraste {top_cards}.</translation>
    </message>
    <message>
        <source>You looked at {cards}.</source>
        <translation>Miraste: {cards}.</translation>
    </message>
    <message>
        <source>You took one of them into your hand.</source>
        <translation>Agregaste una de ellas a tu mano.</translation>
    </message>
    <message>
        <source>You took that card into your hand.</source>
        <translation>Agregaste esa carta a tu mano.</translation>
    </message>
    <message>
        <source>You had no card to play and passed.</source>
        <translation>No tenías cartas para jugar y pasaste.</translation>
    </message>
    <message>
        <source>You would have started a turn with no cards and the deck was empty: the tale is over.</source>
        <translation>Habrías empezado tu turno sin cartas y el mazo estaba vacío: el cuento ha terminado.</translation>
    </message>
    <message>
        <source>from {owner}&apos;s cards</source>
        <translation>de las cartas de {owner}</translation>
    </message>
    <message>
        <source>from your cards</source>
        <translation>de tus cartas</translation>
    </message>
    <message>
        <source>from their own cards</source>
        <translation>de sus propias cartas</translation>
    </message>
    <message>
        <source>{seat}, play a card from your hand (or first use an item line).</source>
        <translation>{seat}, juega una carta de tu mano (o antes usa una línea de objetos).</translation>
    </message>
    <message>
        <source>{seat}, play a card from your hand.</source>
        <translation>{seat}, juega una carta de tu mano.</translation>
    </message>
    <message>
        <source>{seat}, use an item line or pass.</source>
        <translation>{seat}, usa una línea de objetos o pasa.</translation>
    </message>
    <message>
        <source>{seat}, you have no card to play: pass.</source>
        <translation>{seat}, no tienes carta para jugar: pasa.</translation>
    </message>
    <message>
        <source>{seat}, {source}: choose the {filter} to {op}.</source>
        <translation>{seat}, {source}: elige la carta {filter} para {op}.</translation>
    </message>
    <message>
        <source>{seat}, {source}: choose an item from the supply.</source>
        <translation>{seat}, {source}: elige un objeto de la reserva.</translation>
    </message>
    <message>
        <source>{seat}, the Wizard revealed {card}: play it now?</source>
        <translation>{seat}, el Mago reveló {card}: ¿jugarla ahora?</translation>
    </message>
    <message>
        <source>{seat}, {source}: do you want to {op} a {filter}?</source>
        <translation>{seat}, {source}: ¿quieres {op} una carta {filter}?</translation>
    </message>
    <message>
        <source>{seat}, {source}: choose the card to take into your hand.</source>
        <translation>{seat}, {source}: elige la carta que agregas a tu mano.</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>take into your hand</source>
        <translation>tomar en tu mano</translation>
    </message>
    <message>
        <source>Use {line}</source>
        <translation>Usar {line}</translation>
    </message>
    <message>
        <source>{card} (during play)</source>
        <translation>{card} (durante la partida)</translation>
    </message>
    <message>
        <source>Item line: {line}</source>
        <translation>Línea de objetos: {line}</translation>
    </message>
    <message>
        <source>VP written in the starting position</source>
        <translation>PV anotados en la posición inicial</translation>
    </message>
    <message>
        <source>{setting}: pairs {a} + {b}: {pairs} × {vp_each} VP ({a}: {count_a}, {b}: {count_b})</source>
        <translation>{setting}: parejas {a} + {b}: {pairs} × {vp_each} PV ({a}: {count_a}, {b}: {count_b})</translation>
    </message>
    <message>
        <source>{setting}: {items}: {count} × {vp_each} VP</source>
        <translation>{setting}: {items}: {count} × {vp_each} PV</translation>
    </message>
    <message>
        <source>{setting}: unpaired {items}: {count} × {vp_each} VP</source>
        <translation>{setting}: {items} sin pareja: {count} × {vp_each} PV</translation>
    </message>
    <message>
        <source>{setting}: {metric} = {value}, place {place}</source>
        <translation>{setting}: {metric} = {value}, {place}.º puesto</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Macho</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Hembra</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Villano</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Gold coin</source>
        <translation>Moneda de oro</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Espada</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Magic wand</source>
        <translation>Varita mágica</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>cartas en la mano</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>Princess</source>
        <translation>Princesa</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Dragón</translation>
    </message>
    <message>
        <source>Ogre</source>
        <translation>Ogro</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Mago</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Encantamiento</translation>
    </message>
    <message>
        <source>Old Sage</source>
        <translation>Viejo Sabio</translation>
    </message>
    <message>
        <source>Gypsy</source>
        <translation>Gitana</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruja</translation>
    </message>
    <message>
        <source>Secret Helper</source>
        <translation>Ayudante Secreta</translation>
    </message>
    <message>
        <source>Dark Lord</source>
        <translation>Señor Oscuro</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Mercader</translation>
    </message>
    <message>
        <source>Cursed Castle</source>
        <translation>Castillo Maldito</translation>
    </message>
    <message>
        <source>Young Hero</source>
        <translation>Joven Héroe</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Fairy</source>
        <translation>Hada</translation>
    </message>
    <message>
        <source>Hidden Cave</source>
        <translation>Gruta Oculta</translation>
    </message>
    <message>
        <source>Enchanted Forest</source>
        <translation>Bosque Encantado</translation>
    </message>
    <message>
        <source>Creature of the Night</source>
        <translation>Criatura de la Noche</translation>
    </message>
    <message>
        <source>The Battle of the Forgotten Lands</source>
        <translation>La batalla de los páramos olvidados</translation>
    </message>
    <message>
        <source>Sorcery at Dusk</source>
        <translation>Hechicería al anochecer</translation>
    </message>
    <message>
        <source>The Knights&apos; Trial</source>
        <translation>La prueba de los caballeros</translation>
    </message>
    <message>
        <source>The Iron Army</source>
        <translation>El ejército de hierro</translation>
    </message>
    <message>
        <source>The Dragon&apos;s Treasure</source>
        <translation>El tesoro del dragón</translation>
    </message>
    <message>
        <source>His Majesty&apos;s Forge</source>
        <translation>La Forja de Su Majestad</translation>
    </message>
    <message>
        <source>A1</source>
        <translation>A1</translation>
    </message>
    <message>
        <source>A2</source>
        <translation>A2</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>B1</source>
        <translation>B1</translation>
    </message>
    <message>
        <source>B2</source>
        <translation>B2</translation>
    </message>
    <message>
        <source>B3</source>
        <translation>B3</translation>
    </message>
    <message>
        <source>{a} and {b}</source>
        <translation>{a} y {b}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>una carta boca abajo</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>Setting card A</source>
        <translation>Carta de configuración A</translation>
    </message>
    <message>
        <source>The A card says what the items do during play. Drawn at random unless you pick one.</source>
        <translation>La carta A dice qué hacen los objetos durante la partida. Se roba al azar salvo que elijas una.</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>A1 – The Battle of the Forgotten Lands</source>
        <translation>A1 – La batalla de los páramos olvidados</translation>
    </message>
    <message>
        <source>A2 – Sorcery at Dusk</source>
        <translation>A2 – Hechicería al anochecer</translation>
    </message>
    <message>
        <source>A3 – The Knights&apos; Trial</source>
        <translation>A3 – La prueba de los caballeros</translation>
    </message>
    <message>
        <source>Setting card B</source>
        <translation>Carta de configuración B</translation>
    </message>
    <message>
        <source>The B card adds points at the end of the game. Drawn at random unless you pick one.</source>
        <translation>La carta B da puntos al final de la partida. Se roba al azar salvo que elijas una.</translation>
    </message>
    <message>
        <source>B1 – The Iron Army</source>
        <translation>B1 – El ejército de hierro</translation>
    </message>
    <message>
        <source>B2 – The Dragon&apos;s Treasure</source>
        <translation>B2 – El tesoro del dragón</translation>
    </message>
    <message>
        <source>B3 – His Majesty&apos;s Forge</source>
        <translation>B3 – La Forja de Su Majestad</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>Who takes the first turn (drawn at random by default).</source>
        <translation>Quién juega el primer turno (al azar, por defecto).</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>Open scores</source>
        <translation>Puntos a la vista</translation>
    </message>
    <message>
        <source>Everyone sees every player&apos;s VP total during play (normally each VP pile is secret).</source>
        <translation>Todos ven el total de PV de cada jugador durante la partida (normalmente cada pila de PV es secreta).</translation>
    </message>
    <message>
        <source>Witch with an empty hand</source>
        <translation>Bruja con la mano vacía</translation>
    </message>
    <message>
        <source>What happens when the Witch&apos;s owner has no cards while the deck still has some.</source>
        <translation>Qué pasa cuando quien tiene la Bruja se queda sin cartas y al mazo aún le quedan.</translation>
    </message>
    <message>
        <source>They pass their turn</source>
        <translation>Pasa el turno</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partida termina</translation>
    </message>
    <message>
        <source>The Witch blocks taking from the discard pile</source>
        <translation>La Bruja impide tomar del descarte</translation>
    </message>
    <message>
        <source>Under the Witch, the Armour line of A1 (take the top discard) is blocked too.</source>
        <translation>Con la Bruja, la línea de la Armadura de A1 (tomar la carta superior del descarte) también queda bloqueada.</translation>
    </message>
    <message>
        <source>Ties in B rankings</source>
        <translation>Empates en las clasificaciones de B</translation>
    </message>
    <message>
        <source>How tied players share a ranking award of the B card.</source>
        <translation>Cómo se reparten un premio de clasificación de la carta B los jugadores empatados.</translation>
    </message>
    <message>
        <source>Each gets the full award; the next place is skipped</source>
        <translation>Cada uno gana el premio entero; se salta el puesto siguiente</translation>
    </message>
    <message>
        <source>Each gets the full award; the next place is not skipped</source>
        <translation>Cada uno gana el premio entero; no se salta el puesto siguiente</translation>
    </message>
    <message>
        <source>The awards are split, rounded down</source>
        <translation>Los premios se reparten, redondeando hacia abajo</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Límite de turnos</translation>
    </message>
    <message>
        <source>A house rule: the game ends normally after this many turns.</source>
        <translation>Regla de la casa: la partida termina normalmente tras este número de turnos.</translation>
    </message>
    <message>
        <source>Skip forced passes</source>
        <translation>Saltar los pases forzados</translation>
    </message>
    <message>
        <source>When no one can ever play again (every player has the Witch and no cards), go straight to the turn limit with the same scores.</source>
        <translation>Cuando nadie puede volver a jugar (todos tienen la Bruja y ninguna carta), ir directamente al límite de turnos con los mismos puntos.</translation>
    </message>
</context>
<context>
    <name>dark_tales.reference</name>
    <message>
        <source>Dark Tales – card reference</source>
        <translation>Dark Tales – referencia de cartas</translation>
    </message>
    <message>
        <source>Setting cards</source>
        <translation>Cartas de configuración</translation>
    </message>
    <message>
        <source>Cards (48)</source>
        <translation>Cartas (48)</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
</context>
<context>
    <name>dark_tales.scores</name>
    <message>
        <source>no award</source>
        <translation>sin premio</translation>
    </message>
    <message>
        <source>award %1 VP</source>
        <translation>premio de %1 PV</translation>
    </message>
    <message>
        <source>A tie: tied on VP and on items + cards in hand (%1), so the victory is shared.</source>
        <translation>Empate: empatados en PV y en objetos + cartas en la mano (%1), así que la victoria se comparte.</translation>
    </message>
    <message>
        <source>A tie on VP, broken by the tie-break (most items + cards in hand: %1).</source>
        <translation>Empate en PV, deshecho por el desempate (más objetos + cartas en la mano: %1).</translation>
    </message>
    <message>
        <source>%1 + %2: %3 × %4 VP</source>
        <translation>%1 + %2: %3 × %4 PV</translation>
    </message>
    <message>
        <source>unpaired %1</source>
        <translation>%1 sin pareja</translation>
    </message>
    <message>
        <source>%1: %2 × %3 VP</source>
        <translation>%1: %2 × %3 PV</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>puesto %1</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>Item line: %1</source>
        <translation>Línea de objetos: %1</translation>
    </message>
    <message>
        <source>during play</source>
        <translation>durante la partida</translation>
    </message>
    <message>
        <source>starting position</source>
        <translation>posición inicial</translation>
    </message>
    <message>
        <source>The game ended at the turn limit.</source>
        <translation>La partida terminó en el límite de turnos.</translation>
    </message>
    <message>
        <source>Most VP: %1 (%2).</source>
        <translation>Más PV: %1 (%2).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>VP from play</source>
        <translation>PV durante la partida</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Items + hand</source>
        <translation>Objetos + mano</translation>
    </message>
    <message>
        <source>Where the VP come from</source>
        <translation>De dónde vienen los PV</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Premio</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>the place in a ranking of the setting card</source>
        <translation>el puesto en una clasificación de la carta de configuración</translation>
    </message>
</context>
<context>
    <name>dark_tales.table</name>
    <message>
        <source>Also known to: %1</source>
        <translation>También la conocen: %1</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Una carta boca abajo</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 VP</source>
        <translation>%1 · %2 · %3 PV</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>hand: %1</source>
        <translation>mano: %1</translation>
    </message>
    <message>
        <source>cannot draw (Witch)</source>
        <translation>no roba (Bruja)</translation>
    </message>
    <message>
        <source>In %1&apos;s hand</source>
        <translation>En la mano de %1</translation>
    </message>
    <message>
        <source>In front of %1</source>
        <translation>Delante de %1</translation>
    </message>
    <message>
        <source>known</source>
        <translation>conocida</translation>
    </message>
    <message>
        <source>Setting cards</source>
        <translation>Cartas de configuración</translation>
    </message>
    <message>
        <source>Setting card</source>
        <translation>Carta de configuración</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Ahora: %1</translation>
    </message>
    <message>
        <source>Item lines (card A)</source>
        <translation>Líneas de objetos (carta A)</translation>
    </message>
    <message>
        <source>can be used</source>
        <translation>se puede usar</translation>
    </message>
    <message>
        <source>Common area</source>
        <translation>Área común</translation>
    </message>
    <message>
        <source>In the common area</source>
        <translation>En el área común</translation>
    </message>
    <message>
        <source>Deck and discard pile</source>
        <translation>Mazo y pila de descarte</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>top of the deck</source>
        <translation>encima del mazo</translation>
    </message>
    <message>
        <source>#%1 from the top</source>
        <translation>%1.ª desde arriba</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <source>Being played now: its effect is being resolved</source>
        <translation>Jugándose ahora: su efecto se está resolviendo</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Reveladas</translation>
    </message>
    <message>
        <source>On top of the deck, face up for who saw it</source>
        <translation>Encima del mazo, visible para quien la vio</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>%1: %2 in the supply</source>
        <translation>%1: %2 en la reserva</translation>
    </message>
    <message>
        <source>Items and VP</source>
        <translation>Objetos y PV</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Mano de %1</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>En tu mano</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>conocida</translation>
    </message>
</context>
<context>
    <name>dark_tales_counts</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Roba %n carta.</numerusform>
            <numerusform>Roba %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck and take one into your hand.</source>
        <translation>
            <numerusform>Mira %n carta superior del mazo y agrégala a tu mano.</numerusform>
            <numerusform>Mira las %n cartas superiores del mazo y agrega una a tu mano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top %n card(s) of the deck</source>
        <translation>
            <numerusform>la carta superior del mazo</numerusform>
            <numerusform>las %n cartas superiores del mazo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turno</numerusform>
            <numerusform>%n turnos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>file_counts</name>
    <message numerus="yes">
        <source>This game was played with card data different from this computer&apos;s (%n value(s) differ); it goes on with the data it was saved with.</source>
        <translation>
            <numerusform>Esta partida se jugó con datos de las cartas distintos de los de este ordenador (%n valor difiere); continúa con los datos con los que se guardó.</numerusform>
            <numerusform>Esta partida se jugó con datos de las cartas distintos de los de este ordenador (%n valores difieren); continúa con los datos con los que se guardó.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lab_counts</name>
    <message numerus="yes">
        <source>{backend} backend, %n worker process(es); {seconds} s, {rate}.</source>
        <translation>
            <numerusform>ejecución {backend}, %n proceso en paralelo; {seconds} s, {rate}.</numerusform>
            <numerusform>ejecución {backend}, %n procesos en paralelo; {seconds} s, {rate}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>other_card_data</name>
    <message numerus="yes">
        <source>{file} was played with card data different from this computer&apos;s (%n value(s) differ).</source>
        <translation>
            <numerusform>{file} se jugó con datos de las cartas distintos de los de este ordenador (%n valor difiere).</numerusform>
            <numerusform>{file} se jugó con datos de las cartas distintos de los de este ordenador (%n valores difieren).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quissama.lab</name>
    <message>
        <source>winning character</source>
        <extracomment>decisions offered as instruction-bar buttons (not about an item on the table)</extracomment>
        <translation>personaje ganador</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>fin de la partida</translation>
    </message>
    <message>
        <source>objective reached</source>
        <translation>objetivo cumplido</translation>
    </message>
    <message>
        <source>round limit</source>
        <translation>límite de rondas</translation>
    </message>
</context>
<context>
    <name>quissama.messages</name>
    <message>
        <source>{seat}&apos;s turn {turn} began.</source>
        <translation>Empezó el turno {turn} de {seat}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s turn ended.</source>
        <translation>El turno de {seat} terminó.</translation>
    </message>
    <message>
        <source>{seat} opened the {business}.</source>
        <translation>{seat} abrió el {business}.</translation>
    </message>
    <message>
        <source>{seat} acquired the {business}.</source>
        <translation>{seat} adquirió el {business}.</translation>
    </message>
    <message>
        <source>{seat} employed a capoeira in the {business}.</source>
        <translation>{seat} empleó a una capoeira en el {business}.</translation>
    </message>
    <message>
        <source>The {business} was full: {seat} took its coin token.</source>
        <translation>El {business} quedó completo: {seat} tomó su ficha de moneda.</translation>
    </message>
    <message>
        <source>{seat} used the coin token of the {business} (+{value}).</source>
        <translation>{seat} usó la ficha de moneda del {business} (+{value}).</translation>
    </message>
    <message>
        <source>{seat} paid {cards}.</source>
        <translation>{seat} pagó con {cards}.</translation>
    </message>
    <message>
        <source>{seat} freed a capoeira from the Senzala onto {square}.</source>
        <translation>{seat} liberó a una capoeira de la Senzala en la {square}.</translation>
    </message>
    <message>
        <source>{seat} freed a capoeira onto {square} with the Princesa.</source>
        <translation>{seat} liberó a una capoeira en la {square} con la Princesa.</translation>
    </message>
    <message>
        <source>{seat} recruited a Guaiamum from {square} into the Cabeça de Porco.</source>
        <translation>{seat} reclutó a un Guaiamum de la {square} para la Cabeça de Porco.</translation>
    </message>
    <message>
        <source>{seat} attacked {target}: a capoeira went back to the Senzala.</source>
        <translation>{seat} atacó {target}: una capoeira volvió a la Senzala.</translation>
    </message>
    <message>
        <source>{seat} placed a minister in the Ministry.</source>
        <translation>{seat} colocó a un ministro en el Ministerio.</translation>
    </message>
    <message>
        <source>{seat}&apos;s minister was pushed out of the Ministry.</source>
        <translation>El ministro de {seat} fue expulsado del Ministerio.</translation>
    </message>
    <message>
        <source>{seat} placed an influence meeple on {character}.</source>
        <translation>{seat} colocó un meeple de influencia sobre {character}.</translation>
    </message>
    <message>
        <source>{seat} conquered {character}.</source>
        <translation>{seat} conquistó a {character}.</translation>
    </message>
    <message>
        <source>{seat} conquered {character} from {from}.</source>
        <translation>{seat} le conquistó {character} a {from}.</translation>
    </message>
    <message>
        <source>{seat} removed {from}&apos;s meeple from {character}.</source>
        <translation>{seat} quitó el meeple de {from} de {character}.</translation>
    </message>
    <message>
        <source>{seat} used the Imperador to take {target} from {from}.</source>
        <translation>{seat} usó al Emperador para quitarle {target} a {from}.</translation>
    </message>
    <message>
        <source>{seat} took the cards under Quissama into hand: {cards}.</source>
        <translation>{seat} tomó en la mano las cartas bajo Quissama: {cards}.</translation>
    </message>
    <message>
        <source>{seat} used Woodruff to look at {target}&apos;s hand.</source>
        <translation>{seat} usó a Woodruff para mirar la mano de {target}.</translation>
    </message>
    <message>
        <source>{seat} saw {target}&apos;s hand: {cards}.</source>
        <translation>{seat} vio la mano de {target}: {cards}.</translation>
    </message>
    <message>
        <source>{seat} stole a card from {from}.</source>
        <translation>{seat} le robó una carta a {from}.</translation>
    </message>
    <message>
        <source>{seat} swapped a card with {target}.</source>
        <translation>{seat} intercambió una carta con {target}.</translation>
    </message>
    <message>
        <source>{seat} swapped no card with {target}.</source>
        <translation>{seat} no intercambió ninguna carta con {target}.</translation>
    </message>
    <message>
        <source>Three identical cards: the Market was renewed with {cards}.</source>
        <translation>Tres cartas iguales: el Mercado se renovó con {cards}.</translation>
    </message>
    <message>
        <source>{seat} ended the turn.</source>
        <translation>{seat} terminó el turno.</translation>
    </message>
    <message>
        <source>{seat} drew {cards}.</source>
        <translation>{seat} robó: {cards}.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new deck of {cards} cards.</source>
        <translation>El descarte se barajó en un nuevo mazo de {cards} cartas.</translation>
    </message>
    <message>
        <source>{rounds} rounds were played without a winner: the game ended in a draw.</source>
        <translation>Se jugaron {rounds} rondas sin ganador: la partida terminó en empate.</translation>
    </message>
    <message>
        <source>{seat} won with {character}!</source>
        <translation>¡{seat} ganó con {character}!</translation>
    </message>
    <message>
        <source>{seat} played a Scandal: {victim}&apos;s minister in space {slot} went home.</source>
        <translation>{seat} jugó un Escándalo: el ministro de {victim} en el espacio {slot} volvió a casa.</translation>
    </message>
    <message>
        <source>{seat} played the Blessing of Peito ({location}): a capoeira went back to the Senzala.</source>
        <translation>{seat} jugó la Bendición de Peito ({location}): una capoeira volvió a la Senzala.</translation>
    </message>
    <message>
        <source>{seat} played an Escape: a capoeira left the Senzala for {square}.</source>
        <translation>{seat} jugó una Fuga: una capoeira salió de la Senzala hacia la {square}.</translation>
    </message>
    <message>
        <source>{seat} played the Cabeça de Porco card: a Guaiamum moved from {square} into the Cabeça de Porco.</source>
        <translation>{seat} jugó la carta Cabeça de Porco: un Guaiamum pasó de la {square} a la Cabeça de Porco.</translation>
    </message>
    <message>
        <source>{seat} played the Cabeça de Porco card: a Guaiamum moved from the Cabeça de Porco to {square}.</source>
        <translation>{seat} jugó la carta Cabeça de Porco: un Guaiamum pasó de la Cabeça de Porco a la {square}.</translation>
    </message>
    <message>
        <source>{seat} played the Burguesia on {character}.</source>
        <translation>{seat} jugó la Burguesía sobre {character}.</translation>
    </message>
    <message>
        <source>{seat} played the Imperial Family on {character}.</source>
        <translation>{seat} jugó la Familia Imperial sobre {character}.</translation>
    </message>
    <message>
        <source>{seat} played the Malta to remove a meeple from the Alemão.</source>
        <translation>{seat} jugó la Malta para quitar un meeple del Alemão.</translation>
    </message>
    <message>
        <source>{seat} played the Malta on Quissama.</source>
        <translation>{seat} jugó la Malta sobre Quissama.</translation>
    </message>
    <message>
        <source>{seat} played the Necklace.</source>
        <translation>{seat} jugó el Collar.</translation>
    </message>
    <message>
        <source>{seat}, choose the business you open for free.</source>
        <translation>{seat}, elige el comercio que abres gratis.</translation>
    </message>
    <message>
        <source>{seat}, click a place on the board, a character, a card or the Market, or end the turn.</source>
        <translation>{seat}, haz clic en un lugar del tablero, un personaje, una carta o el Mercado, o termina el turno.</translation>
    </message>
    <message>
        <source>{seat}, click one of the lit move buttons under the board (Esc: start over).</source>
        <translation>{seat}, haz clic en uno de los botones de acción encendidos bajo el tablero (Esc: empezar de nuevo).</translation>
    </message>
    <message>
        <source>{seat}, now click where it goes: the highlighted places (Esc: start over).</source>
        <translation>{seat}, ahora haz clic en el destino: los lugares resaltados (Esc: empezar de nuevo).</translation>
    </message>
    <message>
        <source>{seat}, click the card of your hand you give in exchange (Esc: start over).</source>
        <translation>{seat}, haz clic en la carta de tu mano que das a cambio (Esc: empezar de nuevo).</translation>
    </message>
    <message>
        <source>{seat}, click the card you take in exchange (Esc: start over).</source>
        <translation>{seat}, haz clic en la carta que tomas a cambio (Esc: empezar de nuevo).</translation>
    </message>
    <message>
        <source>{seat}, several sets of cards can pay: click the highlighted cards in your hand to pay with (Esc: start over).</source>
        <translation>{seat}, hay varias formas de pagar: haz clic en las cartas resaltadas de tu mano con las que pagas (Esc: empezar de nuevo).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{seat}, click the player you steal a card from.</source>
        <translation>{seat}, haz clic en el jugador al que le robas una carta.</translation>
    </message>
    <message>
        <source>{seat}, click a card of yours and a card of {target} to swap, or swap nothing.</source>
        <translation>{seat}, haz clic en una carta tuya y en una de {target} para intercambiarlas, o no intercambies nada.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Swap nothing</source>
        <translation>No intercambiar</translation>
    </message>
    <message>
        <source>Objective of {character} reached</source>
        <translation>Objetivo de {character} cumplido</translation>
    </message>
    <message>
        <source>Bernardina conquered {have}/{need}</source>
        <translation>Bernardina conquistada {have}/{need}</translation>
    </message>
    <message>
        <source>Cabeça de Porco filled {have}/{need}</source>
        <translation>Cabeça de Porco ocupada {have}/{need}</translation>
    </message>
    <message>
        <source>ministers {have}/{need}</source>
        <translation>ministros {have}/{need}</translation>
    </message>
    <message>
        <source>full businesses {have}/{need}</source>
        <translation>comercios completos {have}/{need}</translation>
    </message>
    <message>
        <source>squares filled {have}/{need}</source>
        <translation>plazas llenas {have}/{need}</translation>
    </message>
    <message>
        <source>Quissama</source>
        <translation>Quissama</translation>
    </message>
    <message>
        <source>{seat} put {card} face up under Quissama.</source>
        <translation>{seat} puso {card} boca arriba bajo Quissama.</translation>
    </message>
    <message>
        <source>{seat} used the Alemão: {count_cards} to steal.</source>
        <translation>{seat} usó al Alemão: {count_cards} por robar.</translation>
    </message>
    <message>
        <source>{seat} stole {card} from {from}.</source>
        <translation>{seat} le robó {card} a {from}.</translation>
    </message>
    <message>
        <source>{seat} gave {target} {give} and took {take}.</source>
        <translation>{seat} le dio {give} a {target} y tomó {take}.</translation>
    </message>
    <message>
        <source>{seat} exchanged {give} for {take} in the Market.</source>
        <translation>{seat} cambió {give} por {take} en el Mercado.</translation>
    </message>
    <message>
        <source>{seat} discarded {card}.</source>
        <translation>{seat} descartó {card}.</translation>
    </message>
    <message>
        <source>{seat} drew {count_cards}.</source>
        <translation>{seat} robó {count_cards} del mazo.</translation>
    </message>
    <message>
        <source>{seat} drew {count_cards} for the ministers.</source>
        <translation>{seat} robó {count_cards} del mazo por sus ministros.</translation>
    </message>
    <message>
        <source>{seat} played {card}.</source>
        <translation>{seat} jugó {card}.</translation>
    </message>
    <message>
        <source>{seat}, end of the turn: {discard}</source>
        <translation>{seat}, fin del turno: {discard}</translation>
    </message>
    <message>
        <source>Woodruff</source>
        <translation>Woodruff</translation>
    </message>
    <message>
        <source>Bernardina</source>
        <translation>Bernardina</translation>
    </message>
    <message>
        <source>Alemão</source>
        <translation>Alemão</translation>
    </message>
    <message>
        <source>José de Alencar</source>
        <translation>José de Alencar</translation>
    </message>
    <message>
        <source>Imperador</source>
        <translation>Emperador</translation>
    </message>
    <message>
        <source>Princesa</source>
        <translation>Princesa</translation>
    </message>
    <message>
        <source>Araújo</source>
        <translation>Araújo</translation>
    </message>
    <message>
        <source>Nagoa</source>
        <translation>Nagoa</translation>
    </message>
    <message>
        <source>double Nagoa</source>
        <translation>Nagoa doble</translation>
    </message>
    <message>
        <source>Guaiamum</source>
        <translation>Guaiamum</translation>
    </message>
    <message>
        <source>double Guaiamum</source>
        <translation>Guaiamum doble</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>double Coin</source>
        <translation>Moneda doble</translation>
    </message>
    <message>
        <source>Liberty</source>
        <translation>Libertad</translation>
    </message>
    <message>
        <source>Bourgeois</source>
        <translation>Burgués</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Corona</translation>
    </message>
    <message>
        <source>Scandal</source>
        <translation>Escándalo</translation>
    </message>
    <message>
        <source>Imperial Blessing</source>
        <translation>Bendición Imperial</translation>
    </message>
    <message>
        <source>Blessing of Peito</source>
        <translation>Bendición de Peito</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Fuga</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>Collar</translation>
    </message>
    <message>
        <source>Malta</source>
        <translation>Malta</translation>
    </message>
    <message>
        <source>Cabeça de Porco card</source>
        <translation>carta Cabeça de Porco</translation>
    </message>
    <message>
        <source>Burguesia</source>
        <translation>Burguesía</translation>
    </message>
    <message>
        <source>Imperial Family</source>
        <translation>Familia Imperial</translation>
    </message>
    <message>
        <source>{count} × {card}</source>
        <translation>{count} × {card}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Nagoa square 1</source>
        <translation>plaza Nagoa 1</translation>
    </message>
    <message>
        <source>Nagoa square 2</source>
        <translation>plaza Nagoa 2</translation>
    </message>
    <message>
        <source>Guaiamum square 1</source>
        <translation>plaza Guaiamum 1</translation>
    </message>
    <message>
        <source>Guaiamum square 2</source>
        <translation>plaza Guaiamum 2</translation>
    </message>
    <message>
        <source>business {number}</source>
        <translation>comercio {number}</translation>
    </message>
    <message>
        <source>the Cabeça de Porco</source>
        <translation>la Cabeça de Porco</translation>
    </message>
    <message>
        <source>the {square}</source>
        <translation>la {square}</translation>
    </message>
    <message>
        <source>the minister in space {slot}</source>
        <translation>el ministro del espacio {slot}</translation>
    </message>
    <message>
        <source>the {business}</source>
        <translation>el {business}</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>One capoeira per square</source>
        <translation>Una capoeira por plaza</translation>
    </message>
    <message>
        <source>Advanced rule: each square starts with 1 capoeira instead of 2.</source>
        <translation>Regla avanzada: cada plaza empieza con 1 capoeira en lugar de 2.</translation>
    </message>
    <message>
        <source>One character each</source>
        <translation>Un personaje por jugador</translation>
    </message>
    <message>
        <source>Advanced rule: a player may conquer only one character in the whole game (Bernardina does not count).</source>
        <translation>Regla avanzada: cada jugador solo puede conquistar un personaje en toda la partida (Bernardina no cuenta).</translation>
    </message>
    <message>
        <source>Small Gallery</source>
        <translation>Galería reducida</translation>
    </message>
    <message>
        <source>Advanced rule: the Gallery holds Quissama, Bernardina and one character per player, drawn at random.</source>
        <translation>Regla avanzada: la Galería tiene a Quissama, Bernardina y un personaje por jugador, sorteados.</translation>
    </message>
    <message>
        <source>Fewer Scandals</source>
        <translation>Menos Escándalos</translation>
    </message>
    <message>
        <source>Advanced rule: one Scandal more than the number of players.</source>
        <translation>Regla avanzada: un Escándalo más que el número de jugadores.</translation>
    </message>
    <message>
        <source>Fewer Imperial Blessings</source>
        <translation>Menos Bendiciones Imperiales</translation>
    </message>
    <message>
        <source>Advanced rule: as many Imperial Blessings as players.</source>
        <translation>Regla avanzada: tantas Bendiciones Imperiales como jugadores.</translation>
    </message>
    <message>
        <source>Fast Market</source>
        <translation>Mercado rápido</translation>
    </message>
    <message>
        <source>Advanced rule: any number of Market exchanges per turn, never taking back a card you gave; the Market is not renewed.</source>
        <translation>Regla avanzada: tantos cambios en el Mercado como quieras por turno, sin recuperar una carta que diste; el Mercado no se renueva.</translation>
    </message>
    <message>
        <source>One Bernardina action per turn</source>
        <translation>Una acción sobre Bernardina por turno</translation>
    </message>
    <message>
        <source>Ruling: removing a meeple from Bernardina and placing one on her take two turns.</source>
        <translation>Aclaración de reglas: quitar un meeple de Bernardina y poner el tuyo lleva dos turnos.</translation>
    </message>
    <message>
        <source>Employ in any business</source>
        <translation>Emplear en cualquier comercio</translation>
    </message>
    <message>
        <source>House rule: employ capoeiras in other players&apos; businesses too (the rulebook&apos;s reading: only in your own).</source>
        <translation>Regla de la casa: emplear capoeiras también en los comercios de otros jugadores (según el manual, solo en los tuyos).</translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation>Límite de rondas</translation>
    </message>
    <message>
        <source>After this many rounds without a winner the game ends in a draw.</source>
        <translation>Tras tantas rondas sin ganador la partida termina en empate.</translation>
    </message>
</context>
<context>
    <name>quissama.reference</name>
    <message>
        <source>Replacing a merchant costs {cost}</source>
        <translation>Sustituir a un comerciante cuesta {cost}</translation>
    </message>
    <message>
        <source>Replacing a minister costs {cost}</source>
        <translation>Sustituir a un ministro cuesta {cost}</translation>
    </message>
    <message>
        <source>Quissama – card reference</source>
        <translation>Quissama – referencia de cartas</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Influence cost</source>
        <translation>Coste de influencia</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>Icons or effect</source>
        <translation>Iconos o efecto</translation>
    </message>
    <message>
        <source>The board&apos;s capacities and roads are reconstructed from the rulebook (the printed board is not public); they are data and may be corrected.</source>
        <translation>Las capacidades y las calles del tablero se reconstruyeron a partir del manual (el tablero impreso no es público); son datos y pueden corregirse.</translation>
    </message>
</context>
<context>
    <name>quissama.table</name>
    <message>
        <source>N</source>
        <extracomment>player colours on screen (engine data ``colours``)</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>C</source>
        <translation>M</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>K</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Nagoa</source>
        <translation>Nagoa</translation>
    </message>
    <message>
        <source>Guaiamum</source>
        <translation>Guaiamum</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Liberty</source>
        <translation>Libertad</translation>
    </message>
    <message>
        <source>Bourgeois</source>
        <translation>Burgués</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Corona</translation>
    </message>
    <message>
        <source>Ability: draw a card and put it face up under Quissama, or take all the cards there into your hand.</source>
        <translation>Habilidad: roba una carta y ponla boca arriba bajo Quissama, o toma en la mano todas las cartas que hay allí.</translation>
    </message>
    <message>
        <source>Ability: look at a player&apos;s hand and swap one of your cards with one of theirs (or none).</source>
        <translation>Habilidad: mira la mano de un jugador e intercambia una carta tuya por una suya (o ninguna).</translation>
    </message>
    <message>
        <source>No ability. To place a meeple on her you need a free character of your own; only one meeple may be on her.</source>
        <translation>Sin habilidad. Para poner un meeple sobre ella necesitas un personaje libre propio; solo cabe un meeple sobre ella.</translation>
    </message>
    <message>
        <source>Ability: steal one card, unseen, for each capoeira in the Cabeça de Porco, alternating between opponents.</source>
        <translation>Habilidad: roba una carta, sin mirar, por cada capoeira en la Cabeça de Porco, alternando entre los rivales.</translation>
    </message>
    <message>
        <source>Ability: place a minister paying only two of Bourgeois, Crown and Coin.</source>
        <translation>Habilidad: coloca un ministro pagando solo dos de Burgués, Corona y Moneda.</translation>
    </message>
    <message>
        <source>Ability: replace an opponent&apos;s merchant or minister with your meeple, paying its cost.</source>
        <translation>Habilidad: sustituye al comerciante o ministro de un rival por tu meeple, pagando su coste.</translation>
    </message>
    <message>
        <source>Ability: free one capoeira onto a square paying only the capoeira card.</source>
        <translation>Habilidad: libera a una capoeira en una plaza pagando solo la carta de la capoeira.</translation>
    </message>
    <message>
        <source>Ability: your coin tokens are worth +2.</source>
        <translation>Habilidad: tus fichas de moneda valen +2.</translation>
    </message>
    <message>
        <source>Objective: bring Bernardina to your area.</source>
        <translation>Objetivo: traer a Bernardina a tu zona.</translation>
    </message>
    <message>
        <source>No objective of her own.</source>
        <translation>No tiene objetivo propio.</translation>
    </message>
    <message>
        <source>Objective: fill the Cabeça de Porco with Guaiamuns.</source>
        <translation>Objetivo: llenar la Cabeça de Porco de Guaiamuns.</translation>
    </message>
    <message>
        <source>Objective: 2 ministers and 2 full businesses.</source>
        <translation>Objetivo: 2 ministros y 2 comercios completos.</translation>
    </message>
    <message>
        <source>Objective: 4 ministers in the Ministry.</source>
        <translation>Objetivo: 4 ministros en el Ministerio.</translation>
    </message>
    <message>
        <source>Objective: fill 3 squares with capoeiras.</source>
        <translation>Objetivo: llenar 3 plazas de capoeiras.</translation>
    </message>
    <message>
        <source>Objective: 4 full businesses.</source>
        <translation>Objetivo: 4 comercios completos.</translation>
    </message>
    <message>
        <source>Send any minister home; then this card leaves the game.</source>
        <translation>Manda a cualquier ministro a casa; después esta carta sale del juego.</translation>
    </message>
    <message>
        <source>Counts as any one icon.</source>
        <translation>Cuenta como uno cualquiera de los iconos.</translation>
    </message>
    <message>
        <source>Send any capoeira on the board back to the Senzala.</source>
        <translation>Devuelve a la Senzala cualquier capoeira del tablero.</translation>
    </message>
    <message>
        <source>Free a capoeira from the Senzala onto any square.</source>
        <translation>Libera a una capoeira de la Senzala en cualquier plaza.</translation>
    </message>
    <message>
        <source>Place a meeple on Woodruff; with Woodruff, on Bernardina (no extra Bourgeois).</source>
        <translation>Pon un meeple sobre Woodruff; si tienes a Woodruff, sobre Bernardina (sin Burgués extra).</translation>
    </message>
    <message>
        <source>Remove a meeple from the Alemão or place one on Quissama (no extra Bourgeois).</source>
        <translation>Quita un meeple del Alemão o pon uno sobre Quissama (sin Burgués extra).</translation>
    </message>
    <message>
        <source>Move a Guaiamum from a square into the Cabeça de Porco, or back.</source>
        <translation>Pasa un Guaiamum de una plaza a la Cabeça de Porco, o al revés.</translation>
    </message>
    <message>
        <source>Place a meeple on Alencar or Araújo (no extra Bourgeois).</source>
        <translation>Pon un meeple sobre Alencar o Araújo (sin Burgués extra).</translation>
    </message>
    <message>
        <source>Place a meeple on the Imperador or the Princesa (no extra Bourgeois).</source>
        <translation>Pon un meeple sobre el Emperador o la Princesa (sin Burgués extra).</translation>
    </message>
    <message>
        <source>Bernardina in your area</source>
        <extracomment>the short objective line printed on a character card, by the data&apos;s ``objective`` key; its numbers come from the data too (``ministers``, ``full_businesses``, ``squares``); the full sentence (:data:`_OBJECTIVES`) is in the hover preview (rulebook, &quot;Know the Characters&quot;)</extracomment>
        <translation>Bernardina en tu zona</translation>
    </message>
    <message>
        <source>Cabeça de Porco full of Guaiamuns</source>
        <translation>Cabeça de Porco llena de Guaiamuns</translation>
    </message>
    <message>
        <source>{ministers} ministers + {full_businesses} full businesses</source>
        <translation>{ministers} ministros + {full_businesses} comercios completos</translation>
    </message>
    <message>
        <source>{ministers} ministers</source>
        <translation>{ministers} ministros</translation>
    </message>
    <message>
        <source>{squares} full squares</source>
        <translation>{squares} plazas llenas</translation>
    </message>
    <message>
        <source>{full_businesses} full businesses</source>
        <translation>{full_businesses} comercios completos</translation>
    </message>
    <message>
        <source>No objective</source>
        <translation>Sin objetivo</translation>
    </message>
    <message>
        <source>A minister goes home</source>
        <extracomment>a special card&apos;s effect in a few words, printed when the whole effect does not fit the card at a readable size (the whole effect is in the hover preview)</extracomment>
        <translation>Un ministro vuelve a casa</translation>
    </message>
    <message>
        <source>Any one icon</source>
        <translation>Vale cualquier icono</translation>
    </message>
    <message>
        <source>A capoeira to the Senzala</source>
        <translation>Una capoeira a la Senzala</translation>
    </message>
    <message>
        <source>Free a capoeira anywhere</source>
        <translation>Libera una capoeira donde quieras</translation>
    </message>
    <message>
        <source>Meeple on Woodruff or Bernardina</source>
        <translation>Meeple en Woodruff o Bernardina</translation>
    </message>
    <message>
        <source>Alemão −1 meeple or Quissama +1</source>
        <translation>Alemão −1 meeple o Quissama +1</translation>
    </message>
    <message>
        <source>Move a Guaiamum</source>
        <translation>Mueve un Guaiamum</translation>
    </message>
    <message>
        <source>Meeple on Alencar or Araújo</source>
        <translation>Meeple en Alencar o Araújo</translation>
    </message>
    <message>
        <source>Meeple on Imperador or Princesa</source>
        <translation>Meeple en Emperador o Princesa</translation>
    </message>
    <message>
        <source>Alencar</source>
        <extracomment>a shorter whole form of a long character name, printed on a card too small for the whole name even on two lines (the rulebook&apos;s own short form: &quot;Meeple on Alencar&quot;); never &quot;José de Alen…&quot;</extracomment>
        <translation>Alencar</translation>
    </message>
    <message>
        <source>Acquire</source>
        <translation>Adquirir</translation>
    </message>
    <message>
        <source>Employ</source>
        <translation>Emplear</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Imperador</source>
        <translation>Emperador</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Liberar</translation>
    </message>
    <message>
        <source>Free (Princesa)</source>
        <translation>Liberar (Princesa)</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Reclutar</translation>
    </message>
    <message>
        <source>Minister</source>
        <translation>Ministro</translation>
    </message>
    <message>
        <source>Minister (Alencar)</source>
        <translation>Ministro (Alencar)</translation>
    </message>
    <message>
        <source>three identical cards</source>
        <translation>tres cartas iguales</translation>
    </message>
    <message>
        <source>Influence cost: {cost}</source>
        <translation>Coste de influencia: {cost}</translation>
    </message>
    <message>
        <source>Blocked: an opponent&apos;s meeple is on it (no ability, no objective).</source>
        <translation>Bloqueado: hay un meeple rival sobre él (sin habilidad ni objetivo).</translation>
    </message>
    <message>
        <source>Objective reached: the character whose objective won the game.</source>
        <translation>Objetivo cumplido: el personaje cuyo objetivo ganó la partida.</translation>
    </message>
    <message>
        <source>n/m: progress toward each objective (reached/needed; hover a chip for its words).</source>
        <translation>n/m: progreso hacia cada objetivo (alcanzado/necesario; pasa el ratón sobre la cifra para leerlo en palabras).</translation>
    </message>
    <message>
        <source>0 cards</source>
        <translation>0 cartas</translation>
    </message>
    <message>
        <source>0 meeples</source>
        <translation>0 meeples</translation>
    </message>
    <message>
        <source>0 ministers</source>
        <translation>0 ministros</translation>
    </message>
    <message>
        <source>Chosen to pay</source>
        <translation>Elegida para pagar</translation>
    </message>
    <message>
        <source>Ministry</source>
        <translation>Ministerio</translation>
    </message>
    <message>
        <source>Senzala</source>
        <translation>Senzala</translation>
    </message>
    <message>
        <source>Cabeça de Porco</source>
        <translation>Cabeça de Porco</translation>
    </message>
    <message>
        <source>Gallery</source>
        <translation>Galería</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Under Quissama</source>
        <translation>Bajo Quissama</translation>
    </message>
    <message>
        <source>{seat} – hand</source>
        <translation>{seat} – mano</translation>
    </message>
    <message>
        <source>Coin token +{value}</source>
        <translation>Ficha de moneda +{value}</translation>
    </message>
    <message>
        <source>Coin token +{value} (usable from the next turn)</source>
        <translation>Ficha de moneda +{value} (usable desde el próximo turno)</translation>
    </message>
    <message>
        <source>Coin token +{value} (used this turn)</source>
        <translation>Ficha de moneda +{value} (usada en este turno)</translation>
    </message>
    <message>
        <source>No character yet</source>
        <translation>Ningún personaje todavía</translation>
    </message>
    <message>
        <source>square {id}</source>
        <translation>plaza {id}</translation>
    </message>
    <message>
        <source>Cards of {seat} you know</source>
        <translation>Cartas de {seat} que conoces</translation>
    </message>
    <message>
        <source>Left over this turn: {credit}</source>
        <translation>Sobrante en este turno: {credit}</translation>
    </message>
    <message>
        <source>{seat} ({colour})</source>
        <translation>{seat} ({colour})</translation>
    </message>
    <message>
        <source>{seat} (you, {colour})</source>
        <translation>{seat} (tú, {colour})</translation>
    </message>
    <message>
        <source>press Done to draw back up to 5, or discard more cards first.</source>
        <extracomment>public twins left out of the log when their private line was shown for the same step the end of a turn once the hand is down to 5 (Q-T4: Done refills it to 5)</extracomment>
        <translation>pulsa Listo para volver a 5 cartas, o descarta más cartas antes.</translation>
    </message>
</context>
<context>
    <name>quissama_counts</name>
    <message numerus="yes">
        <source>discard %n more card(s): click the highlighted cards in your hand.</source>
        <translation>
            <numerusform>descarta %n carta más: haz clic en las cartas resaltadas de tu mano.</numerusform>
            <numerusform>descarta %n cartas más: haz clic en las cartas resaltadas de tu mano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
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
            <numerusform>%n ministro</numerusform>
            <numerusform>%n ministros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin token(s) +{value}</source>
        <translation>
            <numerusform>%n ficha de moneda +{value}</numerusform>
            <numerusform>%n fichas de moneda +{value}</numerusform>
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
            <numerusform>%n Moneda</numerusform>
            <numerusform>%n Monedas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>{key}: {value} (shipped: {shipped})</source>
        <translation>{key}: {value} (original: {shipped})</translation>
    </message>
    <message>
        <source>† Values from your card data (Tools ▸ Card data…), not the shipped data:</source>
        <translation>† Valores de tus datos de las cartas (Herramientas ▸ Datos de las cartas…), no de los datos originales:</translation>
    </message>
    <message>
        <source>A card reference for this game is not written yet.</source>
        <translation>La referencia de cartas de este juego aún no está escrita.</translation>
    </message>
    <message>
        <source>Initial side</source>
        <translation>Lado inicial</translation>
    </message>
    <message>
        <source>Revealed side</source>
        <translation>Lado revelado</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Contária – card reference</source>
        <translation>Contária – referencia de cartas</translation>
    </message>
    <message>
        <source>Every card shows its initial side to everyone. The revealed side is on the other side; a mirror turns it up.</source>
        <translation>Cada carta muestra a todos su lado inicial. El lado revelado está en el reverso; un espejo lo pone boca arriba.</translation>
    </message>
    <message>
        <source>Designed value: the printed card text is not public, so this value is inferred from the rulebook and may differ from the printed card.</source>
        <translation>Valor diseñado: el texto impreso de las cartas no es público, así que este valor se dedujo del reglamento y puede diferir de la carta impresa.</translation>
    </message>
    <message>
        <source>Advanced side</source>
        <translation>Lado Avanzado</translation>
    </message>
    <message>
        <source>Basic side</source>
        <translation>Lado Básico</translation>
    </message>
    <message>
        <source>before the Revelation: %1 per trick</source>
        <translation>antes de la Revelación: %1 por baza</translation>
    </message>
    <message>
        <source>after it, tricks → points: %1</source>
        <translation>después, bazas → puntos: %1</translation>
    </message>
    <message>
        <source>CharLatão – character reference</source>
        <translation>CharLatão – referencia de personajes</translation>
    </message>
    <message>
        <source>Points for each card won, by the quality of its suit. The numbers on the copper cards do not count.</source>
        <translation>Puntos por cada carta ganada, según la calidad de su palo. Los números de las cartas de cobre no cuentan.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Who looks at which quality</source>
        <translation>Quién mira cada calidad</translation>
    </message>
    <message>
        <source>Ea-Nasir: terrible and acceptable copper.</source>
        <translation>Ea-Nasir: cobre de pésima calidad y de calidad aceptable.</translation>
    </message>
    <message>
        <source>Assyrian Buyer: good Assyrian copper (with 4–5 players good Babylonian copper too).</source>
        <translation>Comprador Asirio: cobre de buena calidad asiria (con 4 o 5 jugadores, también la babilonia).</translation>
    </message>
    <message>
        <source>Supplier: chooses the excellent copper.</source>
        <translation>Proveedor: elige el cobre de calidad excelente.</translation>
    </message>
    <message>
        <source>Babylonian Buyer: good Babylonian and good Assyrian copper.</source>
        <translation>Comprador Babilonio: cobre de buena calidad babilonia y asiria.</translation>
    </message>
    <message>
        <source>Messenger of Nanni: nothing.</source>
        <translation>Mensajero de Nanni: nada.</translation>
    </message>
    <message>
        <source>Unverified value: worked out from the manual&apos;s examples, it may differ from the printed character card.</source>
        <translation>Valor sin confirmar: deducido de los ejemplos del manual, puede diferir de la carta de personaje impresa.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>A rules summary for this game is not written yet.</source>
        <translation>El resumen de las reglas de este juego aún no está escrito.</translation>
    </message>
</context>
<context>
    <name>rules.charlatao</name>
    <message>
        <source>CharLatão – rules summary</source>
        <translation>CharLatão – resumen de las reglas</translation>
    </message>
    <message>
        <source>A trick-taking game with dubious copper. Win tricks holding good and excellent copper and avoid copper of terrible quality. Every round each player is a different character who knows only part of the truth about the suits. The game ends when every player has been Ea-Nasir once; the highest total wins (ties: the best last round, then shared).</source>
        <translation>Un juego de bazas con cobre dudoso. Gana bazas con cobre de buena y de excelente calidad y evita el cobre de pésima calidad. En cada ronda, cada jugador es un personaje distinto, que solo conoce parte de la verdad sobre los palos. La partida termina cuando todos han sido Ea-Nasir una vez; gana el mayor total (empate: quien hizo más puntos en la última ronda; si persiste, la victoria se comparte).</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Clockwise from Ea-Nasir: Assyrian Buyer, Supplier, Babylonian Buyer (4–5 players) and Messenger of Nanni (5 players). After each round every character passes to the left.</source>
        <translation>En el sentido de las agujas del reloj desde Ea-Nasir: Comprador Asirio, Proveedor, Comprador Babilonio (4 o 5 jugadores) y Mensajero de Nanni (5 jugadores). Tras cada ronda, cada personaje pasa al jugador de la izquierda.</translation>
    </message>
    <message>
        <source>Start of a round</source>
        <translation>Inicio de la ronda</translation>
    </message>
    <message>
        <source>The copper cards are dealt out: 16 each with 3 players (one suit is out of the game), 15 with 4, 12 with 5.</source>
        <translation>Se reparten todas las cartas de cobre: 16 a cada uno con 3 jugadores (un palo queda fuera del juego), 15 con 4 y 12 con 5.</translation>
    </message>
    <message>
        <source>The Supplier secretly chooses the suit of &lt;b&gt;excellent&lt;/b&gt; copper. The other suits go face down at random on the other quality spaces: &lt;b&gt;acceptable&lt;/b&gt;, &lt;b&gt;terrible&lt;/b&gt;, &lt;b&gt;good Assyrian&lt;/b&gt; and (4–5 players) &lt;b&gt;good Babylonian&lt;/b&gt;.</source>
        <translation>El Proveedor elige en secreto el palo del cobre de calidad &lt;b&gt;excelente&lt;/b&gt;. Los demás palos van boca abajo, al azar, a los otros espacios de calidad: &lt;b&gt;aceptable&lt;/b&gt;, &lt;b&gt;pésima&lt;/b&gt;, &lt;b&gt;buena asiria&lt;/b&gt; y (4 o 5 jugadores) &lt;b&gt;buena babilonia&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Each character secretly looks at what it knows: Ea-Nasir the terrible and the acceptable copper; the Assyrian Buyer the good Assyrian copper (with 4–5 players the good Babylonian too); the Babylonian Buyer both good coppers; the Messenger nothing.</source>
        <translation>Cada personaje mira en secreto lo que sabe: Ea-Nasir, el cobre de pésima calidad y el de calidad aceptable; el Comprador Asirio, el cobre de buena calidad asiria (con 4 o 5 jugadores, también la babilonia); el Comprador Babilonio, los dos cobres de buena calidad; el Mensajero, nada.</translation>
    </message>
    <message>
        <source>Everyone discards one card face down and passes another face down to the left. Ea-Nasir may not pass a card of the terrible suit. With 5 players the Messenger only discards and the Babylonian Buyer passes to Ea-Nasir.</source>
        <translation>Todos descartan una carta boca abajo y pasan otra, boca abajo, al jugador de la izquierda. Ea-Nasir no puede pasar una carta del palo de pésima calidad. Con 5 jugadores, el Mensajero solo descarta y el Comprador Babilonio pasa a Ea-Nasir.</translation>
    </message>
    <message>
        <source>With trump (optional): the discards are shuffled and the top one is turned up; its suit is trump for the round.</source>
        <translation>Con triunfo (opcional): los descartes se barajan y se descubre la carta superior; su palo es el triunfo de la ronda.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>The Assyrian Buyer leads the first trick. Follow suit if you can; otherwise play any card. The highest trump wins the trick, else the highest card of the suit led. The winner keeps the cards and leads the next trick.</source>
        <translation>El Comprador Asirio sale en la primera baza. Sigue el palo si puedes; si no, juega cualquier carta. Gana la baza el triunfo más alto; si no hay, la carta más alta del palo de salida. El ganador se queda las cartas y sale en la siguiente baza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revelation&lt;/b&gt;: at the end of trick 8 (3 players), 7 (4 players) or 6 (5 players) every quality space is turned face up for all to see.</source>
        <translation>&lt;b&gt;Revelación&lt;/b&gt;: al final de la 8.ª baza (3 jugadores), la 7.ª (4 jugadores) o la 6.ª (5 jugadores) se descubren todas las calidades para todos.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>At the end of the round each character scores every card it won by the quality of its suit, using the values of its own character card (see the card reference). The numbers on the cards do not count.</source>
        <translation>Al final de la ronda, cada personaje puntúa cada carta ganada según la calidad de su palo, con los valores de su propia carta de personaje (ver la referencia). Los números de las cartas no cuentan.</translation>
    </message>
    <message>
        <source>The Messenger of Nanni scores tricks instead of suits: −2 for each trick won before the Revelation; after it, 0 points for no trick, 5 for one, 12 for two and 2 for three or more.</source>
        <translation>El Mensajero de Nanni puntúa bazas en vez de palos: −2 por cada baza ganada antes de la Revelación; después, 0 puntos sin bazas, 5 por una, 12 por dos y 2 por tres o más.</translation>
    </message>
    <message>
        <source>Two players: the Charlatan&apos;s Proposition</source>
        <translation>Dos jugadores: La Propuesta del Charlatán</translation>
    </message>
    <message>
        <source>Four suits of cards 1–7. Each player gets 9 cards; the other 10 are Ea-Nasir&apos;s face-down hand. The players are the Assyrian and the Babylonian Buyer; each holds, unseen by the other, the suit card of the &lt;i&gt;other&lt;/i&gt; buyer&apos;s good copper. Excellent and terrible copper lie face down on the table. There is no trump.</source>
        <translation>Cuatro palos con cartas del 1 al 7. Cada jugador recibe 9 cartas; las otras 10 son la mano boca abajo de Ea-Nasir. Los jugadores son el Comprador Asirio y el Babilonio; cada uno guarda, sin que el otro la vea, la carta de palo del cobre de buena calidad del &lt;i&gt;otro&lt;/i&gt; comprador. El cobre de calidad excelente y el de pésima calidad quedan boca abajo en la mesa. No hay triunfo.</translation>
    </message>
    <message>
        <source>Before every trick Ea-Nasir turns up a card of his hand; it is not part of the trick.</source>
        <translation>Antes de cada baza, Ea-Nasir descubre una carta de su mano; no forma parte de la baza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bribe&lt;/b&gt; (once per round): the player who did not lead may play a card not of the suit led, losing the trick, and looks at one face-down quality card (the second briber sees the other one). The briber leads the next trick.</source>
        <translation>&lt;b&gt;Soborno&lt;/b&gt; (una vez por ronda): quien no salió puede jugar una carta que no sea del palo de salida, perdiendo la baza, y mira una de las cartas de calidad boca abajo (el segundo en sobornar ve la otra). Quien sobornó sale en la siguiente baza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dividing the copper&lt;/b&gt;: the loser of the trick gives one of the three cards to Ea-Nasir, the winner takes one of the two left, the loser keeps the last.</source>
        <translation>&lt;b&gt;Reparto del cobre&lt;/b&gt;: el perdedor de la baza da una de las tres cartas a Ea-Nasir, el ganador toma una de las dos restantes y el perdedor se queda la última.</translation>
    </message>
    <message>
        <source>Ea-Nasir scores like a third buyer, but only 1 point per card of either good copper. The most points win the round (ties: all tied win it); the first to win two rounds, Ea-Nasir included, wins the game.</source>
        <translation>Ea-Nasir puntúa como un tercer comprador, pero solo 1 punto por carta de cualquier cobre de buena calidad. Quien haga más puntos gana la ronda (empate: ganan todos los empatados); el primero en ganar dos rondas, Ea-Nasir incluido, gana la partida.</translation>
    </message>
    <message>
        <source>Unverified values</source>
        <translation>Valores sin confirmar</translation>
    </message>
    <message>
        <source>A few scoring values could not yet be compared with the printed character cards, so they were worked out from the manual&apos;s examples. They are marked with a small * in the card previews and on the score screens; hold the mouse over a marked score to see it. Such a value may still change in a later version once it is checked.</source>
        <translation>Algunos valores de puntuación aún no se han podido comparar con las cartas de personaje impresas, así que se dedujeron de los ejemplos del manual. Llevan un pequeño * en las vistas previas de las cartas y en las pantallas de puntuación; deja el ratón sobre una puntuación marcada para ver el aviso. Esos valores pueden cambiar en una versión futura, cuando se confirmen.</translation>
    </message>
</context>
<context>
    <name>rules.contaria</name>
    <message>
        <source>Contária – rules summary</source>
        <translation>Contária – resumen de las reglas</translation>
    </message>
    <message>
        <source>Every player builds a fairy tale of four characters. When the game ends, the &lt;b&gt;happiest&lt;/b&gt; tale (most points) and the &lt;b&gt;saddest&lt;/b&gt; tale (fewest points) win. The shared &lt;b&gt;CONTÁRIA&lt;/b&gt; tale in the centre of the table competes like a player and wins every tie with it; players tied with each other all win.</source>
        <translation>Cada jugador crea un cuento de hadas con cuatro personajes. Al final de la partida ganan el cuento &lt;b&gt;más feliz&lt;/b&gt; (más puntos) y el cuento &lt;b&gt;más triste&lt;/b&gt; (menos puntos). El cuento &lt;b&gt;CONTÁRIA&lt;/b&gt;, compartido en el centro de la mesa, compite como un jugador más y gana cualquier empate con él; los jugadores empatados entre sí ganan todos.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Each player gets 3 mirrors.</source>
        <translation>Cada jugador recibe 3 espejos.</translation>
    </message>
    <message>
        <source>All 25 character cards are dealt out. With 3 or 4 players the card left over starts the CONTÁRIA tale.</source>
        <translation>Se reparten las 25 cartas de personaje. Con 3 o 4 jugadores, la carta que sobra empieza el cuento CONTÁRIA.</translation>
    </message>
    <message>
        <source>Characters are always played with their &lt;b&gt;initial side&lt;/b&gt; up. Only the player who was dealt a card knows its &lt;b&gt;revealed side&lt;/b&gt;.</source>
        <translation>Los personajes siempre se juegan con el &lt;b&gt;lado inicial&lt;/b&gt; hacia arriba. Solo quien recibió una carta conoce su &lt;b&gt;lado revelado&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The last player to have broken a mirror starts.</source>
        <translation>Empieza el último jugador que haya roto un espejo.</translation>
    </message>
    <message>
        <source>Your turn: do one of these</source>
        <translation>En tu turno, haz una de estas acciones</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place&lt;/b&gt; a card from your hand into your own tale or into the CONTÁRIA tale. Only when both are full may you place it into another player&apos;s tale that still has room.</source>
        <translation>&lt;b&gt;Colocar&lt;/b&gt; una carta de tu mano en tu propio cuento o en el cuento CONTÁRIA. Solo cuando ambos estén completos puedes colocarla en el cuento de otro jugador que aún tenga espacio.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use a mirror&lt;/b&gt;: reveal a face-down card in any tale and carry out its abilities. Whoever reveals a card makes every choice for it, even in another player&apos;s tale.</source>
        <translation>&lt;b&gt;Usar un espejo&lt;/b&gt;: revela una carta boca abajo de cualquier cuento y resuelve sus habilidades. Quien revela una carta toma todas sus decisiones, incluso en el cuento de otro jugador.</translation>
    </message>
    <message>
        <source>A tale holds at most four cards. When every tale, CONTÁRIA&apos;s included, has four cards, the game ends at once. Cards still face down score as their initial side.</source>
        <translation>Un cuento tiene como máximo cuatro cartas. Cuando todos los cuentos, incluido CONTÁRIA, tienen cuatro cartas, la partida termina de inmediato. Las cartas que siguen boca abajo puntúan por su lado inicial.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>&lt;b&gt;On reveal&lt;/b&gt;: happens when the card is revealed, and again if it is flipped back and revealed later. An ability that cannot be carried out is ignored; “may” abilities are optional.</source>
        <translation>&lt;b&gt;Al revelarse&lt;/b&gt;: ocurre cuando la carta se revela, y otra vez si se voltea y se revela más tarde. Una habilidad que no se puede cumplir se ignora; las habilidades con «puede» son opcionales.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Continuous&lt;/b&gt;: works while the card is face up and active, on every card in its tale, including cards that arrive later.</source>
        <translation>&lt;b&gt;Continua&lt;/b&gt;: actúa mientras la carta está boca arriba y activa, sobre todas las cartas de su cuento, incluidas las que lleguen después.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deactivated&lt;/b&gt;: the card loses its abilities and scores nothing, but it keeps its place and its types. A deactivated card cannot be moved.</source>
        <translation>&lt;b&gt;Desactivada&lt;/b&gt;: la carta pierde sus habilidades y no puntúa, pero conserva su lugar y sus tipos. Una carta desactivada no se puede mover.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move&lt;/b&gt;: to another tale that has fewer than four cards. &lt;b&gt;Flip back&lt;/b&gt;: turn a revealed card back to its initial side.</source>
        <translation>&lt;b&gt;Mover&lt;/b&gt;: a otro cuento que tenga menos de cuatro cartas. &lt;b&gt;Voltear&lt;/b&gt;: devolver una carta revelada a su lado inicial.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Markers&lt;/b&gt; (Dwarf, Witch, Giant) act only while the card that placed them is in the same tale. They follow their card when it moves, is revealed or becomes active again.</source>
        <translation>&lt;b&gt;Marcadores&lt;/b&gt; (Enano, Bruja, Gigante): solo actúan mientras la carta que los colocó esté en el mismo cuento. Siguen a su carta cuando se mueve, se revela o vuelve a estar activa.</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>The five initial types are DONZELA, CRIANÇA, FADA, CAVALHEIRO and VELHINHA; revealed characters may also be MONSTRO, NOBRE or HERÓI. A face-down card counts only as its initial type; a revealed card counts as every type printed on its revealed side.</source>
        <translation>Los cinco tipos iniciales son DONZELA, CRIANÇA, FADA, CAVALHEIRO y VELHINHA; los personajes revelados también pueden ser MONSTRO, NOBRE o HERÓI. Una carta boca abajo cuenta solo como su tipo inicial; una carta revelada cuenta como todos los tipos impresos en su lado revelado.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Add up the points of the four cards in each tale. Bonuses are added to a card&apos;s points and count once, however many cards meet their condition. Deactivated cards score 0.</source>
        <translation>Suma los puntos de las cuatro cartas de cada cuento. Las bonificaciones se suman a los puntos de la carta y cuentan una sola vez, aunque varias cartas cumplan la condición. Las cartas desactivadas valen 0.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Book of Tales&lt;/b&gt;: every winner of a tale gets a victory marker; the first player with 3 markers is the Grand Winner.</source>
        <translation>&lt;b&gt;Libro de Cuentos&lt;/b&gt;: cada ganador de un cuento recibe un marcador de victoria; el primer jugador con 3 marcadores es el Gran Ganador.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two players&lt;/b&gt;: one DONZELA, CRIANÇA, FADA and CAVALHEIRO are removed unseen; each player gets 10 cards and 4 mirrors. If CONTÁRIA scores 0 or more the higher score wins, otherwise the lower one; if CONTÁRIA has the highest or the lowest score, the game is a draw.</source>
        <translation>&lt;b&gt;Dos jugadores&lt;/b&gt;: se retiran sin mirar una DONZELA, una CRIANÇA, una FADA y un CAVALHEIRO; cada jugador recibe 10 cartas y 4 espejos. Si CONTÁRIA suma 0 o más puntos, gana la puntuación más alta; si no, la más baja. Si CONTÁRIA tiene la puntuación más alta o la más baja, la partida termina en empate.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Single winner&lt;/b&gt;: the tale furthest from zero wins, happy or sad (−5 beats +4).</source>
        <translation>&lt;b&gt;Ganador único&lt;/b&gt;: gana el cuento más alejado de cero, feliz o triste (−5 gana a +4).</translation>
    </message>
    <message>
        <source>Unverified values</source>
        <translation>Valores sin confirmar</translation>
    </message>
    <message>
        <source>A few values in this game could not yet be compared with the printed cards, so they were worked out from the rules. They are marked with a small * (on a card also with a dotted ring or a ?); hold the mouse over the mark to see it. Such a value may still change in a later version once it is checked.</source>
        <translation>Algunos valores de este juego aún no se han podido comparar con las cartas impresas, así que se dedujeron de las reglas. Llevan un pequeño * (en la carta, también un anillo punteado o un ?); deja el ratón sobre la marca para ver el aviso. Esos valores pueden cambiar en una versión futura, cuando se confirmen.</translation>
    </message>
</context>
<context>
    <name>rules.dark_tales</name>
    <message>
        <source>Dark Tales – rules summary</source>
        <translation>Dark Tales – resumen de las reglas</translation>
    </message>
    <message>
        <source>In the land of dark tales not everyone lives happily ever after. Play characters, villains, places and events, use items at the right moment and collect the most victory points (VP).</source>
        <translation>En la tierra de los cuentos oscuros no todos viven felices para siempre. Juega personajes, villanos, lugares y eventos, usa los objetos en el momento adecuado y reúne la mayor cantidad de puntos de victoria (PV).</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>One setting card &lt;b&gt;A&lt;/b&gt; and one setting card &lt;b&gt;B&lt;/b&gt; are drawn at random (or chosen as options). A says what the items do during play, B what scores at the end. Read together, joined by “and”, their titles name the tale you are playing.</source>
        <translation>Se roba al azar una carta de configuración &lt;b&gt;A&lt;/b&gt; y una &lt;b&gt;B&lt;/b&gt; (o se eligen en las opciones). A dice qué hacen los objetos durante la partida; B, qué puntúa al final. Leídos juntos, unidos por una «y», sus títulos dan nombre al cuento que juegas.</translation>
    </message>
    <message>
        <source>A Night card starts face up in the middle. Everyone gets 3 cards; the rest is the deck.</source>
        <translation>Una carta de Noche empieza boca arriba en el centro. Cada jugador recibe 3 cartas; el resto forma el mazo.</translation>
    </message>
    <message>
        <source>The items (8 gold coins, 4 swords, 4 armours, 4 magic wands) form the supply: when a kind runs out, nobody can take it.</source>
        <translation>Los objetos (8 monedas de oro, 4 espadas, 4 armaduras, 4 varitas mágicas) forman la reserva: cuando se agota un tipo, nadie puede tomarlo.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; the top card of the deck (not when the deck is empty, nor while the Witch is in front of you).</source>
        <translation>&lt;b&gt;Roba&lt;/b&gt; la carta superior del mazo (no si el mazo está vacío, ni mientras tengas a la Bruja frente a ti).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use an item&lt;/b&gt; (optional): return the items a line of card A asks for to the supply and apply that line. Only items you had before this turn; the line must be able to do something (the Sword needs a villain in play). On the table: click the line&apos;s tokens under the setting cards, or its button in the bar.</source>
        <translation>&lt;b&gt;Usa un objeto&lt;/b&gt; (opcional): devuelve a la reserva los objetos que pide una línea de la carta A y aplica esa línea. Solo objetos que tenías antes de este turno; la línea debe poder hacer algo (la Espada necesita un villano en juego). En la mesa: haz clic en la línea, bajo las cartas de configuración, o en su botón de la barra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card&lt;/b&gt; from your hand (click it): take its printed VP, do as much of its text as you can, and put it where it goes: in front of you, in the common area, or on the discard pile.</source>
        <translation>&lt;b&gt;Juega una carta&lt;/b&gt; de tu mano (haz clic en ella): gana sus PV impresos, cumple todo lo que puedas de su texto y ponla donde va: frente a ti, en el área común o en la pila de descarte.</translation>
    </message>
    <message>
        <source>Cards in front of any player and in the common area are “in play”; cards in front of you are “yours”. The Dark Lord never counts when points are added up, but it can be targeted. When a card asks you to choose, the possible targets are highlighted: click one.</source>
        <translation>Las cartas frente a cualquier jugador y en el área común están «en juego»; las que están frente a ti son «tuyas». El Señor Oscuro nunca cuenta al sumar puntos, pero puede ser objetivo. Cuando una carta te pide elegir, los objetivos posibles se resaltan: haz clic en uno.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <translation>Información oculta</translation>
    </message>
    <message>
        <source>Hands and the deck are secret, and so is each player&apos;s VP pile (unless the option “Open scores” is on). A card taken from play, revealed by the Gypsy or the Wizard, or seen with the Secret Helper stays known to those who saw it: the table shows it face up for them.</source>
        <translation>Las manos y el mazo son secretos, y también la pila de PV de cada jugador (salvo con la opción «Puntos a la vista»). Una carta sacada del juego, revelada por la Gitana o el Mago, o vista con la Ayudante Secreta sigue conocida por quienes la vieron: la mesa se la muestra boca arriba.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Once the deck is empty nobody draws. The game ends when a player starts a turn with no card in hand (that player does not play).</source>
        <translation>Cuando se acaba el mazo, nadie roba más. La partida termina cuando un jugador empieza su turno sin cartas en la mano (ese jugador no juega).</translation>
    </message>
    <message>
        <source>Apply setting card B, then everyone reveals their VP: the highest total wins. A tie goes to the tied player with the most items + cards in hand; still tied, the victory is shared.</source>
        <translation>Se aplica la carta de configuración B y luego todos revelan sus PV: gana el total más alto. Si hay empate, gana el empatado con más objetos + cartas en la mano; si sigue el empate, la victoria se comparte.</translation>
    </message>
    <message>
        <source>Most card values are reconstructed from reviews and examples; the card reference and the hover texts mark them with “(?)”.</source>
        <translation>La mayoría de los valores de las cartas se reconstruyeron a partir de reseñas y ejemplos; la referencia de cartas y los textos al pasar el ratón los marcan con «(?)».</translation>
    </message>
</context>
<context>
    <name>rules.quissama</name>
    <message>
        <source>Quissama – rules summary</source>
        <translation>Quissama – resumen de las reglas</translation>
    </message>
    <message>
        <source>Rio de Janeiro, 19th century: the capoeira gangs &lt;b&gt;Nagoa&lt;/b&gt; (blue) and &lt;b&gt;Guaiamum&lt;/b&gt; (red) share the city. Conquer a character of the &lt;b&gt;Gallery&lt;/b&gt; and reach the objective written on it: the first player to do so wins at once, even during another player&apos;s turn.</source>
        <translation>Río de Janeiro, siglo XIX: las bandas de capoeira &lt;b&gt;Nagoa&lt;/b&gt; (azul) y &lt;b&gt;Guaiamum&lt;/b&gt; (roja) se reparten la ciudad. Conquista un personaje de la &lt;b&gt;Galería&lt;/b&gt; y cumple el objetivo escrito en él: el primer jugador que lo logra gana al instante, incluso en el turno de otro jugador.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Two black capoeiras on each of the four squares (praças); the rest wait in the Senzala.</source>
        <translation>Dos capoeiras negras en cada una de las cuatro plazas (praças); las demás esperan en la Senzala.</translation>
    </message>
    <message>
        <source>Each player has 10 meeples of one colour and 5 cards; three cards face up form the Market.</source>
        <translation>Cada jugador tiene 10 meeples de un color y 5 cartas; tres cartas boca arriba forman el Mercado.</translation>
    </message>
    <message>
        <source>In the first round each player opens one business (comércio) for free.</source>
        <translation>En la primera ronda cada jugador abre un comercio (comércio) gratis.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Draw one card for each of your ministers in the Ministry.</source>
        <translation>Roba una carta por cada ministro tuyo en el Ministerio.</translation>
    </message>
    <message>
        <source>Use each of your characters&apos; abilities once (from the turn after you conquered them).</source>
        <translation>Usa la habilidad de cada uno de tus personajes una vez (desde el turno siguiente a su conquista).</translation>
    </message>
    <message>
        <source>Pay with cards for as many moves as you like. Icons add up across cards; what is left over of Nagoa, Guaiamum and Coin may be used later in the same turn. A full business&apos;s coin token counts as coins.</source>
        <translation>Paga con cartas tantas jugadas como quieras. Los iconos se suman entre cartas; lo que sobra de Nagoa, Guaiamum y Moneda puede usarse después en el mismo turno. La ficha de moneda de un comercio completo cuenta como monedas.</translation>
    </message>
    <message>
        <source>Exchange one card with the Market once per turn; three identical cards there are replaced.</source>
        <translation>Cambia una carta con el Mercado una vez por turno; si hay tres cartas iguales, se reemplazan.</translation>
    </message>
    <message>
        <source>End the turn: discard down to 5 cards, then draw up to 5.</source>
        <translation>Fin del turno: descarta hasta quedarte con 5 cartas y luego roba hasta tener 5.</translation>
    </message>
    <message>
        <source>Moves and their cost</source>
        <translation>Jugadas y su coste</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acquire a business&lt;/b&gt;: Bourgeois + 2 Coins; your meeple becomes its merchant.</source>
        <translation>&lt;b&gt;Adquirir un comercio&lt;/b&gt;: Burgués + 2 Monedas; tu meeple pasa a ser su comerciante.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Employ&lt;/b&gt; a capoeira in your business: 2 Coins + a capoeira card of its gang; it comes from the square linked by a road. A full business (merchant and two workers) gives a coin token, usable from your next turn.</source>
        <translation>&lt;b&gt;Emplear&lt;/b&gt; a una capoeira en tu comercio: 2 Monedas + una carta de capoeira de su banda; viene de la plaza unida por una calle. Un comercio completo (comerciante y dos trabajadores) da una ficha de moneda, usable desde tu próximo turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Free&lt;/b&gt; a capoeira from the Senzala onto a square: Liberty + a capoeira card of its gang.</source>
        <translation>&lt;b&gt;Liberar&lt;/b&gt; a una capoeira de la Senzala en una plaza: Libertad + una carta de capoeira de su banda.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recruit&lt;/b&gt; a Guaiamum from a square into the Cabeça de Porco: 2 Coins + Guaiamum.</source>
        <translation>&lt;b&gt;Reclutar&lt;/b&gt; a un Guaiamum de una plaza para la Cabeça de Porco: 2 Monedas + Guaiamum.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt; with 3 capoeiras of one gang a square of the other region, then (once its square is empty) a business there; Nagoas may attack the Cabeça de Porco while a Guaiamum square is empty.</source>
        <translation>&lt;b&gt;Atacar&lt;/b&gt; con 3 capoeiras de una banda una plaza de la otra región y después (con su plaza vacía) un comercio de allí; los Nagoas pueden atacar la Cabeça de Porco mientras una plaza Guaiamum esté vacía.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Minister&lt;/b&gt;: Bourgeois + Crown + Coin; the new minister enters space 1 and pushes the others down; one pushed out of space 6 goes home.</source>
        <translation>&lt;b&gt;Ministro&lt;/b&gt;: Burgués + Corona + Moneda; el nuevo ministro entra en el espacio 1 y empuja a los demás; el que sale del espacio 6 vuelve a casa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Influence&lt;/b&gt; a character: pay its cost (+ a Bourgeois if it is in an opponent&apos;s area). The first player with two meeples on it conquers it.</source>
        <translation>&lt;b&gt;Influir&lt;/b&gt; en un personaje: paga su coste (+ un Burgués si está en la zona de un rival). El primer jugador con dos meeples sobre él lo conquista.</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>Cómo jugar en esta mesa</translation>
    </message>
    <message>
        <source>Click a place on the board, a character, a meeple on a character, a special card or a Market card: the places you can use are lit. When one place allows several moves, the move buttons under the board light up.</source>
        <translation>Haz clic en un lugar del tablero, un personaje, un meeple sobre un personaje, una carta especial o una carta del Mercado: los lugares que puedes usar se iluminan. Cuando un lugar permite varias jugadas, se iluminan los botones de jugada bajo el tablero.</translation>
    </message>
    <message>
        <source>When several sets of cards can pay, click the cards you pay with until only one set fits. Esc cancels.</source>
        <translation>Cuando varios conjuntos de cartas pueden pagar, haz clic en las cartas con las que pagas hasta que solo quede uno. Esc cancela.</translation>
    </message>
    <message>
        <source>Each player&apos;s area shows how far they are from each objective they hold, for example &quot;squares filled 2/3&quot;.</source>
        <translation>La zona de cada jugador muestra cuánto le falta para cada objetivo que tiene, por ejemplo «plazas llenas 2/3».</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>A player whose unblocked character&apos;s objective is met wins. If nobody wins within the round limit (an option), the game ends in a draw.</source>
        <translation>Gana el jugador que cumple el objetivo de un personaje suyo no bloqueado. Si nadie gana dentro del límite de rondas (una opción), la partida termina en empate.</translation>
    </message>
</context>
<context>
    <name>score_points</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score_screen</name>
    <message>
        <source>Unverified value: it may differ from the printed cards. Help ▸ Rules summary tells more.</source>
        <extracomment>The one mark of a value not yet checked against a printed card (score cells, card previews); its tooltip says so in a player&apos;s words, and Help ▸ Rules summary explains it.</extracomment>
        <translation>Valor sin confirmar: puede diferir de las cartas impresas. Más información en Ayuda ▸ Resumen de las reglas.</translation>
    </message>
    <message>
        <source>%1 unverified value</source>
        <translation>%1 valor sin confirmar</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <translation>
            <numerusform>%1: %2 punto</numerusform>
            <numerusform>%1: %2 puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score_winners</name>
    <message numerus="yes">
        <source>Grand Winner(s): %1</source>
        <translation>
            <numerusform>Gran Ganador: %1</numerusform>
            <numerusform>Grandes Ganadores (empate): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Overall winner(s): %1</source>
        <translation>
            <numerusform>Ganador general: %1</numerusform>
            <numerusform>Ganadores generales (empate): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over – winner(s): %1.</source>
        <translation>
            <numerusform>Fin de la partida – ganador: %1.</numerusform>
            <numerusform>Fin de la partida – ganadores: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winner(s): %1</source>
        <translation>
            <numerusform>Ganador: %1</numerusform>
            <numerusform>Ganadores: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Hidden side</source>
        <extracomment>Narrower letters for the type banner, down to half width: the word must sit on the ribbon&apos;s flat part, never over its scroll ends (QA: &quot;ÇAVALHEIRO&quot; at 1024×640).</extracomment>
        <translation>Lado oculto</translation>
    </message>
    <message>
        <source>Your secret</source>
        <translation>Tu secreto</translation>
    </message>
    <message>
        <source>Hidden side (only you know it)</source>
        <translation>Lado oculto (solo tú lo conoces)</translation>
    </message>
    <message>
        <source>Revealed side</source>
        <translation>Lado revelado</translation>
    </message>
    <message>
        <source>Initial side (everyone sees it)</source>
        <translation>Lado inicial (todos lo ven)</translation>
    </message>
    <message>
        <source>Initial side</source>
        <translation>Lado inicial</translation>
    </message>
    <message>
        <source>Deactivated: its abilities do not work and it scores 0.</source>
        <translation>Desactivada: sus habilidades no funcionan y vale 0.</translation>
    </message>
    <message>
        <source>Counts now: %1</source>
        <translation>Vale ahora: %1</translation>
    </message>
    <message>
        <source>Markers: %1</source>
        <translation>Marcadores: %1</translation>
    </message>
    <message>
        <source>Dotted ring or *: unverified value (Help ▸ Rules summary).</source>
        <translation>Anillo punteado o *: valor sin confirmar (Ayuda ▸ Resumen de las reglas).</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Bidi classes that can reorder the text around a name (strong right-to-left, Arabic digits, explicit embeddings, overrides and isolates).</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>Everyone sees the initial sides</source>
        <translation>Todos ven los lados iniciales</translation>
    </message>
    <message>
        <source>%1 – tale</source>
        <translation>%1 – cuento</translation>
    </message>
    <message>
        <source>%1 – hand</source>
        <translation>%1 – mano</translation>
    </message>
    <message>
        <source>CONTÁRIA</source>
        <translation>CONTÁRIA</translation>
    </message>
    <message>
        <source>CONTÁRIA&apos;s tale</source>
        <translation>Cuento CONTÁRIA</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>libres: %1</translation>
    </message>
    <message>
        <source>%1/%2 left</source>
        <translation>%1/%2 restantes</translation>
    </message>
    <message>
        <source>† A value from your card data (Tools ▸ Card data…), not the shipped data.</source>
        <translation>† Un valor de tus datos de las cartas (Herramientas ▸ Datos de las cartas…), no de los datos originales.</translation>
    </message>
    <message>
        <source>Copies in the deck: {count}</source>
        <translation>Copias en el mazo: {count}</translation>
    </message>
</context>
</TS>
