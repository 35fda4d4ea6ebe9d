<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>The licence file (assets/LICENSES.md) was not found.</source>
        <translation>O arquivo de licenças (assets/LICENSES.md) não foi encontrado.</translation>
    </message>
    <message>
        <source>About Contária Desktop</source>
        <translation>Sobre o Contária Desktop</translation>
    </message>
    <message>
        <source>Contária Desktop {version}
Tabletop games hot-seat on one screen. Playable now: {games}.
Program licence: MIT.</source>
        <translation>Contária Desktop {version}
Jogos de mesa numa só tela, passando a vez. Jogáveis agora: {games}.
Licença do programa: MIT.</translation>
    </message>
    <message>
        <source>Art and other licences:</source>
        <translation>Arte e outras licenças (texto original em inglês):</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>you have no permission to write there</source>
        <translation>você não tem permissão para gravar nela</translation>
    </message>
    <message>
        <source>part of the path is a file, not a folder</source>
        <translation>uma parte do caminho é um arquivo, não uma pasta</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>o disco é somente leitura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>a pasta não existe</translation>
    </message>
    <message>
        <source>the system refused to write there</source>
        <translation>o sistema não permitiu gravar nela</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>Salvamento automático desligado</translation>
    </message>
    <message>
        <source>Autosave is off</source>
        <translation>O salvamento automático está desligado</translation>
    </message>
    <message>
        <source>This game is not saved automatically: the folder {folder} cannot be used ({reason}).
You can play on; use File ▸ Save to keep the game in a folder of your choice.</source>
        <translation>Esta partida não está sendo salva automaticamente: não é possível usar a pasta {folder} ({reason}).
Você pode continuar jogando; use Arquivo ▸ Salvar para guardar a partida numa pasta à sua escolha.</translation>
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
        <translation>Inferido (não verificado)</translation>
    </message>
    <message>
        <source>To review</source>
        <translation>A revisar</translation>
    </message>
    <message>
        <source>Card data</source>
        <translation>Dados das cartas</translation>
    </message>
    <message>
        <source>Correct a value of the game&apos;s data for your playtests. Inferred values were designed from the rulebook, not read from printed cards. New games use your values; saved games keep the data they were played with.</source>
        <translation>Corrija um valor dos dados do jogo para os seus testes. Os valores inferidos foram deduzidos do manual, não lidos das cartas impressas. As novas partidas usam os seus valores; as partidas salvas mantêm os dados com que foram jogadas.</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Origem</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Your value</source>
        <translation>Seu valor</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Em vigor</translation>
    </message>
    <message>
        <source>&amp;Reset value</source>
        <translation>&amp;Restaurar valor</translation>
    </message>
    <message>
        <source>Reset &amp;all</source>
        <translation>Restaurar &amp;todos</translation>
    </message>
    <message>
        <source>Pick one of the allowed values; “{shipped}”: the shipped value.</source>
        <translation>Escolha um dos valores permitidos; “{shipped}”: o valor original.</translation>
    </message>
    <message>
        <source>All these values together must add up to {total}.</source>
        <translation>Todos estes valores juntos devem somar {total}.</translation>
    </message>
    <message>
        <source>All these values together must add up to {min} to {max}.</source>
        <translation>Todos estes valores juntos devem somar de {min} a {max}.</translation>
    </message>
    <message>
        <source>{field}: {got} in all; they must add up to {total}.</source>
        <translation>{field}: {got} no total; devem somar {total}.</translation>
    </message>
    <message>
        <source>{field}: {got} in all; they must add up to {min} to {max}.</source>
        <translation>{field}: {got} no total; devem somar de {min} a {max}.</translation>
    </message>
    <message>
        <source>Key in the card data file: {key}</source>
        <translation>Chave no arquivo de dados das cartas: {key}</translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation>Nada foi salvo.</translation>
    </message>
    <message>
        <source>Not saved: the card data cannot be written in the folder {folder} ({reason}). The card data in force is unchanged.</source>
        <translation>Não foi salvo: os dados das cartas não podem ser gravados na pasta {folder} ({reason}). Os dados das cartas em vigor não mudaram.</translation>
    </message>
    <message>
        <source>Your card data file {path} is kept: new games use its values.</source>
        <translation>Seu arquivo de dados das cartas {path} foi mantido: as novas partidas usam os valores dele.</translation>
    </message>
    <message>
        <source>Your card data file {path} cannot be used either: new games use the shipped data.</source>
        <translation>Seu arquivo de dados das cartas {path} também não pode ser usado: as novas partidas usam os dados originais.</translation>
    </message>
    <message>
        <source>New games use the shipped data.</source>
        <translation>As novas partidas usam os dados originais.</translation>
    </message>
    <message>
        <source>These values do not add up: a count or a capacity no longer fits the rules.</source>
        <translation>Estes valores não fecham: uma contagem ou capacidade não cabe mais nas regras.</translation>
    </message>
    <message>
        <source>These values cannot be used.</source>
        <translation>Estes valores não podem ser usados.</translation>
    </message>
    <message>
        <source>The values “{field}” must add up to {total}, not {got}.</source>
        <translation>Os valores “{field}” devem somar {total}, não {got}.</translation>
    </message>
    <message>
        <source>The values “{field}” must add up to {min} to {max} cards, not {got}.</source>
        <translation>Os valores “{field}” devem somar de {min} a {max} cartas, não {got}.</translation>
    </message>
    <message>
        <source>“{field}” must be at least {min}.</source>
        <translation>“{field}” deve ser pelo menos {min}.</translation>
    </message>
    <message>
        <source>“{field}” must be one of: {choices}.</source>
        <translation>“{field}” deve ser um destes: {choices}.</translation>
    </message>
    <message>
        <source>A whole number from {min} to {max}; empty: the shipped value</source>
        <translation>Um número inteiro de {min} a {max}; vazio: o valor original</translation>
    </message>
    <message>
        <source>“{key}” must be a whole number from {min} to {max}.</source>
        <translation>“{key}” deve ser um número inteiro de {min} a {max}.</translation>
    </message>
    <message>
        <source>Not saved yet.</source>
        <translation>Ainda não salvo.</translation>
    </message>
    <message>
        <source>{value} (shipped)</source>
        <translation>{value} (original)</translation>
    </message>
    <message>
        <source>Saved in {path}. New games use these values.</source>
        <translation>Salvo em {path}. As novas partidas usam estes valores.</translation>
    </message>
    <message>
        <source>Every value is the shipped one again.</source>
        <translation>Todos os valores voltaram a ser os originais.</translation>
    </message>
    <message>
        <source>2-player game</source>
        <translation>Jogo de 2 jogadores</translation>
    </message>
    <message>
        <source>{character}, 2-player game</source>
        <translation>{character}, jogo de 2 jogadores</translation>
    </message>
    <message>
        <source>Most rounds (then the leaders share the victory)</source>
        <translation>Máximo de rodadas (depois os líderes dividem a vitória)</translation>
    </message>
    <message>
        <source>before the Revelation</source>
        <translation>antes da Revelação</translation>
    </message>
    <message>
        <source>after the Revelation</source>
        <translation>depois da Revelação</translation>
    </message>
    <message>
        <source>Per card of the {quality} suit</source>
        <translation>Por carta do naipe {quality}</translation>
    </message>
    <message>
        <source>Per trick won {phase}</source>
        <translation>Por vaza ganha {phase}</translation>
    </message>
    <message>
        <source>Tricks won {phase}: {count}</source>
        <translation>Vazas ganhas {phase}: {count}</translation>
    </message>
    <message>
        <source>Per card of the {quality} suit, {phase}</source>
        <translation>Por carta do naipe {quality}, {phase}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Pontos de vitória</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Cópias no baralho</translation>
    </message>
    <message>
        <source>Cards in the deck</source>
        <translation>Cartas no baralho</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Points of the initial side</source>
        <translation>Pontos do lado inicial</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Pontos de bônus</translation>
    </message>
    <message>
        <source>Card type</source>
        <translation>Tipo de carta</translation>
    </message>
    <message>
        <source>Where it goes when played</source>
        <translation>Para onde vai ao ser jogada</translation>
    </message>
    <message>
        <source>Items it costs</source>
        <translation>Objetos que custa</translation>
    </message>
    <message>
        <source>Item it is paid with</source>
        <translation>Objeto com que se paga</translation>
    </message>
    <message>
        <source>Victory points each</source>
        <translation>Pontos de vitória cada</translation>
    </message>
    <message>
        <source>First item of the pair</source>
        <translation>Primeiro objeto do par</translation>
    </message>
    <message>
        <source>Second item of the pair</source>
        <translation>Segundo objeto do par</translation>
    </message>
    <message>
        <source>First card type of the pair</source>
        <translation>Primeiro tipo de carta do par</translation>
    </message>
    <message>
        <source>Card type of the pair</source>
        <translation>Tipo de carta do par</translation>
    </message>
    <message>
        <source>Road to the square</source>
        <translation>Caminho até a praça</translation>
    </message>
    <message>
        <source>Most renewals in a row</source>
        <translation>Máximo de renovações seguidas</translation>
    </message>
    <message>
        <source>Cost of replacing a merchant, in {icon} icons</source>
        <translation>Custo para substituir um comerciante, em ícones de {icon}</translation>
    </message>
    <message>
        <source>Cost of replacing a minister, in {icon} icons</source>
        <translation>Custo para substituir um ministro, em ícones de {icon}</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>quantos</translation>
    </message>
    <message>
        <source>victory points</source>
        <translation>pontos de vitória</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objeto</translation>
    </message>
    <message>
        <source>only by day or by night</source>
        <translation>só de dia ou só de noite</translation>
    </message>
    <message>
        <source>card type it acts on</source>
        <translation>tipo de carta afetado</translation>
    </message>
    <message>
        <source>card it acts on</source>
        <translation>carta afetada</translation>
    </message>
    <message>
        <source>Award for place {place}</source>
        <translation>Prêmio do {place}º lugar</translation>
    </message>
    <message>
        <source>item on offer {n}</source>
        <translation>objeto oferecido {n}</translation>
    </message>
    <message>
        <source>Item counted {n}</source>
        <translation>Objeto contado {n}</translation>
    </message>
    <message>
        <source>Counted for the ranking ({n})</source>
        <translation>Contado para a classificação ({n})</translation>
    </message>
    <message>
        <source>Effect at the start of the turn, step {n}: {what}</source>
        <translation>Efeito no início do turno, passo {n}: {what}</translation>
    </message>
    <message>
        <source>Effect, step {n}: {what}</source>
        <translation>Efeito, passo {n}: {what}</translation>
    </message>
    <message>
        <source>Line “{line}”: {what}</source>
        <translation>Linha “{line}”: {what}</translation>
    </message>
    <message>
        <source>Scoring line {n}: {what}</source>
        <translation>Linha de pontuação {n}: {what}</translation>
    </message>
    <message>
        <source>In front of its player</source>
        <translation>Na frente do seu jogador</translation>
    </message>
    <message>
        <source>The common area</source>
        <translation>A área comum</translation>
    </message>
    <message>
        <source>The discard pile, after its text</source>
        <translation>A pilha de descarte, depois do seu texto</translation>
    </message>
    <message>
        <source>By day</source>
        <translation>De dia</translation>
    </message>
    <message>
        <source>By night</source>
        <translation>De noite</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Algo deu errado</translation>
    </message>
    <message>
        <source>The program met an error it did not expect.</source>
        <translation>O programa encontrou um erro inesperado.</translation>
    </message>
    <message>
        <source>Your game&apos;s autosave was kept; you can continue it from the start page.</source>
        <translation>O salvamento automático da sua partida foi mantido; você pode continuá-la pela página inicial.</translation>
    </message>
    <message>
        <source>This game has no autosave; if the game is still on screen, use File ▸ Save to keep it.</source>
        <translation>Esta partida não tem salvamento automático; se ela ainda estiver na tela, use Arquivo ▸ Salvar para guardá-la.</translation>
    </message>
    <message>
        <source>This report was saved to {path}.</source>
        <translation>Este relatório foi salvo em {path}.</translation>
    </message>
    <message>
        <source>The report holds no hidden cards; you may share it.</source>
        <translation>O relatório não contém cartas ocultas; você pode compartilhá-lo.</translation>
    </message>
    <message>
        <source>Copy report</source>
        <translation>Copiar relatório</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Vez de {name}</translation>
    </message>
    <message>
        <source>Everyone else, please look away. {name}, press the button when only you can see the screen.</source>
        <translation>Os demais, por favor, não olhem. {name}, aperte o botão quando só você puder ver a tela.</translation>
    </message>
    <message>
        <source>I am {name} – show my cards</source>
        <translation>Sou {name} – mostrar minhas cartas</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Show scores</source>
        <translation>Ver pontuação</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.</source>
        <translation>Passe a tela para {name}.</translation>
    </message>
    <message>
        <source>Done. Pass the screen to {name}.</source>
        <translation>Pronto. Passe a tela para {name}.</translation>
    </message>
    <message>
        <source>{name} is deciding.</source>
        <translation>{name} está decidindo.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>The hint could not be computed.</source>
        <translation>Não foi possível calcular a dica.</translation>
    </message>
    <message>
        <source>A bot could not decide; it played a random move.</source>
        <translation>Um robô não conseguiu decidir e fez uma jogada aleatória.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Buscando uma dica…</translation>
    </message>
    <message>
        <source>{move} ({card})</source>
        <translation>{move} ({card})</translation>
    </message>
    <message>
        <source>{action} — win estimate {value} % ({visits} of {total} simulations)</source>
        <translation>{action} — chance estimada de vitória {value}% ({visits} de {total} simulações)</translation>
    </message>
</context>
<context>
    <name>InstructionBar</name>
    <message>
        <source>Undo selection</source>
        <extracomment>Action types offered as buttons here rather than on the table (every game). the &quot;Undo selection&quot; button was pressed: drop the table&apos;s half-made choice</extracomment>
        <translation>Desfazer seleção</translation>
    </message>
</context>
<context>
    <name>LabReport</name>
    <message>
        <source>A/B comparison</source>
        <translation>Comparação A/B</translation>
    </message>
    <message>
        <source>win rate, seat {seat}</source>
        <translation>taxa de vitória, lugar {seat}</translation>
    </message>
    <message>
        <source>win rate, all {kind} seats</source>
        <translation>taxa de vitória, lugares do tipo {kind}</translation>
    </message>
    <message>
        <source>no seat won</source>
        <translation>nenhum lugar venceu</translation>
    </message>
    <message>
        <source>won by {winner}</source>
        <translation>vencida por {winner}</translation>
    </message>
    <message>
        <source>mean score, seat {seat}</source>
        <translation>pontuação média, lugar {seat}</translation>
    </message>
    <message>
        <source>decisions per game</source>
        <translation>decisões por partida</translation>
    </message>
    <message>
        <source>the same {games} deals on both sides ({same} with the same winners). Two-sided tests at {alpha} %: two-proportion z-test for rates, Welch&apos;s t-test for means; no correction for multiple comparisons.</source>
        <translation>as mesmas {games} distribuições nos dois lados ({same} com os mesmos vencedores). Testes bilaterais a {alpha} %: teste z de duas proporções para as taxas, teste t de Welch para as médias; sem correção para comparações múltiplas.</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>significativa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Each side&apos;s own report:</source>
        <translation>O relatório de cada lado:</translation>
    </message>
    <message>
        <source>win rates A and B</source>
        <translation>taxas de vitória de A e B</translation>
    </message>
    <message>
        <source>B changes:</source>
        <translation>B muda:</translation>
    </message>
    <message>
        <source>score</source>
        <translation>pontuação</translation>
    </message>
    <message>
        <source>Score distribution per seat</source>
        <translation>Distribuição da pontuação por lugar</translation>
    </message>
    <message>
        <source>fair share 1/{n}</source>
        <translation>parte justa 1/{n}</translation>
    </message>
    <message>
        <source>no seat
won</source>
        <translation>nenhum lugar
venceu</translation>
    </message>
    <message>
        <source>win rate, 95 % CI
(a shared win counts 1/k)</source>
        <translation>taxa de vitória, IC 95 %
(vitória dividida conta 1/k)</translation>
    </message>
    <message>
        <source>Win rate per seat position</source>
        <translation>Taxa de vitória por posição à mesa</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partidas</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Duração das partidas</translation>
    </message>
    <message>
        <source>win rate of the seat, 95 % CI</source>
        <translation>taxa de vitória do lugar, IC 95 %</translation>
    </message>
    <message>
        <source>Win rate per {column}</source>
        <translation>Taxa de vitória por {column}</translation>
    </message>
    <message>
        <source>mean score (all seats)</source>
        <translation>pontuação média (todos os lugares)</translation>
    </message>
    <message>
        <source>Mean score per {column}</source>
        <translation>Pontuação média por {column}</translation>
    </message>
    <message>
        <source>win rate, 95 % CI</source>
        <translation>taxa de vitória, IC 95 %</translation>
    </message>
    <message>
        <source>Win rate per seat, A and B</source>
        <translation>Taxa de vitória por lugar, A e B</translation>
    </message>
    <message>
        <source>Playtest lab report</source>
        <translation>Relatório do laboratório de testes</translation>
    </message>
    <message>
        <source>{game}, {players} players, seats {seats}; {finished} of {requested} games (deals {first}–{last})</source>
        <translation>{game}, {players} jogadores, lugares {seats}; {finished} de {requested} partidas (distribuições {first}–{last})</translation>
    </message>
    <message>
        <source> — interrupted</source>
        <translation> — interrompida</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>data</source>
        <translation>dados</translation>
    </message>
    <message>
        <source>Card data changed from the original:</source>
        <translation>Dados das cartas alterados em relação ao original:</translation>
    </message>
    <message>
        <source>data digest</source>
        <translation>hash dos dados</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>lugar</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>win rate (95 % CI)</source>
        <translation>taxa de vitória (IC 95 %)</translation>
    </message>
    <message>
        <source>outright wins</source>
        <translation>vitórias sozinho</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>pontuação média</translation>
    </message>
    <message>
        <source>sd</source>
        <translation>desvio-padrão</translation>
    </message>
    <message>
        <source>Seat kinds</source>
        <translation>Tipos de lugar</translation>
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
        <translation>decisões por partida (média / mediana / p95)</translation>
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
        <translation>Sem gráficos: o matplotlib não está instalado.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatório</translation>
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
        <translation>lugar {seat}
