#!/usr/bin/env python3
"""Pools the pieces of a long arena run into the figures of one run.

Each file is an arena's standard output (its last JSON line is read), for
pieces of the same run: the same --players, --seed, --variant, --depots and
--bots, played with different --from. Prints, per bot, its wins with a 95 %
Wilson interval, the average margin, the games it ended, its wins among the
games an opponent ended and its losses with 10 or more trains left
(docs/BOTS.md, "End statistics"), as the arena itself would for one run.

    lab/scripts/arena_pool.py piece0.txt piece100.txt ...
"""
import json
import math
import signal
import sys

SUMMED = ["wins", "ended", "opp_ended", "opp_ended_wins", "losses_10_trains"]
SAME = ["game", "players", "variant", "depots", "bots", "seed"]


def wilson(k, n, z=1.96):
    """The 95 % Wilson interval of k successes in n, in percent."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = p + z * z / (2 * n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (100 * (c - h) / d, 100 * (c + h) / d)


def last_json(path):
    with open(path, encoding="utf-8") as f:
        lines = [line for line in f if line.startswith("{")]
    if not lines:
        sys.exit(f"{path}: no arena JSON line (an unfinished piece?)")
    return json.loads(lines[-1])


def pool(runs):
    first = runs[0]
    for r in runs[1:]:
        for key in SAME:
            if r.get(key) != first.get(key):
                sys.exit(f"pieces of different runs: {key} {r.get(key)!r} vs {first.get(key)!r}")
    total = {key: [0] * len(first["bots"]) for key in SUMMED}
    margin = [0.0] * len(first["bots"])
    games = 0
    for r in runs:
        games += r["games"]
        for key in SUMMED:
            total[key] = [a + b for a, b in zip(total[key], r[key])]
        margin = [a + m * r["games"] for a, m in zip(margin, r["avg_margin"])]
    return games, total, [m / max(games, 1) for m in margin]


def main(paths):
    if not paths:
        sys.exit(__doc__)
    runs = [last_json(p) for p in paths]
    games, t, margin = pool(runs)
    first = runs[0]
    print(f"{games} games in {len(runs)} pieces, {first['players']} players, "
          f"variant {first['variant']}{' with depots' if first.get('depots') else ''}, seed {first['seed']}")
    for i, bot in enumerate(first["bots"]):
        w, oe, ow = t["wins"][i], t["opp_ended"][i], t["opp_ended_wins"][i]
        lo, hi = wilson(w, games)
        olo, ohi = wilson(ow, oe)
        print(f"{i}: {bot:<12} wins {w}/{games} = {100 * w / games:.1f} % (95 % CI {lo:.1f}-{hi:.1f}), "
              f"margin {margin[i]:+.1f}; ended {t['ended'][i]}; won {ow}/{oe} = "
              f"{100 * ow / max(oe, 1):.1f} % (CI {olo:.1f}-{ohi:.1f}) of the games an opponent ended; "
              f"lost {t['losses_10_trains'][i]} with 10+ trains left")


if __name__ == "__main__":
    # Quiet when piped into `head`.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    main(sys.argv[1:])
