"""Resume interrupted games (issues #4 and 18.2): every game the window starts is autosaved in
a slot of its own (the newest ``session.MAX_SLOTS`` are kept). Whenever the start page shows,
it lists the unfinished ones, newest first, each with its game, players, time and progress,
and a Resume and a Discard button: one game reads "Your last game was interrupted. Resume
it?", several "Unfinished games were kept. Which one do you want to resume?".

Resume opens the slot like any saved game (the privacy curtain goes up first for the seat to
decide) without making the slot "the file of this game": Save then asks for a file, and the
game goes on in the same slot. Discard calls ``session.discard_autosave(slot)``. A slot that
cannot be opened is offered for discarding only, with the problem named. The list goes away as
soon as a game is on screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QLocale, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout

from ..i18n import messages
from ..i18n.fileerrors import problem_text, summary_and_details
from . import session_bridge
from ..i18n.names import isolate

translate = QCoreApplication.translate


@dataclass
class Interrupted:
    """One autosave slot worth offering: ``session`` is the loaded game (None when the slot
    cannot be opened, ``problem`` then says why); ``mtime`` is when it was last written
    (seconds since the epoch)."""

    path: Path
    session: Any
    problem: str | None
    mtime: float


#: path -> ((mtime_ns, size), Interrupted or None): a slot is loaded (every action replayed)
#: again only when it changed, so coming back to the start page stays quick.
_seen: dict[Path, tuple[tuple[int, int], Interrupted | None]] = {}


def unfinished_autosaves() -> list[Interrupted]:
    """Slots worth offering, newest first: games not over (or a series not yet decided), and
    slots that fail to load. Never raises (a damaged data folder means "none")."""
    try:
        from ..session import autosave_slots
        slots = autosave_slots()
    except Exception:  # noqa: BLE001 - a damaged data folder must not stop the start page
        return []
    found = []
    for path in slots:
        try:
            st = path.stat()
        except OSError:
            continue
        key = (st.st_mtime_ns, st.st_size)
        cached = _seen.get(path)
        if cached is None or cached[0] != key:
            cached = key, _examine(path, st.st_mtime)
            _seen[path] = cached
        if cached[1] is not None:
            found.append(cached[1])
    for gone in set(_seen) - set(slots):
        del _seen[gone]
    return found


def _examine(path: Path, mtime: float) -> Interrupted | None:
    try:
        session = session_bridge.load_session(path)
    except Exception as err:  # noqa: BLE001 - SaveError and anything the engine raises
        return Interrupted(path, None, summary_and_details(err)[0], mtime)   # translated, plain (18.14)
    if session.is_over and (not session.is_series or session.match_status().finished):
        return None
    return Interrupted(path, session, None, mtime)


class ResumeOffer(QFrame):
    """The banner: the question, then one row per interrupted game (what and who; when and how
    far) with Resume and Discard, newest first; more than :attr:`VISIBLE_ROWS` rows scroll, so
    the start page fits 1024×640. Emits :attr:`resumeRequested` / :attr:`discardRequested`
    with the slot's path. ``path``, ``detail``, ``resume_button`` and ``discard_button`` are
    those of the newest game; ``rows`` holds ``(entry, label, resume, discard)`` for all.

    ``entries`` may also be one slot's path, with its ``session`` (or ``problem``)."""

    resumeRequested = Signal(str)
    discardRequested = Signal(str)
    VISIBLE_ROWS = 2

    def __init__(self, entries: list[Interrupted] | Path, session: Any = None, problem: str | None = None,
                 parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeOffer")
        if isinstance(entries, Path):
            try:
                mtime = entries.stat().st_mtime
            except OSError:
                import time
                mtime = time.time()
            entries = [Interrupted(entries, session, problem, mtime)]
        self.entries = list(entries)
        self.path = self.entries[0].path
        # parchment and brass, like the game tiles (made after the first paint: a style sheet is fine)
        self.setStyleSheet("#resumeOffer { background: #f7f0de; border: 2px solid #d4a84c; border-radius: 8px; }"
                           "#resumeOffer QLabel { color: #2b2115; background: transparent; }"
                           "#resumeRows, #resumeScroll { background: transparent; }")
        self.setMinimumWidth(600)
        self.setMaximumWidth(760)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 10, 12, 10)
        outer.setSpacing(6)
        self.question = QLabel(self)
        self.question.setObjectName("resumeQuestion")
        font = self.question.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.question.setFont(font)
        outer.addWidget(self.question)
        from PySide6.QtWidgets import QScrollArea, QSizePolicy, QWidget
        rows_widget = QWidget()
        rows_widget.setObjectName("resumeRows")
        grid = QGridLayout(rows_widget)
        grid.setContentsMargins(0, 0, 4, 0)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(0, 1)
        self.rows: list[tuple[Interrupted, QLabel, QPushButton, QPushButton]] = []
        line = self.fontMetrics().lineSpacing()
        row_height = max(32, 2 * line + 4)
        for i, entry in enumerate(self.entries):
            label = QLabel(rows_widget)
            label.setObjectName("resumeDetail")
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setMinimumHeight(2 * line + 2)
            label.installEventFilter(self)   # the lines are elided to its width (_fit_texts)
            resume_button = QPushButton(rows_widget)
            resume_button.setObjectName("resumeButton")
            resume_button.clicked.connect(lambda _=False, p=entry.path: self.resumeRequested.emit(str(p)))
            discard_button = QPushButton(rows_widget)
            discard_button.setObjectName("discardButton")
            discard_button.clicked.connect(lambda _=False, p=entry.path: self.discardRequested.emit(str(p)))
            for b in (resume_button, discard_button):
                b.setMinimumHeight(30)
                b.setMinimumWidth(100)
            resume_button.setVisible(entry.session is not None)
            grid.addWidget(label, i, 0)
            grid.addWidget(resume_button, i, 1)
            grid.addWidget(discard_button, i, 2)
            self.rows.append((entry, label, resume_button, discard_button))
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("resumeScroll")
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(rows_widget)
        shown = min(len(self.entries), self.VISIBLE_ROWS)
        self.scroll.setFixedHeight(shown * row_height + (shown - 1) * grid.verticalSpacing() + 2)
        outer.addWidget(self.scroll)
        _entry, self.detail, self.resume_button, self.discard_button = self.rows[0]
        self.resume_button.setDefault(True)
        self._texts: dict[int, str] = {}
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        first = self.entries[0]
        if len(self.entries) > 1:
            self.question.setText(translate("ResumeOffer", "Unfinished games were kept. Which one do you want to "
                                                           "resume?"))
        elif first.session is None:
            self.question.setText(translate("ResumeOffer", "Your last game was interrupted, but its autosave "
                                                           "cannot be opened."))
        else:
            self.question.setText(translate("ResumeOffer", "Your last game was interrupted. Resume it?"))
        for entry, label, resume_button, discard_button in self.rows:
            resume_button.setText(translate("ResumeOffer", "Resume"))
            resume_button.setToolTip(translate("ResumeOffer", "Go on with this game"))
            discard_button.setText(translate("ResumeOffer", "Discard"))
            discard_button.setToolTip(translate("ResumeOffer", "Delete the autosave of this game"))
            text = self.describe(entry)
            self._texts[id(label)] = text
            label.setToolTip(text)
            label.setText(text)
        self._fit_texts()

    @staticmethod
    def describe(entry: Interrupted) -> str:
        """Two lines for ``entry``: game and players; when it was last saved and the decisions
        so far (or the file and why it cannot be opened)."""
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(entry.mtime)), QLocale.FormatType.ShortFormat)
        if entry.session is None:
            return translate("ResumeOffer", "{file} ({time}):\n{problem}").format(
                file=entry.path.name, time=when, problem=entry.problem or "")
        s = entry.session
        text = translate("ResumeOffer", "{game} with {players}\n{time} · decisions so far: {n}").format(
            game=messages.game_name(session_bridge.spec_of(s)),
            players=", ".join(isolate(n) for n in session_bridge.seat_names(s)),  # RTL names keep the order
            time=when, n=s.cursor)
        if s.is_series:
            text += " · " + translate("ResumeOffer", "game {n} of the series").format(n=s.game_number + 1)
        return text

    def _fit_texts(self) -> None:
        """Each row shows two lines: a line too long for the row is elided ("…"); the whole
        text stays in the tooltip."""
        from PySide6.QtCore import Qt
        for _entry, label, _r, _d in self.rows:
            width = label.contentsRect().width()
            full = self._texts.get(id(label), "")
            if width > 0 and full:
                metrics = label.fontMetrics()
                label.setText("\n".join(metrics.elidedText(part, Qt.TextElideMode.ElideRight, width)
                                        for part in full.split("\n")))

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QLabel):
            self._fit_texts()
        return False

    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "rows"):
            self.retranslate()
        super().changeEvent(event)