({kind})</translation>
    </message>
    <message>
        <source>seat {seat} ({kind})</source>
        <translation>lugar {seat} ({kind})</translation>
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
        <translation>Aleatório</translation>
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
        <translation>O suporte a cluster não está instalado: pip install &apos;contaria-desktop[cluster]&apos;</translation>
    </message>
    <message>
        <source>The Dask scheduler {address} cannot be reached: {reason}</source>
        <translation>Não foi possível conectar ao agendador Dask {address}: {reason}</translation>
    </message>
    <message>
        <source>Playtest lab</source>
        <translation>Laboratório de testes</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <source>Number of games:</source>
        <translation>Número de partidas:</translation>
    </message>
    <message>
        <source>First deal:</source>
        <translation>Primeira distribuição:</translation>
    </message>
    <message>
        <source>Worker processes:</source>
        <translation>Processos em paralelo:</translation>
    </message>
    <message>
        <source>Dask scheduler:</source>
        <translation>Agendador Dask:</translation>
    </message>
    <message>
        <source>empty: processes on this computer</source>
        <translation>vazio: processos neste computador</translation>
    </message>
    <message>
        <source>The address of a Dask scheduler (tcp://host:8786) to run the games on a cluster; needs pip install &apos;contaria-desktop[cluster]&apos; here and on every worker.</source>
        <translation>O endereço de um agendador Dask (tcp://host:8786) para jogar as partidas num cluster; requer pip install &apos;contaria-desktop[cluster]&apos; aqui e em cada worker.</translation>
    </message>
    <message>
        <source>Compare with (A/B):</source>
        <translation>Comparar com (A/B):</translation>
    </message>
    <message>
        <source>no variant: shipped game only</source>
        <translation>sem variante: só o jogo original</translation>
    </message>
    <message>
        <source>A variant file – JSON with a name, game options and card data, or a card data file as Tools ▸ Card data… writes: the same deals are played on the shipped game (A) and on the variant (B) and compared.</source>
        <translation>Um arquivo de variante – JSON com um nome, opções de jogo e dados das cartas, ou um arquivo de dados das cartas como o que Ferramentas ▸ Dados das cartas… grava: as mesmas distribuições são jogadas no jogo original (A) e na variante (B), e os resultados são comparados.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
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
        <translation>Parar depois das partidas em andamento; as partidas terminadas ficam no relatório.</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>Exportar relatório…</translation>
    </message>
    <message>
        <source>Copy the report (HTML and plots), games.csv and summary.json into a folder.</source>
        <translation>Copiar o relatório (HTML e gráficos), games.csv e summary.json para uma pasta.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Save games.csv: one row per game and seat.</source>
        <translation>Salvar games.csv: uma linha por partida e lugar.</translation>
    </message>
    <message>
        <source>Deal:</source>
        <translation>Distribuição:</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Rever…</translation>
    </message>
    <message>
        <source>A deal of the last run, to watch in the Replay window (played again exactly as simulated).</source>
        <translation>Uma distribuição da última simulação, para ver na janela Rever (jogada de novo exatamente como foi simulada).</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Lugar {n}:</translation>
    </message>
    <message>
        <source>Variant file</source>
        <translation>Arquivo de variante</translation>
    </message>
    <message>
        <source>Variant files (*.json)</source>
        <translation>Arquivos de variante (*.json)</translation>
    </message>
    <message>
        <source>The variant file cannot be used: {reason}</source>
        <translation>O arquivo de variante não pode ser usado: {reason}</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Conectando a {address}…</translation>
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
        <translation>Parando depois das partidas em andamento…</translation>
    </message>
    <message>
        <source>Side {side}</source>
        <translation>Lado {side}</translation>
    </message>
    <message>
        <source>about {time} left</source>
        <translation>faltam cerca de {time}</translation>
    </message>
    <message>
        <source>{time} in all</source>
        <translation>{time} no total</translation>
    </message>
    <message>
        <source>{done} of {total} games played</source>
        <translation>{done} de {total} partidas jogadas</translation>
    </message>
    <message>
        <source>Side {side}: {progress}</source>
        <translation>Lado {side}: {progress}</translation>
    </message>
    <message>
        <source>Cancelled: the finished games are in the report.</source>
        <translation>Cancelado: as partidas terminadas estão no relatório.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Pronto.</translation>
    </message>
    <message>
        <source>The simulation could not run: {reason}</source>
        <translation>Não foi possível rodar a simulação: {reason}</translation>
    </message>
    <message>
        <source>Export the games as CSV</source>
        <translation>Exportar as partidas em CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Games exported to {files}</source>
        <translation>Partidas exportadas para {files}</translation>
    </message>
    <message>
        <source>The files could not be exported: {reason}</source>
        <translation>Não foi possível exportar os arquivos: {reason}</translation>
    </message>
    <message>
        <source>Run some games first.</source>
        <translation>Simule algumas partidas antes.</translation>
    </message>
    <message>
        <source>This deal has not been played yet.</source>
        <translation>Esta distribuição ainda não foi jogada.</translation>
    </message>
    <message>
        <source>Watch this game in the Replay window.</source>
        <translation>Ver esta partida na janela Rever.</translation>
    </message>
    <message>
        <source>Playing deal {deal} again…</source>
        <translation>Jogando de novo a distribuição {deal}…</translation>
    </message>
    <message>
        <source>The game could not be replayed: {reason}</source>
        <translation>Não foi possível rever a partida: {reason}</translation>
    </message>
    <message>
        <source>Deal {deal} is open in the Replay window.</source>
        <translation>A distribuição {deal} está aberta na janela Rever.</translation>
    </message>
    <message>
        <source>Export the report to</source>
        <translation>Exportar o relatório para</translation>
    </message>
    <message>
        <source>Report exported to {folder}</source>
        <translation>Relatório exportado para {folder}</translation>
    </message>
    <message>
        <source>The plots appear here as the games finish.</source>
        <translation>Os gráficos aparecem aqui à medida que as partidas terminam.</translation>
    </message>
    <message>
        <source>Seat {n}: {kind}</source>
        <translation>Lugar {n}: {kind}</translation>
    </message>
    <message>
        <source>give one seat kind per seat (seats: {players}; seat kinds given: {given})</source>
        <translation>informe um tipo de lugar por lugar (lugares: {players}; tipos informados: {given})</translation>
    </message>
    <message>
        <source>unknown seat kind “{kind}” (known: {known})</source>
        <translation>tipo de lugar desconhecido “{kind}” (conhecidos: {known})</translation>
    </message>
    <message>
        <source>the number of games must be at least 1, not {value}</source>
        <translation>o número de partidas deve ser pelo menos 1, não {value}</translation>
    </message>
    <message>
        <source>the first deal must be a non-negative whole number, not {value}</source>
        <translation>a primeira distribuição deve ser um número inteiro não negativo, não {value}</translation>
    </message>
    <message>
        <source>there must be at least 1 worker process, not {value}</source>
        <translation>deve haver pelo menos 1 processo em paralelo, não {value}</translation>
    </message>
    <message>
        <source>{path} is too large to be card data (at most {max} KB)</source>
        <translation>{path} é grande demais para ser um arquivo de dados das cartas (no máximo {max} KB)</translation>
    </message>
    <message>
        <source>{path}: {detail}</source>
        <translation>{path}: {detail}</translation>
    </message>
    <message>
        <source>{path} must hold one JSON object (“name”, “options” and “data”, or card data)</source>
        <translation>{path} deve conter um único objeto JSON (“name”, “options” e “data”, ou dados das cartas)</translation>
    </message>
    <message>
        <source>{path} is empty: it changes nothing</source>
        <translation>{path} está vazio: não muda nada</translation>
    </message>
    <message>
        <source>in {path}, the key “{field}” is not a card data key (those are dotted, like cards.x.score)</source>
        <translation>em {path}, a chave “{field}” não é uma chave de dados das cartas (essas têm pontos, como cards.x.score)</translation>
    </message>
    <message>
        <source>in {path}, the key “{field}” is unknown (a variant file holds {known})</source>
        <translation>em {path}, a chave “{field}” é desconhecida (um arquivo de variante contém {known})</translation>
    </message>
    <message>
        <source>in {path}, “name” must be a text</source>
        <translation>em {path}, “name” deve ser um texto</translation>
    </message>
    <message>
        <source>in {path}, “options” must be an object</source>
        <translation>em {path}, “options” deve ser um objeto</translation>
    </message>
    <message>
        <source>in {path}, “data” must be an object of card data values</source>
        <translation>em {path}, “data” deve ser um objeto de valores dos dados das cartas</translation>
    </message>
    <message>
        <source>variant “{variant}”: {detail}</source>
        <translation>variante “{variant}”: {detail}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <extracomment>True when the log gets its first lines, False when it is emptied (the window widens a narrow dock on the game&apos;s first lines: MainWindow._log_filled, issue 18.3).
----------
room kept above and below a line&apos;s text, in pixels</extracomment>
        <translation>Registro da partida</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir r&amp;ecente</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Save &amp;position…</source>
        <translation>Salvar &amp;posição…</translation>
    </message>
    <message>
        <source>Open pos&amp;ition…</source>
        <translation>Abrir p&amp;osição…</translation>
    </message>
    <message>
        <source>Rep&amp;lay a game…</source>
        <translation>Rever uma par&amp;tida…</translation>
    </message>
    <message>
        <source>Playtes&amp;t lab…</source>
        <translation>La&amp;boratório de testes…</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>&amp;Voltar à página inicial</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Hint (playtest)</source>
        <translation>Di&amp;ca (modo de teste)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Velocidade das animações</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantânea</translation>
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
        <translation>Velocidade dos &amp;bots</translation>
    </message>
    <message>
        <source>Pause before each bot move: {ms} ms</source>
        <translation>Pausa antes de cada jogada de um bot: {ms} ms</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Show &amp;all cards (playtest)</source>
        <translation>Mostrar &amp;todas as cartas (teste)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Ferramentas</translation>
    </message>
    <message>
        <source>Card &amp;data…</source>
        <translation>&amp;Dados das cartas…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Resumo das regras</translation>
    </message>
    <message>
        <source>&amp;Card reference</source>
        <translation>Referência de &amp;cartas</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <source>What the Hard bot would choose, and why.</source>
        <translation>O que o robô Difícil escolheria, e por quê.</translation>
    </message>
    <message>
        <source>Settings cannot be saved; the choice holds until the program is closed.</source>
        <translation>Não é possível salvar as configurações; a escolha vale até o programa ser fechado.</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <extracomment>Width in pixels of the log dock before the game&apos;s log has any line (issue 18.3). True once the current game&apos;s log has shown lines (the dock then keeps its usual width).</extracomment>
        <translation>&amp;Registro da partida</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <source>Only in playtest mode.</source>
        <translation>Só no modo de teste.</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Teste</translation>
    </message>
    <message>
        <source>Deal {seed}</source>
        <translation>Distribuição {seed}</translation>
    </message>
    <message>
        <source>A game could not be loaded and was left out: {games}</source>
        <translation>Um jogo não pôde ser carregado e ficou de fora: {games}</translation>
    </message>
    <message>
        <source>Card data not used</source>
        <translation>Dados das cartas não usados</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Não foi possível iniciar a partida</translation>
    </message>
    <message>
        <source>Hints are offered in playtest mode only, when a person is to decide.</source>
        <translation>Dicas só são oferecidas no modo de teste, quando uma pessoa vai decidir.</translation>
    </message>
    <message>
        <source>Other card data</source>
        <translation>Outros dados das cartas</translation>
    </message>
    <message>
        <source>It can go on only with the data it was made with: its moves were chosen under those values. Your card data file is not changed and new games still use it.</source>
        <translation>Ele só pode continuar com os dados com que foi jogado: as jogadas foram escolhidas com esses valores. Seu arquivo de dados das cartas não muda e os jogos novos continuam a usá-lo.</translation>
    </message>
    <message>
        <source>Continue with the save&apos;s data</source>
        <translation>Continuar com os dados do jogo salvo</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Salvar as alterações?</translation>
    </message>
    <message>
        <source>Save changes to this game?</source>
        <translation>Salvar as alterações desta partida?</translation>
    </message>
    <message>
        <source>If you don&apos;t save, the decisions since the last save are kept only in the autosave of the last few games.</source>
        <translation>Se você não salvar, as decisões desde o último salvamento ficam só no salvamento automático das últimas partidas.</translation>
    </message>
    <message>
        <source>Autosave is off, so if you don&apos;t save, the decisions since the last save are lost.</source>
        <translation>O salvamento automático está desligado: se você não salvar, as decisões desde o último salvamento serão perdidas.</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas salvas (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>{file}:
{problem}</source>
        <translation>{file}:
{problem}</translation>
    </message>
    <message>
        <source>Open saved game</source>
        <translation>Abrir partida salva</translation>
    </message>
    <message>
        <source>Cannot open {file}</source>
        <translation>Não foi possível abrir {file}</translation>
    </message>
    <message>
        <source>Opened {file} with warnings</source>
        <translation>{file} aberto com avisos</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salvar partida</translation>
    </message>
    <message>
        <source>Cannot save {file}</source>
        <translation>Não foi possível salvar {file}</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Salvo em {file}.</translation>
    </message>
    <message>
        <source>Save position</source>
        <translation>Salvar posição</translation>
    </message>
    <message>
        <source>Position saved to {file}.</source>
        <translation>Posição salva em {file}.</translation>
    </message>
    <message>
        <source>Open position</source>
        <translation>Abrir posição</translation>
    </message>
    <message>
        <source>Language: {name}</source>
        <translation>Idioma: {name}</translation>
    </message>
    <message>
        <source>The Hard bot would make this move:
{action}</source>
        <translation>O bot Difícil faria esta jogada:
{action}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Moves it considered:</source>
        <translation>Jogadas que ele considerou:</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Random bot</source>
        <translation>Robô aleatório</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Robô fácil</translation>
    </message>
    <message>
        <source>Normal bot</source>
        <translation>Robô normal</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Robô difícil</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <extracomment>preposition -&gt; preposition with the masculine article, per language (the default names &quot;Jogador&quot;/&quot;Robô&quot;/&quot;Jugador&quot;/&quot;Bot&quot; are masculine nouns)
----------
Isolate controls inside a name are dropped: a stray PDI would end our isolate early.</extracomment>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>Bot {n}</source>
        <translation>Robô {n}</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
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
        <translation>Robô {n} ({difficulty})</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>Playtest mode (free undo, all cards can be shown, choose the deal)</source>
        <translation>Modo de teste (desfazer livre, todas as cartas visíveis, escolha da distribuição)</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Número da distribuição:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>aleatório</translation>
    </message>
    <message>
        <source>The same deal number, game, players and options always deal the same cards.</source>
        <translation>O mesmo número de distribuição, jogo, jogadores e opções sempre distribuem as mesmas cartas.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this screen, or the computer. Bots from weakest to strongest: Random, Easy, Normal, Hard; they never see cards their seat could not see.</source>
        <translation>Quem joga neste lugar: uma pessoa diante desta tela, ou o computador. Robôs do mais fraco ao mais forte: Aleatório, Fácil, Normal, Difícil; eles nunca veem cartas que o seu lugar não poderia ver.</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Seat {n}:</source>
        <translation>Lugar {n}:</translation>
    </message>
    <message>
        <source>Seat {n} needs a name.</source>
        <translation>O lugar {n} precisa de um nome.</translation>
    </message>
    <message>
        <source>Seats {a} and {b} are both called “{name}”: give each player a different name.</source>
        <translation>Os lugares {a} e {b} se chamam “{name}”: dê um nome diferente a cada jogador.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay – {game}</source>
        <extracomment>Seat-combo data of &quot;Public view&quot; (a spectator&apos;s view, ``view(None)``). Item data role holding the 0-based step of a log row. Item data role: True for the rows of the current step (highlighted). The seat offered even in an unfinished game (the only person; see the module doc). True while the public (spectator) view is shown; ``seat`` then keeps the last seat.</extracomment>
        <translation>Rever – {game}</translation>
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
        <translation>Início</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation>Referência de cartas</translation>
    </message>
    <message>
        <source>The cards with the values this game was played with</source>
        <translation>As cartas com os valores com que este jogo foi jogado</translation>
    </message>
    <message>
        <source>The deal, before the first decision (Home)</source>
        <translation>A distribuição, antes da primeira decisão (Home)</translation>
    </message>
    <message>
        <source>One step back (Left arrow)</source>
        <translation>Um passo para trás (seta para a esquerda)</translation>
    </message>
    <message>
        <source>One step forward (Right arrow)</source>
        <translation>Um passo para a frente (seta para a direita)</translation>
    </message>
    <message>
        <source>The last step (End)</source>
        <translation>O último passo (End)</translation>
    </message>
    <message>
        <source>Drag to any step</source>
        <translation>Arraste até qualquer passo</translation>
    </message>
    <message>
        <source>Public view (no hidden cards)</source>
        <translation>Visão pública (sem cartas ocultas)</translation>
    </message>
    <message>
        <source>Everything visible</source>
        <translation>Tudo visível</translation>
    </message>
    <message>
        <source>Game {n} of the series</source>
        <translation>Partida {n} da série</translation>
    </message>
    <message>
        <source>This game is not over: finish the game or use playtest mode to see hidden cards.</source>
        <translation>Esta partida não acabou: termine a partida ou use o modo de teste para ver as cartas ocultas.</translation>
    </message>
    <message>
        <source>What every player could see: no hand, no hidden card</source>
        <translation>O que todos os jogadores podiam ver: nenhuma mão, nenhuma carta oculta</translation>
    </message>
    <message>
        <source>Step {step} of {total}</source>
        <translation>Passo {step} de {total}</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>a distribuição</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>fim de jogo</translation>
    </message>
    <message>
        <source>Cannot replay {file}</source>
        <translation>Não foi possível rever {file}</translation>
    </message>
    <message>
        <source>{file}:
{problem}</source>
        <translation>{file}:
{problem}</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Rever uma partida salva</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas salvas (*.json);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>ResumeOffer</name>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Your last game was interrupted, but its autosave cannot be opened.</source>
        <translation>Sua última partida foi interrompida, mas o salvamento automático não pode ser aberto.</translation>
    </message>
    <message>
        <source>Your last game was interrupted. Resume it?</source>
        <translation>Sua última partida foi interrompida. Retomar?</translation>
    </message>
    <message>
        <source>Unfinished games were kept. Which one do you want to resume?</source>
        <extracomment>path -&gt; ((mtime_ns, size), Interrupted or None): a slot is loaded (every action replayed) again only when it changed, so coming back to the start page stays quick.</extracomment>
        <translation>Há partidas inacabadas guardadas. Qual você quer retomar?</translation>
    </message>
    <message>
        <source>Go on with this game</source>
        <translation>Continuar esta partida</translation>
    </message>
    <message>
        <source>Delete the autosave of this game</source>
        <translation>Apagar o salvamento automático desta partida</translation>
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
        <translation>{game} com {players}
{time} · decisões até agora: {n}</translation>
    </message>
    <message>
        <source>game {n} of the series</source>
        <translation>partida {n} da série</translation>
    </message>
    <message>
        <source>Cannot resume {file}</source>
        <translation>Não foi possível retomar {file}</translation>
    </message>
    <message>
        <source>{file}:
{problem}</source>
        <translation>{file}:
{problem}</translation>
    </message>
    <message>
        <source>Resumed {file} with warnings</source>
        <translation>{file} retomado com avisos</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules and cards</source>
        <translation>Regras e cartas</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Resumo das regras</translation>
    </message>
    <message>
        <source>Card reference</source>
        <translation>Referência de cartas</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>Scores</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Deal number: {seed}</source>
        <translation>Número da distribuição: {seed}</translation>
    </message>
    <message>
        <source>Next tale</source>
        <translation>Próximo conto</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Rever…</translation>
    </message>
    <message>
        <source>Watch this game again, step by step</source>
        <translation>Assistir a esta partida de novo, passo a passo</translation>
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
        <translation>Bônus</translation>
    </message>
    <message>
        <source>Deactivated</source>
        <translation>Desativada</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>{initial} ({name})</source>
        <translation>{initial} ({name})</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalhes</translation>
    </message>
    <message>
        <source>Show the cards</source>
        <translation>Mostrar as cartas</translation>
    </message>
    <message>
        <source>Show the detailed breakdown tables</source>
        <translation>Mostrar as tabelas com a pontuação detalhada</translation>
    </message>
    <message>
        <source>Last game – {result}.</source>
        <translation>Último jogo – {result}.</translation>
    </message>
    <message>
        <source>The game is a draw. {reason}</source>
        <translation>A partida terminou empatada. {reason}</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>A partida terminou empatada.</translation>
    </message>
    <message>
        <source>Nobody wins this game.</source>
        <translation>Ninguém vence esta partida.</translation>
    </message>
    <message>
        <source>Book of Tales – victory markers: {markers}</source>
        <translation>Livro de Contos – marcadores de vitória: {markers}</translation>
    </message>
    <message>
        <source>both tales have {points}</source>
        <translation>Os dois contos têm {points}</translation>
    </message>
    <message>
        <source>CONTÁRIA</source>
        <comment>the last name in a list of tied tales: a tie at +3 between Ana, Bia and CONTÁRIA</comment>
        <translation>o CONTÁRIA</translation>
    </message>
    <message>
        <source>CONTÁRIA tied the highest score ({points})</source>
        <translation>O CONTÁRIA empatou com a maior pontuação ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA has the highest score ({points})</source>
        <translation>O CONTÁRIA tem a maior pontuação ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA tied the lowest score ({points})</source>
        <translation>O CONTÁRIA empatou com a menor pontuação ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA has the lowest score ({points})</source>
        <translation>O CONTÁRIA tem a menor pontuação ({points})</translation>
    </message>
    <message>
        <source>Single winner: a tie furthest from zero ({points}); ties go to CONTÁRIA, so no player wins.</source>
        <translation>Vencedor único: um empate mais longe do zero ({points}); empates ficam com CONTÁRIA, então nenhum jogador vence.</translation>
    </message>
    <message>
        <source>Single winner: CONTÁRIA is furthest from zero ({points}), so no player wins.</source>
        <translation>Vencedor único: o CONTÁRIA é o mais distante de zero ({points}), então nenhum jogador vence.</translation>
    </message>
    <message>
        <source>Single winner: a tie furthest from zero ({points}); {names} share the win.</source>
        <translation>Vencedor único: um empate mais longe do zero ({points}); {names} dividem a vitória.</translation>
    </message>
    <message>
        <source>Single winner: the tale furthest from zero wins ({points}).</source>
        <translation>Vencedor único: vence o conto mais distante de zero ({points}).</translation>
    </message>
    <message>
        <source>CONTÁRIA ({points}) is between the two tales and not negative: the happier tale wins.</source>
        <translation>O CONTÁRIA ({points}) fica entre os dois contos e não é negativo: vence o conto mais feliz.</translation>
    </message>
    <message>
        <source>CONTÁRIA ({points}) is between the two tales and negative: the sadder tale wins.</source>
        <translation>O CONTÁRIA ({points}) fica entre os dois contos e é negativo: vence o conto mais triste.</translation>
    </message>
    <message>
        <source>Every tale has {points}: ties go to CONTÁRIA.</source>
        <translation>Todos os contos têm {points}: os empates ficam com o CONTÁRIA.</translation>
    </message>
    <message>
        <source>Happiest tale: {names} ({points}).</source>
        <translation>Conto mais feliz: {names} ({points}).</translation>
    </message>
    <message>
        <source>Happiest tale: a tie at {points} between {names}; ties go to CONTÁRIA, so it wins.</source>
        <translation>Conto mais feliz: empate em {points} entre {names}; os empates ficam com o CONTÁRIA, que vence.</translation>
    </message>
    <message>
        <source>Happiest tale: a tie at {points}; {names} share the win.</source>
        <translation>Conto mais feliz: empate em {points}; {names} dividem a vitória.</translation>
    </message>
    <message>
        <source>Saddest tale: {names} ({points}).</source>
        <translation>Conto mais triste: {names} ({points}).</translation>
    </message>
    <message>
        <source>Saddest tale: a tie at {points} between {names}; ties go to CONTÁRIA, so it wins.</source>
        <translation>Conto mais triste: empate em {points} entre {names}; os empates ficam com o CONTÁRIA, que vence.</translation>
    </message>
    <message>
        <source>the points printed on the card (red when negative)</source>
        <translation>os pontos impressos na carta (vermelho quando negativos)</translation>
    </message>
    <message>
        <source>a bonus (red when negative)</source>
        <translation>um bônus (vermelho quando negativo)</translation>
    </message>
    <message>
        <source>made negative: the points it scores instead</source>
        <translation>tornada negativa: os pontos que ela vale no lugar</translation>
    </message>
    <message>
        <source>deactivated: its abilities do not work and it scores 0</source>
        <translation>desativada: suas habilidades não funcionam e ela vale 0</translation>
    </message>
    <message>
        <source>stayed face down: scores as its initial side (in italics in the details)</source>
        <translation>virada para baixo: vale como o lado inicial (em itálico nos detalhes)</translation>
    </message>
    <message>
        <source>Saddest tale: a tie at {points}; {names} share the win.</source>
        <translation>Conto mais triste: empate em {points}; {names} dividem a vitória.</translation>
    </message>
    <message>
        <source>base {points}</source>
        <translation>base {points}</translation>
    </message>
    <message>
        <source>made negative: {points}</source>
        <translation>tornada negativa: {points}</translation>
    </message>
    <message>
        <source>made negative: stays {points}</source>
        <translation>tornada negativa: continua {points}</translation>
    </message>
    <message>
        <source>bonus {points}</source>
        <translation>bônus {points}</translation>
    </message>
    <message>
        <source>deactivated</source>
        <translation>desativada</translation>
    </message>
    <message>
        <source>stayed face down</source>
        <translation>ficou virada para baixo</translation>
    </message>
    <message>
        <source>Made negative</source>
        <translation>Tornada negativa</translation>
    </message>
    <message>
        <source>Book of Tales</source>
        <translation>Livro de Contos</translation>
    </message>
    <message>
        <source>Victory markers</source>
        <translation>Marcadores de vitória</translation>
    </message>
    <message>
        <source>Grand Winner: first to 3 victory markers</source>
        <translation>Grande Vencedor: primeiro a ter 3 marcadores de vitória</translation>
    </message>
    <message>
        <source>Grand Winners (tie): 3 victory markers reached in the same tale</source>
        <translation>Grandes Vencedores (empate): 3 marcadores de vitória no mesmo conto</translation>
    </message>
    <message>
        <source>tied for the lead of the Book of Tales</source>
        <translation>empatados na liderança do Livro de Contos</translation>
    </message>
    <message>
        <source>leads the Book of Tales</source>
        <translation>lidera o Livro de Contos</translation>
    </message>
    <message>
        <source>objective reached</source>
        <translation>objetivo cumprido</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>Objective reached</source>
        <translation>Objetivo cumprido</translation>
    </message>
    <message>
        <source>{seat} reached the objective of {character}.</source>
        <translation>{seat} cumpriu o objetivo de {character}.</translation>
    </message>
    <message>
        <source>Nobody reached an objective within the round limit.</source>
        <translation>Ninguém cumpriu um objetivo dentro do limite de rodadas.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Próxima partida</translation>
    </message>
    <message>
        <source>Series – games won: {markers}</source>
        <translation>Série – partidas vencidas: {markers}</translation>
    </message>
    <message>
        <source>Series standings</source>
        <extracomment>progress table says it all).</extracomment>
        <translation>Classificação da série</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas vencidas</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Fim de jogo: empate.</translation>
    </message>
    <message>
        <source>Game over: nobody wins.</source>
        <translation>Fim de jogo: ninguém vence.</translation>
    </message>
    <message>
        <source>★ winner of this game</source>
        <extracomment>the gold border of a winner&apos;s panel (px)</extracomment>
        <translation>★ vencedor desta partida</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Nenhuma carta</translation>
    </message>
    <message>
        <source>tied for the lead</source>
        <translation>empatados na liderança</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>na liderança</translation>
    </message>
    <message>
        <source>Each player&apos;s scored cards</source>
        <translation>Cartas pontuadas de cada jogador</translation>
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
        <translation>Jogos de mesa para amigos que dividem uma tela</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nova partida…</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Abrir partida salva…</translation>
    </message>
    <message>
        <source>Playtest lab…</source>
        <translation>Laboratório de testes…</translation>
    </message>
    <message>
        <source>Simulate many games with bots and see the statistics and plots.</source>
        <translation>Simular muitas partidas com bots e ver as estatísticas e os gráficos.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>No saved or autosaved game to continue yet.</source>
        <translation>Ainda não há partida salva para continuar.</translation>
    </message>
    <message>
        <source>Continue {file}</source>
        <translation>Continuar {file}</translation>
    </message>
    <message>
        <source>{min}–{max} players</source>
        <translation>{min}–{max} jogadores</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} jogadores</translation>
    </message>
    <message>
        <source>Start a new game of {game}</source>
        <translation>Começar uma nova partida de {game}</translation>
    </message>
    <message>
        <source>No game is installed.</source>
        <translation>Nenhum jogo está instalado.</translation>
    </message>
</context>
<context>
    <name>charlatao.messages</name>
    <message>
        <source>Round {round} begins.</source>
        <translation>Começa a rodada {round}.</translation>
    </message>
    <message>
        <source>{seat} was dealt {cards}.</source>
        <translation>{seat} recebeu {cards}.</translation>
    </message>
    <message>
        <source>{seat} chose the excellent suit in secret.</source>
        <translation>{seat} escolheu em segredo o naipe de qualidade excelente.</translation>
    </message>
    <message>
        <source>{seat} chose {suit} as the excellent suit.</source>
        <translation>{seat} escolheu {suit} como naipe de qualidade excelente.</translation>
    </message>
    <message>
        <source>The suit cards were placed face down on the quality index.</source>
        <translation>As cartas de naipe foram colocadas viradas para baixo no índice de qualidade.</translation>
    </message>
    <message>
        <source>{seat} saw the {space} quality card: {suit}.</source>
        <translation>{seat} viu a carta de qualidade {space}: {suit}.</translation>
    </message>
    <message>
        <source>{seat} chose a card to discard.</source>
        <translation>{seat} escolheu uma carta para descartar.</translation>
    </message>
    <message>
        <source>{seat} will discard the {card}.</source>
        <translation>{seat} vai descartar o {card}.</translation>
    </message>
    <message>
        <source>{seat} chose a card to pass to {to}.</source>
        <translation>{seat} escolheu uma carta para passar a {to}.</translation>
    </message>
    <message>
        <source>{seat} will pass the {card} to {to}.</source>
        <translation>{seat} vai passar o {card} a {to}.</translation>
    </message>
    <message>
        <source>The chosen cards were passed to the left.</source>
        <translation>As cartas escolhidas foram passadas para a esquerda.</translation>
    </message>
    <message>
        <source>{seat} received the {card} from {from}.</source>
        <translation>{seat} recebeu o {card} de {from}.</translation>
    </message>
    <message>
        <source>The top discard is the {card}: {suit} is trump.</source>
        <translation>A carta do topo do descarte é o {card}: {suit} é trunfo.</translation>
    </message>
    <message>
        <source>No trump this round.</source>
        <translation>Sem trunfo nesta rodada.</translation>
    </message>
    <message>
        <source>{seat} played the {card}.</source>
        <translation>{seat} jogou o {card}.</translation>
    </message>
    <message>
        <source>{seat} won trick {trick}.</source>
        <translation>{seat} ganhou a vaza {trick}.</translation>
    </message>
    <message>
        <source>Revelation! {qualities}.</source>
        <translation>Revelação! {qualities}.</translation>
    </message>
    <message>
        <source>Round {round} scored: {points}.</source>
        <translation>Pontos da rodada {round}: {points}.</translation>
    </message>
    <message>
        <source>The game is over. Winners: {winners}.</source>
        <translation>Fim de jogo. Vencedores: {winners}.</translation>
    </message>
    <message>
        <source>Ea-Nasir turns up the {card}.</source>
        <translation>Ea-Nasir revela o {card}.</translation>
    </message>
    <message>
        <source>{seat} bribed with the {card}.</source>
        <translation>{seat} subornou com o {card}.</translation>
    </message>
    <message>
        <source>{seat} wins trick {trick}; {cards} are divided.</source>
        <translation>{seat} ganha a vaza {trick}; cobre a dividir: {cards}.</translation>
    </message>
    <message>
        <source>{seat} looked at the {space} quality card.</source>
        <translation>{seat} olhou a carta de qualidade {space}.</translation>
    </message>
    <message>
        <source>{seat} looked at the {space} quality card: {suit}.</source>
        <translation>{seat} olhou a carta de qualidade {space}: {suit}.</translation>
    </message>
    <message>
        <source>{seat}, choose the quality card to look at.</source>
        <translation>{seat}, escolha a carta de qualidade que vai olhar.</translation>
    </message>
    <message>
        <source>{seat} gave the {card} to Ea-Nasir.</source>
        <translation>{seat} deu o {card} a Ea-Nasir.</translation>
    </message>
    <message>
        <source>CharLatão</source>
        <translation>CharLatão</translation>
    </message>
    <message>
        <source>{winner} took the {took}, {loser} kept the {kept}, Ea-Nasir got the {ea_nasir}.</source>
        <translation>{winner} pegou o {took}, {loser} ficou com o {kept} e Ea-Nasir recebeu o {ea_nasir}.</translation>
    </message>
    <message>
        <source>Ea-Nasir&apos;s last card is the {card}.</source>
        <translation>A última carta de Ea-Nasir é o {card}.</translation>
    </message>
    <message>
        <source>Round {round} goes to {winners}.</source>
        <translation>A rodada {round} fica com {winners}.</translation>
    </message>
    <message>
        <source>{seat}, as the Supplier choose the excellent suit.</source>
        <translation>{seat}, como Fornecedor, escolha o naipe de qualidade excelente.</translation>
    </message>
    <message>
        <source>{seat}, choose a card to discard.</source>
        <translation>{seat}, escolha uma carta para descartar.</translation>
    </message>
    <message>
        <source>{seat}, choose a card to pass to the left.</source>
        <translation>{seat}, escolha uma carta para passar à esquerda.</translation>
    </message>
    <message>
        <source>{seat}, play a card (follow suit if you can).</source>
        <translation>{seat}, jogue uma carta (siga o naipe se puder).</translation>
    </message>
    <message>
        <source>{seat}, choose the card Ea-Nasir gets.</source>
        <translation>{seat}, escolha a carta que vai para Ea-Nasir.</translation>
    </message>
    <message>
        <source>{seat}, choose the card you take.</source>
        <translation>{seat}, escolha a carta que você pega.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Fim de jogo.</translation>
    </message>
    <message>
        <source>Round {round}, {character}: {cards} × {quality} ({value}){phase}</source>
        <translation>Rodada {round}, {character}: {cards} × {quality} ({value}){phase}</translation>
    </message>
    <message>
        <source>Round {round}, {character}: {tricks}{phase}</source>
        <translation>Rodada {round}, {character}: {tricks}{phase}</translation>
    </message>
    <message>
        <source>Round {round}: {points}{won}</source>
        <translation>Rodada {round}: {points}{won}</translation>
    </message>
    <message>
        <source> before the Revelation</source>
        <translation> antes da Revelação</translation>
    </message>
    <message>
        <source> after the Revelation</source>
        <translation> depois da Revelação</translation>
    </message>
    <message>
        <source> – won</source>
        <translation> – vencida</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
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
        <translation>amarelo</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
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
        <translation>boa (Assírio)</translation>
    </message>
    <message>
        <source>terrible</source>
        <translation>péssima</translation>
    </message>
    <message>
        <source>good (Babylonian)</source>
        <translation>boa (Babilônico)</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>aceitável</translation>
    </message>
    <message>
        <source>Ea-Nasir</source>
        <translation>Ea-Nasir</translation>
    </message>
    <message>
        <source>Assyrian Buyer</source>
        <translation>Comprador Assírio</translation>
    </message>
    <message>
        <source>Supplier</source>
        <translation>Fornecedor</translation>
    </message>
    <message>
        <source>Babylonian Buyer</source>
        <translation>Comprador Babilônico</translation>
    </message>
    <message>
        <source>Messenger of Nanni</source>
        <translation>Mensageiro de Nanni</translation>
    </message>
    <message>
        <source>Character side</source>
        <translation>Lado dos personagens</translation>
    </message>
    <message>
        <source>Which side of the character cards is used (3–5 players).</source>
        <translation>Qual lado das cartas de personagem é usado (3 a 5 jogadores).</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Naipe de trunfo</translation>
    </message>
    <message>
        <source>Turn up the top discard as trump (3–5 players).</source>
        <translation>Revelar a carta do topo do descarte como trunfo (3 a 5 jogadores).</translation>
    </message>
    <message>
        <source>Suit left out</source>
        <translation>Naipe fora do jogo</translation>
    </message>
    <message>
        <source>The suit out of play with 2 or 3 players.</source>
        <translation>O naipe que não é usado com 2 ou 3 jogadores.</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteado</translation>
    </message>
    <message>
        <source>Red (ziggurat)</source>
        <translation>Vermelho (zigurate)</translation>
    </message>
    <message>
        <source>Blue (moon)</source>
        <translation>Azul (lua)</translation>
    </message>
    <message>
        <source>Green (drop)</source>
        <translation>Verde (gota)</translation>
    </message>
    <message>
        <source>Yellow (sun)</source>
        <translation>Amarelo (sol)</translation>
    </message>
    <message>
        <source>Purple (barley)</source>
        <translation>Roxo (cevada)</translation>
    </message>
    <message>
        <source>Buyers&apos; side with 2 players</source>
        <translation>Lado dos compradores com 2 jogadores</translation>
    </message>
    <message>
        <source>The rulebook uses the Advanced side; Basic is a house option.</source>
        <translation>O manual usa o lado Avançado; o Básico é uma regra da casa.</translation>
    </message>
</context>
<context>
    <name>charlatao_counts</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 ponto</numerusform>
            <numerusform>%1 pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n vaza</numerusform>
            <numerusform>%n vazas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>charlatao_scores</name>
    <message numerus="yes">
        <source>%1: %n round win(s)</source>
        <translation>
            <numerusform>%1: %n rodada vencida</numerusform>
            <numerusform>%1: %n rodadas vencidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per trick</source>
        <extracomment>Columns of :func:`breakdown_rows`.</extracomment>
        <translation>%1 por vaza</translation>
    </message>
    <message>
        <source>%1, before the Revelation</source>
        <translation>%1, antes da Revelação</translation>
    </message>
    <message>
        <source>%1, after the Revelation</source>
        <translation>%1, depois da Revelação</translation>
    </message>
    <message>
        <source>%1 was %2</source>
        <translation>%1 era %2</translation>
    </message>
    <message>
        <source>Round total</source>
        <translation>Total da rodada</translation>
    </message>
    <message>
        <source>✓ won the round</source>
        <translation>✓ venceu a rodada</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualidade</translation>
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
        <translation>Naipe</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <source>Round wins</source>
        <translation>Rodadas vencidas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round %1 scores</source>
        <translation>Pontuação da rodada %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No copper won this round.</source>
        <translation>Nenhum cobre ganho nesta rodada.</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source>before the Revelation</source>
        <translation>antes da Revelação</translation>
    </message>
    <message>
        <source>after the Revelation</source>
        <translation>depois da Revelação</translation>
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
        <translation>%1, rodada vencida</translation>
    </message>
    <message>
        <source>won the round</source>
        <translation>venceu a rodada</translation>
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
        <translation>vitória compartilhada</translation>
    </message>
    <message>
        <source>how many cards of that quality</source>
        <translation>quantas cartas dessa qualidade</translation>
    </message>
    <message>
        <source>the points each of those cards scores</source>
        <translation>os pontos que cada uma dessas cartas vale</translation>
    </message>
    <message>
        <source>on a face-down pile: how many tricks won</source>
        <translation>sobre uma pilha virada para baixo: quantas vazas ganhas</translation>
    </message>
    <message>
        <source>Standings by round</source>
        <translation>Classificação por rodada</translation>
    </message>
    <message>
        <source>winner of the game</source>
        <translation>vencedor da partida</translation>
    </message>
    <message>
        <source>Tricks won before the Revelation</source>
        <translation>Vazas ganhas antes da Revelação</translation>
    </message>
    <message>
        <source>Tricks won after the Revelation</source>
        <translation>Vazas ganhas depois da Revelação</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>Vazas ganhas</translation>
    </message>
    <message>
        <source>Most rounds won: %1 (%2 of %3).</source>
        <translation>Mais rodadas vencidas: %1 (%2 de %3).</translation>
    </message>
    <message>
        <source>A tie on %1 between %2, and on points in the last round: %3 share the win.</source>
        <translation>Empate em %1 entre %2, também nos pontos da última rodada: %3 dividem a vitória.</translation>
    </message>
    <message>
        <source>A tie on %1 between %2, broken by the most points in the last round: %3 (%4).</source>
        <translation>Empate em %1 entre %2, desfeito por mais pontos na última rodada: %3 (%4).</translation>
    </message>
    <message>
        <source>Most points: %1 (%2).</source>
        <translation>Mais pontos: %1 (%2).</translation>
    </message>
    <message>
        <source>No round won</source>
        <translation>Nenhuma rodada vencida</translation>
    </message>
    <message numerus="yes">
        <source>%n round win(s)</source>
        <translation>
            <numerusform>%n rodada vencida</numerusform>
            <numerusform>%n rodadas vencidas</numerusform>
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
        <translation>%1 é o naipe de qualidade %2.</translation>
    </message>
    <message>
        <source>Each card of it you win scores %1 for you (%2).</source>
        <translation>Cada carta dele que você ganhar vale %1 para você (%2).</translation>
    </message>
    <message>
        <source>%1 is trump this round.</source>
        <translation>%1 é o trunfo desta rodada.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 copper</source>
        <translation>Cobre de qualidade %1</translation>
    </message>
    <message>
        <source>Revealed: %1.</source>
        <translation>Revelado: %1.</translation>
    </message>
    <message>
        <source>Face down: %1 (all cards shown).</source>
        <translation>Virada para baixo: %1 (todas as cartas à mostra).</translation>
    </message>
    <message>
        <source>You know it: %1. The others who have not seen it see only the back.</source>
        <translation>Você sabe qual é: %1. Quem não a viu vê só o verso.</translation>
    </message>
    <message>
        <source>Face down: you have not seen it.</source>
        <translation>Virada para baixo: você não a viu.</translation>
    </message>
    <message>
        <source>Held in secret by %1.</source>
        <translation>Guardada em segredo por %1.</translation>
    </message>
    <message>
        <source>Looked at by: %1.</source>
        <translation>Visto por: %1.</translation>
    </message>
    <message>
        <source>%1 looked at it after a bribe.</source>
        <translation>%1 a olhou depois de um suborno.</translation>
    </message>
    <message>
        <source>Each card of this suit you win scores %1 for you (%2).</source>
        <translation>Cada carta deste naipe que você ganhar vale %1 para você (%2).</translation>
    </message>
    <message>
        <source>Chooses the excellent suit and so knows it.</source>
        <translation>Escolhe o naipe de qualidade excelente e por isso o conhece.</translation>
    </message>
    <message>
        <source>Looks at: %1.</source>
        <translation>Olha: %1.</translation>
    </message>
    <message>
        <source>Looks at no quality card.</source>
        <translation>Não olha nenhuma carta de qualidade.</translation>
    </message>
    <message>
        <source>Has shown to have no %1.</source>
        <translation>Já mostrou que não tem %1.</translation>
    </message>
    <message>
        <source>Score so far: %1</source>
        <translation>Pontos até agora: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hand: %n card(s)</source>
        <translation>
            <numerusform>Mão de %1: %n carta</numerusform>
            <numerusform>Mão de %1: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won before the Revelation</source>
        <translation>
            <numerusform>%1: %n vaza ganha antes da Revelação</numerusform>
            <numerusform>%1: %n vazas ganhas antes da Revelação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won after the Revelation</source>
        <translation>
            <numerusform>%1: %n vaza ganha depois da Revelação</numerusform>
            <numerusform>%1: %n vazas ganhas depois da Revelação</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n trick(s) won</source>
        <translation>
            <numerusform>%1: %n vaza ganha</numerusform>
            <numerusform>%1: %n vazas ganhas</numerusform>
        </translation>
    </message>
    <message>
        <source>Face down: only its owner looks through it.</source>
        <translation>Virada para baixo: só o dono pode olhar.</translation>
    </message>
    <message>
        <source>Cards won:</source>
        <translation>Cartas ganhas:</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Pilha de descarte: %n carta</numerusform>
            <numerusform>Pilha de descarte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>The top card, %1, was turned up: %2 is trump.</source>
        <translation>A carta do topo, %1, foi revelada: %2 é trunfo.</translation>
    </message>
    <message>
        <source>No trump in this game.</source>
        <translation>Sem trunfo nesta partida.</translation>
    </message>
    <message>
        <source>The other discards stay face down and never score.</source>
        <translation>Os outros descartes ficam virados para baixo e nunca pontuam.</translation>
    </message>
    <message>
        <source>%1&apos;s discard (face down)</source>
        <translation>Descarte de %1 (virado para baixo)</translation>
    </message>
    <message>
        <source>%1&apos;s card for %2 (face down)</source>
        <translation>Carta de %1 para %2 (virada para baixo)</translation>
    </message>
    <message>
        <source>It joins the receiver&apos;s hand once everyone has chosen.</source>
        <translation>Entra na mão de quem recebe quando todos tiverem escolhido.</translation>
    </message>
    <message numerus="yes">
        <source>Ea-Nasir&apos;s hand: %n card(s) face down</source>
        <translation>
            <numerusform>Mão de Ea-Nasir: %n carta virada para baixo</numerusform>
            <numerusform>Mão de Ea-Nasir: %n cartas viradas para baixo</numerusform>
        </translation>
    </message>
    <message>
        <source>At the start of each trick he turns up his top card; it never wins the trick.</source>
        <translation>No início de cada vaza ele revela a carta do topo; ela nunca vence a vaza.</translation>
    </message>
    <message>
        <source>His last card goes to his pile at the end of the round.</source>
        <translation>Sua última carta vai para a pilha dele no fim da rodada.</translation>
    </message>
    <message numerus="yes">
        <source>Ea-Nasir&apos;s pile: %n card(s)</source>
        <translation>
            <numerusform>Pilha de Ea-Nasir: %n carta</numerusform>
            <numerusform>Pilha de Ea-Nasir: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>He scores it as a third buyer (good copper 1 point each).</source>
        <translation>Ele pontua como um terceiro comprador (cobre de boa qualidade, 1 ponto cada).</translation>
    </message>
    <message>
        <source>ziggurat</source>
        <translation>zigurate</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>lua</translation>
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
        <translation>cevada</translation>
    </message>
    <message>
        <source>Excellent</source>
        <translation>Excelente</translation>
    </message>
    <message>
        <source>Good (Assyrian)</source>
        <translation>Boa (Assírio)</translation>
    </message>
    <message>
        <source>Terrible</source>
        <translation>Péssima</translation>
    </message>
    <message>
        <source>Good (Babylonian)</source>
        <translation>Boa (Babilônico)</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Aceitável</translation>
    </message>
    <message>
        <source>Basic side</source>
        <translation>Lado Básico</translation>
    </message>
    <message>
        <source>Advanced side</source>
        <translation>Lado Avançado</translation>
    </message>
    <message>
        <source>You must follow suit: %1 was led and you hold %1.</source>
        <translation>Você deve seguir o naipe: o líder jogou %1 e você tem %1.</translation>
    </message>
    <message>
        <source>You must follow suit: %1 was led. To bribe with this card, choose Bribe first.</source>
        <translation>Você deve seguir o naipe: o líder jogou %1. Para subornar com esta carta, escolha Suborno antes.</translation>
    </message>
    <message>
        <source>A bribe may not follow suit (%1 was led).</source>
        <translation>Um suborno não pode seguir o naipe (o líder jogou %1).</translation>
    </message>
    <message>
        <source>Ea-Nasir may not pass a card of the terrible suit (%1).</source>
        <translation>Ea-Nasir não pode passar uma carta do naipe de péssima qualidade (%1).</translation>
    </message>
    <message>
        <source>Ea-Nasir must keep this card: it is his only card he may pass (not %1).</source>
        <translation>Ea-Nasir deve ficar com esta carta: é a única que ele pode passar (não é %1).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta virada para baixo</translation>
    </message>
    <message>
        <source>Points per copper card won, by the quality of its suit:</source>
        <translation>Pontos por carta de cobre ganha, conforme a qualidade do naipe:</translation>
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
        <translation>Cada vaza ganha antes da Revelação: %1</translation>
    </message>
    <message>
        <source>Before the Revelation:</source>
        <translation>Antes da Revelação:</translation>
    </message>
    <message>
        <source>After the Revelation:</source>
        <translation>Depois da Revelação:</translation>
    </message>
    <message>
        <source>* unverified value (Help ▸ Rules summary)</source>
        <translation>* valor não confirmado (Ajuda ▸ Resumo das regras)</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s): %1</source>
        <translation>
            <numerusform>%n vaza: %1</numerusform>
            <numerusform>%n vazas: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 or more: %2</source>
        <translation>%1 ou mais: %2</translation>
    </message>
    <message>
        <source>Tricks won after the Revelation:</source>
        <translation>Vazas ganhas depois da Revelação:</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Rodada %1 de %2</translation>
    </message>
    <message>
        <source>Round %1 · first to %2 round wins</source>
        <translation>Rodada %1 · vence quem levar %2 rodadas</translation>
    </message>
    <message>
        <source>Your hand · empty</source>
        <translation>Sua mão · vazia</translation>
    </message>
    <message numerus="yes">
        <source>Your hand · %n card(s)</source>
        <translation>
            <numerusform>Sua mão · %n carta</numerusform>
            <numerusform>Sua mão · %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s hand · empty</source>
        <translation>Mão de %1 · vazia</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s hand · %n card(s)</source>
        <translation>
            <numerusform>Mão de %1 · %n carta</numerusform>
            <numerusform>Mão de %1 · %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>Passed to you by %1.</source>
        <translation>Passada a você por %1.</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Na sua mão</translation>
    </message>
    <message>
        <source>In %1&apos;s hand</source>
        <translation>Na mão de %1</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passagem</translation>
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
        <translation>Seu descarte (virado para baixo para os outros)</translation>
    </message>
    <message>
        <source>Your card for %1 (face down for the others)</source>
        <translation>Sua carta para %1 (virada para baixo para os outros)</translation>
    </message>
    <message>
        <source>used this round</source>
        <translation>usado nesta rodada</translation>
    </message>
    <message>
        <source>once per round</source>
        <translation>uma vez por rodada</translation>
    </message>
    <message>
        <source>Bribe</source>
        <translation>Suborno</translation>
    </message>
    <message>
        <source>Leave suit on purpose, lose the trick,</source>
        <translation>Renuncie de propósito, perca a vaza</translation>
    </message>
    <message>
        <source>look at a face-down quality card.</source>
        <translation>e olhe uma carta de qualidade oculta.</translation>
    </message>
    <message>
        <source>Trick %1 · won by %2</source>
        <translation>Vaza %1 · ganha por %2</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Vaza %1</translation>
    </message>
    <message>
        <source>round wins: %1</source>
        <translation>rodadas vencidas: %1</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>vazas</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
    </message>
    <message numerus="yes">
        <source>%1 round win(s)</source>
        <translation>
            <numerusform>%1 rodada vencida</numerusform>
            <numerusform>%1 rodadas vencidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 ponto</numerusform>
            <numerusform>%1 pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (last round %2)</source>
        <translation>%1 (última rodada: %2)</translation>
    </message>
    <message>
        <source>after</source>
        <translation>depois</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>revelado</translation>
    </message>
    <message>
        <source>revealed after trick %1</source>
        <translation>revelado após a vaza %1</translation>
    </message>
    <message>
        <source>revealed at the end of the round</source>
        <translation>revelado no fim da rodada</translation>
    </message>
    <message>
        <source>Quality index</source>
        <translation>Índice de qualidade</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>sua</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>com %1</translation>
    </message>
    <message>
        <source>What the others see</source>
        <translation>O que os outros veem</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>O que você sabe</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trunfo: %1</translation>
    </message>
    <message>
        <source>Discards · no trump</source>
        <translation>Descarte · sem trunfo</translation>
    </message>
    <message>
        <source>Turned up from the discard pile: the trump card</source>
        <translation>Revelada da pilha de descarte: a carta de trunfo</translation>
    </message>
    <message>
        <source>Trick %1 won by %2</source>
        <translation>Vaza %1 ganha por %2</translation>
    </message>
    <message>
        <source>%1 leads next</source>
        <translation>%1 começa a próxima vaza</translation>
    </message>
    <message>
        <source>Passing: each player discards a card, then passes one to the left</source>
        <translation>Passagem: descarte uma carta e passe outra à esquerda</translation>
    </message>
    <message>
        <source>The game is over · won by %1</source>
        <translation>Fim de jogo · vitória de %1</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <translation>Vaza %1 de %2</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>vence</translation>
    </message>
    <message>
        <source>given to Ea-Nasir</source>
        <translation>dada a Ea-Nasir</translation>
    </message>
    <message>
        <source>bribe</source>
        <translation>suborno</translation>
    </message>
    <message>
        <source>Discards: trump on top</source>
        <translation>Descarte: trunfo no topo</translation>
    </message>
    <message>
        <source>Ea-Nasir&apos;s card for this trick (it never wins)</source>
        <translation>Carta de Ea-Nasir nesta vaza (nunca vence)</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Jogada por %1</translation>
    </message>
    <message>
        <source>Ea-Nasir&apos;s card</source>
        <translation>Carta de Ea-Nasir</translation>
    </message>
    <message>
        <source>%1 gives one card to Ea-Nasir</source>
        <translation>%1 dá uma carta a Ea-Nasir</translation>
    </message>
    <message>
        <source>%1 takes one card, the other keeps the last</source>
        <translation>%1 pega uma carta, o outro fica com a última</translation>
    </message>
    <message>
        <source>the briber looks at a quality card</source>
        <translation>quem subornou olha uma carta de qualidade</translation>
    </message>
    <message>
        <source>led: %1</source>
        <translation>líder jogou: %1</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 lidera</translation>
    </message>
    <message>
        <source>Choose the excellent suit (in secret)</source>
        <translation>Escolha o naipe de qualidade excelente (em segredo)</translation>
    </message>
    <message>
        <source>%1, the Supplier, is choosing the excellent suit</source>
        <translation>%1, o Fornecedor, está escolhendo o naipe de qualidade excelente</translation>
    </message>
    <message>
        <source>Make this suit the excellent copper this round.</source>
        <translation>Tornar este naipe o cobre de qualidade excelente nesta rodada.</translation>
    </message>
    <message>
        <source>As the Supplier you score %1 per excellent card you win.</source>
        <translation>Como Fornecedor, você faz %1 por carta de qualidade excelente que ganhar.</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>pilha</translation>
    </message>
    <message>
        <source>character</source>
        <translation>personagem</translation>
    </message>
    <message>
        <source>side</source>
        <translation>lado</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
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
        <translation>Anão</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruxa</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Gigante</translation>
    </message>
    <message>
        <source>deactivation</source>
        <translation>desativação</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marcador</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>troca</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>a carta %1</translation>
    </message>
    <message>
        <source>a %1</source>
        <translation>uma carta %1</translation>
    </message>
    <message>
        <source>every %1</source>
        <translation>todas as cartas %1</translation>
    </message>
    <message>
        <source>a positive character</source>
        <translation>um personagem positivo</translation>
    </message>
    <message>
        <source>every positive character</source>
        <translation>todos os personagens positivos</translation>
    </message>
    <message>
        <source>a negative character</source>
        <translation>um personagem negativo</translation>
    </message>
    <message>
        <source>every negative character</source>
        <translation>todos os personagens negativos</translation>
    </message>
    <message>
        <source>a character</source>
        <translation>um personagem</translation>
    </message>
    <message>
        <source>every character</source>
        <translation>todos os personagens</translation>
    </message>
    <message>
        <source>%1 (not the %2)</source>
        <translation>%1 (exceto %2)</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>any other tale</source>
        <translation>qualquer outro conto</translation>
    </message>
    <message>
        <source>another tale with %1</source>
        <translation>outro conto com %1</translation>
    </message>
    <message>
        <source>in this tale</source>
        <translation>neste conto</translation>
    </message>
    <message>
        <source>in any tale</source>
        <translation>em qualquer conto</translation>
    </message>
    <message>
        <source>move this card to %1</source>
        <translation>mova esta carta para %1</translation>
    </message>
    <message>
        <source>if there is no %1 in this tale, %2</source>
        <translation>se não houver carta %1 neste conto, %2</translation>
    </message>
    <message>
        <source>bring %1 from another tale into this tale</source>
        <translation>traga %1 de outro conto para este conto</translation>
    </message>
    <message>
        <source>%1; you may look at its hidden side</source>
        <translation>%1; você pode olhar o outro lado dessa carta</translation>
    </message>
    <message>
        <source>move %1 (this card included) from any tale to another tale</source>
        <translation>mova %1 (inclusive esta carta) de qualquer conto para outro conto</translation>
    </message>
    <message>
        <source>reveal a face-down %1 %2, as with a mirror</source>
        <translation>revele uma %1 virada para baixo %2, como com um espelho</translation>
    </message>
    <message>
        <source>flip back %1 in this tale to its initial side</source>
        <translation>desvire %1 deste conto para o lado inicial</translation>
    </message>
    <message>
        <source>swap places with %1 in another tale</source>
        <translation>troque de lugar com %1 de outro conto</translation>
    </message>
    <message>
        <source>put the %1 marker on %2 in this tale</source>
        <translation>coloque o marcador %1 em %2 deste conto</translation>
    </message>
    <message>
        <source>another card</source>
        <translation>outra carta</translation>
    </message>
    <message>
        <source>a positive card</source>
        <translation>uma carta positiva</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>it cannot be moved</source>
        <translation>ela não pode ser movida</translation>
    </message>
    <message>
        <source>its base points become negative</source>
        <translation>seus pontos base ficam negativos</translation>
    </message>
    <message>
        <source>it is deactivated</source>
        <translation>ela fica desativada</translation>
    </message>
    <message>
        <source>On reveal: %1.</source>
        <translation>Ao revelar: %1.</translation>
    </message>
    <message>
        <source>On reveal, may: %1.</source>
        <translation>Ao revelar, pode: %1.</translation>
    </message>
    <message>
        <source>Then: %1.</source>
        <translation>Depois: %1.</translation>
    </message>
    <message>
        <source>Then, may: %1.</source>
        <translation>Depois, pode: %1.</translation>
    </message>
    <message>
        <source>On reveal, choose one: %1.</source>
        <translation>Ao revelar, escolha uma opção: %1.</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>; ou </translation>
    </message>
    <message>
        <source>Deactivates %1 in this tale.</source>
        <translation>Desativa %1 neste conto.</translation>
    </message>
    <message>
        <source>A %1 in this tale cannot be revealed.</source>
        <translation>Cartas %1 neste conto não podem ser reveladas.</translation>
    </message>
    <message>
        <source>In this tale, the base points of %1 are negative.</source>
        <translation>Neste conto, os pontos base ficam negativos para %1.</translation>
    </message>
    <message>
        <source>In this tale, the base and bonus points of %1 are negative.</source>
        <translation>Neste conto, os pontos base e de bônus ficam negativos para %1.</translation>
    </message>
    <message>
        <source>This card can never be moved.</source>
        <translation>Esta carta nunca pode ser movida.</translation>
    </message>
    <message>
        <source>Immune to the %1&apos;s %2.</source>
        <translation>Imune aos efeitos de %1: %2.</translation>
    </message>
    <message>
        <source>Bonus: %1</source>
        <translation>Bônus: %1</translation>
    </message>
    <message>
        <source>%1 if %2 (once).</source>
        <translation>%1 se %2 (uma vez).</translation>
    </message>
    <message>
        <source>%1 is in this tale</source>
        <translation>%1 estiver neste conto</translation>
    </message>
    <message>
        <source>%1 and no other %2</source>
        <translation>%1 e nenhuma outra carta %2</translation>
    </message>
    <message>
        <source>%1 for each used mirror of %2 (none in CONTÁRIA).</source>
        <translation>%1 por espelho usado pelo %2 (não vale no CONTÁRIA).</translation>
    </message>
    <message>
        <source>%1 if %2 has used a mirror (none in CONTÁRIA).</source>
        <translation>%1 se o %2 tiver usado um espelho (não vale no CONTÁRIA).</translation>
    </message>
    <message>
        <source>this tale&apos;s owner</source>
        <translation>dono deste conto</translation>
    </message>
    <message>
        <source>the player who revealed this card</source>
        <translation>jogador que revelou esta carta</translation>
    </message>
