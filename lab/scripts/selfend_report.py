#!/usr/bin/env python3
"""The games Hard ends itself, from lab/src/bin/selfend_log.rs's lines
(issue 14; docs/bots/endgame.md, "The games Hard ends and loses"):

    lab/scripts/selfend_report.py selfend.csv [--games]

At the turn Hard started the final round: its lead on what its seat may
count (its routes, unused stations and own tickets as they stood, against
the best opponent's routes and unused stations), its true lead then, the
claims that kept 3 or more trains, and what decided the games it lost
(the winner's final-round claims, the winner's tickets, its own failed
tickets). `--games` adds a line per game lost.
"""
import statistics as st
import sys


def rows(path):
    out = []
    for line in open(path):
        f = line.strip().split(",")
        if f[0] != "ended":
            continue
        ints = lambda x: [int(v) for v in x.split(";")]
        hs = int(f[3])
        names = f[5].split(";")
        public, truth, final, gain, cards, trains = map(ints, f[9:15])
        opp = [i for i in range(len(names)) if i != hs]
        winner = max(opp, key=lambda i: final[i])
        out.append(dict(
            game=int(f[1]), won=int(f[2]), trains=int(f[7]), claim=int(f[6]),
            known=int(f[8]) - max(public[i] for i in opp),
            true=truth[hs] - max(truth[i] for i in opp),
            final=final[hs] - max(final[i] for i in opp),
            alt=int(f[15]), alt_len=int(f[16]),
            winner=names[winner], winner_gain=gain[winner],
            winner_cards=cards[winner], winner_trains=trains[winner],
            failed=int(f[17]) if len(f) > 17 else 0,
            winner_tickets=ints(f[18])[winner] if len(f) > 18 else 0,
        ))
    return out


def main():
    rs = rows(sys.argv[1])
    lost = [r for r in rs if not r["won"]]
    won = [r for r in rs if r["won"]]
    print(f"games Hard ended: {len(rs)}, lost {len(lost)}")
    for name, s in (("lost", lost), ("won", won)):
        if not s:
            continue
        print(f"{name}: known lead median {st.median(r['known'] for r in s)}, "
              f"behind on it {sum(r['known'] < 0 for r in s)}; true lead median "
              f"{st.median(r['true'] for r in s)}; trains before "
              f"{ {k: sum(r['trains'] == k for r in s) for k in sorted({r['trains'] for r in s})} }; "
              f"a claim keeping 3+ trains {sum(r['alt'] > 0 for r in s)}, "
              f"one longer than the ending claim {sum(r['alt_len'] > r['claim'] for r in s)}; "
              f"Hard failed 10+ ticket points {sum(r['failed'] >= 10 for r in s)}; "
              f"winner's (best opponent's) ticket points median {st.median(r['winner_tickets'] for r in s)}")
    for lo, hi in ((-999, 0), (0, 10), (10, 20), (20, 30), (30, 999)):
        s = [r for r in rs if lo <= r["known"] < hi]
        print(f"known lead {lo}..{hi}: {len(s)} games, Hard won {sum(r['won'] for r in s)}")
    final_round = [r["game"] for r in lost if r["winner_gain"] > -r["final"]]
    print(f"lost only by the winner's final-round claims: {len(final_round)} {final_round}")
    tickets = sum(r["winner_tickets"] >= -r["final"] for r in lost)
    print(f"lost where the winner's ticket points were at least the deficit: {tickets}")
    if "--games" in sys.argv:
        for r in lost:
            print(r)


if __name__ == "__main__":
    main()
