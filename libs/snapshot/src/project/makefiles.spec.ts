import { readMakeTargets } from './makefiles.js';

describe('readMakeTargets', () => {
  it('lists targets, not pattern rules, special targets, variables or recipe lines', () => {
    const text = `# Build the project
BIN := bin/app
GOFLAGS ?= -trimpath
VERSION = 1.0
CC ::= gcc

.PHONY: build test lint clean
.DEFAULT_GOAL := build

build: $(BIN)

$(BIN): main.go
\tgo build -o $@ .

test lint:
\tgo test ./...
\tgolangci-lint run

%.o: %.c
\t$(CC) -c $< -o $@

docs/site: docs/*.md ; mkdocs build

clean::
\trm -rf bin

debug: CFLAGS += -g

define HELP
usage: make target
endef

ifeq ($(OS),Windows_NT)
install:
\tcopy app.exe C:\\bin
endif
`;
    expect(readMakeTargets({ path: 'Makefile', text })).toEqual({ path: 'Makefile', targets: ['build', 'clean', 'debug', 'docs/site', 'install', 'lint', 'test'] });
  });
});
