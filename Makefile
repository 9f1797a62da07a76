# Two commands on a fresh Debian/Ubuntu machine: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp
TS     := $(wildcard trainer/gui/i18n/*.ts)
QM     := $(TS:.ts=.qm)

.PHONY: run test sysdeps venv translations lint typecheck bench package clean

run: sysdeps $(STAMP) translations
	$(BIN)/trainer gui

test: sysdeps $(STAMP) translations
	@bash tools/sysdeps.sh postgresql  # the results-server tests start a real PostgreSQL (tests/postgres.py)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider -m "not package"

sysdeps:
	@PYTHON=$(PYTHON) bash tools/sysdeps.sh

venv: $(STAMP)

$(STAMP): pyproject.toml trainer/engine/_csettle.c
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	@touch $(STAMP)

translations: $(STAMP) $(QM)

trainer/gui/i18n/%.qm: trainer/gui/i18n/%.ts
	$(BIN)/pyside6-lrelease -silent $< -qm $@

lint: $(STAMP)
	$(BIN)/ruff check trainer tests benchmarks
	$(BIN)/ruff format --check trainer tests benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy

# Linux desktop bundle: dist/fortune3-trainer-<version>-linux-<arch>.tar.gz, checked from another folder
# (packaging/README.md; Windows and macOS builds are described there).
package: sysdeps $(STAMP) translations
	@bash tools/sysdeps.sh binutils
	@$(BIN)/python -c "import PyInstaller" 2>/dev/null || $(BIN)/python -m pip install -q -e '.[test,package]'
	$(BIN)/python packaging/build_linux.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p no:cacheprovider -m package

bench: sysdeps $(STAMP)
	@bash tools/sysdeps.sh postgresql  # the store benchmark's second half runs on a real PostgreSQL (benchmarks/pgserver.py)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m benchmarks

clean:
	rm -rf $(VENV) build dist *.egg-info trainer/gui/i18n/*.qm
