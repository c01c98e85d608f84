//! How every bot plays Warehouses & Depots, simply and the same way: its
//! own logic sees the legal list as in a game without depots (draws without
//! a warehouse, no free placements), and what it picks is dressed again.
//! - W1: the first depot goes on a city of one of its tickets, so claims it
//!   makes anyway pass its own warehouse.
//! - W2: the top card goes into its own warehouse.
//! - W3: no extra depots (each one used costs W7's 10 points).
//! - W4: a warehouse is collected when it holds at least 3 cards.
use crate::actions::Action;
use crate::data::{CityId, NUM_CITIES, RouteId, TicketId};
use crate::state::{Game, Phase, Seat, TurnStep};
use crate::view::PlayerView;
use std::borrow::Cow;

/// Fewest cards in a warehouse worth a depot.
const WORTH_COLLECTING: u32 = 3;

/// What the depot steps need to know, from a view or a (sampled) game.
pub(crate) struct DepotSight<'a> {
    pub phase: Phase,
    pub tickets: &'a [TicketId],
    pub collecting: Option<RouteId>,
    pub depot_owner: &'a [Option<Seat>],
    /// Cards in each seat's warehouse.
    pub warehouse: Vec<u32>,
}

impl<'a> DepotSight<'a> {
    pub(crate) fn from_view(v: &'a PlayerView, tickets: &'a [TicketId]) -> Self {
        DepotSight {
            phase: v.phase,
            tickets,
            collecting: v.collecting,
            depot_owner: &v.depot_owner,
            warehouse: v.seats.iter().map(|s| s.warehouse).collect(),
        }
    }

    pub(crate) fn from_game(g: &'a Game, seat: Seat) -> Self {
        DepotSight {
            phase: g.phase(),
            tickets: g.player(seat).map_or(&[], |p| &p.tickets),
            collecting: match g.step() {
                TurnStep::Collecting { route } => Some(*route),
                _ => None,
            },
            depot_owner: &g.depot_owner,
            warehouse: (0..g.num_players())
                .map(|s| g.warehouse_len(Seat(s as u8)))
                .collect(),
        }
    }
}

/// The depot round's placement and the collection after a claim; `None`
/// when the decision is neither.
pub(crate) fn depot_step(s: &DepotSight, legal: &[Action]) -> Option<Action> {
    if s.phase == Phase::PlacingDepots {
        return Some(first_depot(s, legal));
    }
    let route = s.collecting?;
    let r = route.route();
    let value = |cities: u8| -> i64 {
        [r.a, r.b]
            .iter()
            .enumerate()
            .filter(|(bit, _)| cities >> bit & 1 == 1)
            .map(|(_, c)| {
                let held = s.depot_owner[c.0 as usize].map_or(0, |o| s.warehouse[o.index()]);
                held as i64 - WORTH_COLLECTING as i64 + 1
            })
            .sum()
    };
    legal
        .iter()
        .filter_map(|a| match a {
            Action::CollectWarehouses { cities } => Some((value(*cities), *a)),
            _ => None,
        })
        .max_by_key(|(v, a)| {
            (
                *v,
                std::cmp::Reverse(
                    matches!(a, Action::CollectWarehouses { cities } if *cities != 0),
                ),
            )
        })
        .map(|(_, a)| a)
}

fn first_depot(s: &DepotSight, legal: &[Action]) -> Action {
    let wanted = s
        .tickets
        .iter()
        .flat_map(|t| [t.ticket().from, t.ticket().to])
        .map(|city| Action::PlaceDepot { city })
        .find(|a| legal.contains(a));
    wanted
        .or_else(|| legal.first().copied())
        .unwrap_or(Action::PlaceDepot {
            city: CityId((NUM_CITIES / 2) as u8),
        })
}

/// A bot's choice in any game: the depot steps as above, everything else by
/// `choose` over the plain legal list, dressed again.
pub(crate) fn choose_with_depots(
    view: &PlayerView,
    legal: &[Action],
    choose: impl FnOnce(&[Action]) -> Action,
) -> Action {
    if let Some(a) = depot_choice(view, legal) {
        return a;
    }
    let plain = plain(legal);
    dressed(choose(&plain), view.viewer, legal)
}

/// [`depot_step`] from a seat's view, in a game with depots.
pub(crate) fn depot_choice(view: &PlayerView, legal: &[Action]) -> Option<Action> {
    if !view.depots {
        return None;
    }
    let tickets: Vec<TicketId> = view.me.tickets.iter().map(|t| t.ticket).collect();
    depot_step(&DepotSight::from_view(view, &tickets), legal)
}

/// `legal` as a bot without depot logic expects it: plain draws (one per
/// draw, not one per warehouse) and no free placements.
pub(crate) fn plain(legal: &[Action]) -> Cow<'_, [Action]> {
    let dressed = legal.iter().any(|a| {
        matches!(
            a,
            Action::DrawBlindStoring { .. }
                | Action::DrawFaceUpStoring { .. }
                | Action::PlaceDepot { .. }
        )
    });
    if !dressed {
        return Cow::Borrowed(legal);
    }
    let mut out: Vec<Action> = Vec::with_capacity(legal.len());
    for a in legal {
        let p = match *a {
            Action::DrawBlindStoring { .. } => Action::DrawBlind,
            Action::DrawFaceUpStoring { slot, .. } => Action::DrawFaceUp { slot },
            Action::PlaceDepot { .. } => continue,
            other => other,
        };
        if !out.contains(&p) {
            out.push(p);
        }
    }
    if out.is_empty() {
        // Only placements were listed (cannot happen at a turn's start,
        // where passing is always possible): keep them.
        return Cow::Borrowed(legal);
    }
    Cow::Owned(out)
}

/// The legal action for a plain choice: a draw at a turn's start names the
/// bot's own warehouse (W2).
pub(crate) fn dressed(a: Action, me: Seat, legal: &[Action]) -> Action {
    let d = match a {
        Action::DrawBlind => Action::DrawBlindStoring { warehouse: me },
        Action::DrawFaceUp { slot } => Action::DrawFaceUpStoring {
            slot,
            warehouse: me,
        },
        other => return other,
    };
    if legal.contains(&d) { d } else { a }
}

/// [`dressed`] for a rollout's game, without listing the legal actions.
pub(crate) fn dressed_for_game(a: Action, me: Seat, g: &Game) -> Action {
    if !g.has_depots() || *g.step() != TurnStep::Start {
        return a;
    }
    match a {
        Action::DrawBlind => Action::DrawBlindStoring { warehouse: me },
        Action::DrawFaceUp { slot } => Action::DrawFaceUpStoring {
            slot,
            warehouse: me,
        },
        other => other,
    }
}
