"""An editor for a game's house rules, built from its typed rule specs (never hard-coded)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from solo_desktop.controller import texts
from solo_desktop.core.rules import HouseRules, RuleSpec, RuleValue


class HouseRulesEditor(QWidget):
    """One field per house rule: a check box, a number box or a list of choices."""

    def __init__(self, rules: HouseRules, parent: QWidget | None = None) -> None:
        """Edit a copy of `rules`; read the result with `rules()`."""
        super().__init__(parent)
        self._base = rules
        self._fields: dict[str, QWidget] = {}
        form = QFormLayout(self)
        for spec in rules.specs:
            widget = self._field(spec, rules[spec.name])
            widget.setObjectName("rule:" + spec.name)
            self._fields[spec.name] = widget
            form.addRow(texts.rule_name(spec.name), widget)

    def _field(self, spec: RuleSpec, value: RuleValue) -> QWidget:
        if spec.kind is bool:
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if spec.kind is int:
            spin = QSpinBox()
            spin.setRange(spec.minimum or 0, spec.maximum if spec.maximum is not None else 100000)
            spin.setSingleStep(spec.multiple_of)
            spin.setValue(int(value))
            return spin
        combo = QComboBox()
        for choice in spec.choices:
            combo.addItem(texts.rule_value(spec.name, choice), choice)
        combo.setCurrentIndex(spec.choices.index(str(value)))
        return combo

    def rules(self) -> HouseRules:
        """The house rules as edited (validated)."""
        values: dict[str, object] = {}
        for name, widget in self._fields.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
            elif isinstance(widget, QComboBox):
                values[name] = widget.currentData()
        return self._base.with_values(values)

    def field(self, name: str) -> QWidget:
        """The editing widget of one rule."""
        return self._fields[name]