def offer_resume(window: Any) -> ResumeOffer | None:
    """Show (or refresh) the list on ``window``'s start page when autosave slots hold
    unfinished games (or ones that cannot be opened). Returns the offer, kept as
    ``window.resume_offer`` (None when there is nothing to offer)."""
    dismiss(window)
    found = unfinished_autosaves()
    if not found:
        return None
    offer = ResumeOffer(found, parent=window.start_page)
    offer.resumeRequested.connect(lambda p: resume(window, p))
    offer.discardRequested.connect(lambda p: discard(window, p))
    window.start_page.add_notice(offer)
    offer.show()   # a child added to a visible page is otherwise shown only later (queued)
    if not getattr(window, "_resume_watch", False):
        window.stack.currentChanged.connect(lambda _i: _page_changed(window))
        window._resume_watch = True
    window.resume_offer = offer
    (offer.resume_button if found[0].session is not None else offer.discard_button).setFocus()
    return offer


def _page_changed(window: Any) -> None:
    if window.stack.currentWidget() is not window.start_page:  # a game is on screen
        dismiss(window)


def dismiss(window: Any) -> None:
    """Take the offer off the start page (the autosave files stay as they are)."""
    offer = getattr(window, "resume_offer", None)
    if offer is None:
        return
    window.resume_offer = None
    offer.hide()
    offer.deleteLater()


