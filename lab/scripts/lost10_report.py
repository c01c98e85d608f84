#!/usr/bin/env python3
"""Sums up `selfend_log --lost10 1` lines (issue 14: Hard's losses with 10+
trains left): one line per game and the classes.

  lab/scripts/lost10_report.py lost10.csv

Classes, first that fits:
  c  stuck: Hard held 7 cards or fewer when the final round started;
  b  pace: Hard's guess of its turns left was 2+ too many at 3+ of its
     last 10 turn starts;
  a  hoarding: 8+ cards at the trigger, and 3+ of its last 10 turns drawn
     while its hand paid for a claim of 3+ trains or its planner alone
     wanted a claim or a station;
  d  other.
"""
import sys
from collections import defaultdict


def parse(line):
    f = line.strip().split(",")
    hs, es = int(f[2]), int(f[4])
    finals = list(map(int, f[19].split(";")))
    moves = [m.split("/") for m in f[21].split(" ")]
    n = len(moves)
    return dict(
        game=int(f[1]), ender=f[3], turn=int(f[5]),
        trains=int(f[6].split(";")[hs]), cards=int(f[7].split(";")[hs]),
        locos=int(f[8]), ender_trains=int(f[6].split(";")[es]),
        ender_cards=int(f[7].split(";")[es]),
        guess=int(f[10]), racing=f[11] == "1", plan_trains=int(f[12]),
        plan_turns=int(f[13]), open=int(f[14]), lost=int(f[15]),
        failed=int(f[20]),
        margin=finals[hs] - max(x for i, x in enumerate(finals) if i != hs),
        moves=moves,
        draws=sum(m[0].startswith("D") for m in moves),
        claims=sum(m[0].startswith("C") for m in moves),
        hoard=sum(m[0].startswith("D") and (int(m[4]) >= 3 or "[C" in m[0] or "[S" in m[0])
                  for m in moves),
        search_draws=sum(m[0].startswith("D[") for m in moves),
        late=sum(int(m[1]) - (n - i) >= 2 for i, m in enumerate(moves)),
    )


def klass(r):
    if r["cards"] <= 7:
        return "c"
    if r["late"] >= 3:
        return "b"
    if r["hoard"] >= 3:
        return "a"
    return "d"


def main():
    rows = [parse(l) for l in open(sys.argv[1]) if l.startswith("lost10,")]
    by = defaultdict(list)
    for r in sorted(rows, key=lambda r: r["game"]):
        k = klass(r)
        by[k].append(r["game"])
        print(f"{r['game']:4} {k} margin {r['margin']:+4} ender {r['ender']} turn {r['turn']}: "
              f"Hard {r['trains']} trains {r['cards']} cards ({r['locos']} loco), ender "
              f"{r['ender_trains']}t {r['ender_cards']}c; plan {r['plan_trains']} trains "
              f"{r['plan_turns']} turns, open {r['open']}, failed {r['failed']}; last "
              f"{len(r['moves'])}: {r['draws']} draws ({r['hoard']} with a claim paid or "
              f"planned, {r['search_draws']} the search's over its planner's), "
              f"{r['claims']} claims; guess 2+ late at {r['late']}")
    for k in "abcd":
        print(f"class {k}: {len(by[k])} {by[k]}")


if __name__ == "__main__":
    main()
