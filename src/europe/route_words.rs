//! A route's terms in words, for the claim dialog: what it costs, what a
//! ferry demands, what a tunnel risks. Read from the engine's route data.

use crate::i18n::{Lang, count, fill, tr};
use europa_engine::data::Route;

/// The sentences the claim dialog shows before the player pays.
pub fn route_terms(lang: Lang, route: &Route) -> Vec<String> {
    let n = u32::from(route.length);
    let cards = match route.color {
        Some(c) => count(lang, "n_cards_of", n, &[tr(lang, c.key())]),
        None => fill(
            tr(lang, "of_one_colour"),
            &[&count(lang, "n_cards", n, &[])],
        ),
    };
    let mut terms = vec![fill(tr(lang, "costs"), &[&cards])];
    if route.is_ferry() {
        // One count key: Italian's verb agrees ("serve almeno 1 locomotiva").
        terms.push(count(
            lang,
            "ferry_terms",
            u32::from(route.locomotives),
            &[],
        ));
    }
    if route.tunnel {
        terms.push(tr(lang, "tunnel_terms").to_string());
    }
    terms
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::RouteId;

    fn find(f: impl Fn(&Route) -> bool) -> &'static Route {
        RouteId::all()
            .map(|r| r.route())
            .find(|r| f(r))
            .expect("the map has such a route")
    }

    #[test]
    fn a_coloured_route_states_its_price_in_words() {
        let r = find(|r| r.color.is_some() && !r.tunnel && !r.is_ferry() && r.length > 1);
        let terms = route_terms(Lang::En, r);
        assert_eq!(terms.len(), 1);
        let colour = tr(Lang::En, r.color.map(|c| c.key()).unwrap_or("gray"));
        assert_eq!(
            terms[0],
            format!("Costs {} {colour} cards (locomotives are wild).", r.length)
        );
    }

    #[test]
    fn a_tunnel_says_it_is_a_tunnel_and_what_it_risks() {
        let r = find(|r| r.tunnel);
        for lang in [Lang::En, Lang::It] {
            let terms = route_terms(lang, r);
            let all = terms.join(" ");
            assert!(
                all.contains(if lang == Lang::En {
                    "Tunnel"
                } else {
                    "Galleria"
                }),
                "{all}"
            );
            assert!(all.contains('3'), "three cards are turned: {all}");
        }
    }

    #[test]
    fn a_ferry_says_how_many_locomotives_it_needs() {
        let r = find(|r| r.locomotives == 1);
        let all = route_terms(Lang::En, r).join(" ");
        assert!(all.contains("at least 1 locomotive"), "{all}");
        assert!(!all.contains("1 locomotives"), "{all}");
        let it = route_terms(Lang::It, r).join(" ");
        assert!(it.contains("serve almeno 1 locomotiva"), "{it}");
        let two = find(|r| r.locomotives == 2);
        let it = route_terms(Lang::It, two).join(" ");
        assert!(it.contains("servono almeno 2 locomotive"), "{it}");
    }
}