</context>
<context>
    <name>contaria.lab</name>
    <message>
        <source>winning rule</source>
        <translation>regra de vitória</translation>
    </message>
    <message>
        <source>standard rule</source>
        <translation>regra padrão</translation>
    </message>
    <message>
        <source>2-player rule</source>
        <translation>regra de 2 jogadores</translation>
    </message>
    <message>
        <source>single winner</source>
        <translation>vencedor único</translation>
    </message>
</context>
<context>
    <name>contaria.messages</name>
    <message>
        <source>{seat} placed a {initial} in {tale}.</source>
        <translation>{seat} colocou uma carta {initial} no {tale}.</translation>
    </message>
    <message>
        <source>{seat} used a mirror on a {initial} in {where}.</source>
        <translation>{seat} usou um espelho numa carta {initial} do {where}.</translation>
    </message>
    <message>
        <source>{card} moved from {from} to {to}.</source>
        <translation>{card} foi do {from} para o {to}.</translation>
    </message>
    <message>
        <source>{card} ({from}) and {other} ({to}) swapped places.</source>
        <translation>{card} ({from}) e {other} ({to}) trocaram de lugar.</translation>
    </message>
    <message>
        <source>{card} was brought from {from} to {to}.</source>
        <translation>{card} veio do {from} para o {to}.</translation>
    </message>
    <message>
        <source>The {marker} marker was put on {card}.</source>
        <translation>O marcador {marker} foi colocado em {card}.</translation>
    </message>
    <message>
        <source>The {marker} marker left the game.</source>
        <translation>O marcador {marker} saiu do jogo.</translation>
    </message>
    <message>
        <source>{card} was flipped back to its initial side.</source>
        <translation>{card} voltou ao lado inicial.</translation>
    </message>
    <message>
        <source>{identity}: the optional ability was not used.</source>
        <translation>{identity}: a habilidade opcional não foi usada.</translation>
    </message>
    <message>
        <source>{seat} looked at the other side of the {initial}: {identity}.</source>
        <translation>{seat} olhou o outro lado da carta {initial}: {identity}.</translation>
    </message>
    <message>
        <source>{seat} looked at the other side of the {initial} in {where}.</source>
        <translation>{seat} olhou o outro lado da carta {initial} do {where}.</translation>
    </message>
    <message>
        <source>{seat} passed.</source>
        <translation>{seat} passou a vez.</translation>
    </message>
    <message>
        <source>Every tale is complete: the game is over.</source>
        <translation>Todos os contos estão completos: a partida acabou.</translation>
    </message>
    <message>
        <source>{seat}: place a card from your hand into a tale, or use a mirror on a face-down card.</source>
        <translation>{seat}: coloque uma carta da sua mão num conto ou use um espelho numa carta virada para baixo.</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{seat}, choose the tale {name} moves to.</source>
        <translation>{seat}, escolha o conto para onde {name} vai.</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} moves.</source>
        <translation>{seat}, escolha a carta que {name} move.</translation>
    </message>
    <message>
        <source>The {initial} is revealed: it is {identity}.</source>
        <translation>A carta {initial} foi revelada: é {identity}.</translation>
    </message>
    <message>
        <source>Contária</source>
        <translation>Contária</translation>
    </message>
    <message>
        <source>The {initial} is revealed: it is a {identity} (plain).</source>
        <translation>A carta {initial} foi revelada: é {identity} (sem habilidade).</translation>
    </message>
    <message>
        <source>{identity}: one step of the ability could not be carried out and is skipped.</source>
        <translation>{identity}: uma etapa da habilidade não pôde ser cumprida e foi pulada.</translation>
    </message>
    <message>
        <source>{identity} could not move: held in place by the Dwarf marker.</source>
        <translation>{identity} não pôde se mover: o marcador Anão impede.</translation>
    </message>
    <message>
        <source>{identity} stays in {where}: there is already a {want} there.</source>
        <translation>{identity} fica no {where}: já há uma carta {want} ali.</translation>
    </message>
    <message>
        <source>{identity} could not move: no other tale with a {want} has room.</source>
        <translation>{identity} não pôde se mover: nenhum outro conto com uma carta {want} tem espaço.</translation>
    </message>
    <message>
        <source>{identity} could not move: no other tale has room.</source>
        <translation>{identity} não pôde se mover: nenhum outro conto tem espaço.</translation>
    </message>
    <message>
        <source>{identity} could not bring a {want} into {where}: that tale is full.</source>
        <translation>{identity} não pôde trazer uma carta {want} para o {where}: esse conto está completo.</translation>
    </message>
    <message>
        <source>{identity} could not bring a {want} into {where}: no other tale has one that can move.</source>
        <translation>{identity} não pôde trazer uma carta {want} para o {where}: nenhum outro conto tem uma que possa se mover.</translation>
    </message>
    <message>
        <source>{identity} could not move a {want}: none can move to another tale with room.</source>
        <translation>{identity} não pôde mover uma carta {want}: nenhuma pode ir para outro conto com espaço.</translation>
    </message>
    <message>
        <source>{identity} could not swap places: held in place by the Dwarf marker.</source>
        <translation>{identity} não pôde trocar de lugar: o marcador Anão impede.</translation>
    </message>
    <message>
        <source>{identity} could not swap places: no {want} in another tale can move.</source>
        <translation>{identity} não pôde trocar de lugar: nenhuma carta {want} de outro conto pode se mover.</translation>
    </message>
    <message>
        <source>{identity} could not reveal a card: there is no face-down {want} in {where} that can be revealed.</source>
        <translation>{identity} não pôde revelar uma carta: não há carta {want} virada para baixo no {where} que possa ser revelada.</translation>
    </message>
    <message>
        <source>{identity} could not reveal a card: there is no face-down {want} that can be revealed.</source>
        <translation>{identity} não pôde revelar uma carta: não há carta {want} virada para baixo que possa ser revelada.</translation>
    </message>
    <message>
        <source>{identity} could not flip a card back: there is no face-up {want} in {where}.</source>
        <translation>{identity} não pôde desvirar uma carta: não há carta {want} revelada no {where}.</translation>
    </message>
    <message>
        <source>{identity} could do neither of the two choices.</source>
        <translation>{identity} não pôde fazer nenhuma das duas opções.</translation>
    </message>
    <message>
        <source>{identity} could not place the {marker} marker: there is no other {want} in {where}.</source>
        <translation>{identity} não pôde colocar o marcador {marker}: não há outra carta {want} no {where}.</translation>
    </message>
    <message>
        <source>{identity} was revealed while deactivated: the ability does not happen.</source>
        <translation>Ao ser revelada, a carta {identity} estava desativada: a habilidade não acontece.</translation>
    </message>
    <message>
        <source>{identity} was turned face down: the rest of the ability does not happen.</source>
        <translation>A carta {identity} foi desvirada: o resto da habilidade não acontece.</translation>
    </message>
    <message>
        <source>{identity} is now deactivated: the rest of the ability does not happen.</source>
        <translation>A carta {identity} agora está desativada: o resto da habilidade não acontece.</translation>
    </message>
    <message>
        <source>{identity} left the tales: the rest of the ability does not happen.</source>
        <translation>A carta {identity} saiu dos contos: o resto da habilidade não acontece.</translation>
    </message>
    <message>
        <source>card</source>
        <translation>de qualquer tipo</translation>
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
        <translation>{first} ou {second}</translation>
    </message>
    <message>
        <source>{identity} stays in {where} (moving was optional).</source>
        <translation>{identity} fica no {where} (mover era opcional).</translation>
    </message>
    <message>
        <source>{identity}: nobody looked at the other side (looking was optional).</source>
        <translation>{identity}: ninguém olhou o outro lado (olhar era opcional).</translation>
    </message>
    <message>
        <source>{seat}, now choose the tale for this card (Esc: pick another).</source>
        <translation>{seat}, agora escolha o conto para esta carta (Esc: escolher outra).</translation>
    </message>
    <message>
        <source>{seat}, now choose the face-down card to reveal with your mirror.</source>
        <translation>{seat}, agora escolha a carta virada para baixo que seu espelho vai revelar.</translation>
    </message>
    <message>
        <source>{seat}: place a card from your hand into a tale.</source>
        <translation>{seat}: coloque uma carta da sua mão num conto.</translation>
    </message>
    <message>
        <source>{seat}: use a mirror on a face-down card.</source>
        <translation>{seat}: use um espelho numa carta virada para baixo.</translation>
    </message>
    <message>
        <source>{seat}: you can neither place a card nor use a mirror, so you pass.</source>
        <translation>{seat}: você não pode colocar carta nem usar espelho, então passa a vez.</translation>
    </message>
    <message>
        <source>{seat}, {name} may move to another tale. Move {name}?</source>
        <translation>{seat}, {name} pode ir para outro conto. Mover a carta {name}?</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} brings into {where}.</source>
        <translation>{seat}, escolha a carta que {name} traz para o {where}.</translation>
    </message>
    <message>
        <source>{seat}, choose the tale {card} moves to ({name}).</source>
        <translation>{seat}, escolha o conto para onde vai {card} ({name}).</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} swaps places with.</source>
        <translation>{seat}, escolha a carta com que {name} troca de lugar.</translation>
    </message>
    <message>
        <source>{seat}, choose the face-down card {name} reveals.</source>
        <translation>{seat}, escolha a carta virada para baixo que {name} revela.</translation>
    </message>
    <message>
        <source>{seat}, choose the card {name} flips back.</source>
        <translation>{seat}, escolha a carta que {name} desvira.</translation>
    </message>
    <message>
        <source>{seat}, choose what {name} does.</source>
        <translation>{seat}, escolha o que {name} faz.</translation>
    </message>
    <message>
        <source>{seat}, {name} lets you look at the other side of the {card}. Look?</source>
        <translation>{seat}, {name} deixa você olhar o outro lado da carta {card}. Olhar?</translation>
    </message>
    <message>
        <source>{seat}, choose the card that gets the {marker} marker ({name}).</source>
        <translation>{seat}, escolha a carta que recebe o marcador {marker} ({name}).</translation>
    </message>
    <message>
        <source>Reveal a character</source>
        <translation>Revelar um personagem</translation>
    </message>
    <message>
        <source>Flip a character back</source>
        <translation>Desvirar um personagem</translation>
    </message>
    <message>
        <source>Move to a tale with a CRIANÇA</source>
        <translation>Ir para um conto com uma carta CRIANÇA</translation>
    </message>
    <message>
        <source>Bring a FADA here</source>
        <translation>Trazer uma carta FADA para cá</translation>
    </message>
    <message>
        <source>Fada Madrinha reveals a card in</source>
        <translation>A Fada Madrinha revela uma carta em</translation>
    </message>
    <message>
        <source>House rule: where the card revealed by the Fada Madrinha may be.</source>
        <translation>Regra da casa: onde pode estar a carta revelada pela Fada Madrinha.</translation>
    </message>
    <message>
        <source>Fada Madrinha flips back</source>
        <translation>A Fada Madrinha desvira</translation>
    </message>
    <message>
        <source>House rule: which revealed characters the Fada Madrinha may turn back to their initial side.</source>
        <translation>Regra da casa: quais personagens revelados a Fada Madrinha pode desvirar para o lado inicial.</translation>
    </message>
    <message>
        <source>a MONSTRO</source>
        <translation>um MONSTRO</translation>
    </message>
    <message>
        <source>Rainha Má&apos;s penalty counts</source>
        <translation>A penalidade da Rainha Má conta</translation>
    </message>
    <message>
        <source>House rule: whose used mirrors make the Rainha Má&apos;s tale sadder.</source>
        <translation>Regra da casa: os espelhos usados de quem deixam o conto da Rainha Má mais triste.</translation>
    </message>
    <message>
        <source>Dwarf</source>
        <translation>Anão</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruxa</translation>
    </message>
    <message>
        <source>Giant</source>
        <translation>Gigante</translation>
    </message>
    <message>
        <source>{seat}’s tale</source>
        <translation>conto de {seat}</translation>
    </message>
    <message>
        <source>the tale of {seat}</source>
        <translation>conto do {seat}</translation>
    </message>
    <message>
        <source>the CONTÁRIA tale</source>
        <translation>conto CONTÁRIA</translation>
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
        <translation>Uma partida rápida é um conto para cada um. No Livro de Contos cada vencedor ganha um marcador de vitória; o primeiro a ter 3 marcadores é o Grande Vencedor.</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partida rápida</translation>
    </message>
    <message>
        <source>Book of Tales (first to 3 victories)</source>
        <translation>Livro de Contos (o primeiro a 3 vitórias)</translation>
    </message>
    <message>
        <source>Book of Tales: play on until one player leads alone</source>
        <translation>Livro de Contos: continuar até um jogador liderar sozinho</translation>
    </message>
    <message>
        <source>Keep playing tales until one player has more victory markers than every other player.</source>
        <translation>Continuar jogando contos até que um jogador tenha mais marcadores de vitória que todos os outros.</translation>
    </message>
    <message>
        <source>Single winner (highest score in absolute value)</source>
        <translation>Vencedor único (maior pontuação em valor absoluto)</translation>
    </message>
    <message>
        <source>The tale furthest from zero wins, happy or sad: −5 beats +4.</source>
        <translation>Vence o conto mais distante de zero, feliz ou triste: −5 vence +4.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primeiro jogador</translation>
    </message>
    <message>
        <source>The rulebook says: the last player to have broken a mirror starts.</source>
        <translation>O manual diz: começa o último jogador que quebrou um espelho.</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteado</translation>
    </message>
    <message>
        <source>her own tale</source>
        <translation>seu próprio conto</translation>
    </message>
    <message>
        <source>any tale</source>
        <translation>qualquer conto</translation>
    </message>
    <message>
        <source>a negative character</source>
        <translation>um personagem negativo</translation>
    </message>
    <message>
        <source>any character</source>
        <translation>qualquer personagem</translation>
    </message>
    <message>
        <source>the tale owner&apos;s used mirrors</source>
        <translation>os espelhos usados pelo dono do conto</translation>
    </message>
    <message>
        <source>the revealer&apos;s used mirrors</source>
        <translation>os espelhos usados por quem a revelou</translation>
    </message>
    <message>
        <source>a fixed penalty</source>
        <translation>uma penalidade fixa</translation>
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
        <translation>{game} é para {min} a {max} jogadores, não para {players}.</translation>
    </message>
    <message>
        <source>The deal number must be a non-negative whole number, not {seed}.</source>
        <translation>O número da distribuição deve ser um número inteiro não negativo, não {seed}.</translation>
    </message>
    <message>
        <source>This game has no option “{option}”.</source>
        <translation>Este jogo não tem a opção “{option}”.</translation>
    </message>
    <message>
        <source>Option “{option}” must be on or off.</source>
        <translation>A opção “{option}” deve estar ligada ou desligada.</translation>
    </message>
    <message>
        <source>Option “{option}” does not allow {value}.</source>
        <translation>A opção “{option}” não permite {value}.</translation>
    </message>
    <message>
        <source>Option “{option}” must be a whole number.</source>
        <translation>A opção “{option}” deve ser um número inteiro.</translation>
    </message>
    <message>
        <source>Option “{option}” is out of range ({value}).</source>
        <translation>A opção “{option}” está fora do intervalo ({value}).</translation>
    </message>
    <message>
        <source>Seat {seat} needs a name.</source>
        <translation>O lugar {seat} precisa de um nome.</translation>
    </message>
    <message>
        <source>Unknown game “{game}”.</source>
        <translation>Jogo desconhecido: “{game}”.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Essa jogada não é permitida agora.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Não há nada para desfazer.</translation>
    </message>
    <message>
        <source>Undo is not possible: since then you have seen something that was hidden (a card played, drawn or shown). Playtest mode undoes freely.</source>
        <translation>Não é possível desfazer: desde então você viu algo que estava oculto (uma carta jogada, comprada ou mostrada). No modo de teste é sempre possível desfazer.</translation>
    </message>
    <message>
        <source>Undo is not possible: the next player has already taken over the screen.</source>
        <translation>Não é possível desfazer: o próximo jogador já assumiu a tela.</translation>
    </message>
    <message>
        <source>Undo is not possible: none of the last decisions is yours.</source>
        <translation>Não é possível desfazer: nenhuma das últimas decisões é sua.</translation>
    </message>
    <message>
        <source>Undo is not available.</source>
        <translation>Desfazer não está disponível.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Não há nada para refazer.</translation>
    </message>
    <message>
        <source>The current tale is not over yet.</source>
        <translation>O conto atual ainda não terminou.</translation>
    </message>
    <message>
        <source>The Book of Tales is already decided.</source>
        <translation>O Livro de Contos já está decidido.</translation>
    </message>
    <message>
        <source>Seat {seat} has a name that cannot be saved.</source>
        <translation>O nome do lugar {seat} não pode ser salvo.</translation>
    </message>
    <message>
        <source>This is not a regular file (it is a pipe, a device or a socket).</source>
        <translation>Este não é um arquivo comum (é um pipe, um dispositivo ou um socket).</translation>
    </message>
    <message>
        <source>The file holds too many values ({count}; the limit is {limit}).</source>
        <translation>O arquivo contém valores demais ({count}; o limite é {limit}).</translation>
    </message>
    <message>
        <source>The file holds a text longer than {limit} characters.</source>
        <translation>O arquivo contém um texto com mais de {limit} caracteres.</translation>
    </message>
    <message>
        <source>The text is not valid Unicode (it holds a lone surrogate).</source>
        <translation>O texto não é Unicode válido (contém um substituto isolado).</translation>
    </message>
    <message>
        <source>The file is for a series of games, but the series data (the earlier games and the standings) is missing.</source>
        <translation>O arquivo é de uma série de partidas, mas faltam os dados da série (as partidas anteriores e a classificação).</translation>
    </message>
    <message>
        <source>The file holds no series data: the series starts again from this game.</source>
        <translation>O arquivo não tem dados da série: a série recomeça a partir desta partida.</translation>
    </message>
    <message>
        <source>{seat}, it is your turn.</source>
        <translation>{seat}, é a sua vez.</translation>
    </message>
    <message>
        <source>{seat}, choose a card.</source>
        <translation>{seat}, escolha uma carta.</translation>
    </message>
    <message>
        <source>{seat}, choose a tale.</source>
        <translation>{seat}, escolha um conto.</translation>
    </message>
    <message>
        <source>{seat}, do you want to use this ability?</source>
        <translation>{seat}, quer usar esta habilidade?</translation>
    </message>
    <message>
        <source>{seat}, choose one.</source>
        <translation>{seat}, escolha uma opção.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>alguém</translation>
    </message>
    <message>
        <source>an unknown character</source>
        <translation>um personagem desconhecido</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>uma carta</translation>
    </message>
    <message>
        <source>a hand</source>
        <translation>uma mão</translation>
    </message>
    <message>
        <source>The file cannot be used.</source>
        <translation>Não é possível usar o arquivo.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>O arquivo não existe.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Não é possível ler o arquivo.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Não é possível gravar o arquivo.</translation>
    </message>
    <message>
        <source>The game could not be saved automatically.</source>
        <translation>Não foi possível salvar a partida automaticamente.</translation>
    </message>
    <message>
        <source>The file is too large to be a saved game.</source>
        <translation>O arquivo é grande demais para ser uma partida salva.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>O arquivo está vazio.</translation>
    </message>
    <message>
        <source>The file is not text (it is not UTF-8).</source>
        <translation>O arquivo não é texto (não está em UTF-8).</translation>
    </message>
    <message>
        <source>The file&apos;s data is nested too deeply.</source>
        <translation>Os dados do arquivo estão aninhados em níveis demais.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not valid JSON.</source>
        <translation>O arquivo está danificado: não é um JSON válido.</translation>
    </message>
    <message>
        <source>This is not a Contária Desktop save file.</source>
        <translation>Este não é um arquivo de partida do Contária Desktop.</translation>
    </message>
    <message>
        <source>This is a position file; use File ▸ Open position.</source>
        <translation>Este é um arquivo de posição; use Arquivo ▸ Abrir posição.</translation>
    </message>
    <message>
        <source>The save file is damaged: its format version is missing.</source>
        <translation>O arquivo da partida está danificado: falta a versão do formato.</translation>
    </message>
    <message>
        <source>The file was made by a newer version of the app (format {version}).</source>
        <translation>O arquivo foi feito por uma versão mais nova do aplicativo (formato {version}).</translation>
    </message>
    <message>
        <source>The save file is damaged: the field “{field}” holds a wrong value.</source>
        <translation>O arquivo da partida está danificado: o campo “{field}” tem um valor inválido.</translation>
    </message>
    <message>
        <source>The save file is damaged: the field “{field}” is missing.</source>
        <translation>O arquivo da partida está danificado: falta o campo “{field}”.</translation>
    </message>
    <message>
        <source>The save file is damaged: move {number} cannot be read.</source>
        <translation>O arquivo da partida está danificado: não é possível ler a jogada {number}.</translation>
    </message>
    <message>
        <source>The save file is damaged: the seats do not match the players.</source>
        <translation>O arquivo da partida está danificado: os lugares não correspondem aos jogadores.</translation>
    </message>
    <message>
        <source>The save file is damaged: the starting position cannot be read.</source>
        <translation>O arquivo da partida está danificado: não é possível ler a posição inicial.</translation>
    </message>
    <message>
        <source>The save file is damaged: its series of games does not add up.</source>
        <translation>O arquivo da partida está danificado: a série de partidas não é coerente.</translation>
    </message>
    <message>
        <source>The file is for a game this version does not know.</source>
        <translation>O arquivo é de um jogo que esta versão não conhece.</translation>
    </message>
    <message>
        <source>The file holds invalid game options.</source>
        <translation>O arquivo contém opções de jogo inválidas.</translation>
    </message>
    <message>
        <source>The file holds an invalid position.</source>
        <translation>O arquivo contém uma posição inválida.</translation>
    </message>
    <message>
        <source>This game cannot start from a position yet.</source>
        <translation>Este jogo ainda não pode começar a partir de uma posição.</translation>
    </message>
    <message>
        <source>The file holds data the game cannot use.</source>
        <translation>O arquivo contém dados que o jogo não pode usar.</translation>
    </message>
    <message>
        <source>The saved moves cannot be replayed: move {number} is not allowed.</source>
        <translation>Não é possível refazer as jogadas salvas: a jogada {number} não é permitida.</translation>
    </message>
    <message>
        <source>The replayed game does not match the saved one: the file was changed.</source>
        <translation>A partida refeita não corresponde à salva: o arquivo foi alterado.</translation>
    </message>
    <message>
        <source>A position file must hold a JSON object.</source>
        <translation>Um arquivo de posição deve conter um objeto JSON.</translation>
    </message>
    <message>
        <source>This is a saved game, not a position; use File ▸ Open.</source>
        <translation>Esta é uma partida salva, não uma posição; use Arquivo ▸ Abrir.</translation>
    </message>
    <message>
        <source>This is not a Contária Desktop position file.</source>
        <translation>Este não é um arquivo de posição do Contária Desktop.</translation>
    </message>
    <message>
        <source>The position file is damaged: its format version is missing.</source>
        <translation>O arquivo de posição está danificado: falta a versão do formato.</translation>
    </message>
    <message>
        <source>The file was made by a newer version of the app (position format {version}).</source>
        <translation>O arquivo foi feito por uma versão mais nova do aplicativo (formato de posição {version}).</translation>
    </message>
    <message>
        <source>The position file does not say which game it is for.</source>
        <translation>O arquivo de posição não diz de qual jogo é.</translation>
    </message>
    <message>
        <source>The position file needs exactly one of a saved state and a hand-written position.</source>
        <translation>O arquivo de posição precisa de exatamente um destes: um estado salvo ou uma posição escrita à mão.</translation>
    </message>
    <message>
        <source>The position file holds a wrong value.</source>
        <translation>O arquivo de posição contém um valor inválido.</translation>
    </message>
    <message>
        <source>This save is damaged or was changed by hand: the game in it cannot be restored.</source>
        <translation>Este arquivo da partida está danificado ou foi alterado à mão: não é possível retomar a partida.</translation>
    </message>
    <message>
        <source>This position file is damaged or was changed by hand: the position cannot be set up.</source>
        <translation>Este arquivo de posição está danificado ou foi alterado à mão: não é possível montar a posição.</translation>
    </message>
    <message>
        <source>The file was written in an older format ({version}) and was converted.</source>
        <translation>O arquivo foi gravado num formato mais antigo ({version}) e foi convertido.</translation>
    </message>
    <message>
        <source>The rules data (cards) changed since this game was saved; it was replayed with today&apos;s data.</source>
        <translation>Os dados das regras (cartas) mudaram desde que esta partida foi salva; ela foi refeita com os dados atuais.</translation>
    </message>
    <message>
        <source>With today&apos;s rules data, move {number} no longer applies; the game continues from just before it.</source>
        <translation>Com os dados atuais das regras, a jogada {number} não vale mais; a partida continua a partir de logo antes dela.</translation>
    </message>
    <message>
        <source>The replayed game differs from the saved state.</source>
        <translation>A partida refeita difere do estado salvo.</translation>
    </message>
    <message>
        <source>The series continues from game {game}; later games were dropped.</source>
        <translation>A série continua a partir da partida {game}; as partidas seguintes foram descartadas.</translation>
    </message>
    <message>
        <source>The position was changed after it was saved.</source>
        <translation>A posição foi alterada depois de salva.</translation>
    </message>
    <message>
        <source>The card data file {path} cannot be used; the game uses the shipped data.</source>
        <translation>O arquivo de dados das cartas {path} não pode ser usado; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>The card data file {path} must hold one object of “key: value” pairs; the game uses the shipped data.</source>
        <translation>O arquivo de dados das cartas {path} deve conter um objeto de pares “chave: valor”; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>The card data file {path} holds too many values (at most {max}); the game uses the shipped data.</source>
        <translation>O arquivo de dados das cartas {path} contém valores demais (no máximo {max}); o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” is not an editable value of this game; the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, “{field}” não é um valor editável deste jogo; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be a whole number from {min} to {max}; the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, “{field}” deve ser um número inteiro de {min} a {max}; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be from {min} to {max}; the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, “{field}” deve estar entre {min} e {max}; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be one of: {choices}; the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, “{field}” deve ser um destes: {choices}; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, the values “{field}” must add up to {total}, not {got}; the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, os valores “{field}” devem somar {total}, não {got}; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, “{field}” must be at least {min}; the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, “{field}” deve ser pelo menos {min}; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, the values “{field}” must add up to {min} to {max} cards, not {got}; the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, os valores “{field}” devem somar de {min} a {max} cartas, não {got}; o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>The card data file {path} is too large to be card data (at most {max} KB); the game uses the shipped data.</source>
        <translation>O arquivo de dados das cartas {path} é grande demais para ser de dados das cartas (no máximo {max} KB); o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>In the card data file {path}, the values do not add up (a count or a capacity no longer fits the rules); the game uses the shipped data.</source>
        <translation>No arquivo de dados das cartas {path}, os valores não fecham (uma contagem ou capacidade não cabe mais nas regras); o jogo usa os dados originais.</translation>
    </message>
    <message>
        <source>The file or folder does not exist.</source>
        <translation>O arquivo ou a pasta não existe.</translation>
    </message>
    <message>
        <source>You are not allowed to read or write this file.</source>
        <translation>Você não tem permissão para ler ou gravar este arquivo.</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>O disco está cheio.</translation>
    </message>
    <message>
        <source>The disk is read-only.</source>
        <translation>O disco é somente leitura.</translation>
    </message>
    <message>
        <source>This is a folder, not a file.</source>
        <translation>Esta é uma pasta, não um arquivo.</translation>
    </message>
    <message>
        <source>The system refused to read or write the file (error {code}).</source>
        <translation>O sistema recusou ler ou gravar o arquivo (erro {code}).</translation>
    </message>
