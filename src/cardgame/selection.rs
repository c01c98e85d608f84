//! The cards a person picked in their hand, as the one play they can mean.
//! Which plays are allowed is the engine's to say (`why_not`); this only
//! reads the shape of the pick.

use cardgame_engine::{Action, CardColor, Hand, RuleError};

/// The play a pick stands for: one colour (locomotives joining) is a group,
/// three single cards of three colours a 3-colour play. Any other shape is
/// no play the rules have (`NotThreeColors` says what is). `None`: nothing picked.
pub fn play_of(picked: &Hand) -> Option<Result<Action, RuleError>> {
    let locomotives = picked.count(CardColor::Locomotive);
    let colors: Vec<CardColor> = CardColor::COLORS
        .into_iter()
        .filter(|c| picked.count(*c) > 0)
        .collect();
    Some(match colors.as_slice() {
        [] if locomotives == 0 => return None,
        [] => Ok(Action::PlayGroup {
            color: CardColor::Locomotive,
            cards: 0,
            locomotives,
        }),
        [color] => Ok(Action::PlayGroup {
            color: *color,
            cards: picked.count(*color),
            locomotives,
        }),
        // COLORS is in card order, as the engine wants the three.
        [a, b, c] if locomotives == 0 && picked.total() == 3 => Ok(Action::PlayThree {
            colors: [*a, *b, *c],
        }),
        _ => Err(RuleError::NotThreeColors),
    })
}

/// One more card of `color`, or none again once all held are picked (a tap cycles).
pub fn tap(picked: &mut Hand, hand: &Hand, color: CardColor) {
    if picked.count(color) < hand.count(color) {
        picked.add(color, 1);
    } else {
        let n = picked.count(color);
        picked.remove(color, n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use CardColor::*;

    fn hand(cards: &[(CardColor, u8)]) -> Hand {
        let mut h = Hand::default();
        for (c, n) in cards {
            h.add(*c, *n);
        }
        h
    }

    #[test]
    fn one_colour_with_locomotives_is_a_group() {
        assert_eq!(
            play_of(&hand(&[(Red, 2), (Locomotive, 1)])),
            Some(Ok(Action::PlayGroup {
                color: Red,
                cards: 2,
                locomotives: 1
            }))
        );
        assert_eq!(play_of(&Hand::default()), None);
    }

    // C3: exactly three cards of three colours, without locomotives.
    #[test]
    fn c3_three_single_colours_are_a_three_colour_play_and_locomotives_spoil_it() {
        assert_eq!(
            play_of(&hand(&[(Red, 1), (Blue, 1), (Green, 1)])),
            Some(Ok(Action::PlayThree {
                colors: [Blue, Green, Red]
            }))
        );
        assert_eq!(
            play_of(&hand(&[(Red, 1), (Blue, 1), (Green, 1), (Locomotive, 1)])),
            Some(Err(RuleError::NotThreeColors))
        );
        assert_eq!(
            play_of(&hand(&[(Red, 2), (Blue, 1)])),
            Some(Err(RuleError::NotThreeColors))
        );
    }

    #[test]
    fn a_tap_adds_a_card_until_all_are_picked_then_clears_the_colour() {
        let held = hand(&[(Red, 2)]);
        let mut picked = Hand::default();
        tap(&mut picked, &held, Red);
        tap(&mut picked, &held, Red);
        assert_eq!(picked.count(Red), 2);
        tap(&mut picked, &held, Red);
        assert_eq!(picked.count(Red), 0);
    }
}
