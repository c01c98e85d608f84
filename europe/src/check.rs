//! Checking an action before it is applied: game over, phase, seat, moment
//! of the turn, then the action itself. Nothing here changes the game.
use crate::actions::{Action, check_payment};
use crate::cards::CardColor;
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{NUM_CITIES, NUM_ROUTES};
use crate::error::{Moment, RuleError};
use crate::state::{Game, Phase, Seat, TurnStep};

impl Game {
    /// Every check `apply` makes, in a fixed order: game over, phase, seat,
    /// moment of the turn, then the action itself. Changes nothing.
    // Inlined: a call returning the large `Result` cost ~20 instructions a move.
    #[inline(always)]
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.phase == Phase::GameOver {
            return Err(RuleError::GameOver);
        }
        let Some(player) = self.players.get(seat.index()) else {
            return Err(RuleError::NotYourTurn {
                seat,
                expected: self.current,
            });
        };
        if self.phase == Phase::InitialTickets {
            let Action::KeepInitialTickets { keep } = *action else {
                return Err(RuleError::WrongMoment {
                    expected: Moment::InitialTickets,
                });
            };
            if player.offer.is_empty() {
                return Err(RuleError::NoSuchTicketChoice);
            }
            let (min, max) = self.setup_keep_bounds(seat);
            check_keep(keep, player.offer.len(), min)?;
            if keep.count_ones() as u8 > max {
                return Err(RuleError::KeepAtMost { max });
            }
            return Ok(());
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                seat,
                expected: self.current,
            });
        }
        let wrong = || {
            Err(RuleError::WrongMoment {
                expected: self.moment(),
            })
        };
        if self.phase == Phase::PlacingDepots {
            return match *action {
                Action::PlaceDepot { city } => self.check_place_depot(seat, city),
                _ => wrong(),
            };
        }
        match (*action, &self.step) {
            (Action::KeepInitialTickets { .. }, _) => wrong(),
            (Action::DrawBlind | Action::DrawFaceUp { .. }, TurnStep::Start)
                if self.config.depots =>
            {
                Err(RuleError::ChooseWarehouse)
            }
            (Action::DrawBlindStoring { warehouse }, TurnStep::Start) => {
                self.check_storing(warehouse)?;
                if self.can_draw_blind_storing() {
                    Ok(())
                } else {
                    Err(RuleError::NoCardsToDraw)
                }
            }
            (Action::DrawFaceUpStoring { slot, warehouse }, TurnStep::Start) => {
                self.check_storing(warehouse)?;
                self.face_up
                    .get(slot as usize)
                    .ok_or(RuleError::NoSuchSlot { slot })?
                    .ok_or(RuleError::EmptySlot { slot })
                    .map(|_| ())
            }
            (Action::PlaceDepot { city }, TurnStep::Start) => self.check_place_depot(seat, city),
            (Action::CollectWarehouses { cities }, TurnStep::Collecting { route }) => {
                self.check_collect(seat, *route, cities)
            }
            (Action::DrawBlind, TurnStep::Start | TurnStep::SecondCard) => {
                if self.can_draw_blind() {
                    Ok(())
                } else {
                    Err(RuleError::NoCardsToDraw)
                }
            }
            (Action::DrawFaceUp { slot }, TurnStep::Start | TurnStep::SecondCard) => {
                let card = self
                    .face_up
                    .get(slot as usize)
                    .ok_or(RuleError::NoSuchSlot { slot })?
                    .ok_or(RuleError::EmptySlot { slot })?;
                if card == CardColor::Locomotive && self.step == TurnStep::SecondCard {
                    return Err(RuleError::LocomotiveAsSecondCard);
                }
                Ok(())
            }
            (Action::ClaimRoute { route, payment }, TurnStep::Start) => {
                if route.0 as usize >= NUM_ROUTES {
                    return Err(RuleError::NoSuchRoute { route });
                }
                if let Some(e) = self.route_blocked(seat, route) {
                    return Err(e);
                }
                let r = route.route();
                if let Some(required) = r.color
                    && !payment.is_all_locomotives()
                    && payment.color != required
                {
                    return Err(RuleError::WrongColor { route, required });
                }
                let locos = payment.cards(r.length).count(CardColor::Locomotive);
                if locos < r.locomotives {
                    return Err(RuleError::FerryNeedsLocomotives {
                        route,
                        needed: r.locomotives,
                    });
                }
                check_payment(&player.hand, payment, r.length, r.locomotives).map(|_| ())
            }
            (Action::PayTunnel { payment }, TurnStep::Tunnel(t)) => {
                let allowed = if t.payment.is_all_locomotives() {
                    CardColor::Locomotive
                } else {
                    t.payment.color
                };
                if !payment.is_all_locomotives() && payment.color != allowed {
                    return Err(RuleError::TunnelWrongColor { allowed });
                }
                check_payment(&player.hand, payment, t.extra, 0).map(|_| ())
            }
            (Action::DeclineTunnel, TurnStep::Tunnel(_)) => Ok(()),
            (Action::DrawTickets, TurnStep::Start) => {
                if self.ticket_deck.is_empty() {
                    Err(RuleError::NoTicketsLeft)
                } else {
                    Ok(())
                }
            }
            (Action::KeepTickets { keep }, TurnStep::ChoosingTickets) => {
                check_keep(keep, player.offer.len(), 1)
            }
            (Action::BuildStation { city, payment }, TurnStep::Start) => {
                if city.0 as usize >= NUM_CITIES {
                    return Err(RuleError::NoSuchCity { city });
                }
                if player.stations_built >= STATIONS_PER_PLAYER {
                    return Err(RuleError::NoStationsLeft);
                }
                if self.station_owner[city.0 as usize].is_some() {
                    return Err(RuleError::CityHasStation { city });
                }
                if self.depot_owner[city.0 as usize].is_some() {
                    return Err(RuleError::StationOnDepot { city });
                }
                check_payment(&player.hand, payment, player.stations_built + 1, 0).map(|_| ())
            }
            (Action::Pass, TurnStep::Start) => {
                // The free depot placement does not count: it is not a turn's action.
                let mut any = Vec::new();
                self.push_turn_start(seat, &mut any);
                if any.is_empty() {
                    Ok(())
                } else {
                    Err(RuleError::PassNotAllowed)
                }
            }
            _ => wrong(),
        }
    }
}

fn check_keep(keep: u8, offered: usize, min: u8) -> Result<(), RuleError> {
    if offered == 0 || (keep as u32) >> offered != 0 {
        return Err(RuleError::NoSuchTicketChoice);
    }
    let min = min.min(offered as u8);
    if (keep.count_ones() as u8) < min {
        return Err(RuleError::KeepAtLeast { min });
    }
    Ok(())
}