</context>
<context>
    <name>dark_tales.cardtext</name>
    <message>
        <source>Draw a card.</source>
        <translation>Compre uma carta.</translation>
    </message>
    <message>
        <source>Take one %1 from the supply.</source>
        <translation>Pegue do estoque: %1.</translation>
    </message>
    <message>
        <source>Take one item of your choice: %1.</source>
        <translation>Pegue um objeto à sua escolha: %1.</translation>
    </message>
    <message>
        <source>+%1 VP.</source>
        <translation>+%1 PV.</translation>
    </message>
    <message>
        <source>+%1 VP for each %2 in play.</source>
        <translation>+%1 PV por carta %2 em jogo.</translation>
    </message>
    <message>
        <source>Discard a %1 in play: +%2 VP.</source>
        <translation>Descarte uma carta %1 em jogo: +%2 PV.</translation>
    </message>
    <message>
        <source>Take a %1 in play into your hand.</source>
        <translation>Leve para a sua mão uma carta %1 em jogo.</translation>
    </message>
    <message>
        <source>Reveal the top card of the deck; if it is a %1, you may play it at once.</source>
        <translation>Revele a carta do topo do baralho; se for uma carta %1, você pode jogá-la na hora.</translation>
    </message>
    <message>
        <source>Every player reveals their hand: +%1 VP for each %2 revealed.</source>
        <translation>Todos revelam a mão: +%1 PV por carta %2 revelada.</translation>
    </message>
    <message>
        <source>Replaces the Day or Night card in play.</source>
        <translation>Substitui a carta de Dia ou Noite em jogo.</translation>
    </message>
    <message>
        <source>Take the top card of the discard pile into your hand.</source>
        <translation>Leve para a sua mão a carta do topo do descarte.</translation>
    </message>
    <message>
        <source>You may: %1</source>
        <translation>Você pode: %1</translation>
    </message>
    <message>
        <source>By day: %1</source>
        <translation>De dia: %1</translation>
    </message>
    <message>
        <source>By night: %1</source>
        <translation>De noite: %1</translation>
    </message>
    <message>
        <source>At the start of your turn: %1</source>
        <translation>No início do seu turno: %1</translation>
    </message>
    <message>
        <source>While it is in front of you, you cannot draw cards.</source>
        <translation>Enquanto estiver à sua frente, você não pode comprar cartas.</translation>
    </message>
    <message>
        <source>Never counted when points are added up.</source>
        <translation>Nunca conta quando os pontos são somados.</translation>
    </message>
    <message>
        <source>Stays in front of you.</source>
        <translation>Fica à sua frente.</translation>
    </message>
    <message>
        <source>Goes to the common area.</source>
        <translation>Vai para a área comum.</translation>
    </message>
    <message>
        <source>Goes to the discard pile after its text.</source>
        <translation>Vai para o descarte depois do seu texto.</translation>
    </message>
    <message>
        <source>(?)</source>
        <translation>(?)</translation>
    </message>
    <message>
        <source>Unverified value: reconstructed from reviews and examples, not read on a printed card.</source>
        <translation>Valor não verificado: reconstruído a partir de resenhas e exemplos, não lido numa carta impressa.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Each pair %1 + %2: %3 VP.</source>
        <translation>Cada par %1 + %2: %3 PV.</translation>
    </message>
    <message>
        <source>Each unpaired %1: %2 VP.</source>
        <translation>Cada %1 sem par: %2 PV.</translation>
    </message>
    <message>
        <source>Each %1: %2 VP.</source>
        <translation>Cada %1: %2 PV.</translation>
    </message>
    <message>
        <source>Most %1: %2 VP; second: %3 VP.</source>
        <translation>Mais %1: %2 PV; segundo lugar: %3 PV.</translation>
    </message>
    <message>
        <source>setting</source>
        <translation>ambientação</translation>
    </message>
