#!/usr/bin/env python3
"""How far Hard's guess of its turns left (`endgame::turns_left`) is from the
real number, from `lab/src/bin/pace_log.rs`'s lines (docs/bots/endgame.md, "The
turns-left guess"). At each of Hard's turn starts outside the final
round, the guess is worked out from the public state (each opponent's trains,
cards in hand and routes then) and compared with the turns Hard really had
left, this one included; by the kind of seat that ended the game, and for
that seat alone, its own turns up to the one that ended it.

    cargo run --release -p europa-lab --bin pace_log -- \\
        --games 300 --from 1000 --players 3 --seed 1 --bots hard,onestep,longroute > pace.csv
    lab/scripts/pace_report.py pace.csv
"""
import collections
import csv
import sys
from statistics import mean


def ceil_div(a, b):
    return -(-a // b)


def turns(o, tenths):
    """One opponent's turns to its end: a claim per 3 trains it must place
    (all but 2), and a draw turn per 2 of them its hand does not cover."""
    to_place = max(0, o["trains"] - 2)
    usable = o["cards"] * tenths(o) // 10
    return max(1, ceil_div(to_place, 3)) + ceil_div(max(0, to_place - usable), 2)


def long_routes(o):
    """Three or more routes averaging 3.5 trains or more."""
    placed, claims = 45 - o["trains"], o["routes"]
    return claims >= 3 and 2 * placed >= 7 * claims


GUESSES = {
    "main: 4/5 of the hand": lambda o: turns(o, lambda _: 8),
    "3/5 of the hand": lambda o: turns(o, lambda _: 6),
    "7/10, 6/10 for long routes": lambda o: turns(o, lambda o: 6 if long_routes(o) else 7),
}


def load(paths):
    games = collections.defaultdict(lambda: {"turns": [], "end": None})
    for path in paths:
        for row in csv.reader(open(path)):
            if row[0] == "turn":
                g, seq, seat, bot, trains, cards, routes, fr = row[1:]
                games[int(g)]["turns"].append(dict(seq=int(seq), seat=int(seat), bot=bot,
                    trains=int(trains), cards=int(cards), routes=int(routes), fr=int(fr)))
            elif row[0] == "end":
                games[int(row[1])]["end"] = dict(seat=int(row[2]), bot=row[3])
    return {g: d for g, d in games.items() if d["end"]}


def looks(games, guess, me="hard"):
    """(ender's bot, Hard's real turns left, its guess, [(bot, guess, real or None)])."""
    for d in games.values():
        ts, end = d["turns"], d["end"]
        mine = [t for t in ts if t["bot"] == me]
        seats = sorted({t["seat"] for t in ts} - {mine[0]["seat"]})
        for h in mine:
            if h["fr"]:
                continue  # the final round: the guess is 1, and right
            real = sum(1 for t in mine if t["seq"] >= h["seq"])
            per = []
            for s in seats:
                # An opponent's state at Hard's turn start is its state at its next one.
                nxt = [t for t in ts if t["seat"] == s and t["seq"] > h["seq"]]
                if nxt:
                    own = sum(1 for t in nxt if not t["fr"]) if s == end["seat"] else None
                    per.append((nxt[0]["bot"], guess(nxt[0]), own))
            if per:
                yield end["bot"], real, min(p[1] for p in per) + 1, per


def report(games):
    enders = collections.Counter(d["end"]["bot"] for d in games.values())
    print(f"{len(games)} games, ended by " + ", ".join(f"{k} {v}" for k, v in sorted(enders.items())))
    for name, guess in GUESSES.items():
        print(f"guess {name}")
        rows = list(looks(games, guess))
        for ender in sorted({r[0] for r in rows}):
            mine = [(real, g) for e, real, g, _ in rows if e == ender and 2 <= real <= 8]
            cells = " ".join(f"{r}:{mean(g for rr, g in mine if rr == r):.1f}"
                             for r in range(2, 9) if any(rr == r for rr, _ in mine))
            d = [g - r for r, g in mine]
            late = sum(1 for e, r, g, _ in rows if e == ender and r <= 5 < g)
            early = sum(1 for e, r, g, _ in rows if e == ender and g <= 5 < r)
            print(f"  ended by {ender:<10} mean guess at 2..8 real turns left: {cells} | "
                  f"guess - real {mean(d):+.2f}, mean |error| {mean(map(abs, d)):.2f} | "
                  f"guess <= 5 < real {early}, real <= 5 < guess {late}")
        own = collections.defaultdict(list)
        for _, _, _, per in rows:
            for bot, g, r in per:
                if r is not None and r <= 8:
                    own[bot].append(g - r)
        print("  the ender's own turns to its end (8 or fewer): " + "; ".join(
            f"{k} {len(v)} looks, guess - real {mean(v):+.2f}, mean |error| {mean(map(abs, v)):.2f}"
            for k, v in sorted(own.items())))


if __name__ == "__main__":
    report(load(sys.argv[1:]))
