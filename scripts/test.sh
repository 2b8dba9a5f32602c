#!/usr/bin/env bash
# The one command that runs every test: format, dependency rules, codegen, lint, type-checks, unit
# and integration tests of each workspace (integration over real HTTP against the sandbox, cache
# tests against a real Redis), the web build, and the end-to-end journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"

step() { printf '\n== %s\n' "$*"; }

# Redis: the one at REDIS_URL if it answers; else a throwaway redis-server on a free port for this
# run only, stopped when the run ends (passed, failed or interrupted); else fail, never skip.
redis_dir=''
redis_pid=''
stop_redis() {
  if [ -n "$redis_pid" ]; then
    kill "$redis_pid" 2>/dev/null || true
    wait "$redis_pid" 2>/dev/null || true
  fi
  if [ -n "$redis_dir" ]; then rm -rf "$redis_dir"; fi
}
trap stop_redis EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "redis"
if node scripts/redis-ping.ts "$REDIS_URL"; then
  echo "using Redis at $REDIS_URL"
elif command -v redis-server >/dev/null 2>&1; then
  port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
  redis_dir=$(mktemp -d)
  redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --dir "$redis_dir" \
    --logfile "$redis_dir/redis.log" &
  redis_pid=$!
  echo "no Redis at $REDIS_URL: started a throwaway redis-server (pid $redis_pid) on port $port for this run"
  export REDIS_URL="redis://127.0.0.1:$port"
  ready=''
  for _ in $(seq 20); do
    if node scripts/redis-ping.ts "$REDIS_URL"; then
      ready=yes
      break
    fi
    kill -0 "$redis_pid" 2>/dev/null || break
    sleep 0.25
  done
  if [ -z "$ready" ]; then
    echo "the throwaway redis-server does not answer on port $port; its log:" >&2
    cat "$redis_dir/redis.log" >&2 || true
    exit 1
  fi
else
  echo "No Redis answers at $REDIS_URL and redis-server is not installed." >&2
  echo "Install it (Debian: apt-get install redis-server) or set REDIS_URL to a running Redis." >&2
  exit 1
fi

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