</context>
<context>
    <name>dark_tales.lab</name>
    <message>
        <source>end of the tale</source>
        <translation>fim do conto</translation>
    </message>
    <message>
        <source>no cards left</source>
        <translation>sem cartas</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>limite de turnos</translation>
    </message>
    <message>
        <source>tie on VP</source>
        <translation>empate em PV</translation>
    </message>
    <message>
        <source>broken by items + cards in hand</source>
        <translation>desempatado por objetos + cartas na mão</translation>
    </message>
    <message>
        <source>shared victory</source>
        <translation>vitória compartilhada</translation>
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
        <translation>{seat} começou o turno {turn} e comprou uma carta.</translation>
    </message>
    <message>
        <source>{seat} began turn {turn}; the Witch forbade drawing.</source>
        <translation>{seat} começou o turno {turn}; a Bruxa impediu a compra.</translation>
    </message>
    <message>
        <source>{seat} began turn {turn}; the deck was empty.</source>
        <translation>{seat} começou o turno {turn}; o baralho tinha acabado.</translation>
    </message>
    <message>
        <source>{seat} drew {cards}.</source>
        <translation>{seat} comprou: {cards}.</translation>
    </message>
    <message>
        <source>{seat} played {card} in front of them: {vp} VP.</source>
        <translation>{seat} jogou {card} à sua frente: {vp} PV.</translation>
    </message>
    <message>
        <source>{seat} played {card} into the common area: {vp} VP.</source>
        <translation>{seat} jogou {card} na área comum: {vp} PV.</translation>
    </message>
    <message>
        <source>{seat} played {card}: {vp} VP; then it went to the discard pile.</source>
        <translation>{seat} jogou {card}: {vp} PV; depois a carta foi para o descarte.</translation>
    </message>
    <message>
        <source>{seat} gained {amount} VP ({source}).</source>
        <translation>{seat} ganhou {amount} PV ({source}).</translation>
    </message>
    <message>
        <source>{seat} took one {item} from the supply.</source>
        <translation>{seat} pegou do estoque: {item}.</translation>
    </message>
    <message>
        <source>No {item} was left in the supply for {seat}.</source>
        <translation>Não havia mais {item} no estoque para {seat}.</translation>
    </message>
    <message>
        <source>The Witch stopped {seat} from drawing ({source}).</source>
        <translation>{seat} não pôde comprar por causa da Bruxa ({source}).</translation>
    </message>
    <message>
        <source>{seat} took {card} from the discard pile into their hand.</source>
        <translation>{seat} pegou {card} do descarte para a mão.</translation>
    </message>
    <message>
        <source>{seat} discarded {card} {from_owner}.</source>
        <translation>{seat} descartou {card} {from_owner}.</translation>
    </message>
    <message>
        <source>{seat} discarded {card} from the common area.</source>
        <translation>{seat} descartou {card} da área comum.</translation>
    </message>
    <message>
        <source>{seat} took {card} {from_owner} into their hand.</source>
        <translation>{seat} pegou {card} {from_owner} para a mão.</translation>
    </message>
    <message>
        <source>{seat} took {card} from the common area into their hand.</source>
        <translation>{seat} pegou {card} da área comum para a mão.</translation>
    </message>
    <message>
        <source>{seat} revealed the top card of the deck: {card}.</source>
        <translation>{seat} revelou a carta do topo do baralho: {card}.</translation>
    </message>
    <message>
        <source>{card} went back on top of the deck, known to everyone.</source>
        <translation>{card} voltou para o topo do baralho, à vista de todos.</translation>
    </message>
    <message>
        <source>It became {phase}: {old} went to the discard pile.</source>
        <translation>Passou a ser {phase}: {old} foi para o descarte.</translation>
    </message>
    <message>
        <source>{seat} drew {count_cards}.</source>
        <translation>{seat} comprou {count_cards}.</translation>
    </message>
    <message>
        <source>{seat} paid {cost} to use an item line.</source>
        <translation>{seat} pagou {cost} para usar uma linha de objetos.</translation>
    </message>
    <message>
        <source>{seat} chose not to use an optional effect ({source}).</source>
        <translation>{seat} preferiu não usar um efeito opcional ({source}).</translation>
    </message>
    <message>
        <source>{seat} made every player reveal their hand, their own included ({hands}). Places: {count}.</source>
        <translation>{seat} fez todos os jogadores revelarem a mão, inclusive a própria ({hands}). Lugares: {count}.</translation>
    </message>
    <message>
        <source>It stays {phase}: the earlier {old} card went to the discard pile.</source>
        <translation>Continua sendo {phase}: a carta {old} anterior foi para o descarte.</translation>
    </message>
    <message>
        <source>{seat} looked at {top_cards}.</source>
        <translation>{seat} olhou {top_cards}.</translation>
    </message>
    <message>
        <source>{seat} looked at {cards}.</source>
        <translation>{seat} olhou: {cards}.</translation>
    </message>
    <message>
        <source>{seat} took one of them into their hand.</source>
        <translation>{seat} levou uma delas para a mão.</translation>
    </message>
    <message>
        <source>{source}: nothing to target, the step was skipped.</source>
        <translation>{source}: nenhum alvo, o passo foi pulado.</translation>
    </message>
    <message>
        <source>{source}: the deck was empty, nothing was drawn.</source>
        <translation>{source}: o baralho tinha acabado, nada foi comprado.</translation>
    </message>
    <message>
        <source>{source}: the discard pile was empty.</source>
        <translation>{source}: o descarte estava vazio.</translation>
    </message>
    <message>
        <source>{source}: the supply had none left.</source>
        <translation>{source}: não sobrava nenhum no estoque.</translation>
    </message>
    <message>
        <source>{seat} had no card to play and passed.</source>
        <translation>{seat} não tinha carta para jogar e passou.</translation>
    </message>
    <message>
        <source>{seat} would have started a turn with no cards and the deck was empty: the tale is over.</source>
        <translation>{seat} começaria o turno sem cartas e o baralho tinha acabado: o conto terminou.</translation>
    </message>
    <message>
        <source>The turn limit was reached: the tale is over.</source>
        <translation>O limite de turnos foi atingido: o conto terminou.</translation>
    </message>
    <message>
        <source>No one could play any more, so the tale jumped to the turn limit ({turns} turns), skipping {skipped_turns}: {vp_gained}.</source>
        <translation>Ninguém podia mais jogar, então o conto saltou para o limite de turnos ({turns} turnos), pulando {skipped_turns}: {vp_gained}.</translation>
    </message>
    <message>
        <source>No one could play any more, so the tale jumped to the turn limit ({turns} turns), skipping {skipped_turns}; no one gained VP in them.</source>
        <translation>Ninguém podia mais jogar, então o conto saltou para o limite de turnos ({turns} turnos), pulando {skipped_turns}; ninguém ganhou PV neles.</translation>
    </message>
    <message>
        <source>{seat} gained {amount} VP ({source})</source>
        <translation>{seat} ganhou {amount} PV ({source})</translation>
    </message>
    <message>
        <source>You began turn {turn}; the Witch forbade drawing.</source>
        <translation>Você começou o turno {turn}; a Bruxa impediu a compra.</translation>
    </message>
    <message>
        <source>You began turn {turn}; the deck was empty.</source>
        <translation>Você começou o turno {turn}; o baralho tinha acabado.</translation>
    </message>
    <message>
        <source>You drew {cards}.</source>
        <translation>Você comprou: {cards}.</translation>
    </message>
    <message>
        <source>You drew {count_cards}.</source>
        <translation>Você comprou {count_cards}.</translation>
    </message>
    <message>
        <source>You played {card} in front of you: {vp} VP.</source>
        <translation>Você jogou {card} à sua frente: {vp} PV.</translation>
    </message>
    <message>
        <source>You played {card} into the common area: {vp} VP.</source>
        <translation>Você jogou {card} na área comum: {vp} PV.</translation>
    </message>
    <message>
        <source>You played {card}: {vp} VP; then it went to the discard pile.</source>
        <translation>Você jogou {card}: {vp} PV; depois a carta foi para o descarte.</translation>
    </message>
    <message>
        <source>You gained {amount} VP ({source}).</source>
        <translation>Você ganhou {amount} PV ({source}).</translation>
    </message>
    <message>
        <source>You took one {item} from the supply.</source>
        <translation>Você pegou do estoque: {item}.</translation>
    </message>
    <message>
        <source>No {item} was left in the supply for you.</source>
        <translation>Não havia mais {item} no estoque para você.</translation>
    </message>
    <message>
        <source>The Witch stopped you from drawing ({source}).</source>
        <translation>Você não pôde comprar por causa da Bruxa ({source}).</translation>
    </message>
    <message>
        <source>You took {card} from the discard pile into your hand.</source>
        <translation>Você pegou {card} do descarte para a mão.</translation>
    </message>
    <message>
        <source>You discarded {card} {from_owner}.</source>
        <translation>Você descartou {card} {from_owner}.</translation>
    </message>
    <message>
        <source>You discarded {card} from the common area.</source>
        <translation>Você descartou {card} da área comum.</translation>
    </message>
    <message>
        <source>You took {card} {from_owner} into your hand.</source>
        <translation>Você pegou {card} {from_owner} para a mão.</translation>
    </message>
    <message>
        <source>You took {card} from the common area into your hand.</source>
        <translation>Você pegou {card} da área comum para a mão.</translation>
    </message>
    <message>
        <source>You revealed the top card of the deck: {card}.</source>
        <translation>Você revelou a carta do topo do baralho: {card}.</translation>
    </message>
    <message>
        <source>You paid {cost} to use an item line.</source>
        <translation>Você pagou {cost} para usar uma linha de objetos.</translation>
    </message>
    <message>
        <source>{seat} took that card into their hand.</source>
        <translation>{seat} levou essa carta para a mão.</translation>
    </message>
    <message>
        <source>{source}: the deck was empty, there was no card to reveal.</source>
        <translation>{source}: o baralho tinha acabado, não havia carta para revelar.</translation>
    </message>
    <message>
        <source>{source}: the deck was empty, there was no card to look at.</source>
        <translation>{source}: o baralho tinha acabado, não havia carta para olhar.</translation>
    </message>
    <message>
        <source>you gained {amount} VP ({source})</source>
        <translation>você ganhou {amount} PV ({source})</translation>
    </message>
    <message>
        <source>You began turn {turn}.</source>
        <translation>Você começou o turno {turn}.</translation>
    </message>
    <message>
        <source>You chose not to use an optional effect ({source}).</source>
        <translation>Você preferiu não usar um efeito opcional ({source}).</translation>
    </message>
    <message>
        <source>You made every player reveal their hand, yours included ({hands}). Places: {count}.</source>
        <translation>Você fez todos os jogadores revelarem a mão, inclusive a sua ({hands}). Lugares: {count}.</translation>
    </message>
    <message>
        <source>You looked at {top_cards}.</source>
        <translation>Você olhou {top_cards}.</translation>
    </message>
    <message>
        <source>You looked at {cards}.</source>
        <translation>Você olhou: {cards}.</translation>
    </message>
    <message>
        <source>You took one of them into your hand.</source>
        <translation>Você levou uma delas para a mão.</translation>
    </message>
    <message>
        <source>You took that card into your hand.</source>
        <translation>Você levou essa carta para a mão.</translation>
    </message>
    <message>
        <source>You had no card to play and passed.</source>
        <translation>Você não tinha carta para jogar e passou.</translation>
    </message>
    <message>
        <source>You would have started a turn with no cards and the deck was empty: the tale is over.</source>
        <translation>Você começaria o turno sem cartas e o baralho tinha acabado: o conto terminou.</translation>
    </message>
    <message>
        <source>from {owner}&apos;s cards</source>
        <translation>das cartas de {owner}</translation>
    </message>
    <message>
        <source>from your cards</source>
        <translation>das suas cartas</translation>
    </message>
    <message>
        <source>from their own cards</source>
        <translation>das próprias cartas</translation>
    </message>
    <message>
        <source>{seat}, play a card from your hand (or first use an item line).</source>
        <translation>{seat}, jogue uma carta da mão (ou antes use uma linha de objetos).</translation>
    </message>
    <message>
        <source>{seat}, play a card from your hand.</source>
        <translation>{seat}, jogue uma carta da mão.</translation>
    </message>
    <message>
        <source>{seat}, use an item line or pass.</source>
        <translation>{seat}, use uma linha de objetos ou passe.</translation>
    </message>
    <message>
        <source>{seat}, you have no card to play: pass.</source>
        <translation>{seat}, você não tem carta para jogar: passe.</translation>
    </message>
    <message>
        <source>{seat}, {source}: choose the {filter} to {op}.</source>
        <translation>{seat}, {source}: escolha a carta {filter} para {op}.</translation>
    </message>
    <message>
        <source>{seat}, {source}: choose an item from the supply.</source>
        <translation>{seat}, {source}: escolha um objeto do estoque.</translation>
    </message>
    <message>
        <source>{seat}, the Wizard revealed {card}: play it now?</source>
        <translation>{seat}, o Mago revelou {card}: jogar agora?</translation>
    </message>
    <message>
        <source>{seat}, {source}: do you want to {op} a {filter}?</source>
        <translation>{seat}, {source}: quer {op} uma carta {filter}?</translation>
    </message>
    <message>
        <source>{seat}, {source}: choose the card to take into your hand.</source>
        <translation>{seat}, {source}: escolha a carta que vai para a sua mão.</translation>
    </message>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>take into your hand</source>
        <translation>levar para a mão</translation>
    </message>
    <message>
        <source>Use {line}</source>
        <translation>Usar {line}</translation>
    </message>
    <message>
        <source>{card} (during play)</source>
        <translation>{card} (durante a partida)</translation>
    </message>
    <message>
        <source>Item line: {line}</source>
        <translation>Linha de objetos: {line}</translation>
    </message>
    <message>
        <source>VP written in the starting position</source>
        <translation>PV anotados na posição inicial</translation>
    </message>
    <message>
        <source>{setting}: pairs {a} + {b}: {pairs} × {vp_each} VP ({a}: {count_a}, {b}: {count_b})</source>
        <translation>{setting}: pares {a} + {b}: {pairs} × {vp_each} PV ({a}: {count_a}, {b}: {count_b})</translation>
    </message>
    <message>
        <source>{setting}: {items}: {count} × {vp_each} VP</source>
        <translation>{setting}: {items}: {count} × {vp_each} PV</translation>
    </message>
    <message>
        <source>{setting}: unpaired {items}: {count} × {vp_each} VP</source>
        <translation>{setting}: {items} sem par: {count} × {vp_each} PV</translation>
    </message>
    <message>
        <source>{setting}: {metric} = {value}, place {place}</source>
        <translation>{setting}: {metric} = {value}, {place}º lugar</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>Homem</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>Mulher</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>Vilão</translation>
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
        <translation>Moeda de ouro</translation>
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
        <translation>Varinha mágica</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>cartas na mão</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Dia</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noite</translation>
    </message>
    <message>
        <source>Princess</source>
        <translation>Princesa</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>Dragão</translation>
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
        <translation>Feitiço</translation>
    </message>
    <message>
        <source>Old Sage</source>
        <translation>Velho Sábio</translation>
    </message>
    <message>
        <source>Gypsy</source>
        <translation>Cigana</translation>
    </message>
    <message>
        <source>Witch</source>
        <translation>Bruxa</translation>
    </message>
    <message>
        <source>Secret Helper</source>
        <translation>Ajudante Secreta</translation>
    </message>
    <message>
        <source>Dark Lord</source>
        <translation>Senhor Sombrio</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Mercador</translation>
    </message>
    <message>
        <source>Cursed Castle</source>
        <translation>Castelo Amaldiçoado</translation>
    </message>
    <message>
        <source>Young Hero</source>
        <translation>Jovem Herói</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>Fairy</source>
        <translation>Fada</translation>
    </message>
    <message>
        <source>Hidden Cave</source>
        <translation>Caverna Oculta</translation>
    </message>
    <message>
        <source>Enchanted Forest</source>
        <translation>Floresta Encantada</translation>
    </message>
    <message>
        <source>Creature of the Night</source>
        <translation>Criatura da Noite</translation>
    </message>
    <message>
        <source>The Battle of the Forgotten Lands</source>
        <translation>A Batalha das Terras Esquecidas</translation>
    </message>
    <message>
        <source>Sorcery at Dusk</source>
        <translation>Feitiçaria ao Anoitecer</translation>
    </message>
    <message>
        <source>The Knights&apos; Trial</source>
        <translation>A Prova dos Cavaleiros</translation>
    </message>
    <message>
        <source>The Iron Army</source>
        <translation>O Exército de Ferro</translation>
    </message>
    <message>
        <source>The Dragon&apos;s Treasure</source>
        <translation>O Tesouro do Dragão</translation>
    </message>
    <message>
        <source>His Majesty&apos;s Forge</source>
        <translation>A Forja de Sua Majestade</translation>
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
        <translation>{a} e {b}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>uma carta virada para baixo</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nenhuma carta</translation>
    </message>
    <message>
        <source>Setting card A</source>
        <translation>Carta de ambientação A</translation>
    </message>
    <message>
        <source>The A card says what the items do during play. Drawn at random unless you pick one.</source>
        <translation>A carta A diz o que os objetos fazem durante a partida. Sorteada, a menos que você escolha uma.</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteada</translation>
    </message>
    <message>
        <source>A1 – The Battle of the Forgotten Lands</source>
        <translation>A1 – A Batalha das Terras Esquecidas</translation>
    </message>
    <message>
        <source>A2 – Sorcery at Dusk</source>
        <translation>A2 – Feitiçaria ao Anoitecer</translation>
    </message>
    <message>
        <source>A3 – The Knights&apos; Trial</source>
        <translation>A3 – A Prova dos Cavaleiros</translation>
    </message>
    <message>
        <source>Setting card B</source>
        <translation>Carta de ambientação B</translation>
    </message>
    <message>
        <source>The B card adds points at the end of the game. Drawn at random unless you pick one.</source>
        <translation>A carta B dá pontos no fim da partida. Sorteada, a menos que você escolha uma.</translation>
    </message>
    <message>
        <source>B1 – The Iron Army</source>
        <translation>B1 – O Exército de Ferro</translation>
    </message>
    <message>
        <source>B2 – The Dragon&apos;s Treasure</source>
        <translation>B2 – O Tesouro do Dragão</translation>
    </message>
    <message>
        <source>B3 – His Majesty&apos;s Forge</source>
        <translation>B3 – A Forja de Sua Majestade</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primeiro jogador</translation>
    </message>
    <message>
        <source>Who takes the first turn (drawn at random by default).</source>
        <translation>Quem joga o primeiro turno (sorteado, por padrão).</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>Open scores</source>
        <translation>Pontos à vista</translation>
    </message>
    <message>
        <source>Everyone sees every player&apos;s VP total during play (normally each VP pile is secret).</source>
        <translation>Todos veem o total de PV de cada jogador durante a partida (normalmente cada pilha de PV é secreta).</translation>
    </message>
    <message>
        <source>Witch with an empty hand</source>
        <translation>Bruxa com a mão vazia</translation>
    </message>
    <message>
        <source>What happens when the Witch&apos;s owner has no cards while the deck still has some.</source>
        <translation>O que acontece quando o dono da Bruxa fica sem cartas e o baralho ainda tem cartas.</translation>
    </message>
    <message>
        <source>They pass their turn</source>
        <translation>Passa a vez</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>A partida termina</translation>
    </message>
    <message>
        <source>The Witch blocks taking from the discard pile</source>
        <translation>A Bruxa impede pegar do descarte</translation>
    </message>
    <message>
        <source>Under the Witch, the Armour line of A1 (take the top discard) is blocked too.</source>
        <translation>Com a Bruxa, a linha da Armadura de A1 (pegar o topo do descarte) também fica bloqueada.</translation>
    </message>
    <message>
        <source>Ties in B rankings</source>
        <translation>Empates nas classificações de B</translation>
    </message>
    <message>
        <source>How tied players share a ranking award of the B card.</source>
        <translation>Como jogadores empatados dividem um prêmio de classificação da carta B.</translation>
    </message>
    <message>
        <source>Each gets the full award; the next place is skipped</source>
        <translation>Cada um ganha o prêmio inteiro; o lugar seguinte é pulado</translation>
    </message>
    <message>
        <source>Each gets the full award; the next place is not skipped</source>
        <translation>Cada um ganha o prêmio inteiro; o lugar seguinte não é pulado</translation>
    </message>
    <message>
        <source>The awards are split, rounded down</source>
        <translation>Os prêmios são divididos, arredondando para baixo</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Limite de turnos</translation>
    </message>
    <message>
        <source>A house rule: the game ends normally after this many turns.</source>
        <translation>Regra da casa: a partida termina normalmente após esse número de turnos.</translation>
    </message>
    <message>
        <source>Skip forced passes</source>
        <translation>Pular os passes forçados</translation>
    </message>
    <message>
        <source>When no one can ever play again (every player has the Witch and no cards), go straight to the turn limit with the same scores.</source>
        <translation>Quando ninguém pode mais jogar (todos têm a Bruxa e nenhuma carta), ir direto ao limite de turnos com a mesma pontuação.</translation>
    </message>
