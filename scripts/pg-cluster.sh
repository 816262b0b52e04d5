#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for CI and benchmarks (Debian's server, run as root, no systemd):
#   scripts/pg-cluster.sh start NAME PORT   → prints the DATABASE_URL
#   scripts/pg-cluster.sh stop NAME
#   scripts/pg-cluster.sh role NAME PORT ROLE → a login role (password = its name) owning nothing; its URL
#   scripts/pg-cluster.sh database NAME PORT DB → another database owned by dcp (a restore drill); its URL
#   scripts/pg-cluster.sh down NAME / up NAME  → the server stopped (fast: sessions ended) / started again
set -euo pipefail
cd /  # su postgres cannot enter a private working folder
cmd=${1:?start|stop} name=${2:?cluster name} port=${3:-5433}
ver=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
case "$cmd" in
  start)
    pg_dropcluster --stop "$ver" "$name" >/dev/null 2>&1 || true
    pg_createcluster "$ver" "$name" --port "$port" --start -o fsync=off -o synchronous_commit=off >/dev/null
    for _ in $(seq 1 60); do pg_isready -q -h 127.0.0.1 -p "$port" && break; sleep 0.5; done
    su postgres -c "psql -q -p $port -c \"CREATE ROLE dcp LOGIN CREATEROLE PASSWORD 'dcp'\"" >/dev/null
    su postgres -c "psql -q -p $port -c \"CREATE DATABASE dcp OWNER dcp\"" >/dev/null
    echo "postgres://dcp:dcp@127.0.0.1:$port/dcp"
    ;;
  stop) pg_dropcluster --stop "$ver" "$name" >/dev/null 2>&1 || true ;;
  role)
    role=${4:?role name}
    su postgres -c "psql -q -p $port -c \"CREATE ROLE $role LOGIN PASSWORD '$role'\"" >/dev/null
    echo "postgres://$role:$role@127.0.0.1:$port/dcp"
    ;;
  database)
    db=${4:?database name}
    su postgres -c "psql -q -p $port -c \"CREATE DATABASE $db OWNER dcp\"" >/dev/null
    echo "postgres://dcp:dcp@127.0.0.1:$port/$db"
    ;;
  down) pg_ctlcluster "$ver" "$name" stop -m fast ;;
  up) pg_ctlcluster "$ver" "$name" start ;;
  *) echo "usage: $0 start|stop|role|database|down|up NAME [PORT] [ROLE]" >&2; exit 2 ;;
esac
