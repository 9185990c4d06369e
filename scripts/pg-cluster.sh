#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for the tests (issue 10, DESIGN §10): initdb in a temporary directory,
# started with pg_ctl on a free 127.0.0.1 port as an ordinary user (never a system service; root cannot run
# postgres), stopped and removed on exit.
#
#   bash scripts/pg-cluster.sh                 prints DATABASE_URL and keeps the cluster until Ctrl-C
#   bash scripts/pg-cluster.sh CMD [ARGS…]     runs CMD with DATABASE_URL set, then stops the cluster;
#                                              exits with CMD's status
#
# Debian's `postgresql` is installed with apt when the binaries are missing and this runs as root (like
# chromium in setup-system.sh); otherwise it prints what to run and fails. As root the cluster runs as the
# `postgres` user (created by the package), else as a system user `funddesk-pg` created here; as another
# user it runs as that user. Authentication is `trust` on 127.0.0.1 only; durability is off (fsync) because
# the data is thrown away. PG_BINDIR overrides where initdb/pg_ctl are looked for.
set -euo pipefail

find_bindir() {
  if [ -n "${PG_BINDIR:-}" ] && [ -x "$PG_BINDIR/initdb" ]; then
    echo "$PG_BINDIR"
    return 0
  fi
  local dir
  # The newest installed major version.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -n -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

if ! bindir=$(find_bindir); then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "pg-cluster: installing postgresql with apt-get" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends postgresql >&2
    bindir=$(find_bindir) || { echo "pg-cluster: initdb not found after installing postgresql" >&2; exit 1; }
  else
    echo "pg-cluster: PostgreSQL server binaries (initdb, pg_ctl) not found" >&2
    echo "run:  sudo apt-get update && sudo apt-get install -y --no-install-recommends postgresql" >&2
    exit 1
  fi
fi

# Who runs the cluster: never root.
as_user=()
if [ "$(id -u)" = "0" ]; then
  run_user=postgres
  if ! id -u "$run_user" >/dev/null 2>&1; then
    run_user=funddesk-pg
    if ! id -u "$run_user" >/dev/null 2>&1; then
      useradd --system --no-create-home --shell /usr/sbin/nologin "$run_user"
    fi
  fi
  as_user=(runuser -u "$run_user" --)
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/funddesk-pg.XXXXXX")
chmod 700 "$dir"
[ ${#as_user[@]} -eq 0 ] || chown "$run_user" "$dir"

started=false
cleanup() {
  local status=$?
  if [ "$started" = true ]; then
    "${as_user[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A free port: the kernel picks one, the cluster takes it right after (a clash makes pg_ctl fail loudly).
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

"${as_user[@]}" "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
  >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
started=true
"${as_user[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "pg-cluster: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') in $dir, DATABASE_URL=$DATABASE_URL" >&2

if [ $# -eq 0 ]; then
  echo "$DATABASE_URL"
  echo "pg-cluster: running until Ctrl-C" >&2
  # `wait` (not a foreground sleep) lets the INT/TERM trap run at once.
  while true; do sleep 3600 & wait $!; done
fi

set +e
"$@"
status=$?
set -e
exit "$status"
