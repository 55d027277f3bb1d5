# Shared by start.sh and test.sh: prepares a machine of this project's kind, installing only what is missing.
# shellcheck shell=bash

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# System packages (Debian), as check:package pairs: installed when the check fails, a command missing
# from the PATH or, for a package without a command (a model), an absolute path missing from the disk.
# apt-get update runs once, first.
ensure_system_packages() {
  local missing=() pair check
  for pair in "$@"; do
    check="${pair%%:*}"
    if [ "${check#/}" != "$check" ]; then
      [ -e "$check" ] || missing+=("${pair#*:}")
    else
      command -v "$check" >/dev/null 2>&1 || missing+=("${pair#*:}")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "Installing system packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# PostgreSQL and Redis run on these machines; start them when they are down.
ensure_services() {
  if ! port_open 127.0.0.1 5432; then
    log "Starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
  fi
  if ! port_open 127.0.0.1 6379; then
    log "Starting Redis"
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log
  fi
  local tries=0
  until port_open 127.0.0.1 5432 && port_open 127.0.0.1 6379; do
    tries=$((tries + 1))
    [ $tries -gt 50 ] && { echo "PostgreSQL or Redis did not start" >&2; return 1; }
    sleep 0.2
  done
}

# npm packages: installed when node_modules is missing or older than the lock file.
ensure_npm_packages() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "Installing npm packages"
    # `npm install` honours the lock file; `npm ci` refuses it here because the registry reachable from
    # these machines lacks the other platforms' optional binaries (e.g. @swc/core-darwin-arm64).
    npm install --no-audit --no-fund --loglevel=error
  fi
}

build_all() {
  log "Building libs, API, transcoder, admin and player"
  npm run --silent build
}

migrate_database() {
  log "Migrating the database"
  node apps/api/dist/database/migrate.js
}

prepare_machine() {
  # Speech to text: pocketsphinx and its US English model; espeak-ng speaks the tests' and the benchmark's audio.
  # DejaVu Sans Bold writes STOP on the object-detection test's drawn stop sign.
  ensure_system_packages ffmpeg:ffmpeg ffprobe:ffmpeg yt-dlp:yt-dlp \
    pocketsphinx_continuous:pocketsphinx /usr/share/pocketsphinx/model/en-us/en-us.lm.bin:pocketsphinx-en-us \
    espeak-ng:espeak-ng /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:fonts-dejavu-core "$@"
  ensure_services
  ensure_npm_packages
  build_all
  migrate_database
}
