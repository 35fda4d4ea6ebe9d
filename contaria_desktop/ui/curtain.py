"""The hot-seat privacy curtain: a panel over the table that says "Pass to <name>" until
that player confirms. While it is up, the window shows only public information
(ARCHITECTURE.md, "Session, saves, hot-seat")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from ..i18n.names import mnemonic_safe, plain

translate = QCoreApplication.translate


class Curtain(QWidget):
    """Overlay covering its parent widget. :meth:`raise_for` shows it for a seat;
    :attr:`confirmed` carries that seat when the player presses the button."""

    confirmed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self._seat: int | None = None
        self._name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self._card = QFrame(self)
        self._card.setObjectName("curtainCard")
        self._card.setStyleSheet(
            "#curtainCard { background: #f7f0de; border: 2px solid #8a6d3b; border-radius: 12px; }"
            "#curtainCard QLabel { color: #2b2115; }"
            "#curtainConfirm { padding: 8px 20px; font-size: 12pt; }")
        self._card.setFixedWidth(460)
        inner = QVBoxLayout(self._card)
        inner.setContentsMargins(28, 22, 28, 22)
        self._title = QLabel(self._card)
        self._title.setObjectName("curtainTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setTextFormat(Qt.TextFormat.PlainText)
        font = self._title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self._title.setFont(font)
        self._title.setWordWrap(True)
        self._hint = QLabel(self._card)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setTextFormat(Qt.TextFormat.PlainText)
        self._hint.setWordWrap(True)
        self._button = QPushButton(self._card)
        self._button.setObjectName("curtainConfirm")
        self._button.setDefault(True)
        self._button.clicked.connect(self._confirm)
        inner.addWidget(self._title)
        inner.addWidget(self._hint)
        inner.addSpacing(8)
        inner.addWidget(self._button, 0, Qt.AlignmentFlag.AlignCenter)
        row = QVBoxLayout()
        layout.addLayout(row)
        row.addWidget(self._card, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        parent.installEventFilter(self)
        self.hide()

    # ----- public -------------------------------------------------------------------------
    def raise_for(self, seat: int, name: str) -> None:
        """Cover the table until ``name`` (seat ``seat``) confirms."""
        self._seat, self._name = seat, name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self._button.setFocus()

    def lower_curtain(self) -> None:
        """Take the curtain down (the caller then shows the confirmed seat's view)."""
        self._seat = None
        self.hide()

    @property
    def seat(self) -> int | None:
        """The seat the curtain waits for, or None when it is down."""
        return self._seat

    def is_up(self) -> bool:
        """True while the curtain waits for a seat."""
        return self._seat is not None

    def confirm_button(self) -> QPushButton:
        """The "I am <name>" button (tests click it)."""
        return self._button

    def texts(self) -> list[str]:
        """Every text the curtain shows, as read on screen (privacy tests read them): bidi
        isolates left out, the button's ``&&`` shown as ``&``."""
        return [plain(self._title.text()), plain(self._hint.text()), plain(self._button.text().replace("&&", "&"))]

    def retranslate(self) -> None:
        """Texts in the current language for the seat waited for."""
        self._title.setText(translate("Curtain", "Pass to {name}").format(name=self._name))
        self._hint.setText(translate("Curtain", "Everyone else, please look away. {name}, press the "
                                                "button when only you can see the screen.").format(name=self._name))
        self._button.setText(mnemonic_safe(translate("Curtain", "I am {name} – show my cards").format(name=self._name)))
        inner = self._card.width() - 56
        for label in (self._title, self._hint):  # word-wrapped labels need their height set
            label.setMinimumHeight(label.heightForWidth(inner))

    # ----- internals ----------------------------------------------------------------------
    def _confirm(self) -> None:
        if self._seat is not None:
            seat = self._seat
            self.confirmed.emit(seat)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def paintEvent(self, event: Any) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 24, 30, 150))
