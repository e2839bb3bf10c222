# Shared by the bench/ scripts (sourced, not run): timing a command over several runs.
# Needs $work (a scratch folder) and $runs (how many runs) set by the caller.

# measure NAME COMMAND…: runs COMMAND $runs times and prints the median wall seconds and that run's peak RSS
# in MB. "{i}" in an argument is the run's number (a new empty output folder each time, none deleted just
# before: deleting a big tree right before creating one costs the disk more than either alone). Each run starts
# with the previous runs' writes on disk (sync, untimed): otherwise a run pays for the write-back of whatever
# ran before it.
measure() {
    local name=$1; shift
    for i in $(seq "$runs"); do
        sync
        /usr/bin/time -f "%e %M" -o "$work/time-$name-$i" "${@//\{i\}/$i}" >"$work/log-$name" 2>&1 || { cat "$work/log-$name"; exit 1; }
    done
    cat "$work/time-$name-"* | sort -n | awk -v n="$runs" 'NR == int((n + 1) / 2) { printf "%s %d\n", $1, $2 / 1024 }'
}

# megabytes FOLDER: the bytes of the files under FOLDER, in MB (apparent size, not blocks).
megabytes() { du -s --apparent-size --block-size=1 "$1" | awk '{ printf "%.1f", $1 / 1e6 }'; }

# abba A B: runs the shell functions A and B in the order A B B A, $runs rounds, so that going first or second in a
# pair (which moved a ratio by 7% on this machine) weighs on both alike, and a machine whose speed drifts slows
# both alike. Prints four figures: A's median wall and user+system seconds, then B's. On standard error it adds
# each round's A/B ratio of user+system time (its two A runs over its two B runs) and their median: on this
# machine they ranged from 1.03x to 1.39x in one run of 25 rounds, so a ratio's spread is part of the figure.
abba() {
    local first=$1 second=$2 round name TIMEFORMAT
    : > "$work/abba-times"
    for round in $(seq "$runs"); do
        for name in "$first" "$second" "$second" "$first"; do
            sync
            TIMEFORMAT="$name %R %U %S"
            { time "$name" >"$work/log-$name" 2>&1 || { cat "$work/log-$name" >&2; exit 1; }; } 2>> "$work/abba-times"
        done
    done
    python3 - "$work/abba-times" "$first" "$second" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
first, second = sys.argv[2:]
# Each function's runs in order, (wall, user+system); runs 2i and 2i+1 are round i's.
runs = {name: [(float(wall), float(user) + float(system)) for label, wall, user, system in rows if label == name]
        for name in (first, second)}
print(" ".join(f"{statistics.median(run[kind] for run in runs[name]):.3f}" for name in (first, second) for kind in (0, 1)))
def round_cpu(name, i): return runs[name][2 * i][1] + runs[name][2 * i + 1][1]
ratios = [round_cpu(first, i) / round_cpu(second, i) for i in range(len(runs[first]) // 2)]
print(f"{first}/{second} user+sys by round: " + " ".join(f"{r:.3f}" for r in ratios)
      + f" (median {statistics.median(ratios):.3f}, {min(ratios):.3f} to {max(ratios):.3f})", file=sys.stderr)
PY
}
