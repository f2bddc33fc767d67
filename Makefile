# Shorthands for the scripts in scripts/ (each installs libedit-dev when it is missing).
.PHONY: run test lint format deps
run:
	scripts/run
test:
	scripts/test
lint:
	scripts/lint
format:
	swift format --in-place --recursive Sources Tests Package.swift scripts/DocCoverage.swift
deps:
	scripts/deps
