#!/usr/bin/env bash
# `npm start`: prepares what is missing, then runs the API (which serves the admin app) and the transcoder.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/lib.sh
prepare_machine

export PORT="${PORT:-3000}"
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:$PORT}"

node apps/transcoder/dist/main.js &
transcoder=$!
trap 'kill $transcoder 2>/dev/null || true' EXIT INT TERM

log "Framehouse: $PUBLIC_URL (mail links are printed here until SMTP_URL is set)"
node apps/api/dist/main.js
