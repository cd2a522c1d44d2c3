#!/bin/bash
# CI under load: runs `.ci/run` (npm ci && npm test) in a clone while `stress-ng --cpu 8` keeps the
# load average near 10 on two cores. stress-ng runs in a session of its own — its own scheduling
# group, as another job sharing the machine would — and the load average is logged every 30 s.
# usage: scripts/ci-under-load.sh CLONE_DIR LOG_DIR   (needs stress-ng: apt-get install -y stress-ng)
set -u
clone=$(cd "${1:?a clone of the repository}" && pwd)
logs=$(mkdir -p "${2:?a folder for the logs}" && cd "$2" && pwd)
command -v stress-ng > /dev/null || { echo "stress-ng is missing: apt-get install -y stress-ng" >&2; exit 2; }
setsid stress-ng --cpu 8 --timeout 240m > "$logs/stress.log" 2>&1 &
stress=$!
( while kill -0 "$stress" 2> /dev/null; do echo "$(date +%T) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$logs/load.log"; sleep 30; done ) &
start=$(date +%s)
(cd "$clone" && CI=true bash .ci/run) > "$logs/ci.log" 2>&1
code=$?
kill "$stress" 2> /dev/null
pkill -f "stress-ng --cpu 8" 2> /dev/null
echo "rc=$code seconds=$(( $(date +%s) - start ))" | tee "$logs/result"
awk '{print $2}' "$logs/load.log" | sort -n | awk '{a[NR]=$1} END {if (NR) print "load average (1 min):", NR, "samples, min", a[1], "median", a[int((NR+1)/2)], "max", a[NR]}' | tee -a "$logs/result"
exit "$code"
