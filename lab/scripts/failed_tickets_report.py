#!/usr/bin/env python3
"""Sums up lab/src/bin/failed_tickets.rs's lines: Hard's own tickets of
10+ points that failed, by class (a: an opponent's claim made it
unjoinable first; b: Hard's own claim left too few trains; c: joinable to
the end, an opponent ended the game; d: the same, Hard ended it; k: not
joinable when kept), in the games Hard won and lost, with game numbers.

    lab/scripts/failed_tickets_report.py failed.csv [--turns]

`--turns` also prints each failed ticket's last turns."""
import sys
from collections import defaultdict

CLASSES = {
    "a": "an opponent's claim made it unjoinable first",
    "b": "Hard's own claim left fewer trains than its path",
    "c": "joinable to the end, an opponent ended the game",
    "d": "joinable to the end, Hard ended the game",
    "k": "not joinable when kept",
}


def main():
    path = sys.argv[1]
    show_turns = "--turns" in sys.argv
    games, tickets, turns = {}, [], defaultdict(list)
    for line in open(path):
        f = line.rstrip("\n").split(",")
        if f[0] == "game":
            games[int(f[1])] = dict(won=f[2] == "1", margin=int(f[3]), ender=f[4], failed=int(f[5]),
                                    held20=int(f[6]) if len(f) > 6 else 0,
                                    failed20=int(f[7]) if len(f) > 7 else 0)
        elif f[0] == "ticket":
            names = ("g won margin ender ticket points got setup trains_then need_then cls by "
                     "turn_bad route_bad trains_end need_end need_st_end cards_end "
                     "for_this for_other for_points search_this search_other search_points longer").split()
            t = dict(zip(names, f[1:]))
            t["g"] = int(t["g"])
            t["won"] = t["won"] == "1"
            tickets.append(t)
        elif f[0] == "turn":
            turns[(int(f[1]), f[2])].append(f[3:])
        elif f[0] == "error":
            print("error line:", line.strip())
    n = len(games)
    wins = sum(g["won"] for g in games.values())
    print(f"{n} games, Hard won {wins}")
    with_failed = [g for g, v in games.items() if v["failed"]]
    won_f = [g for g in with_failed if games[g]["won"]]
    lost_f = [g for g in with_failed if not games[g]["won"]]
    print(f"games with a failed 10+ ticket of Hard's: {len(with_failed)} "
          f"(won {len(won_f)}, lost {len(lost_f)}); tickets {len(tickets)}")
    ended_hard = [g for g, v in games.items() if v["ender"] == "hard"]
    held20 = sum(v["held20"] for v in games.values())
    failed20 = sum(v["failed20"] for v in games.values())
    g20 = [v for v in games.values() if v["held20"]]
    print(f"Hard's tickets of 20+ points: {held20} held in {len(g20)} games, {failed20} failed; "
          f"won {sum(v['won'] for v in g20 if not v['failed20'])} of the "
          f"{sum(1 for v in g20 if not v['failed20'])} games where all were joined, "
          f"{sum(v['won'] for v in g20 if v['failed20'])} of the "
          f"{sum(1 for v in g20 if v['failed20'])} where one failed")
    for label, sel in (("Hard ended", lambda v: v["ender"] == "hard"),
                       ("an opponent ended", lambda v: v["ender"] != "hard")):
        gs = [g for g, v in games.items() if sel(v)]
        w = [g for g in gs if games[g]["won"]]
        fw = [g for g in w if games[g]["failed"]]
        fl = [g for g in gs if not games[g]["won"] and games[g]["failed"]]
        print(f"  {label}: {len(gs)} games, won {len(w)}; with a failed 10+ ticket: "
              f"{len(fw)} of the wins, {len(fl)} of the {len(gs) - len(w)} losses")
    # Losses a failed ticket decided: its points twice cover the deficit.
    decided = sorted({t["g"] for t in tickets
                      if not t["won"] and 2 * int(t["points"]) > -int(t["margin"])})
    print(f"losses where one failed ticket's points twice cover the deficit: "
          f"{len(decided)}: {decided}")
    print()
    by = defaultdict(list)
    for t in tickets:
        by[t["cls"]].append(t)
    for c in "abcdk":
        ts = by.get(c, [])
        lost = [t for t in ts if not t["won"]]
        won = [t for t in ts if t["won"]]
        print(f"({c}) {CLASSES[c]}: {len(ts)} tickets, {len(lost)} in losses "
              f"{sorted({t['g'] for t in lost})}, {len(won)} in wins {sorted({t['g'] for t in won})}")
        if c == "a":
            who = defaultdict(int)
            how = defaultdict(int)
            for t in ts:
                who[t["by"]] += 1
                how[t["route_bad"].split()[-1] if t["route_bad"] else "?"] += 1
            print(f"     by {dict(who)}; {dict(how)}")
        if c == "b":
            pts = sum(int(t["for_points"]) for t in ts)
            oth = sum(int(t["for_other"]) for t in ts)
            this = sum(int(t["for_this"]) for t in ts)
            print(f"     trains Hard placed after getting them: for the ticket {this}, "
                  f"for other tickets {oth}, for points {pts}")
            s_pts = sum(int(t["search_points"]) for t in ts)
            s_oth = sum(int(t["search_other"]) for t in ts)
            print(f"     of which the search chose against its planner: for other tickets "
                  f"{s_oth}, for points {s_pts}")
            short = [t for t in ts if t["need_end"]]
            cover = [t["g"] for t in short
                     if int(t["need_end"]) - int(t["trains_end"]) <= int(t["for_points"])]
            print(f"     the point-only claims since would have paid the path's trains "
                  f"at the end in {len(cover)} of {len(ts)}: {cover}")
        if c in "cd":
            st = sum(1 for t in ts if t["need_st_end"] == "0")
            print(f"     trains left at the end, path's trains: "
                  + "; ".join(f"g{t['g']} {t['trains_end']}/{t['need_end']}" for t in ts)
                  + f"; joinable by stations alone at the end: {st}")
        for t in sorted(ts, key=lambda t: t["g"]):
            when = "set-up" if t["setup"] == "1" else f"turn {t['got']}"
            bad = f"; turn {t['turn_bad']} {t['by']} {t['route_bad']}" if t["turn_bad"] else ""
            print(f"     g{t['g']} {'won' if t['won'] else 'lost'} {int(t['margin']):+d} "
                  f"(ended {t['ender']}): {t['ticket']} {t['points']}, got {when} with "
                  f"{t['trains_then']} trains, path {t['need_then']}{bad}; end: trains "
                  f"{t['trains_end']}, path {t['need_end'] or '-'} (with stations "
                  f"{t['need_st_end'] or '-'}), cards {t['cards_end']}; placed since: this "
                  f"{t['for_this']}, other tickets {t['for_other']}, points {t['for_points']} "
                  f"(the search's {t['search_other']}, {t['search_points']}); opponents lengthened "
                  f"its path by {t['longer']}")
            if show_turns:
                for r in turns[(t["g"], t["ticket"])]:
                    print("         turn {} open {} path {} (stations {}) trains {} cards {}: {}; lacks {}; hand {}".format(*r))
    print()
    print(f"games Hard ended: {len(ended_hard)}")


if __name__ == "__main__":
    main()
