"""Resume after a crash (issue #4): at start-up, when the autosave slot holds an unfinished
game (``session.find_autosave()``), the start page offers "Your last game was interrupted.
Resume it?" with Resume and Discard.

Resume opens the autosave like any saved game (the privacy curtain goes up first for the
seat to decide) without making the autosave file "the file of this game": Save then asks
for a file. Discard calls ``session.discard_autosave()``. An autosave that cannot be opened
is offered for discarding only, with the problem named. The offer goes away as soon as a
game is on screen (that game's autosave replaces the old one).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from ..i18n import messages
from ..i18n.fileerrors import problem_text
from . import session_bridge
from ..i18n.names import isolate

translate = QCoreApplication.translate


def unfinished_autosave() -> tuple[Path, Any, str | None] | None:
    """``(path, session or None, problem or None)`` for an autosave worth offering, else None.

    Offered: a game that is not over (or a series not yet decided); an autosave that fails
    to load (``problem`` says why, ``session`` is None). Not offered: no autosave, or a
    finished game."""
    try:
        from ..session import find_autosave
        path = find_autosave()
    except Exception:  # noqa: BLE001 - a damaged data folder must not stop the start page
        return None
    if path is None:
        return None
    try:
        session = session_bridge.load_session(path)
    except Exception as err:  # noqa: BLE001 - SaveError and anything the engine raises
        return path, None, problem_text(err)    # translated, by key (i18n/fileerrors.py)
    over = session.is_over and (not session.is_series or session.match_status().finished)
    return None if over else (path, session, None)


class ResumeOffer(QFrame):
    """The banner: the question, what game it was, Resume and Discard. Emits
    :attr:`resumeRequested` / :attr:`discardRequested`."""

    resumeRequested = Signal()
    discardRequested = Signal()

    def __init__(self, path: Path, session: Any = None, problem: str | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeOffer")
        self.path = path
        self._session = session
        self._problem = problem
        # parchment and brass, like the game tiles (made after the first paint: a style sheet is fine)
        self.setStyleSheet("#resumeOffer { background: #f7f0de; border: 2px solid #d4a84c; border-radius: 8px; }"
                           "#resumeOffer QLabel { color: #2b2115; background: transparent; }")
        self.setMinimumWidth(600)
        self.setMaximumWidth(760)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 10, 12, 10)
        layout.setSpacing(12)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.question = QLabel(self)
        self.question.setObjectName("resumeQuestion")
        font = self.question.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.question.setFont(font)
        self.detail = QLabel(self)
        self.detail.setObjectName("resumeDetail")
        self.detail.setWordWrap(True)
        texts.addWidget(self.question)
        texts.addWidget(self.detail)
        self.detail.installEventFilter(self)   # its height follows its width (_fit_texts)
        layout.addLayout(texts, 1)
        self.resume_button = QPushButton(self)
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setDefault(True)
        self.resume_button.clicked.connect(self.resumeRequested.emit)
        self.discard_button = QPushButton(self)
        self.discard_button.setObjectName("discardButton")
        self.discard_button.clicked.connect(self.discardRequested.emit)
        for b in (self.resume_button, self.discard_button):
            b.setMinimumHeight(32)
            b.setMinimumWidth(110)
            layout.addWidget(b)
        self.resume_button.setVisible(session is not None)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.resume_button.setText(translate("ResumeOffer", "Resume"))
        self.discard_button.setText(translate("ResumeOffer", "Discard"))
        self.discard_button.setToolTip(translate("ResumeOffer", "Delete the autosave of the interrupted game"))
        if self._session is None:
            self.question.setText(translate("ResumeOffer", "Your last game was interrupted, but its autosave "
                                                           "cannot be opened."))
            self.detail.setText(translate("ResumeOffer", "{file}: {problem}").format(
                file=self.path.name, problem=self._problem or ""))
            self._fit_texts()
            return
        s = self._session
        self.question.setText(translate("ResumeOffer", "Your last game was interrupted. Resume it?"))
        self.detail.setText(translate("ResumeOffer", "{game} with {players} · decisions so far: {n}").format(
            game=messages.game_name(session_bridge.spec_of(s)),
            players=", ".join(isolate(n) for n in session_bridge.seat_names(s)),  # RTL names keep the order
            n=s.cursor))
        self.resume_button.setToolTip(translate("ResumeOffer", "Go on with this game"))
        self._fit_texts()

    def _fit_texts(self) -> None:
        """A word-wrapped label in a row gets one line's height from the layout: ask for
        the height its text needs at its width (longer in some languages)."""
        from PySide6.QtCore import QRect, Qt
        width = self.detail.contentsRect().width()
        if width > 0:
            needed = self.detail.fontMetrics().boundingRect(
                QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap), self.detail.text()).height()
            self.detail.setMinimumHeight(needed + 2)

    def eventFilter(self, watched: Any, event: Any) -> bool:
        if watched is self.detail and event.type() == QEvent.Type.Resize:
            self._fit_texts()
        return False

    def changeEvent(self, event: Any) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "discard_button"):
            self.retranslate()
        super().changeEvent(event)


def offer_resume(window: Any) -> ResumeOffer | None:
    """At start-up: show the offer on ``window``'s start page when the autosave holds an
    unfinished game (or one that cannot be opened). Returns the offer, kept as
    ``window.resume_offer``."""
    found = unfinished_autosave()
    if found is None or getattr(window, "resume_offer", None) is not None:
        return None
    path, session, problem = found
    offer = ResumeOffer(path, session, problem, window.start_page)
    offer.resumeRequested.connect(lambda: resume(window))
    offer.discardRequested.connect(lambda: discard(window))
    window.start_page.add_notice(offer)
    window.stack.currentChanged.connect(lambda _i: _page_changed(window))
    window.resume_offer = offer
    (offer.resume_button if session is not None else offer.discard_button).setFocus()
    return offer


def _page_changed(window: Any) -> None:
    if window.stack.currentWidget() is not window.start_page:  # a game is on screen
        dismiss(window)


def dismiss(window: Any) -> None:
    """Take the offer off the start page (the autosave file stays as it is)."""
    offer = getattr(window, "resume_offer", None)
    if offer is None:
        return
    window.resume_offer = None
    offer.hide()
    offer.deleteLater()


def resume(window: Any) -> Any:
    """Resume: open the autosave (curtain first, as for any load); returns the game page, or
    None after an error dialog naming the file and the problem."""
    offer = getattr(window, "resume_offer", None)
    if offer is None:
        return None
    path = offer.path
    try:
        session = session_bridge.load_session(path)
    except Exception as err:  # noqa: BLE001 - shown, never raised into Qt
        problem = problem_text(err)
        window.show_error(translate("ResumeOffer", "Cannot resume {file}").format(file=path.name),
                          translate("ResumeOffer", "{file}:\n{problem}").format(file=str(path), problem=problem))
        return None
    dismiss(window)
    page = window.play(session)  # no file: Save asks where, the autosave slot stays the autosave
    if session.load_warnings:
        window.show_error(translate("ResumeOffer", "Resumed {file} with warnings").format(file=path.name),
                          "\n".join(problem_text(w) for w in session.load_warnings))
    return page


def discard(window: Any) -> None:
    """Discard: delete the autosave and refresh "Continue"."""
    from ..session import discard_autosave

    dismiss(window)
    discard_autosave()
    window.start_page.set_continue(session_bridge.latest_save())
