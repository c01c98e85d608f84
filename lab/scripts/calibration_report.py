#!/usr/bin/env python3
"""How well Hard's rollouts foresee the end, from
lab/src/bin/rollout_calibration.rs's lines (issue 14):

    lab/scripts/calibration_report.py calib.csv

Each look is one of Hard's searched turn starts: what its rollouts expected
of its planner's move (win share + lead/60, clamped to ±1; a lone win with a
lead of 60 or more is 2, a loss by 60 or more -1) and what the game gave.
Grouped by Hard's trains left (the stage), by the fewest trains another seat
has (how near the end is), and by the expectation itself: in each group the
looks, the games they come from, the mean expected and real reward, the
real minus the expected with its standard error over games (looks of one
game are not independent), the share of those games Hard won, and how well
the expectation tells won games from lost ones at those looks (AUC: the
chance that a look in a won game expected more than one in a lost game; 0.5
is a coin, 1 a perfect guide) — the mark a learned evaluation would have to
beat. Beside it the same for the lead on the score track (route points
against the best other seat's), the plainest guide a seat has.
"""
import statistics as st
import sys


def rows(path):
    out = []
    for line in open(path):
        f = line.strip().split(",")
        if not f[0].isdigit():
            continue
        g, turn, mine, fewest, lead = map(int, f[:5])
        out.append(dict(game=g, turn=turn, mine=mine, fewest=fewest, lead=lead, exp=float(f[5]), real=float(f[6])))
    return out


def auc(looks, key="exp"):
    """Mann–Whitney: P(key in a won game > key in a lost game), ties half."""
    ranked = sorted(looks, key=lambda r: r[key])
    won = [r["real"] > 0.25 for r in ranked]
    n_won, n_lost = sum(won), len(won) - sum(won)
    if n_won == 0 or n_lost == 0:
        return None
    rank_sum, i = 0.0, 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][key] == ranked[i][key]:
            j += 1
        mid = (i + j + 1) / 2  # ranks i+1..j share their mean
        rank_sum += mid * sum(won[i:j])
        i = j
    return (rank_sum - n_won * (n_won + 1) / 2) / (n_won * n_lost)


def line(name, looks):
    if not looks:
        return f"| {name} | 0 | | | | | | | |"
    by_game = {}
    for r in looks:
        by_game.setdefault(r["game"], []).append(r["real"] - r["exp"])
    per_game = [st.mean(v) for v in by_game.values()]
    se = st.stdev(per_game) / len(per_game) ** 0.5 if len(per_game) > 1 else 0.0
    won = sum(1 for g in by_game if next(r for r in looks if r["game"] == g)["real"] > 0.25)
    exp = st.mean(r["exp"] for r in looks)
    real = st.mean(r["real"] for r in looks)
    a, t = auc(looks), auc(looks, "lead")
    return (f"| {name} | {len(looks)} | {len(by_game)} | {exp:+.3f} | {real:+.3f} | "
            f"{st.mean(per_game):+.3f} ± {se:.3f} | {100 * won / len(by_game):.0f} % | "
            f"{'–' if a is None else f'{a:.2f}'} | {'–' if t is None else f'{t:.2f}'} |")


def table(title, groups):
    print(f"\n{title}\n")
    print("| group | looks | games | expected | real | real − expected (per game ± se) | games won | AUC | score track's AUC |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, looks in groups:
        print(line(name, looks))


def main():
    rs = rows(sys.argv[1])
    table("All looks", [("all", rs)])
    stages = [(31, 45), (16, 30), (7, 15), (0, 6)]
    table("By Hard's trains left", [(f"{a}–{b}", [r for r in rs if a <= r["mine"] <= b]) for a, b in reversed(stages)])
    table("By the fewest trains another seat has",
          [(f"{a}–{b}", [r for r in rs if a <= r["fewest"] <= b]) for a, b in reversed(stages)])
    bins = [(-9, 0.0), (0.0, 0.5), (0.5, 1.0), (1.0, 1.5), (1.5, 9)]
    table("By what the rollouts expected",
          [(f"{max(a, -1):.1f} to {min(b, 2):.1f}", [r for r in rs if a <= r["exp"] < b]) for a, b in bins])


if __name__ == "__main__":
    main()