</context>
<context>
    <name>dark_tales.reference</name>
    <message>
        <source>Dark Tales – card reference</source>
        <translation>Dark Tales – referência das cartas</translation>
    </message>
    <message>
        <source>Setting cards</source>
        <translation>Cartas de ambientação</translation>
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
        <translation>Cópias</translation>
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
        <translation>sem prêmio</translation>
    </message>
    <message>
        <source>award %1 VP</source>
        <translation>prêmio de %1 PV</translation>
    </message>
    <message>
        <source>A tie: tied on VP and on items + cards in hand (%1), so the victory is shared.</source>
        <translation>Empate: empatados em PV e em itens + cartas na mão (%1), então a vitória é dividida.</translation>
    </message>
    <message>
        <source>A tie on VP, broken by the tie-break (most items + cards in hand: %1).</source>
        <translation>Empate em PV, desfeito pelo critério de desempate (mais itens + cartas na mão: %1).</translation>
    </message>
    <message>
        <source>%1 + %2: %3 × %4 VP</source>
        <translation>%1 + %2: %3 × %4 PV</translation>
    </message>
    <message>
        <source>unpaired %1</source>
        <translation>%1 sem par</translation>
    </message>
    <message>
        <source>%1: %2 × %3 VP</source>
        <translation>%1: %2 × %3 PV</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1º lugar</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>Item line: %1</source>
        <translation>Linha de objetos: %1</translation>
    </message>
    <message>
        <source>during play</source>
        <translation>durante o jogo</translation>
    </message>
    <message>
        <source>starting position</source>
        <translation>posição inicial</translation>
    </message>
    <message>
        <source>The game ended at the turn limit.</source>
        <translation>A partida terminou no limite de turnos.</translation>
    </message>
    <message>
        <source>Most VP: %1 (%2).</source>
        <translation>Mais PV: %1 (%2).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>VP from play</source>
        <translation>PV em jogo</translation>
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
        <translation>Objetos + mão</translation>
    </message>
    <message>
        <source>Where the VP come from</source>
        <translation>De onde vêm os PV</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>Prêmio</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>the place in a ranking of the setting card</source>
        <translation>a colocação num ranking da carta de ambientação</translation>
    </message>
</context>
<context>
    <name>dark_tales.table</name>
    <message>
        <source>Also known to: %1</source>
        <translation>Também a conhecem: %1</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Uma carta virada para baixo</translation>
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
        <translation>mão: %1</translation>
    </message>
    <message>
        <source>cannot draw (Witch)</source>
        <translation>não compra (Bruxa)</translation>
    </message>
    <message>
        <source>In %1&apos;s hand</source>
        <translation>Na mão de %1</translation>
    </message>
    <message>
        <source>In front of %1</source>
        <translation>Diante de %1</translation>
    </message>
    <message>
        <source>known</source>
        <translation>conhecida</translation>
    </message>
    <message>
        <source>Setting cards</source>
        <translation>Cartas de ambientação</translation>
    </message>
    <message>
        <source>Setting card</source>
        <translation>Carta de ambientação</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Agora: %1</translation>
    </message>
    <message>
        <source>Item lines (card A)</source>
        <translation>Linhas de objetos (carta A)</translation>
    </message>
    <message>
        <source>can be used</source>
        <translation>pode ser usada</translation>
    </message>
    <message>
        <source>Common area</source>
        <translation>Área comum</translation>
    </message>
    <message>
        <source>In the common area</source>
        <translation>Na área comum</translation>
    </message>
    <message>
        <source>Deck and discard pile</source>
        <translation>Baralho e descarte</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>top of the deck</source>
        <translation>topo do baralho</translation>
    </message>
    <message>
        <source>#%1 from the top</source>
        <translation>%1ª do topo</translation>
    </message>
    <message>
        <source>now</source>
        <translation>agora</translation>
    </message>
    <message>
        <source>Being played now: its effect is being resolved</source>
        <translation>Sendo jogada agora: o efeito está sendo resolvido</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Reveladas</translation>
    </message>
    <message>
        <source>On top of the deck, face up for who saw it</source>
        <translation>No topo do baralho, à vista de quem a viu</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Estoque</translation>
    </message>
    <message>
        <source>%1: %2 in the supply</source>
        <translation>%1: %2 no estoque</translation>
    </message>
    <message>
        <source>Items and VP</source>
        <translation>Objetos e PV</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Sua mão</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Mão de %1</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Na sua mão</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>conhecida</translation>
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
            <numerusform>Compre %n carta.</numerusform>
            <numerusform>Compre %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck and take one into your hand.</source>
        <translation>
            <numerusform>Olhe %n carta do topo do baralho e leve-a para a sua mão.</numerusform>
            <numerusform>Olhe as %n cartas do topo do baralho e leve uma para a sua mão.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the top %n card(s) of the deck</source>
        <translation>
            <numerusform>a carta do topo do baralho</numerusform>
            <numerusform>as %n cartas do topo do baralho</numerusform>
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
            <numerusform>Esta partida foi jogada com dados das cartas diferentes dos deste computador (%n valor difere); ela continua com os dados com que foi salva.</numerusform>
            <numerusform>Esta partida foi jogada com dados das cartas diferentes dos deste computador (%n valores diferem); ela continua com os dados com que foi salva.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lab_counts</name>
    <message numerus="yes">
        <source>{backend} backend, %n worker process(es); {seconds} s, {rate}.</source>
        <translation>
            <numerusform>execução {backend}, %n processo em paralelo; {seconds} s, {rate}.</numerusform>
            <numerusform>execução {backend}, %n processos em paralelo; {seconds} s, {rate}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>other_card_data</name>
    <message numerus="yes">
        <source>{file} was played with card data different from this computer&apos;s (%n value(s) differ).</source>
        <translation>
            <numerusform>{file} foi jogado com dados das cartas diferentes dos deste computador (%n valor difere).</numerusform>
            <numerusform>{file} foi jogado com dados das cartas diferentes dos deste computador (%n valores diferem).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quissama.lab</name>
    <message>
        <source>winning character</source>
        <extracomment>decisions offered as instruction-bar buttons (not about an item on the table)</extracomment>
        <translation>personagem vencedor</translation>
    </message>
    <message>
        <source>end of the game</source>
        <translation>fim do jogo</translation>
    </message>
    <message>
        <source>objective reached</source>
        <translation>objetivo cumprido</translation>
    </message>
    <message>
        <source>round limit</source>
        <translation>limite de rodadas</translation>
    </message>
</context>
<context>
    <name>quissama.messages</name>
    <message>
        <source>{seat}&apos;s turn {turn} began.</source>
        <translation>Começou o turno {turn} de {seat}.</translation>
    </message>
    <message>
        <source>{seat}&apos;s turn ended.</source>
        <translation>O turno de {seat} terminou.</translation>
    </message>
    <message>
        <source>{seat} opened the {business}.</source>
        <translation>{seat} abriu o {business}.</translation>
    </message>
    <message>
        <source>{seat} acquired the {business}.</source>
        <translation>{seat} adquiriu o {business}.</translation>
    </message>
    <message>
        <source>{seat} employed a capoeira in the {business}.</source>
        <translation>{seat} empregou uma capoeira no {business}.</translation>
    </message>
    <message>
        <source>The {business} was full: {seat} took its coin token.</source>
        <translation>O {business} ficou completo: {seat} pegou a sua ficha de moeda.</translation>
    </message>
    <message>
        <source>{seat} used the coin token of the {business} (+{value}).</source>
        <translation>{seat} usou a ficha de moeda do {business} (+{value}).</translation>
    </message>
    <message>
        <source>{seat} paid {cards}.</source>
        <translation>{seat} pagou com {cards}.</translation>
    </message>
    <message>
        <source>{seat} freed a capoeira from the Senzala onto {square}.</source>
        <translation>{seat} libertou uma capoeira da Senzala para a {square}.</translation>
    </message>
    <message>
        <source>{seat} freed a capoeira onto {square} with the Princesa.</source>
        <translation>{seat} libertou uma capoeira para a {square} com a Princesa.</translation>
    </message>
    <message>
        <source>{seat} recruited a Guaiamum from {square} into the Cabeça de Porco.</source>
        <translation>{seat} recrutou um Guaiamum da {square} para a Cabeça de Porco.</translation>
    </message>
    <message>
        <source>{seat} attacked {target}: a capoeira went back to the Senzala.</source>
        <translation>{seat} atacou {target}: uma capoeira voltou para a Senzala.</translation>
    </message>
    <message>
        <source>{seat} placed a minister in the Ministry.</source>
        <translation>{seat} colocou um ministro no Ministério.</translation>
    </message>
    <message>
        <source>{seat}&apos;s minister was pushed out of the Ministry.</source>
        <translation>O ministro de {seat} foi empurrado para fora do Ministério.</translation>
    </message>
    <message>
        <source>{seat} placed an influence meeple on {character}.</source>
        <translation>{seat} colocou um meeple de influência em {character}.</translation>
    </message>
    <message>
        <source>{seat} conquered {character}.</source>
        <translation>{seat} conquistou {character}.</translation>
    </message>
    <message>
        <source>{seat} conquered {character} from {from}.</source>
        <translation>{seat} conquistou {character}, que era de {from}.</translation>
    </message>
    <message>
        <source>{seat} removed {from}&apos;s meeple from {character}.</source>
        <translation>{seat} retirou o meeple de {from} de {character}.</translation>
    </message>
    <message>
        <source>{seat} used the Imperador to take {target} from {from}.</source>
        <translation>{seat} usou o Imperador para tomar {target} de {from}.</translation>
    </message>
    <message>
        <source>{seat} took the cards under Quissama into hand: {cards}.</source>
        <translation>{seat} pegou para a mão as cartas sob Quissama: {cards}.</translation>
    </message>
    <message>
        <source>{seat} used Woodruff to look at {target}&apos;s hand.</source>
        <translation>{seat} usou Woodruff para ver a mão de {target}.</translation>
    </message>
    <message>
        <source>{seat} saw {target}&apos;s hand: {cards}.</source>
        <translation>{seat} viu a mão de {target}: {cards}.</translation>
    </message>
    <message>
        <source>{seat} stole a card from {from}.</source>
        <translation>{seat} roubou uma carta de {from}.</translation>
    </message>
    <message>
        <source>{seat} swapped a card with {target}.</source>
        <translation>{seat} trocou uma carta com {target}.</translation>
    </message>
    <message>
        <source>{seat} swapped no card with {target}.</source>
        <translation>{seat} não trocou nenhuma carta com {target}.</translation>
    </message>
    <message>
        <source>Three identical cards: the Market was renewed with {cards}.</source>
        <translation>Três cartas iguais: o Mercado foi renovado com {cards}.</translation>
    </message>
    <message>
        <source>{seat} ended the turn.</source>
        <translation>{seat} encerrou o turno.</translation>
    </message>
    <message>
        <source>{seat} drew {cards}.</source>
        <translation>{seat} comprou: {cards}.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new deck of {cards} cards.</source>
        <translation>O descarte foi embaralhado num novo baralho de {cards} cartas.</translation>
    </message>
    <message>
        <source>{rounds} rounds were played without a winner: the game ended in a draw.</source>
        <translation>Foram jogadas {rounds} rodadas sem vencedor: a partida terminou empatada.</translation>
    </message>
    <message>
        <source>{seat} won with {character}!</source>
        <translation>{seat} venceu com {character}!</translation>
    </message>
    <message>
        <source>{seat} played a Scandal: {victim}&apos;s minister in space {slot} went home.</source>
        <translation>{seat} jogou um Escândalo: o ministro de {victim} no espaço {slot} voltou para casa.</translation>
    </message>
    <message>
        <source>{seat} played the Blessing of Peito ({location}): a capoeira went back to the Senzala.</source>
        <translation>{seat} jogou a Bênção de Peito ({location}): uma capoeira voltou para a Senzala.</translation>
    </message>
    <message>
        <source>{seat} played an Escape: a capoeira left the Senzala for {square}.</source>
        <translation>{seat} jogou uma Fuga: uma capoeira saiu da Senzala para a {square}.</translation>
    </message>
    <message>
        <source>{seat} played the Cabeça de Porco card: a Guaiamum moved from {square} into the Cabeça de Porco.</source>
        <translation>{seat} jogou a carta Cabeça de Porco: um Guaiamum passou da {square} para a Cabeça de Porco.</translation>
    </message>
    <message>
        <source>{seat} played the Cabeça de Porco card: a Guaiamum moved from the Cabeça de Porco to {square}.</source>
        <translation>{seat} jogou a carta Cabeça de Porco: um Guaiamum passou da Cabeça de Porco para a {square}.</translation>
    </message>
    <message>
        <source>{seat} played the Burguesia on {character}.</source>
        <translation>{seat} jogou a Burguesia em {character}.</translation>
    </message>
    <message>
        <source>{seat} played the Imperial Family on {character}.</source>
        <translation>{seat} jogou a Família Imperial em {character}.</translation>
    </message>
    <message>
        <source>{seat} played the Malta to remove a meeple from the Alemão.</source>
        <translation>{seat} jogou a Malta para retirar um meeple do Alemão.</translation>
    </message>
    <message>
        <source>{seat} played the Malta on Quissama.</source>
        <translation>{seat} jogou a Malta em Quissama.</translation>
    </message>
    <message>
        <source>{seat} played the Necklace.</source>
        <translation>{seat} jogou o Colar.</translation>
    </message>
    <message>
        <source>{seat}, choose the business you open for free.</source>
        <translation>{seat}, escolha o comércio que você abre de graça.</translation>
    </message>
    <message>
        <source>{seat}, click a place on the board, a character, a card or the Market, or end the turn.</source>
        <translation>{seat}, clique num lugar do tabuleiro, num personagem, numa carta ou no Mercado, ou encerre o turno.</translation>
    </message>
    <message>
        <source>{seat}, click one of the lit move buttons under the board (Esc: start over).</source>
        <translation>{seat}, clique num dos botões de ação acesos sob o tabuleiro (Esc: recomeçar).</translation>
    </message>
    <message>
        <source>{seat}, now click where it goes: the highlighted places (Esc: start over).</source>
        <translation>{seat}, agora clique no destino: os lugares destacados (Esc: recomeçar).</translation>
    </message>
    <message>
        <source>{seat}, click the card of your hand you give in exchange (Esc: start over).</source>
        <translation>{seat}, clique na carta da sua mão que você dá em troca (Esc: recomeçar).</translation>
    </message>
    <message>
        <source>{seat}, click the card you take in exchange (Esc: start over).</source>
        <translation>{seat}, clique na carta que você pega em troca (Esc: recomeçar).</translation>
    </message>
    <message>
        <source>{seat}, several sets of cards can pay: click the highlighted cards in your hand to pay with (Esc: start over).</source>
        <translation>{seat}, há várias formas de pagar: clique nas cartas destacadas da sua mão com que vai pagar (Esc: recomeçar).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>{seat}, click the player you steal a card from.</source>
        <translation>{seat}, clique no jogador de quem você rouba uma carta.</translation>
    </message>
    <message>
        <source>{seat}, click a card of yours and a card of {target} to swap, or swap nothing.</source>
        <translation>{seat}, clique numa carta sua e numa carta de {target} para trocar, ou não troque nada.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Encerrar turno</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>Swap nothing</source>
        <translation>Não trocar</translation>
    </message>
    <message>
        <source>Objective of {character} reached</source>
        <translation>Objetivo de {character} cumprido</translation>
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
        <translation>comércios completos {have}/{need}</translation>
    </message>
    <message>
        <source>squares filled {have}/{need}</source>
        <translation>praças cheias {have}/{need}</translation>
    </message>
    <message>
        <source>Quissama</source>
        <translation>Quissama</translation>
    </message>
    <message>
        <source>{seat} put {card} face up under Quissama.</source>
        <translation>{seat} pôs {card} sob Quissama, com a face para cima.</translation>
    </message>
    <message>
        <source>{seat} used the Alemão: {count_cards} to steal.</source>
        <translation>{seat} usou o Alemão: {count_cards} a roubar.</translation>
    </message>
    <message>
        <source>{seat} stole {card} from {from}.</source>
        <translation>{seat} roubou {card} de {from}.</translation>
    </message>
    <message>
        <source>{seat} gave {target} {give} and took {take}.</source>
        <translation>{seat} deu {give} a {target} e pegou {take}.</translation>
    </message>
    <message>
        <source>{seat} exchanged {give} for {take} in the Market.</source>
        <translation>{seat} trocou {give} por {take} no Mercado.</translation>
    </message>
    <message>
        <source>{seat} discarded {card}.</source>
        <translation>{seat} descartou {card}.</translation>
    </message>
    <message>
        <source>{seat} drew {count_cards}.</source>
        <translation>{seat} comprou {count_cards} do baralho.</translation>
    </message>
    <message>
        <source>{seat} drew {count_cards} for the ministers.</source>
        <translation>{seat} comprou {count_cards} pelos ministros.</translation>
    </message>
    <message>
        <source>{seat} played {card}.</source>
        <translation>{seat} jogou {card}.</translation>
    </message>
    <message>
        <source>{seat}, end of the turn: {discard}</source>
        <translation>{seat}, fim do turno: {discard}</translation>
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
        <translation>Imperador</translation>
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
        <translation>Nagoa duplo</translation>
    </message>
    <message>
        <source>Guaiamum</source>
        <translation>Guaiamum</translation>
    </message>
    <message>
        <source>double Guaiamum</source>
        <translation>Guaiamum duplo</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>Moeda</translation>
    </message>
    <message>
        <source>double Coin</source>
        <translation>Moeda dupla</translation>
    </message>
    <message>
        <source>Liberty</source>
        <translation>Liberdade</translation>
    </message>
    <message>
        <source>Bourgeois</source>
        <translation>Burguês</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Coroa</translation>
    </message>
    <message>
        <source>Scandal</source>
        <translation>Escândalo</translation>
    </message>
    <message>
        <source>Imperial Blessing</source>
        <translation>Bênção Imperial</translation>
    </message>
    <message>
        <source>Blessing of Peito</source>
        <translation>Bênção de Peito</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Fuga</translation>
    </message>
    <message>
        <source>Necklace</source>
        <translation>Colar</translation>
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
        <translation>Burguesia</translation>
    </message>
    <message>
        <source>Imperial Family</source>
        <translation>Família Imperial</translation>
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
        <translation>praça Nagoa 1</translation>
    </message>
    <message>
        <source>Nagoa square 2</source>
        <translation>praça Nagoa 2</translation>
    </message>
    <message>
        <source>Guaiamum square 1</source>
        <translation>praça Guaiamum 1</translation>
    </message>
    <message>
        <source>Guaiamum square 2</source>
        <translation>praça Guaiamum 2</translation>
    </message>
    <message>
        <source>business {number}</source>
        <translation>comércio {number}</translation>
    </message>
    <message>
        <source>the Cabeça de Porco</source>
        <translation>a Cabeça de Porco</translation>
    </message>
    <message>
        <source>the {square}</source>
        <translation>a {square}</translation>
    </message>
    <message>
        <source>the minister in space {slot}</source>
        <translation>o ministro do espaço {slot}</translation>
    </message>
    <message>
        <source>the {business}</source>
        <translation>o {business}</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branco</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
    </message>
    <message>
        <source>One capoeira per square</source>
        <translation>Uma capoeira por praça</translation>
    </message>
    <message>
        <source>Advanced rule: each square starts with 1 capoeira instead of 2.</source>
        <translation>Regra avançada: cada praça começa com 1 capoeira em vez de 2.</translation>
    </message>
    <message>
        <source>One character each</source>
        <translation>Um personagem por jogador</translation>
    </message>
    <message>
        <source>Advanced rule: a player may conquer only one character in the whole game (Bernardina does not count).</source>
        <translation>Regra avançada: cada jogador só pode conquistar um personagem na partida toda (Bernardina não conta).</translation>
    </message>
    <message>
        <source>Small Gallery</source>
        <translation>Galeria reduzida</translation>
    </message>
    <message>
        <source>Advanced rule: the Gallery holds Quissama, Bernardina and one character per player, drawn at random.</source>
        <translation>Regra avançada: a Galeria tem Quissama, Bernardina e um personagem por jogador, sorteados.</translation>
    </message>
    <message>
        <source>Fewer Scandals</source>
        <translation>Menos Escândalos</translation>
    </message>
    <message>
        <source>Advanced rule: one Scandal more than the number of players.</source>
        <translation>Regra avançada: um Escândalo a mais que o número de jogadores.</translation>
    </message>
    <message>
        <source>Fewer Imperial Blessings</source>
        <translation>Menos Bênçãos Imperiais</translation>
    </message>
    <message>
        <source>Advanced rule: as many Imperial Blessings as players.</source>
        <translation>Regra avançada: tantas Bênçãos Imperiais quanto jogadores.</translation>
    </message>
    <message>
        <source>Fast Market</source>
        <translation>Mercado rápido</translation>
    </message>
    <message>
        <source>Advanced rule: any number of Market exchanges per turn, never taking back a card you gave; the Market is not renewed.</source>
        <translation>Regra avançada: quantas trocas no Mercado quiser por turno, sem pegar de volta uma carta que você deu; o Mercado não é renovado.</translation>
    </message>
    <message>
        <source>One Bernardina action per turn</source>
        <translation>Uma ação em Bernardina por turno</translation>
    </message>
    <message>
        <source>Ruling: removing a meeple from Bernardina and placing one on her take two turns.</source>
        <translation>Decisão de regra: retirar um meeple de Bernardina e colocar o seu leva dois turnos.</translation>
    </message>
    <message>
        <source>Employ in any business</source>
        <translation>Empregar em qualquer comércio</translation>
    </message>
    <message>
        <source>House rule: employ capoeiras in other players&apos; businesses too (the rulebook&apos;s reading: only in your own).</source>
        <translation>Regra da casa: empregar capoeiras também nos comércios dos outros jogadores (pelo manual, só nos seus).</translation>
    </message>
    <message>
        <source>Round limit</source>
        <translation>Limite de rodadas</translation>
    </message>
    <message>
        <source>After this many rounds without a winner the game ends in a draw.</source>
        <translation>Depois de tantas rodadas sem vencedor, a partida termina empatada.</translation>
    </message>
