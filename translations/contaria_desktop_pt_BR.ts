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
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
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
        <extracomment>The interpreter&apos;s thread switch interval while a game page exists (seconds), see _init_bots.</extracomment>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>The hint could not be computed.</source>
        <translation>Não foi possível calcular a dica.</translation>
    </message>
    <message>
        <source>A bot could not decide; it played a random move.</source>
        <translation>Um robô não conseguiu decidir; ele fez uma jogada aleatória.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Pensando numa dica…</translation>
    </message>
    <message>
        <source>{action}: win estimate {value} % ({visits} of {total} simulations)</source>
        <translation>{action}: chance estimada de vitória {value} % ({visits} de {total} simulações)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
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
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Show &amp;all cards (playtest)</source>
        <translation>Mostrar &amp;todas as cartas (teste)</translation>
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
        <source>Cannot start the game</source>
        <translation>Não foi possível iniciar a partida</translation>
    </message>
    <message>
        <source>Hints are offered in playtest mode only, when a person is to decide.</source>
        <translation>Dicas só são oferecidas no modo de teste, quando uma pessoa vai decidir.</translation>
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
        <source>The Hard bot would choose: {action}</source>
        <translation>O robô Difícil escolheria: {action}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
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
        <translation>Jogador {n}</translation>
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
        <source>Cards in italics stayed face down and score as their initial side.</source>
        <translation>Cartas em itálico ficaram viradas para baixo e valem como o lado inicial.</translation>
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
        <source>Negative</source>
        <translation>Negativa</translation>
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
        <source>The game is a draw: {reason}.</source>
        <translation>A partida terminou empatada: {reason}.</translation>
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
        <source>Winners: {names}</source>
        <translation>Vencedores: {names}</translation>
    </message>
    <message>
        <source>Book of Tales – victory markers: {markers}</source>
        <translation>Livro de Contos – marcadores de vitória: {markers}</translation>
    </message>
    <message>
        <source>Grand winner: {names}</source>
        <translation>Grande Vencedor: {names}</translation>
    </message>
    <message>
        <source>both tales have {points}</source>
        <translation>os dois contos têm {points}</translation>
    </message>
    <message>
        <source>CONTÁRIA tied the highest score ({points})</source>
        <translation>o CONTÁRIA empatou com a maior pontuação ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA has the highest score ({points})</source>
        <translation>o CONTÁRIA tem a maior pontuação ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA tied the lowest score ({points})</source>
        <translation>o CONTÁRIA empatou com a menor pontuação ({points})</translation>
    </message>
    <message>
        <source>CONTÁRIA has the lowest score ({points})</source>
        <translation>o CONTÁRIA tem a menor pontuação ({points})</translation>
    </message>
    <message>
        <source>Single winner: CONTÁRIA is furthest from zero ({points}), so no player wins.</source>
        <translation>Vencedor único: o CONTÁRIA é o mais distante de zero ({points}), então nenhum jogador vence.</translation>
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
        <source>Saddest tale: {names} ({points}).</source>
        <translation>Conto mais triste: {names} ({points}).</translation>
    </message>
    <message>
        <source>Ties go to CONTÁRIA.</source>
        <translation>Os empates ficam com o CONTÁRIA.</translation>
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
        <translation>Naipe trunfo</translation>
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
        <source>%1, then %2</source>
        <translation>%1, depois %2</translation>
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
        <source>Tricks before the Revelation</source>
        <translation>Vazas antes da Revelação</translation>
    </message>
    <message>
        <source>Tricks after the Revelation</source>
        <translation>Vazas depois da Revelação</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Vazas</translation>
    </message>
    <message>
        <source>Round total</source>
        <translation>Total da rodada</translation>
    </message>
    <message>
        <source>★ won the round</source>
        <translation>★ venceu a rodada</translation>
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
        <source>* Values of %1 are not checked against a printed card (inferred or placeholder data, editable in the rules data file).</source>
        <translation>* Os valores de %1 não foram conferidos com uma carta impressa (dados deduzidos ou provisórios, editáveis no arquivo de dados das regras).</translation>
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
        <translation>Virado para baixo: %1 (todas as cartas à mostra).</translation>
    </message>
    <message>
        <source>You know it: %1. The others who have not seen it see only the back.</source>
        <translation>Você sabe: %1. Quem não o viu vê só o verso.</translation>
    </message>
    <message>
        <source>Face down: you have not seen it.</source>
        <translation>Virado para baixo: você não o viu.</translation>
    </message>
    <message>
        <source>Held in secret by %1.</source>
        <translation>Guardado em segredo por %1.</translation>
    </message>
    <message>
        <source>Looked at by: %1.</source>
        <translation>Visto por: %1.</translation>
    </message>
    <message>
        <source>%1 looked at it after a bribe.</source>
        <translation>%1 olhou depois de um suborno.</translation>
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
        <source>* Not checked against a printed card (inferred or placeholder value).</source>
        <translation>* Não conferido com uma carta impressa (valor deduzido ou provisório).</translation>
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
        <translation>Rodada %1 · vence quem ganhar %2 rodadas primeiro</translation>
    </message>
    <message numerus="yes">
        <source>Your hand · %n card(s)</source>
        <translation>
            <numerusform>Sua mão · %n carta</numerusform>
            <numerusform>Sua mão · %n cartas</numerusform>
        </translation>
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
        <translation>Não siga o naipe de propósito, perca a vaza,</translation>
    </message>
    <message>
        <source>look at a face-down quality card.</source>
        <translation>olhe uma carta de qualidade virada para baixo.</translation>
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
        <source>%1 pts (last round %2)</source>
        <translation>%1 pts (última rodada %2)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>vazas</translation>
    </message>
    <message>
        <source>before</source>
        <translation>antes</translation>
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
        <source>Discards (top card: trump)</source>
        <translation>Descartes (carta do topo: trunfo)</translation>
    </message>
    <message>
        <source>Discards · no trump</source>
        <translation>Descartes · sem trunfo</translation>
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
        <translation>%1 lidera a próxima</translation>
    </message>
    <message>
        <source>Passing: each player discards a card, then passes one to the left</source>
        <translation>Passagem: cada jogador descarta uma carta e depois passa uma para a esquerda</translation>
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
        <source>Ea-Nasir&apos;s card for this trick (it never wins)</source>
        <translation>Carta de Ea-Nasir nesta vaza (nunca vence)</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>Jogada por %1</translation>
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
        <translation>Ao revelar, escolha um: %1.</translation>
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
        <source>Move to a tale with a Child</source>
        <translation>Ir para um conto com uma CRIANÇA</translation>
    </message>
    <message>
        <source>Bring a Fairy here</source>
        <translation>Trazer uma FADA para cá</translation>
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
        <translation>Vencedor único (maior pontuação em módulo)</translation>
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
        <source>Fairy Godmother reveals a card in</source>
        <translation>A Fada Madrinha revela uma carta em</translation>
    </message>
    <message>
        <source>House rule: where the card revealed by the Fairy Godmother may be.</source>
        <translation>Regra da casa: onde pode estar a carta revelada pela Fada Madrinha.</translation>
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
        <source>Fairy Godmother flips back</source>
        <translation>A Fada Madrinha desvira</translation>
    </message>
    <message>
        <source>House rule: which revealed characters the Fairy Godmother may turn back to their initial side.</source>
        <translation>Regra da casa: quais personagens revelados a Fada Madrinha pode desvirar para o lado inicial.</translation>
    </message>
    <message>
        <source>a Monster</source>
        <translation>um MONSTRO</translation>
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
        <source>Evil Queen&apos;s penalty counts</source>
        <translation>A penalidade da Rainha Má conta</translation>
    </message>
    <message>
        <source>House rule: whose used mirrors make the Evil Queen&apos;s tale sadder.</source>
        <translation>Regra da casa: os espelhos usados de quem deixam o conto da Rainha Má mais triste.</translation>
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
        <source>Contária</source>
        <translation>Contária</translation>
    </message>
    <message>
        <source>CharLatão</source>
        <translation>CharLatão</translation>
    </message>
    <message>
        <source>Dark Tales</source>
        <translation>Dark Tales</translation>
    </message>
    <message>
        <source>Quissama</source>
        <translation>Quissama</translation>
    </message>
    <message>
        <source>High card (test game)</source>
        <translation>Carta mais alta (jogo de teste)</translation>
    </message>
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
        <source>Undo is not possible: hidden information was revealed since then.</source>
        <translation>Não é possível desfazer: uma informação oculta foi revelada desde então.</translation>
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
    <name>reference</name>
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
        <source>Not checked against a printed card: inferred or placeholder values, editable in the game&apos;s data file.</source>
        <translation>Não conferido com uma carta impressa: valores deduzidos ou provisórios, editáveis no arquivo de dados do jogo.</translation>
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
        <translation>Um jogo de vazas com cobres duvidosos. Ganhe vazas com cobre de boa e de excelente qualidade e evite o cobre de péssima qualidade. A cada rodada, cada jogador é um personagem diferente, que conhece só parte da verdade sobre os naipes. O jogo acaba quando todos tiverem sido Ea-Nasir uma vez; vence o maior total (empate: quem fez mais pontos na última rodada; se persistir, a vitória é dividida).</translation>
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
        <translation>Ea-Nasir pontua como um terceiro comprador, mas só 1 ponto por carta de qualquer cobre de boa qualidade. Quem fizer mais pontos vence a rodada (empate: todos os empatados vencem); o primeiro a vencer duas rodadas, inclusive Ea-Nasir, vence o jogo.</translation>
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
        <translation>Cada jogador monta um conto de fadas com quatro personagens. No fim do jogo vencem o conto &lt;b&gt;mais feliz&lt;/b&gt; (mais pontos) e o conto &lt;b&gt;mais triste&lt;/b&gt; (menos pontos). O conto &lt;b&gt;CONTÁRIA&lt;/b&gt;, compartilhado no centro da mesa, disputa como um jogador e vence todo empate com ele; jogadores empatados entre si vencem todos.</translation>
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
        <translation>Um conto tem no máximo quatro cartas. Quando todos os contos, inclusive o CONTÁRIA, tiverem quatro cartas, o jogo acaba na hora. Cartas ainda viradas para baixo valem como o seu lado inicial.</translation>
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
</context>
<context>
    <name>score_screen</name>
    <message numerus="yes">
        <source>%1: %2 point(s)</source>
        <translation>
            <numerusform>%1: %2 ponto</numerusform>
            <numerusform>%1: %2 pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Hidden side</source>
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
        <source>Dotted rings, ? and * mark inferred values.</source>
        <translation>Anéis pontilhados, ? e * marcam valores deduzidos.</translation>
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
        <source>Mirrors: %1 of %2 left</source>
        <translation>Espelhos: restam %1 de %2</translation>
    </message>
    <message>
        <source>%1 - tale</source>
        <translation>%1 - conto</translation>
    </message>
    <message>
        <source>Everyone sees the initial sides</source>
        <translation>Todos veem os lados iniciais</translation>
    </message>
    <message>
        <source>%1 - hand</source>
        <translation>%1 - mão</translation>
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
</context>
</TS>
