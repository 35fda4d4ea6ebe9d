"""The widgets of a game's options, generated from its ``OptionSpec``s: one shared builder for
the New Game dialog and the Playtest lab, so both show the same labels, choices and tooltips."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from ..i18n import messages


def add_option_widgets(form: QFormLayout, spec: Any, parent: QWidget) -> dict[str, QWidget]:
    """Add one row per option of ``spec`` (a ``GameSpec``) to ``form``: a check box for a
    ``bool``, a combo box of translated choices (item data: the engine's value) for a
    ``choice``, a spin box within the bounds for an ``int``; each with its translated help as
    tooltip and the object name ``option_<name>``. Returns the widgets by option name."""
    widgets: dict[str, QWidget] = {}
    for opt in spec.options:
        label = messages.option_label(spec.id, opt)
        if opt.kind == "bool":
            w: QWidget = QCheckBox(label, parent)
            w.setChecked(bool(opt.default))
            form.addRow(w)
        elif opt.kind == "choice":
            w = QComboBox(parent)
            for value in opt.choices:
                w.addItem(messages.choice_label(spec.id, opt, value), value)   # seat values: "Seat 2"
            w.setCurrentIndex(max(0, w.findData(opt.default)))
            form.addRow(label + ":", w)
        else:
            w = QSpinBox(parent)
            w.setRange(opt.minimum if opt.minimum is not None else -10**6,
                       opt.maximum if opt.maximum is not None else 10**6)
            w.setValue(int(opt.default))
            form.addRow(label + ":", w)
        help_text = messages.option_help(opt)
        if help_text:
            w.setToolTip(help_text)
        w.setObjectName(f"option_{opt.name}")
        widgets[opt.name] = w
    return widgets
