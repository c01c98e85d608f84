"""Plays N games in another project's Ticket to Ride engine, headless, and
prints one JSON line: games, turns, games that stalled, and the CPU seconds
(user + sys) of the games alone (after the interpreter started and the peer's
modules were imported). Runs under Python 2.7 (the research engine) and
Python 3 (bingsoup's), so it keeps to syntax both read.

Usage (lab/scripts/peers.py calls it):
  python3   peers_games.py bingsoup <checkout> <games> <seed> [Europe|USA]
  python2.7 peers_games.py research <checkout> <games> <seed> [europe|usa]

bingsoup: bingsoup/ticket-to-ride-ai, its GameEngine driven as its game.py's
main() does for two "Random AI" players (agent 9), without the console, GUI
or prints. research: fernandomsilva/Ticket-to-Ride-Engine (de Mesentier Silva
et al.), its Game driven as its GameHandler.play does for One Step Thinker,
Destination Hungry, Route Focus (PathAgent) and Long Route Junkie, without
the per-turn statistics and move log.
"""
import json
import os
import random
import resource
import sys
import types

TURN_CAP = 5000  # a game still going after this many turns counts as stalled


def cpu_seconds():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def silence(module_names):
    """Their modules print at every turn: each gets a print that does nothing
    (Python 3 only; the research engine's prints are commented out)."""
    if sys.version_info[0] < 3:
        return
    for name in module_names:
        mod = sys.modules.get(name)
        if mod is not None:
            setattr(mod, "print", lambda *a, **k: None)


def bingsoup(checkout, games, seed, board):
    sys.path.insert(0, checkout)
    # mcts*.py import console.py, which needs the `rich` package; the random
    # games use neither, so a stand-in module takes its place.
    try:
        import rich  # noqa: F401
    except ImportError:
        console = types.ModuleType("console")
        console.LiveConsole = None
        console.is_pypy = False
        sys.modules["console"] = console
    saved = sys.stdout
    sys.stdout = open(os.devnull, "w")  # game.py says why it has no GUI
    try:
        import game as g
        from heuristic_agents import RandomHeuristic
        from helper_classes import Colour, Player
    finally:
        sys.stdout.close()
        sys.stdout = saved
    silence(["game", "heuristic_agents", "helper_classes", "fw", "map_data"])
    random.seed(seed)
    turns = stalled = 0
    start = cpu_seconds()
    for i in range(games):
        players = []
        for k in range(2):
            p = Player(
                name="Player %d" % (k + 1),
                remaining_trains=45,
                train_cards=dict((c, 0) for c in Colour),
                destinations=[],
                claimed_connections=[],
                points=0,
                turn=1,
                winner=False,
                wins=0,
            )
            p.claimed_cities = set()
            p.uf = None
            players.append(p)
        game = g.GameEngine()
        game.map_type = board
        game.init(players)
        game.player_agents = dict((p.name, 9) for p in players)
        game.agent_options = {9: "Random AI"}
        n = 0
        while not game.is_end():
            if n == TURN_CAP:
                stalled += 1
                break
            game.routes_cache_valid = dict((p.name, False) for p in game.players)
            current = game.players[game.current_player_idx]
            if current.turn == 1:
                keep = game.select_initial_destinations(current)
                game.remove_destination_tickets(current, keep)
            action = RandomHeuristic(game).choose_action()
            if action is None and current.remaining_trains == 3:
                current.remaining_trains -= 1
            game.apply_action_final(action)
            game.update_player_turn()
            current.turn += 1
            n += 1
        turns += n
        game.game_result_final(i + 1)
    return turns, stalled, cpu_seconds() - start


def research(checkout, games, seed, board):
    sys.path.insert(0, os.path.join(checkout, "scripts"))
    from loadDestinationDeck import destinationdeckdict, loaddestinationdeckfromfile
    from loadMap import loadgraphfromfile
    from ttrengine import Board, Game, Player, emptyCardDict, make_train_deck, point_table
    from oneStepThinkerAgent import OneStepThinkerAgent
    from hungryAgent import HungryAgent
    from pathAgent import PathAgent
    from longRouteJunkieAgent import LongRouteJunkieAgent

    content = os.path.join(checkout, "gameContent")
    graph = loadgraphfromfile(os.path.join(content, board + ".txt"))
    tickets = loaddestinationdeckfromfile(os.path.join(content, board + "_destinations.txt"))
    # The variants list as their scripts give it for each map: Europe adds
    # the long tickets, tunnels and ferries (no stations in this engine).
    europe = board == "europe"
    variants = [3, 2, 3, 1, True, False, europe, False, False, False,
                4, 5, 2, 3, 2, 10, 15, 2, False]
    random.seed(seed)
    turns = stalled = 0
    start = cpu_seconds()
    for i in range(games):
        players = [Player(hand=emptyCardDict(), number_of_trains=45, points=0) for _ in range(4)]
        game = Game(board=Board(graph).copy(), point_table=point_table(),
                    destination_deck=destinationdeckdict(list(tickets), board=board),
                    train_deck=make_train_deck(12, 14), players=players,
                    current_player=0, variants=variants)
        game.setup()
        agents = [OneStepThinkerAgent(), HungryAgent(), PathAgent(), LongRouteJunkieAgent()]
        for k in range(game.number_of_players):
            move = agents[k].decide(game.copy(), k)
            game.make_move(move.function, move.args)
        n = 0
        while not game.game_over:
            if n == TURN_CAP:
                stalled += 1
                break
            move = agents[game.current_player].decide(game, game.current_player)
            if move is None:  # GameHandler.play ends the game here too
                stalled += 1
                break
            game.make_move(move.function, move.args)
            n += 1
        turns += n
    return turns, stalled, cpu_seconds() - start


def main():
    if len(sys.argv) < 5 or sys.argv[1] not in ("bingsoup", "research"):
        sys.stderr.write(__doc__)
        sys.exit(2)
    peer, checkout, games, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    checkout = os.path.abspath(checkout)
    if peer == "bingsoup":
        board = sys.argv[5] if len(sys.argv) > 5 else "Europe"
        turns, stalled, cpu = bingsoup(checkout, games, seed, board)
    else:
        board = sys.argv[5] if len(sys.argv) > 5 else "europe"
        turns, stalled, cpu = research(checkout, games, seed, board)
    sys.stdout.write(json.dumps({"games": games, "turns": turns, "stalled": stalled,
                                 "cpu_s": cpu, "map": board}) + "\n")


if __name__ == "__main__":
    main()