</context>
<context>
    <name>quissama.reference</name>
    <message>
        <source>Replacing a merchant costs {cost}</source>
        <translation>Substituir um comerciante custa {cost}</translation>
    </message>
    <message>
        <source>Replacing a minister costs {cost}</source>
        <translation>Substituir um ministro custa {cost}</translation>
    </message>
    <message>
        <source>Quissama – card reference</source>
        <translation>Quissama – referência das cartas</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Influence cost</source>
        <translation>Custo de influência</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Habilidade</translation>
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
        <translation>Cópias</translation>
    </message>
    <message>
        <source>Icons or effect</source>
        <translation>Ícones ou efeito</translation>
    </message>
    <message>
        <source>The board&apos;s capacities and roads are reconstructed from the rulebook (the printed board is not public); they are data and may be corrected.</source>
        <translation>As capacidades e as ruas do tabuleiro foram reconstruídas a partir do manual (o tabuleiro impresso não é público); são dados e podem ser corrigidas.</translation>
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
        <translation>Moeda</translation>
    </message>
    <message>
        <source>Liberty</source>
        <translation>Liberdade</translation>
    </message>
    <message>
        <source>Bourgeois</source>
        <translation>Burguês</translation>
    </message>
    <message>
        <source>Crown</source>
        <translation>Coroa</translation>
    </message>
    <message>
        <source>Ability: draw a card and put it face up under Quissama, or take all the cards there into your hand.</source>
        <translation>Habilidade: compre uma carta e ponha-a virada para cima sob Quissama, ou pegue para a mão todas as cartas que estão lá.</translation>
    </message>
    <message>
        <source>Ability: look at a player&apos;s hand and swap one of your cards with one of theirs (or none).</source>
        <translation>Habilidade: veja a mão de um jogador e troque uma carta sua por uma dele (ou nenhuma).</translation>
    </message>
    <message>
        <source>No ability. To place a meeple on her you need a free character of your own; only one meeple may be on her.</source>
        <translation>Sem habilidade. Para pôr um meeple nela você precisa de um personagem livre seu; só cabe um meeple nela.</translation>
    </message>
    <message>
        <source>Ability: steal one card, unseen, for each capoeira in the Cabeça de Porco, alternating between opponents.</source>
        <translation>Habilidade: roube uma carta, sem ver, para cada capoeira na Cabeça de Porco, alternando entre os adversários.</translation>
    </message>
    <message>
        <source>Ability: place a minister paying only two of Bourgeois, Crown and Coin.</source>
        <translation>Habilidade: coloque um ministro pagando só dois entre Burguês, Coroa e Moeda.</translation>
    </message>
    <message>
        <source>Ability: replace an opponent&apos;s merchant or minister with your meeple, paying its cost.</source>
        <translation>Habilidade: troque o comerciante ou ministro de um adversário pelo seu meeple, pagando o custo dele.</translation>
    </message>
    <message>
        <source>Ability: free one capoeira onto a square paying only the capoeira card.</source>
        <translation>Habilidade: liberte uma capoeira para uma praça pagando só a carta da capoeira.</translation>
    </message>
    <message>
        <source>Ability: your coin tokens are worth +2.</source>
        <translation>Habilidade: suas fichas de moeda valem +2.</translation>
    </message>
    <message>
        <source>Objective: bring Bernardina to your area.</source>
        <translation>Objetivo: trazer Bernardina para a sua área.</translation>
    </message>
    <message>
        <source>No objective of her own.</source>
        <translation>Não tem objetivo próprio.</translation>
    </message>
    <message>
        <source>Objective: fill the Cabeça de Porco with Guaiamuns.</source>
        <translation>Objetivo: encher a Cabeça de Porco de Guaiamuns.</translation>
    </message>
    <message>
        <source>Objective: 2 ministers and 2 full businesses.</source>
        <translation>Objetivo: 2 ministros e 2 comércios completos.</translation>
    </message>
    <message>
        <source>Objective: 4 ministers in the Ministry.</source>
        <translation>Objetivo: 4 ministros no Ministério.</translation>
    </message>
    <message>
        <source>Objective: fill 3 squares with capoeiras.</source>
        <translation>Objetivo: encher 3 praças de capoeiras.</translation>
    </message>
    <message>
        <source>Objective: 4 full businesses.</source>
        <translation>Objetivo: 4 comércios completos.</translation>
    </message>
    <message>
        <source>Send any minister home; then this card leaves the game.</source>
        <translation>Mande qualquer ministro para casa; depois esta carta sai do jogo.</translation>
    </message>
    <message>
        <source>Counts as any one icon.</source>
        <translation>Vale como qualquer um dos ícones.</translation>
    </message>
    <message>
        <source>Send any capoeira on the board back to the Senzala.</source>
        <translation>Mande qualquer capoeira do tabuleiro de volta para a Senzala.</translation>
    </message>
    <message>
        <source>Free a capoeira from the Senzala onto any square.</source>
        <translation>Liberte uma capoeira da Senzala para qualquer praça.</translation>
    </message>
    <message>
        <source>Place a meeple on Woodruff; with Woodruff, on Bernardina (no extra Bourgeois).</source>
        <translation>Ponha um meeple em Woodruff; se tiver Woodruff, em Bernardina (sem Burguês extra).</translation>
    </message>
    <message>
        <source>Remove a meeple from the Alemão or place one on Quissama (no extra Bourgeois).</source>
        <translation>Retire um meeple do Alemão ou ponha um em Quissama (sem Burguês extra).</translation>
    </message>
    <message>
        <source>Move a Guaiamum from a square into the Cabeça de Porco, or back.</source>
        <translation>Passe um Guaiamum de uma praça para a Cabeça de Porco, ou de volta.</translation>
    </message>
    <message>
        <source>Place a meeple on Alencar or Araújo (no extra Bourgeois).</source>
        <translation>Ponha um meeple em Alencar ou Araújo (sem Burguês extra).</translation>
    </message>
    <message>
        <source>Place a meeple on the Imperador or the Princesa (no extra Bourgeois).</source>
        <translation>Ponha um meeple no Imperador ou na Princesa (sem Burguês extra).</translation>
    </message>
    <message>
        <source>Bernardina in your area</source>
        <extracomment>the short objective line printed on a character card, by the data&apos;s ``objective`` key; its numbers come from the data too (``ministers``, ``full_businesses``, ``squares``); the full sentence (:data:`_OBJECTIVES`) is in the hover preview (rulebook, &quot;Know the Characters&quot;)</extracomment>
        <translation>Bernardina na sua área</translation>
    </message>
    <message>
        <source>Cabeça de Porco full of Guaiamuns</source>
        <translation>Cabeça de Porco cheia de Guaiamuns</translation>
    </message>
    <message>
        <source>{ministers} ministers + {full_businesses} full businesses</source>
        <translation>{ministers} ministros + {full_businesses} comércios completos</translation>
    </message>
    <message>
        <source>{ministers} ministers</source>
        <translation>{ministers} ministros</translation>
    </message>
    <message>
        <source>{squares} full squares</source>
        <translation>{squares} praças cheias</translation>
    </message>
    <message>
        <source>{full_businesses} full businesses</source>
        <translation>{full_businesses} comércios completos</translation>
    </message>
    <message>
        <source>No objective</source>
        <translation>Sem objetivo</translation>
    </message>
    <message>
        <source>A minister goes home</source>
        <extracomment>a special card&apos;s effect in a few words, printed when the whole effect does not fit the card at a readable size (the whole effect is in the hover preview)</extracomment>
        <translation>Um ministro volta para casa</translation>
    </message>
    <message>
        <source>Any one icon</source>
        <translation>Vale qualquer ícone</translation>
    </message>
    <message>
        <source>A capoeira to the Senzala</source>
        <translation>Uma capoeira para a Senzala</translation>
    </message>
    <message>
        <source>Free a capoeira anywhere</source>
        <translation>Liberte um capoeira onde quiser</translation>
    </message>
    <message>
        <source>Meeple on Woodruff or Bernardina</source>
        <translation>Meeple em Woodruff ou Bernardina</translation>
    </message>
    <message>
        <source>Alemão −1 meeple or Quissama +1</source>
        <translation>Alemão −1 meeple ou Quissama +1</translation>
    </message>
    <message>
        <source>Move a Guaiamum</source>
        <translation>Mova um Guaiamum</translation>
    </message>
    <message>
        <source>Meeple on Alencar or Araújo</source>
        <translation>Meeple em Alencar ou Araújo</translation>
    </message>
    <message>
        <source>Meeple on Imperador or Princesa</source>
        <translation>Meeple no Imperador ou na Princesa</translation>
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
        <translation>Empregar</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>Imperador</source>
        <translation>Imperador</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libertar</translation>
    </message>
    <message>
        <source>Free (Princesa)</source>
        <translation>Libertar (Princesa)</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Recrutar</translation>
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
        <translation>três cartas iguais</translation>
    </message>
    <message>
        <source>Influence cost: {cost}</source>
        <translation>Custo de influência: {cost}</translation>
    </message>
    <message>
        <source>Blocked: an opponent&apos;s meeple is on it (no ability, no objective).</source>
        <translation>Bloqueado: há um meeple de adversário nele (sem habilidade nem objetivo).</translation>
    </message>
    <message>
        <source>Objective reached: the character whose objective won the game.</source>
        <translation>Objetivo cumprido: o personagem cujo objetivo venceu a partida.</translation>
    </message>
    <message>
        <source>n/m: progress toward each objective (reached/needed; hover a chip for its words).</source>
        <translation>n/m: progresso em cada objetivo (alcançado/necessário; passe o mouse sobre o número para lê-lo por extenso).</translation>
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
        <translation>Escolhida para pagar</translation>
    </message>
    <message>
        <source>Ministry</source>
        <translation>Ministério</translation>
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
        <translation>Galeria</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Under Quissama</source>
        <translation>Sob Quissama</translation>
    </message>
    <message>
        <source>{seat} – hand</source>
        <translation>{seat} – mão</translation>
    </message>
    <message>
        <source>Coin token +{value}</source>
        <translation>Ficha de moeda +{value}</translation>
    </message>
    <message>
        <source>Coin token +{value} (usable from the next turn)</source>
        <translation>Ficha de moeda +{value} (usável a partir do próximo turno)</translation>
    </message>
    <message>
        <source>Coin token +{value} (used this turn)</source>
        <translation>Ficha de moeda +{value} (usada neste turno)</translation>
    </message>
    <message>
        <source>No character yet</source>
        <translation>Nenhum personagem ainda</translation>
    </message>
    <message>
        <source>square {id}</source>
        <translation>praça {id}</translation>
    </message>
    <message>
        <source>Cards of {seat} you know</source>
        <translation>Cartas de {seat} que você conhece</translation>
    </message>
    <message>
        <source>Left over this turn: {credit}</source>
        <translation>Sobra neste turno: {credit}</translation>
    </message>
    <message>
        <source>{seat} ({colour})</source>
        <translation>{seat} ({colour})</translation>
    </message>
    <message>
        <source>{seat} (you, {colour})</source>
        <translation>{seat} (você, {colour})</translation>
    </message>
    <message>
        <source>press Done to draw back up to 5, or discard more cards first.</source>
        <extracomment>public twins left out of the log when their private line was shown for the same step the end of a turn once the hand is down to 5 (Q-T4: Done refills it to 5)</extracomment>
        <translation>clique em Pronto para voltar a 5 cartas, ou descarte mais cartas antes.</translation>
    </message>
</context>
<context>
    <name>quissama_counts</name>
    <message numerus="yes">
        <source>discard %n more card(s): click the highlighted cards in your hand.</source>
        <translation>
            <numerusform>descarte mais %n carta: clique nas cartas destacadas da sua mão.</numerusform>
            <numerusform>descarte mais %n cartas: clique nas cartas destacadas da sua mão.</numerusform>
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
            <numerusform>%n ficha de moeda +{value}</numerusform>
            <numerusform>%n fichas de moeda +{value}</numerusform>
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
            <numerusform>%n Moeda</numerusform>
            <numerusform>%n Moedas</numerusform>
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
        <translation>† Valores dos seus dados das cartas (Ferramentas ▸ Dados das cartas…), não dos dados originais:</translation>
    </message>
    <message>
        <source>A card reference for this game is not written yet.</source>
        <translation>A referência de cartas deste jogo ainda não foi escrita.</translation>
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
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Contária – card reference</source>
        <translation>Contária – referência de cartas</translation>
    </message>
    <message>
        <source>Every card shows its initial side to everyone. The revealed side is on the other side; a mirror turns it up.</source>
        <translation>Toda carta mostra o lado inicial a todos. O lado revelado fica no verso; um espelho o vira para cima.</translation>
    </message>
    <message>
        <source>Designed value: the printed card text is not public, so this value is inferred from the rulebook and may differ from the printed card.</source>
        <translation>Valor projetado: o texto impresso das cartas não é público, então este valor foi deduzido do manual e pode diferir da carta impressa.</translation>
    </message>
    <message>
        <source>Advanced side</source>
        <translation>Lado Avançado</translation>
    </message>
    <message>
        <source>Basic side</source>
        <translation>Lado Básico</translation>
    </message>
    <message>
        <source>before the Revelation: %1 per trick</source>
        <translation>antes da Revelação: %1 por vaza</translation>
    </message>
    <message>
        <source>after it, tricks → points: %1</source>
        <translation>depois dela, vazas → pontos: %1</translation>
    </message>
    <message>
        <source>CharLatão – character reference</source>
        <translation>CharLatão – referência de personagens</translation>
    </message>
    <message>
        <source>Points for each card won, by the quality of its suit. The numbers on the copper cards do not count.</source>
        <translation>Pontos por carta ganha, conforme a qualidade do naipe. Os números das cartas de cobre não contam.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personagem</translation>
    </message>
    <message>
        <source>Who looks at which quality</source>
        <translation>Quem olha qual qualidade</translation>
    </message>
    <message>
        <source>Ea-Nasir: terrible and acceptable copper.</source>
        <translation>Ea-Nasir: cobre de péssima qualidade e de qualidade aceitável.</translation>
    </message>
    <message>
        <source>Assyrian Buyer: good Assyrian copper (with 4–5 players good Babylonian copper too).</source>
        <translation>Comprador Assírio: cobre de boa qualidade Assírio (com 4 ou 5 jogadores, também o Babilônico).</translation>
    </message>
    <message>
        <source>Supplier: chooses the excellent copper.</source>
        <translation>Fornecedor: escolhe o cobre de qualidade excelente.</translation>
    </message>
    <message>
        <source>Babylonian Buyer: good Babylonian and good Assyrian copper.</source>
        <translation>Comprador Babilônico: cobre de boa qualidade Babilônico e Assírio.</translation>
    </message>
    <message>
        <source>Messenger of Nanni: nothing.</source>
        <translation>Mensageiro de Nanni: nada.</translation>
    </message>
    <message>
        <source>Unverified value: worked out from the manual&apos;s examples, it may differ from the printed character card.</source>
        <translation>Valor não confirmado: deduzido dos exemplos do manual, pode ser diferente da carta de personagem impressa.</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>A rules summary for this game is not written yet.</source>
        <translation>O resumo das regras deste jogo ainda não foi escrito.</translation>
    </message>
</context>
<context>
    <name>rules.charlatao</name>
    <message>
        <source>CharLatão – rules summary</source>
        <translation>CharLatão – resumo das regras</translation>
    </message>
    <message>
        <source>A trick-taking game with dubious copper. Win tricks holding good and excellent copper and avoid copper of terrible quality. Every round each player is a different character who knows only part of the truth about the suits. The game ends when every player has been Ea-Nasir once; the highest total wins (ties: the best last round, then shared).</source>
        <translation>Um jogo de vazas com cobres duvidosos. Ganhe vazas com cobre de boa e de excelente qualidade e evite o cobre de péssima qualidade. A cada rodada, cada jogador é um personagem diferente, que conhece só parte da verdade sobre os naipes. A partida acaba quando todos tiverem sido Ea-Nasir uma vez; vence o maior total (empate: quem fez mais pontos na última rodada; se persistir, a vitória é dividida).</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personagens</translation>
    </message>
    <message>
        <source>Clockwise from Ea-Nasir: Assyrian Buyer, Supplier, Babylonian Buyer (4–5 players) and Messenger of Nanni (5 players). After each round every character passes to the left.</source>
        <translation>Em sentido horário a partir de Ea-Nasir: Comprador Assírio, Fornecedor, Comprador Babilônico (4 ou 5 jogadores) e Mensageiro de Nanni (5 jogadores). Depois de cada rodada, cada personagem passa para o jogador da esquerda.</translation>
    </message>
    <message>
        <source>Start of a round</source>
        <translation>Início da rodada</translation>
    </message>
    <message>
        <source>The copper cards are dealt out: 16 each with 3 players (one suit is out of the game), 15 with 4, 12 with 5.</source>
        <translation>As cartas de cobre são todas distribuídas: 16 para cada um com 3 jogadores (um naipe fica fora do jogo), 15 com 4, 12 com 5.</translation>
    </message>
    <message>
        <source>The Supplier secretly chooses the suit of &lt;b&gt;excellent&lt;/b&gt; copper. The other suits go face down at random on the other quality spaces: &lt;b&gt;acceptable&lt;/b&gt;, &lt;b&gt;terrible&lt;/b&gt;, &lt;b&gt;good Assyrian&lt;/b&gt; and (4–5 players) &lt;b&gt;good Babylonian&lt;/b&gt;.</source>
        <translation>O Fornecedor escolhe em segredo o naipe do cobre de qualidade &lt;b&gt;excelente&lt;/b&gt;. Os outros naipes vão virados para baixo, ao acaso, para os outros espaços de qualidade: &lt;b&gt;aceitável&lt;/b&gt;, &lt;b&gt;péssima&lt;/b&gt;, &lt;b&gt;boa Assírio&lt;/b&gt; e (4 ou 5 jogadores) &lt;b&gt;boa Babilônico&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Each character secretly looks at what it knows: Ea-Nasir the terrible and the acceptable copper; the Assyrian Buyer the good Assyrian copper (with 4–5 players the good Babylonian too); the Babylonian Buyer both good coppers; the Messenger nothing.</source>
        <translation>Cada personagem olha em segredo o que sabe: Ea-Nasir, o cobre de péssima qualidade e o de qualidade aceitável; o Comprador Assírio, o cobre de boa qualidade Assírio (com 4 ou 5 jogadores, também o Babilônico); o Comprador Babilônico, os dois cobres de boa qualidade; o Mensageiro, nada.</translation>
    </message>
    <message>
        <source>Everyone discards one card face down and passes another face down to the left. Ea-Nasir may not pass a card of the terrible suit. With 5 players the Messenger only discards and the Babylonian Buyer passes to Ea-Nasir.</source>
        <translation>Todos descartam uma carta virada para baixo e passam outra, virada para baixo, ao jogador da esquerda. Ea-Nasir não pode passar uma carta do naipe de péssima qualidade. Com 5 jogadores, o Mensageiro só descarta e o Comprador Babilônico passa para Ea-Nasir.</translation>
    </message>
    <message>
        <source>With trump (optional): the discards are shuffled and the top one is turned up; its suit is trump for the round.</source>
        <translation>Com trunfo (opcional): os descartes são embaralhados e a carta do topo é revelada; o naipe dela é o trunfo da rodada.</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Vazas</translation>
    </message>
    <message>
        <source>The Assyrian Buyer leads the first trick. Follow suit if you can; otherwise play any card. The highest trump wins the trick, else the highest card of the suit led. The winner keeps the cards and leads the next trick.</source>
        <translation>O Comprador Assírio é o primeiro líder. Siga o naipe se puder; senão, jogue qualquer carta. Vence a vaza o maior trunfo; sem trunfo, a maior carta do naipe do líder. O vencedor fica com as cartas e lidera a próxima vaza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Revelation&lt;/b&gt;: at the end of trick 8 (3 players), 7 (4 players) or 6 (5 players) every quality space is turned face up for all to see.</source>
        <translation>&lt;b&gt;Revelação&lt;/b&gt;: ao fim da 8ª vaza (3 jogadores), da 7ª (4 jogadores) ou da 6ª (5 jogadores), todas as qualidades são reveladas a todos.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>At the end of the round each character scores every card it won by the quality of its suit, using the values of its own character card (see the card reference). The numbers on the cards do not count.</source>
        <translation>No fim da rodada, cada personagem pontua cada carta ganha conforme a qualidade do seu naipe, com os valores da sua própria carta de personagem (veja a referência). Os números das cartas não contam.</translation>
    </message>
    <message>
        <source>The Messenger of Nanni scores tricks instead of suits: −2 for each trick won before the Revelation; after it, 0 points for no trick, 5 for one, 12 for two and 2 for three or more.</source>
        <translation>O Mensageiro de Nanni pontua vazas em vez de naipes: −2 por vaza ganha antes da Revelação; depois dela, 0 pontos sem vaza, 5 por uma, 12 por duas e 2 por três ou mais.</translation>
    </message>
    <message>
        <source>Two players: the Charlatan&apos;s Proposition</source>
        <translation>Dois jogadores: A Proposição do Charlatão</translation>
    </message>
    <message>
        <source>Four suits of cards 1–7. Each player gets 9 cards; the other 10 are Ea-Nasir&apos;s face-down hand. The players are the Assyrian and the Babylonian Buyer; each holds, unseen by the other, the suit card of the &lt;i&gt;other&lt;/i&gt; buyer&apos;s good copper. Excellent and terrible copper lie face down on the table. There is no trump.</source>
        <translation>Quatro naipes com cartas de 1 a 7. Cada jogador recebe 9 cartas; as outras 10 são a mão virada para baixo de Ea-Nasir. Os jogadores são o Comprador Assírio e o Babilônico; cada um guarda, sem o outro ver, a carta de naipe do cobre de boa qualidade do &lt;i&gt;outro&lt;/i&gt; comprador. O cobre de qualidade excelente e o de péssima qualidade ficam virados para baixo na mesa. Não há trunfo.</translation>
    </message>
    <message>
        <source>Before every trick Ea-Nasir turns up a card of his hand; it is not part of the trick.</source>
        <translation>Antes de cada vaza, Ea-Nasir revela uma carta da sua mão; ela não faz parte da vaza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bribe&lt;/b&gt; (once per round): the player who did not lead may play a card not of the suit led, losing the trick, and looks at one face-down quality card (the second briber sees the other one). The briber leads the next trick.</source>
        <translation>&lt;b&gt;Suborno&lt;/b&gt; (uma vez por rodada): quem não liderou pode jogar uma carta que não seja do naipe do líder, perdendo a vaza, e olha uma das cartas de qualidade viradas para baixo (o segundo a subornar vê a outra). Quem subornou lidera a próxima vaza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Dividing the copper&lt;/b&gt;: the loser of the trick gives one of the three cards to Ea-Nasir, the winner takes one of the two left, the loser keeps the last.</source>
        <translation>&lt;b&gt;Dividindo o cobre&lt;/b&gt;: o perdedor da vaza dá uma das três cartas a Ea-Nasir, o vencedor pega uma das duas que sobraram e o perdedor fica com a última.</translation>
    </message>
    <message>
        <source>Ea-Nasir scores like a third buyer, but only 1 point per card of either good copper. The most points win the round (ties: all tied win it); the first to win two rounds, Ea-Nasir included, wins the game.</source>
        <translation>Ea-Nasir pontua como um terceiro comprador, mas só 1 ponto por carta de qualquer cobre de boa qualidade. Quem fizer mais pontos vence a rodada (empate: todos os empatados vencem); o primeiro a vencer duas rodadas, inclusive Ea-Nasir, vence a partida.</translation>
    </message>
    <message>
        <source>Unverified values</source>
        <translation>Valores não confirmados</translation>
    </message>
    <message>
        <source>A few scoring values could not yet be compared with the printed character cards, so they were worked out from the manual&apos;s examples. They are marked with a small * in the card previews and on the score screens; hold the mouse over a marked score to see it. Such a value may still change in a later version once it is checked.</source>
        <translation>Alguns valores de pontuação ainda não puderam ser comparados com as cartas de personagem impressas; por isso foram deduzidos dos exemplos do manual. Eles aparecem com um pequeno * nas prévias das cartas e nas telas de pontuação; deixe o mouse sobre uma pontuação marcada para ver o aviso. Esses valores ainda podem mudar numa versão futura, depois de confirmados.</translation>
    </message>
