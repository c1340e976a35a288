# Everything a newcomer needs: `make run` starts the app, `make test` runs every check.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck unit conformance bench bench-net bench-startup bench-search bench-strength translations package package-test clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

# Packaging needs PyInstaller too (the `package` extra); `make test` does not.
PACKAGE_STAMP := $(VENV)/.installed-package
$(PACKAGE_STAMP): $(STAMP)
	$(BIN)/python -m pip install -q -e '.[test,package]'
	touch $(PACKAGE_STAMP)

run: $(STAMP)
	$(BIN)/solo-desktop

test: lint typecheck unit conformance

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

unit: $(STAMP)
	$(BIN)/pytest

# The public conformance records of every game that exists so far.
GAMES := solo66 sixty_six german_solo solo_whist six_bid
conformance: $(STAMP)
	$(BIN)/python ../shared/conformance/check --cli $(BIN)/solo-desktop $(GAMES)

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

# Hosted tables on loopback: action round trip with 5 seats, memory per idle table, CPU a hand.
bench-net: $(STAMP)
	$(BIN)/python benchmarks/net.py

# The first window against a bare PySide6 window under Xvfb (apt-get install xvfb xdotool),
# the app's memory, and the headless commands' start against the interpreter and rules core.
bench-startup: $(STAMP)
	$(BIN)/python benchmarks/startup.py

# The search: open-hand solver times per game, and each bot level's decision times (minutes).
bench-search: $(STAMP)
	$(BIN)/python benchmarks/solver.py --cap 20
	$(BIN)/python benchmarks/levels.py

# One table: each level against the level below it over 2,000 paired hands per game, and the
# Sixty-Six yardstick (CPU-hours: stop it any time, run it again and it goes on; the finished
# parts are kept in benchmarks/records/). `strength_table.py --so-far` prints what is recorded.
bench-strength: $(STAMP)
	$(BIN)/python benchmarks/strength_table.py --hands 2000 --jobs 2

# After changing user-visible strings: collect them into the .ts (then translate the new ones).
translations: $(STAMP)
	$(BIN)/pyside6-lupdate -extensions py -no-obsolete solo_desktop -ts translations/solo_desktop_de.ts

# The installable app for this platform: dist/solo-desktop/ and its download (a .tar.gz on
# Linux). See the README's "Building the apps".
package: $(PACKAGE_STAMP)
	$(BIN)/python tools/build_app.py all

# The slow tests: build the app in a temporary folder, run it, check the bundle and validate
# the Linux metadata (needs desktop-file-validate and appstreamcli, which .ci/run installs).
package-test: $(PACKAGE_STAMP)
	$(BIN)/pytest -m slow tests/packaging

clean:
	rm -rf $(VENV) build dist *.egg-info
