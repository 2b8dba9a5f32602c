#!/usr/bin/env bash
# The one command that runs every test: format, dependency rules, codegen, lint, type-checks, unit
# and integration tests of each workspace (integration over real HTTP against the sandbox, cache
# tests against a real Redis), the web build, and the end-to-end journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

step() { printf '\n== %s\n' "$*"; }

step "format check (prettier)"
npm run format:check --silent
step "dependency rules (dependency-cruiser)"
npm run lint:deps --silent
step "codegen"
npm run codegen --silent
# After codegen: type-aware rules need the generated types, or every import of them reads as `any`.
step "lint (eslint)"
npm run lint --silent
step "type-check"
npm run typecheck --silent
step "erp-sandbox tests"
(cd erp-sandbox && npx vitest run)
for package in packages/*/; do
  step "${package%/} tests"
  (cd "$package" && npx vitest run)
done
step "gateway tests (REDIS_URL=$REDIS_URL)"
(cd gateway && npx vitest run)
step "web tests"
(cd web && npx vitest run)
step "web build"
npm run build -w web --silent
step "end-to-end journeys in Chromium"
(cd web && npx vitest run --config e2e/vitest.config.ts)