</context>
<context>
    <name>rules.contaria</name>
    <message>
        <source>Contária – rules summary</source>
        <translation>Contária – resumo das regras</translation>
    </message>
    <message>
        <source>Every player builds a fairy tale of four characters. When the game ends, the &lt;b&gt;happiest&lt;/b&gt; tale (most points) and the &lt;b&gt;saddest&lt;/b&gt; tale (fewest points) win. The shared &lt;b&gt;CONTÁRIA&lt;/b&gt; tale in the centre of the table competes like a player and wins every tie with it; players tied with each other all win.</source>
        <translation>Cada jogador monta um conto de fadas com quatro personagens. No fim da partida vencem o conto &lt;b&gt;mais feliz&lt;/b&gt; (mais pontos) e o conto &lt;b&gt;mais triste&lt;/b&gt; (menos pontos). O conto &lt;b&gt;CONTÁRIA&lt;/b&gt;, compartilhado no centro da mesa, disputa como um jogador e vence todo empate com ele; jogadores empatados entre si vencem todos.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>Each player gets 3 mirrors.</source>
        <translation>Cada jogador recebe 3 espelhos.</translation>
    </message>
    <message>
        <source>All 25 character cards are dealt out. With 3 or 4 players the card left over starts the CONTÁRIA tale.</source>
        <translation>As 25 cartas de personagem são todas distribuídas. Com 3 ou 4 jogadores, a carta que sobra começa o conto CONTÁRIA.</translation>
    </message>
    <message>
        <source>Characters are always played with their &lt;b&gt;initial side&lt;/b&gt; up. Only the player who was dealt a card knows its &lt;b&gt;revealed side&lt;/b&gt;.</source>
        <translation>Os personagens são sempre jogados com o &lt;b&gt;lado inicial&lt;/b&gt; para cima. Só quem recebeu a carta conhece o seu &lt;b&gt;lado revelado&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The last player to have broken a mirror starts.</source>
        <translation>Começa o último jogador que quebrou um espelho.</translation>
    </message>
    <message>
        <source>Your turn: do one of these</source>
        <translation>Na sua vez, faça uma destas ações</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place&lt;/b&gt; a card from your hand into your own tale or into the CONTÁRIA tale. Only when both are full may you place it into another player&apos;s tale that still has room.</source>
        <translation>&lt;b&gt;Colocar&lt;/b&gt; uma carta da sua mão no seu próprio conto ou no conto CONTÁRIA. Só quando os dois estiverem completos você pode colocá-la no conto de outro jogador que ainda tenha espaço.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use a mirror&lt;/b&gt;: reveal a face-down card in any tale and carry out its abilities. Whoever reveals a card makes every choice for it, even in another player&apos;s tale.</source>
        <translation>&lt;b&gt;Usar um espelho&lt;/b&gt;: revele uma carta virada para baixo em qualquer conto e cumpra as habilidades dela. Quem revela uma carta faz todas as escolhas dela, mesmo no conto de outro jogador.</translation>
    </message>
    <message>
        <source>A tale holds at most four cards. When every tale, CONTÁRIA&apos;s included, has four cards, the game ends at once. Cards still face down score as their initial side.</source>
        <translation>Um conto tem no máximo quatro cartas. Quando todos os contos, inclusive o CONTÁRIA, tiverem quatro cartas, a partida acaba na hora. Cartas ainda viradas para baixo valem como o seu lado inicial.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>&lt;b&gt;On reveal&lt;/b&gt;: happens when the card is revealed, and again if it is flipped back and revealed later. An ability that cannot be carried out is ignored; “may” abilities are optional.</source>
        <translation>&lt;b&gt;Ao revelar&lt;/b&gt;: acontece quando a carta é revelada, e de novo se ela for desvirada e revelada mais tarde. Uma habilidade que não pode ser cumprida é ignorada; habilidades com “pode” são opcionais.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Continuous&lt;/b&gt;: works while the card is face up and active, on every card in its tale, including cards that arrive later.</source>
        <translation>&lt;b&gt;Contínua&lt;/b&gt;: vale enquanto a carta está revelada e ativa, sobre todas as cartas do seu conto, inclusive as que chegarem depois.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deactivated&lt;/b&gt;: the card loses its abilities and scores nothing, but it keeps its place and its types. A deactivated card cannot be moved.</source>
        <translation>&lt;b&gt;Desativada&lt;/b&gt;: a carta perde as habilidades e não vale pontos, mas continua ocupando o lugar e mantém os tipos. Uma carta desativada não pode ser movida.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Move&lt;/b&gt;: to another tale that has fewer than four cards. &lt;b&gt;Flip back&lt;/b&gt;: turn a revealed card back to its initial side.</source>
        <translation>&lt;b&gt;Mover&lt;/b&gt;: para outro conto que tenha menos de quatro cartas. &lt;b&gt;Desvirar&lt;/b&gt;: voltar uma carta revelada para o lado inicial.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Markers&lt;/b&gt; (Dwarf, Witch, Giant) act only while the card that placed them is in the same tale. They follow their card when it moves, is revealed or becomes active again.</source>
        <translation>&lt;b&gt;Marcadores&lt;/b&gt; (Anão, Bruxa, Gigante) só agem enquanto a carta que os colocou estiver no mesmo conto. Eles acompanham a carta quando ela se move, é revelada ou volta a ficar ativa.</translation>
    </message>
    <message>
        <source>Types</source>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>The five initial types are DONZELA, CRIANÇA, FADA, CAVALHEIRO and VELHINHA; revealed characters may also be MONSTRO, NOBRE or HERÓI. A face-down card counts only as its initial type; a revealed card counts as every type printed on its revealed side.</source>
        <translation>Os cinco tipos iniciais são DONZELA, CRIANÇA, FADA, CAVALHEIRO e VELHINHA; personagens revelados também podem ser MONSTRO, NOBRE ou HERÓI. Uma carta virada para baixo conta só como o seu tipo inicial; uma carta revelada conta como todos os tipos impressos no lado revelado.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Add up the points of the four cards in each tale. Bonuses are added to a card&apos;s points and count once, however many cards meet their condition. Deactivated cards score 0.</source>
        <translation>Some os pontos das quatro cartas de cada conto. Os bônus são somados aos pontos da carta e contam uma vez só, não importa quantas cartas cumpram a condição. Cartas desativadas valem 0.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Book of Tales&lt;/b&gt;: every winner of a tale gets a victory marker; the first player with 3 markers is the Grand Winner.</source>
        <translation>&lt;b&gt;Livro de Contos&lt;/b&gt;: cada vencedor de um conto recebe um marcador de vitória; o primeiro jogador com 3 marcadores é o Grande Vencedor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Two players&lt;/b&gt;: one DONZELA, CRIANÇA, FADA and CAVALHEIRO are removed unseen; each player gets 10 cards and 4 mirrors. If CONTÁRIA scores 0 or more the higher score wins, otherwise the lower one; if CONTÁRIA has the highest or the lowest score, the game is a draw.</source>
        <translation>&lt;b&gt;Dois jogadores&lt;/b&gt;: uma DONZELA, uma CRIANÇA, uma FADA e um CAVALHEIRO são retirados sem ser vistos; cada jogador recebe 10 cartas e 4 espelhos. Se o CONTÁRIA fizer 0 ou mais pontos, vence a maior pontuação; senão, a menor. Se o CONTÁRIA tiver a maior ou a menor pontuação, a partida empata.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Single winner&lt;/b&gt;: the tale furthest from zero wins, happy or sad (−5 beats +4).</source>
        <translation>&lt;b&gt;Vencedor único&lt;/b&gt;: vence o conto mais distante de zero, feliz ou triste (−5 vence +4).</translation>
    </message>
    <message>
        <source>Unverified values</source>
        <translation>Valores não confirmados</translation>
    </message>
    <message>
        <source>A few values in this game could not yet be compared with the printed cards, so they were worked out from the rules. They are marked with a small * (on a card also with a dotted ring or a ?); hold the mouse over the mark to see it. Such a value may still change in a later version once it is checked.</source>
        <translation>Alguns valores deste jogo ainda não puderam ser comparados com as cartas impressas; por isso foram deduzidos das regras. Eles aparecem com um pequeno * (na carta, também com um anel pontilhado ou um ?); deixe o mouse sobre a marca para ver o aviso. Esses valores ainda podem mudar numa versão futura, depois de confirmados.</translation>
    </message>
</context>
<context>
    <name>rules.dark_tales</name>
    <message>
        <source>Dark Tales – rules summary</source>
        <translation>Dark Tales – resumo das regras</translation>
    </message>
    <message>
        <source>In the land of dark tales not everyone lives happily ever after. Play characters, villains, places and events, use items at the right moment and collect the most victory points (VP).</source>
        <translation>Na terra dos contos sombrios, nem todos vivem felizes para sempre. Jogue personagens, vilões, lugares e eventos, use objetos na hora certa e junte o maior número de pontos de vitória (PV).</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>One setting card &lt;b&gt;A&lt;/b&gt; and one setting card &lt;b&gt;B&lt;/b&gt; are drawn at random (or chosen as options). A says what the items do during play, B what scores at the end. Read together, joined by “and”, their titles name the tale you are playing.</source>
        <translation>Uma carta de ambientação &lt;b&gt;A&lt;/b&gt; e uma &lt;b&gt;B&lt;/b&gt; são sorteadas (ou escolhidas nas opções). A diz o que os objetos fazem durante a partida; B, o que pontua no fim. Lidos juntos, unidos por “e”, os títulos dão nome ao conto que você está jogando.</translation>
    </message>
    <message>
        <source>A Night card starts face up in the middle. Everyone gets 3 cards; the rest is the deck.</source>
        <translation>Uma carta de Noite começa virada para cima no meio da mesa. Cada um recebe 3 cartas; o resto forma o baralho.</translation>
    </message>
    <message>
        <source>The items (8 gold coins, 4 swords, 4 armours, 4 magic wands) form the supply: when a kind runs out, nobody can take it.</source>
        <translation>Os objetos (8 moedas de ouro, 4 espadas, 4 armaduras, 4 varinhas mágicas) formam o estoque: quando um tipo acaba, ninguém pode pegá-lo.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Seu turno</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt; the top card of the deck (not when the deck is empty, nor while the Witch is in front of you).</source>
        <translation>&lt;b&gt;Compre&lt;/b&gt; a carta do topo do baralho (não quando o baralho acabou, nem enquanto a Bruxa estiver à sua frente).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Use an item&lt;/b&gt; (optional): return the items a line of card A asks for to the supply and apply that line. Only items you had before this turn; the line must be able to do something (the Sword needs a villain in play). On the table: click the line&apos;s tokens under the setting cards, or its button in the bar.</source>
        <translation>&lt;b&gt;Use um objeto&lt;/b&gt; (opcional): devolva ao estoque os objetos que uma linha da carta A pede e aplique essa linha. Só objetos que você já tinha antes deste turno; a linha precisa poder fazer algo (a Espada exige um vilão em jogo). Na mesa: clique na linha, sob as cartas de ambientação, ou no seu botão na barra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play a card&lt;/b&gt; from your hand (click it): take its printed VP, do as much of its text as you can, and put it where it goes: in front of you, in the common area, or on the discard pile.</source>
        <translation>&lt;b&gt;Jogue uma carta&lt;/b&gt; da mão (clique nela): ganhe os PV impressos, cumpra o máximo possível do texto e coloque-a onde ela vai: à sua frente, na área comum ou no descarte.</translation>
    </message>
    <message>
        <source>Cards in front of any player and in the common area are “in play”; cards in front of you are “yours”. The Dark Lord never counts when points are added up, but it can be targeted. When a card asks you to choose, the possible targets are highlighted: click one.</source>
        <translation>Cartas diante de qualquer jogador e na área comum estão “em jogo”; as que estão à sua frente são “suas”. O Senhor Sombrio nunca conta quando os pontos são somados, mas pode ser alvo. Quando uma carta pede uma escolha, os alvos possíveis ficam destacados: clique em um.</translation>
    </message>
    <message>
        <source>Hidden information</source>
        <translation>Informação oculta</translation>
    </message>
    <message>
        <source>Hands and the deck are secret, and so is each player&apos;s VP pile (unless the option “Open scores” is on). A card taken from play, revealed by the Gypsy or the Wizard, or seen with the Secret Helper stays known to those who saw it: the table shows it face up for them.</source>
        <translation>As mãos e o baralho são secretos, assim como a pilha de PV de cada jogador (a menos que a opção “Pontos à vista” esteja ligada). Uma carta tirada do jogo, revelada pela Cigana ou pelo Mago, ou vista com a Ajudante Secreta continua conhecida por quem a viu: a mesa a mostra virada para cima para essas pessoas.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>Once the deck is empty nobody draws. The game ends when a player starts a turn with no card in hand (that player does not play).</source>
        <translation>Quando o baralho acaba, ninguém mais compra. A partida termina quando um jogador começa o turno sem cartas na mão (esse jogador não joga).</translation>
    </message>
    <message>
        <source>Apply setting card B, then everyone reveals their VP: the highest total wins. A tie goes to the tied player with the most items + cards in hand; still tied, the victory is shared.</source>
        <translation>Aplique a carta de ambientação B; depois todos revelam seus PV: o maior total vence. No empate, vence quem tiver mais objetos + cartas na mão; persistindo o empate, a vitória é compartilhada.</translation>
    </message>
    <message>
        <source>Most card values are reconstructed from reviews and examples; the card reference and the hover texts mark them with “(?)”.</source>
        <translation>A maioria dos valores das cartas foi reconstruída a partir de resenhas e exemplos; a referência das cartas e os textos ao passar o mouse os marcam com “(?)”.</translation>
    </message>
</context>
<context>
    <name>rules.quissama</name>
    <message>
        <source>Quissama – rules summary</source>
        <translation>Quissama – resumo das regras</translation>
    </message>
    <message>
        <source>Rio de Janeiro, 19th century: the capoeira gangs &lt;b&gt;Nagoa&lt;/b&gt; (blue) and &lt;b&gt;Guaiamum&lt;/b&gt; (red) share the city. Conquer a character of the &lt;b&gt;Gallery&lt;/b&gt; and reach the objective written on it: the first player to do so wins at once, even during another player&apos;s turn.</source>
        <translation>Rio de Janeiro, século XIX: as maltas de capoeira &lt;b&gt;Nagoa&lt;/b&gt; (azul) e &lt;b&gt;Guaiamum&lt;/b&gt; (vermelha) dividem a cidade. Conquiste um personagem da &lt;b&gt;Galeria&lt;/b&gt; e cumpra o objetivo escrito nele: o primeiro jogador a conseguir vence na hora, mesmo no turno de outro jogador.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>Two black capoeiras on each of the four squares (praças); the rest wait in the Senzala.</source>
        <translation>Duas capoeiras pretas em cada uma das quatro praças; as demais esperam na Senzala.</translation>
    </message>
    <message>
        <source>Each player has 10 meeples of one colour and 5 cards; three cards face up form the Market.</source>
        <translation>Cada jogador tem 10 meeples de uma cor e 5 cartas; três cartas viradas para cima formam o Mercado.</translation>
    </message>
    <message>
        <source>In the first round each player opens one business (comércio) for free.</source>
        <translation>Na primeira rodada cada jogador abre um comércio de graça.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Seu turno</translation>
    </message>
    <message>
        <source>Draw one card for each of your ministers in the Ministry.</source>
        <translation>Compre uma carta para cada ministro seu no Ministério.</translation>
    </message>
    <message>
        <source>Use each of your characters&apos; abilities once (from the turn after you conquered them).</source>
        <translation>Use a habilidade de cada personagem seu uma vez (a partir do turno seguinte à conquista).</translation>
    </message>
    <message>
        <source>Pay with cards for as many moves as you like. Icons add up across cards; what is left over of Nagoa, Guaiamum and Coin may be used later in the same turn. A full business&apos;s coin token counts as coins.</source>
        <translation>Pague com cartas quantas jogadas quiser. Os ícones se somam entre as cartas; a sobra de Nagoa, Guaiamum e Moeda pode ser usada depois no mesmo turno. A ficha de moeda de um comércio completo vale como moedas.</translation>
    </message>
    <message>
        <source>Exchange one card with the Market once per turn; three identical cards there are replaced.</source>
        <translation>Troque uma carta com o Mercado uma vez por turno; três cartas iguais lá são substituídas.</translation>
    </message>
    <message>
        <source>End the turn: discard down to 5 cards, then draw up to 5.</source>
        <translation>Fim do turno: descarte até ficar com 5 cartas e depois compre até ter 5.</translation>
    </message>
    <message>
        <source>Moves and their cost</source>
        <translation>Jogadas e seus custos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Acquire a business&lt;/b&gt;: Bourgeois + 2 Coins; your meeple becomes its merchant.</source>
        <translation>&lt;b&gt;Adquirir um comércio&lt;/b&gt;: Burguês + 2 Moedas; o seu meeple vira o comerciante.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Employ&lt;/b&gt; a capoeira in your business: 2 Coins + a capoeira card of its gang; it comes from the square linked by a road. A full business (merchant and two workers) gives a coin token, usable from your next turn.</source>
        <translation>&lt;b&gt;Empregar&lt;/b&gt; uma capoeira no seu comércio: 2 Moedas + uma carta de capoeira da malta dele; ela vem da praça ligada por uma rua. Um comércio completo (comerciante e dois trabalhadores) dá uma ficha de moeda, usável a partir do seu próximo turno.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Free&lt;/b&gt; a capoeira from the Senzala onto a square: Liberty + a capoeira card of its gang.</source>
        <translation>&lt;b&gt;Libertar&lt;/b&gt; uma capoeira da Senzala para uma praça: Liberdade + uma carta de capoeira da malta dela.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recruit&lt;/b&gt; a Guaiamum from a square into the Cabeça de Porco: 2 Coins + Guaiamum.</source>
        <translation>&lt;b&gt;Recrutar&lt;/b&gt; um Guaiamum de uma praça para a Cabeça de Porco: 2 Moedas + Guaiamum.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt; with 3 capoeiras of one gang a square of the other region, then (once its square is empty) a business there; Nagoas may attack the Cabeça de Porco while a Guaiamum square is empty.</source>
        <translation>&lt;b&gt;Atacar&lt;/b&gt; com 3 capoeiras de uma malta uma praça da outra região e depois (com a praça vazia) um comércio de lá; os Nagoas podem atacar a Cabeça de Porco enquanto uma praça Guaiamum estiver vazia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Minister&lt;/b&gt;: Bourgeois + Crown + Coin; the new minister enters space 1 and pushes the others down; one pushed out of space 6 goes home.</source>
        <translation>&lt;b&gt;Ministro&lt;/b&gt;: Burguês + Coroa + Moeda; o novo ministro entra no espaço 1 e empurra os outros; quem sai do espaço 6 volta para casa.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Influence&lt;/b&gt; a character: pay its cost (+ a Bourgeois if it is in an opponent&apos;s area). The first player with two meeples on it conquers it.</source>
        <translation>&lt;b&gt;Influenciar&lt;/b&gt; um personagem: pague o custo dele (+ um Burguês se estiver na área de um adversário). O primeiro jogador com dois meeples nele o conquista.</translation>
    </message>
    <message>
        <source>Playing on this table</source>
        <translation>Como jogar nesta mesa</translation>
    </message>
    <message>
        <source>Click a place on the board, a character, a meeple on a character, a special card or a Market card: the places you can use are lit. When one place allows several moves, the move buttons under the board light up.</source>
        <translation>Clique num lugar do tabuleiro, num personagem, num meeple sobre um personagem, numa carta especial ou numa carta do Mercado: os lugares que você pode usar ficam acesos. Quando um lugar permite várias jogadas, os botões de jogada sob o tabuleiro se acendem.</translation>
    </message>
    <message>
        <source>When several sets of cards can pay, click the cards you pay with until only one set fits. Esc cancels.</source>
        <translation>Quando vários conjuntos de cartas podem pagar, clique nas cartas com que você paga até sobrar só um conjunto. Esc cancela.</translation>
    </message>
    <message>
        <source>Each player&apos;s area shows how far they are from each objective they hold, for example &quot;squares filled 2/3&quot;.</source>
        <translation>A área de cada jogador mostra quanto falta para cada objetivo que ele tem, por exemplo “praças cheias 2/3”.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <source>A player whose unblocked character&apos;s objective is met wins. If nobody wins within the round limit (an option), the game ends in a draw.</source>
        <translation>Vence o jogador que cumprir o objetivo de um personagem seu não bloqueado. Se ninguém vencer dentro do limite de rodadas (uma opção), a partida termina empatada.</translation>
    </message>
</context>
<context>
    <name>score_points</name>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 ponto</numerusform>
            <numerusform>%1 pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score_screen</name>
    <message>
        <source>Unverified value: it may differ from the printed cards. Help ▸ Rules summary tells more.</source>
        <extracomment>The one mark of a value not yet checked against a printed card (score cells, card previews); its tooltip says so in a player&apos;s words, and Help ▸ Rules summary explains it.</extracomment>
        <translation>Valor não confirmado: pode ser diferente das cartas impressas. Veja mais em Ajuda ▸ Resumo das regras.</translation>
    </message>
    <message>
        <source>%1 unverified value</source>
        <translation>%1 valor não confirmado</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <translation>
            <numerusform>%1: %2 ponto</numerusform>
            <numerusform>%1: %2 pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>score_winners</name>
    <message numerus="yes">
        <source>Grand Winner(s): %1</source>
        <translation>
            <numerusform>Grande Vencedor: %1</numerusform>
            <numerusform>Grandes Vencedores (empate): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Overall winner(s): %1</source>
        <translation>
            <numerusform>Vencedor geral: %1</numerusform>
            <numerusform>Vencedores gerais (empate): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over – winner(s): %1.</source>
        <translation>
            <numerusform>Fim de jogo – vencedor: %1.</numerusform>
            <numerusform>Fim de jogo – vencedores: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winner(s): %1</source>
        <translation>
            <numerusform>Vencedor: %1</numerusform>
            <numerusform>Vencedores: %1</numerusform>
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
        <translation>Seu segredo</translation>
    </message>
    <message>
        <source>Hidden side (only you know it)</source>
        <translation>Lado oculto (só você o conhece)</translation>
    </message>
    <message>
        <source>Revealed side</source>
        <translation>Lado revelado</translation>
    </message>
    <message>
        <source>Initial side (everyone sees it)</source>
        <translation>Lado inicial (todos o veem)</translation>
    </message>
    <message>
        <source>Initial side</source>
        <translation>Lado inicial</translation>
    </message>
    <message>
        <source>Deactivated: its abilities do not work and it scores 0.</source>
        <translation>Desativada: suas habilidades não funcionam e ela vale 0.</translation>
    </message>
    <message>
        <source>Counts now: %1</source>
        <translation>Vale agora: %1</translation>
    </message>
    <message>
        <source>Markers: %1</source>
        <translation>Marcadores: %1</translation>
    </message>
    <message>
        <source>Dotted ring or *: unverified value (Help ▸ Rules summary).</source>
        <translation>Anel pontilhado ou *: valor não confirmado (Ajuda ▸ Resumo das regras).</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>Bidi classes that can reorder the text around a name (strong right-to-left, Arabic digits, explicit embeddings, overrides and isolates).</extracomment>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (você)</translation>
    </message>
    <message>
        <source>Everyone sees the initial sides</source>
        <translation>Todos veem os lados iniciais</translation>
    </message>
    <message>
        <source>%1 – tale</source>
        <translation>%1 – conto</translation>
    </message>
    <message>
        <source>%1 – hand</source>
        <translation>%1 – mão</translation>
    </message>
    <message>
        <source>CONTÁRIA</source>
        <translation>CONTÁRIA</translation>
    </message>
    <message>
        <source>CONTÁRIA&apos;s tale</source>
        <translation>Conto CONTÁRIA</translation>
    </message>
    <message>
        <source>full</source>
        <translation>completo</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>livres: %1</translation>
    </message>
    <message>
        <source>%1/%2 left</source>
        <translation>%1/%2 restantes</translation>
    </message>
    <message>
        <source>† A value from your card data (Tools ▸ Card data…), not the shipped data.</source>
        <translation>† Um valor dos seus dados das cartas (Ferramentas ▸ Dados das cartas…), não dos dados originais.</translation>
    </message>
    <message>
        <source>Copies in the deck: {count}</source>
        <translation>Cópias no baralho: {count}</translation>
    </message>
</context>
</TS>
