"""An editor for a game's house rules, built from its typed rule specs (never hard-coded).

Each rule shows its name, a field, a reset button, a one-sentence description and its default;
a preset row on top chooses, saves and deletes named presets (`model.presets`).
`HouseRulesDialog` wraps the editor with OK and Cancel for use from a menu.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solo_desktop.controller import texts
from solo_desktop.core import registry
from solo_desktop.core.rules import HouseRules, RuleSpec, RuleValue
from solo_desktop.model.presets import MAX_NAME, STANDARD, PresetError, Presets, clean_name

FIELD_WIDTH = 190
"""The width of every rule's field, so that the fields line up."""

DESCRIPTION_WIDTH = 330
"""The least width of the names and descriptions column, so that a description wraps little."""


def _hint(text: str) -> QLabel:
    """A small grey label that wraps."""
    label = QLabel(text)
    label.setWordWrap(True)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    palette = label.palette()
    palette.setColor(
        QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText)
    )
    label.setPalette(palette)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return label


class HouseRulesEditor(QWidget):
    """One row per house rule (name, field, reset, description, default) and a preset row."""

    changed = Signal()
    """Any rule's value changed (by the player, a reset or a preset)."""

    def __init__(
        self,
        rules: HouseRules,
        parent: QWidget | None = None,
        *,
        game_id: str = "",
        presets: Presets | None = None,
    ) -> None:
        """Edit a copy of `rules`; with `game_id`, a preset row offers that game's presets."""
        # Presets loaded from a file are saved there at once; without any, the built-in ones
        # are offered and the player's new ones live as long as the `Presets` object.
        super().__init__(parent)
        self._base = rules
        self._specs = {s.name: s for s in rules.specs}
        self._game_id = game_id
        self._presets = presets if presets is not None else Presets()
        self._fields: dict[str, QWidget] = {}
        self._names: dict[str, QLabel] = {}
        self._resets: dict[str, QPushButton] = {}
        self._quiet = False
        """True while the editor sets fields itself (one `changed` at the end)."""

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self._preset_combo = QComboBox(self)
        self._preset_combo.setObjectName("presets")
        self._preset_combo.setPlaceholderText(self.tr("Custom"))
        self._preset_combo.setAccessibleName(self.tr("Preset"))
        self._preset_combo.setAccessibleDescription(
            self.tr("Named sets of house rules; “Custom” when the rules match none of them")
        )
        self._preset_combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._save_button = QPushButton(self.tr("Save as…"), self)
        self._save_button.setObjectName("save_preset")
        self._save_button.setToolTip(self.tr("Save these house rules under a name"))
        self._save_button.setAccessibleName(self.tr("Save as preset…"))
        self._save_button.setAccessibleDescription(self._save_button.toolTip())
        self._delete_button = QPushButton(self.tr("Delete"), self)
        self._delete_button.setObjectName("delete_preset")
        self._delete_button.setToolTip(self.tr("Delete the chosen preset"))
        self._delete_button.setAccessibleName(self.tr("Delete preset"))
        self._delete_button.setAccessibleDescription(self._delete_button.toolTip())
        if game_id:
            row = QHBoxLayout()
            label = QLabel(self.tr("Preset"))
            label.setBuddy(self._preset_combo)
            row.addWidget(label)
            row.addWidget(self._preset_combo, 1)
            row.addWidget(self._save_button)
            row.addWidget(self._delete_button)
            layout.addLayout(row)
            layout.addSpacing(6)
        else:
            for w in (self._preset_combo, self._save_button, self._delete_button):
                w.hide()

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(0, 1)
        for i, spec in enumerate(rules.specs):
            self._add_rule(grid, 3 * i, spec, rules[spec.name])
        layout.addLayout(grid)

        self._reset_all = QPushButton(self.tr("Reset all to defaults"))
        self._reset_all.setObjectName("reset_all")
        self._reset_all.clicked.connect(self.reset_all)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self._reset_all)
        layout.addLayout(bottom)

        self._preset_combo.currentIndexChanged.connect(self._preset_chosen)
        self._save_button.clicked.connect(self.save_preset_as)
        self._delete_button.clicked.connect(self.delete_preset)
        self._fill_presets()
        self._update()

    # -- building ---------------------------------------------------------------------------

    def _add_rule(self, grid: QGridLayout, row: int, spec: RuleSpec, value: RuleValue) -> None:
        name = spec.name
        description = texts.rule_description(name)
        default = texts.rule_value(name, spec.default)
        field = self._field(spec, value)
        field.setObjectName("rule:" + name)
        field.setFixedWidth(FIELD_WIDTH)
        field.setToolTip(description)
        field.setAccessibleName(texts.rule_name(name))
        field.setAccessibleDescription(
            self.tr("{description} Default: {value}.").format(
                description=description, value=default
            )
        )
        title = QLabel(texts.rule_name(name))
        title.setObjectName("name:" + name)
        title.setBuddy(field)
        title.setToolTip(description)
        reset = QPushButton(self.tr("Reset"))
        reset.setObjectName("reset:" + name)
        reset.setToolTip(self.tr("Back to the default: {value}").format(value=default))
        reset.setAccessibleName(self.tr("Reset {rule}").format(rule=texts.rule_name(name)))
        reset.setAccessibleDescription(reset.toolTip())
        reset.clicked.connect(lambda _=False, n=name: self.reset(n))
        hint = _hint(description)
        hint.setObjectName("description:" + name)
        # Reserve the wrapped height: a dialog sizes itself by size hints, not height-for-width.
        hint.setMinimumSize(DESCRIPTION_WIDTH, hint.heightForWidth(DESCRIPTION_WIDTH))
        default_label = _hint(self.tr("default: {value}").format(value=default))
        default_label.setObjectName("default:" + name)
        grid.addWidget(title, row, 0)
        grid.addWidget(field, row, 1)
        grid.addWidget(reset, row, 2)
        grid.addWidget(hint, row + 1, 0)
        grid.addWidget(default_label, row + 1, 1, 1, 2)
        grid.setRowMinimumHeight(row + 2, 10)
        self._fields[name] = field
        self._names[name] = title
        self._resets[name] = reset

    def _field(self, spec: RuleSpec, value: RuleValue) -> QWidget:
        if spec.kind is bool:
            box = QCheckBox()
            box.setChecked(bool(value))
            box.toggled.connect(self._field_changed)
            return box
        if spec.kind is int:
            spin = QSpinBox()
            spin.setRange(spec.minimum or 0, spec.maximum if spec.maximum is not None else 100000)
            spin.setSingleStep(spec.multiple_of)
            spin.setValue(int(value))
            spin.valueChanged.connect(self._field_changed)
            return spin
        combo = QComboBox()
        for choice in spec.choices:
            combo.addItem(texts.rule_value(spec.name, choice), choice)
        combo.setCurrentIndex(spec.choices.index(str(value)))
        combo.currentIndexChanged.connect(self._field_changed)
        return combo

    # -- values -----------------------------------------------------------------------------

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

    def set_rules(self, rules: HouseRules) -> None:
        """Show `rules` in the fields (rules this game does not have are ignored)."""
        self._quiet = True
        try:
            for name, value in rules.items():
                if name in self._fields:
                    self._set_field(name, value)
        finally:
            self._quiet = False
        self._field_changed()

    def reset(self, name: str) -> None:
        """Set one rule back to its default."""
        self.set_rules(self.rules().with_values({name: self._specs[name].default}))

    def reset_all(self) -> None:
        """Set every rule back to its default."""
        self.set_rules(self._base.with_values({s: spec.default for s, spec in self._specs.items()}))

    def _set_field(self, name: str, value: RuleValue) -> None:
        widget = self._fields[name]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(0, widget.findData(value)))

    def _field_changed(self) -> None:
        if self._quiet:
            return
        self._update()
        self.changed.emit()

    def _update(self) -> None:
        """Reset buttons, changed rules in bold, the preset that matches the fields."""
        rules = self.rules()
        any_changed = False
        for name, spec in self._specs.items():
            is_changed = rules[name] != spec.default
            any_changed |= is_changed
            self._resets[name].setEnabled(is_changed)
            font = self._names[name].font()
            font.setBold(is_changed)
            self._names[name].setFont(font)
        self._reset_all.setEnabled(any_changed)
        self._sync_preset(rules)

    # -- presets ----------------------------------------------------------------------------

    @property
    def presets(self) -> Presets:
        """The presets the editor offers and saves into."""
        return self._presets

    @property
    def preset_combo(self) -> QComboBox:
        """The list of presets (item data: the preset's stored name)."""
        return self._preset_combo

    def preset_title(self, name: str) -> str:
        """A preset's name as shown: the built-in ones translated."""
        titles = {
            STANDARD: self.tr("Standard"),
            "Last trick when all pass": self.tr("Last trick when all pass"),
        }
        if self._presets.is_builtin(self._game_id, name):
            return titles.get(name, name)
        return name

    def _fill_presets(self) -> None:
        if not self._game_id:
            return
        self._quiet = True
        try:
            self._preset_combo.clear()
            for name in self._presets.names(self._game_id):
                self._preset_combo.addItem(self.preset_title(name), name)
                if self._presets.is_builtin(self._game_id, name):
                    self._preset_combo.setItemData(
                        self._preset_combo.count() - 1,
                        self.tr("Built in; cannot be changed"),
                        Qt.ItemDataRole.ToolTipRole,
                    )
            self._preset_combo.setCurrentIndex(-1)
        finally:
            self._quiet = False

    def _sync_preset(self, rules: HouseRules, prefer: str | None = None) -> None:
        """Show the preset whose rules the fields hold (the current one if it still does)."""
        if not self._game_id:
            return
        current = prefer if prefer is not None else self._preset_combo.currentData()
        if current is None or self._rules_of(current) != rules:
            current = self._presets.find(self._game_id, rules)
        self._quiet = True
        try:
            index = self._preset_combo.findData(current) if current is not None else -1
            self._preset_combo.setCurrentIndex(index)
        finally:
            self._quiet = False
        self._delete_button.setEnabled(
            current is not None and not self._presets.is_builtin(self._game_id, current)
        )

    def _rules_of(self, name: str) -> HouseRules | None:
        try:
            return self._presets.get(self._game_id, name)
        except KeyError:
            return None

    def _preset_chosen(self, index: int) -> None:
        if self._quiet or index < 0:
            return
        rules = self._rules_of(self._preset_combo.itemData(index))
        if rules is not None:
            self.set_rules(rules)

    def save_preset_as(self) -> None:
        """Ask a name and save the fields as a preset under it."""
        current = self._preset_combo.currentData()
        suggestion = ""
        if current is not None and not self._presets.is_builtin(self._game_id, current):
            suggestion = current
        text, ok = QInputDialog.getText(
            self,
            self.tr("Save preset"),
            self.tr("Name of the preset:"),
            QLineEdit.EchoMode.Normal,
            suggestion,
        )
        if not ok:
            return
        try:
            name = clean_name(text)
        except PresetError:
            self._warn(self.tr("A preset needs a name of 1 to {n} characters.").format(n=MAX_NAME))
            return
        names = self._presets.names(self._game_id)
        builtin = [n for n in names if self._presets.is_builtin(self._game_id, n)]
        taken = {n.casefold() for n in builtin} | {self.preset_title(n).casefold() for n in builtin}
        if name.casefold() in taken:
            self._warn(
                self.tr("“{name}” is a built-in preset. Please choose another name.").format(
                    name=name
                )
            )
            return
        if name in names:
            answer = QMessageBox.question(
                self,
                self.tr("Save preset"),
                self.tr("Replace the preset “{name}”?").format(name=name),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._presets.put(self._game_id, name, self.rules())
        self._store()
        self._fill_presets()
        self._sync_preset(self.rules(), prefer=name)

    def delete_preset(self) -> None:
        """Delete the chosen preset (the player's own only), after asking."""
        name = self._preset_combo.currentData()
        if name is None or self._presets.is_builtin(self._game_id, name):
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete preset"),
            self.tr("Delete the preset “{name}”?").format(name=name),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self._presets.delete(self._game_id, name)
        self._store()
        self._fill_presets()
        self._sync_preset(self.rules())

    def _store(self) -> None:
        """Write the presets to their file, if they have one; tell the player when it fails."""
        if self._presets.path is None:
            return
        try:
            self._presets.save()
        except OSError as e:
            self._warn(self.tr("The presets could not be saved: {error}").format(error=e))

    def _warn(self, text: str) -> None:
        QMessageBox.warning(self, self.tr("Presets"), text)


class HouseRulesDialog(QDialog):
    """The house-rules editor of one game with OK and Cancel, for use from a menu."""

    def __init__(
        self,
        game_id: str,
        rules: HouseRules | None = None,
        presets: Presets | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """Edit `rules` (default: the game's defaults) of `game_id`; read `rules()` after OK."""
        super().__init__(parent)
        game = registry.get(game_id)
        self.setWindowTitle(self.tr("House rules: {game}").format(game=texts.game_name(game_id)))
        self._editor = HouseRulesEditor(
            rules if rules is not None else game.house_rules(), game_id=game_id, presets=presets
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._editor)
        layout.addSpacing(6)
        layout.addWidget(buttons)

    @property
    def editor(self) -> HouseRulesEditor:
        """The editor inside."""
        return self._editor

    def rules(self) -> HouseRules:
        """The house rules as edited."""
        return self._editor.rules()