def resume(window: Any, path: str | Path | None = None) -> Any:
    """Resume the game in slot ``path`` (default: the newest offered): open it (curtain first,
    as for any load) and go on writing the same slot; returns the game page, or None after an
    error dialog naming the file and the problem (or when the player keeps the game on screen)."""
    offer = getattr(window, "resume_offer", None)
    if offer is None:
        return None
    path = Path(path) if path is not None else offer.path
    try:
        session = session_bridge.load_session(path)
    except Exception as err:  # noqa: BLE001 - shown, never raised into Qt
        problem, details = summary_and_details(err)   # one plain sentence; the detail below (18.14)
        window.show_error(translate("ResumeOffer", "Cannot resume {file}").format(file=path.name),
                          translate("ResumeOffer", "{file}:\n{problem}").format(file=str(path), problem=problem),
                          details)
        return None
    if not window.accept_loaded_data(session, path):  # other card data: continue with the save's? (issue 14)
        return None
    page = window.play(session, slot=path)  # no file: Save asks where, the slot stays the autosave
    if page is None:
        return None
    dismiss(window)
    if session.load_warnings:
        window.show_error(translate("ResumeOffer", "Resumed {file} with warnings").format(file=path.name),
                          "\n".join(problem_text(w) for w in session.load_warnings))
    return page


def discard(window: Any, path: str | Path | None = None) -> None:
    """Discard: delete the slot ``path`` (default: the newest offered), then refresh the list
    and "Continue"."""
    from ..session import discard_autosave

    offer = getattr(window, "resume_offer", None)
    if path is None and offer is not None:
        path = offer.path
    if path is None:
        return
    discard_autosave(path)
    window.start_page.set_continue(session_bridge.latest_save())
    if window.stack.currentWidget() is window.start_page:
        offer_resume(window)
    else:
        dismiss(window)
