#!/usr/bin/env bash
# Times POST /password/forgot for a registered address (the demo owner's) and an
# unknown one, interleaved, against `roadcase serve --demo` on a fresh SQLite
# database (docs/platform.md, Password reset and change): each request loads the
# form for its token, then only the POST is timed. Prints the median, minimum and
# maximum of each and their difference; ROUNDS (default 60) of each.
#
#   scripts/forgot-timing.sh
#   ROUNDS=200 scripts/forgot-timing.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/demo-server.sh
work_dir forgot-timing
echo "== building roadcase" >&2
go build -o "$work/roadcase" ./cmd/roadcase
pin_cpus || true
start_demo "$work/roadcase.db"
echo "== load average: $(cut -d' ' -f1-3 /proc/loadavg)"
ROUNDS=${ROUNDS:-60} BASE=$base python3 - <<'PY'
import http.cookiejar, os, re, statistics, time, urllib.parse, urllib.request

base, rounds = os.environ["BASE"], int(os.environ["ROUNDS"])
jar = http.cookiejar.CookieJar()
web = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

def forgot(email):
    page = web.open(base + "/password/forgot").read().decode()
    token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
    body = urllib.parse.urlencode({"email": email, "csrf_token": token}).encode()
    start = time.perf_counter()
    with web.open(urllib.request.Request(base + "/password/forgot", data=body, headers={"Origin": base})) as r:
        r.read()
        status = r.status
    return status, (time.perf_counter() - start) * 1000

times = {"registered": [], "unknown": []}
for i in range(rounds):
    for kind, email in (("registered", "demo@example.com"), ("unknown", f"nobody{i}@example.com")):
        status, ms = forgot(email)
        assert status == 200, status
        times[kind].append(ms)
for kind, ts in times.items():
    print(f"{kind:10} median {statistics.median(ts):.2f} ms  min {min(ts):.2f}  max {max(ts):.2f}  (n={len(ts)})")
print(f"difference of the medians: {statistics.median(times['registered']) - statistics.median(times['unknown']):+.2f} ms")
PY
