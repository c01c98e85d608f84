//! The rules reference, in Italian and English, for a player who has never
//! read the rulebook. One section per action, so each "?" opens the right one.
use crate::i18n::Lang;
use crate::session::GameKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    Turn,
    DrawCards,
    ClaimRoute,
    Tunnels,
    Ferries,
    Tickets,
    Stations,
    EndOfGame,
    /// Warehouses & Depots (RULINGS W1, W3, W7).
    Depots,
    /// Warehouses & Depots (W2, W4, W5, W6).
    Warehouses,
    // The Card Game's topics (texts in `crate::cardgame::rules_text`).
    CardTurn,
    CardDraw,
    CardPlay,
    Robbery,
    CardTickets,
    OnTheTrack,
    CardEnd,
}

impl Topic {
    pub const ALL: [Topic; 17] = [
        Topic::Turn,
        Topic::DrawCards,
        Topic::ClaimRoute,
        Topic::Tunnels,
        Topic::Ferries,
        Topic::Tickets,
        Topic::Stations,
        Topic::EndOfGame,
        Topic::Depots,
        Topic::Warehouses,
        Topic::CardTurn,
        Topic::CardDraw,
        Topic::CardPlay,
        Topic::Robbery,
        Topic::CardTickets,
        Topic::OnTheTrack,
        Topic::CardEnd,
    ];

    /// Which game's rules the topic explains: the reference lists only the
    /// topics of the game being read about.
    pub fn game(self) -> GameKind {
        match self {
            Topic::CardTurn
            | Topic::CardDraw
            | Topic::CardPlay
            | Topic::Robbery
            | Topic::CardTickets
            | Topic::OnTheTrack
            | Topic::CardEnd => GameKind::CardGame,
            _ => GameKind::Europe,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Topic::Turn => "turn",
            Topic::DrawCards => "draw",
            Topic::ClaimRoute => "claim",
            Topic::Tunnels => "tunnels",
            Topic::Ferries => "ferries",
            Topic::Tickets => "tickets",
            Topic::Stations => "stations",
            Topic::EndOfGame => "end",
            Topic::Depots => "depots",
            Topic::Warehouses => "warehouses",
            Topic::CardTurn => "cg-turn",
            Topic::CardDraw => "cg-draw",
            Topic::CardPlay => "cg-play",
            Topic::Robbery => "cg-robbery",
            Topic::CardTickets => "cg-tickets",
            Topic::OnTheTrack => "cg-on-the-track",
            Topic::CardEnd => "cg-end",
        }
    }
}

/// Title and paragraphs of one topic.
pub fn section(lang: Lang, topic: Topic) -> (&'static str, &'static [&'static str]) {
    if let Some(card) = crate::cardgame::rules_text::section(lang, topic) {
        return card;
    }
    match lang {
        Lang::It => italian(topic),
        Lang::En => english(topic),
    }
}

fn english(topic: Topic) -> (&'static str, &'static [&'static str]) {
    match topic {
        Topic::Turn => (
            "Your turn",
            &[
                "Score the most points by claiming routes between neighbouring cities, connecting the cities on your destination tickets and having the longest continuous line.",
                "On your turn do exactly one thing: draw train cards, claim a route, draw destination tickets, or build a station.",
            ],
        ),
        Topic::DrawCards => (
            "Drawing train cards",
            &[
                "Take 2 cards, each either one of the five face-up cards or the top card of the deck.",
                "Locomotives are wild. A face-up locomotive can only be taken as your first card, and then it is your only card this turn. A locomotive drawn from the deck counts as one card.",
                "Whenever three of the five face-up cards are locomotives, all five are discarded and replaced.",
            ],
        ),
        Topic::ClaimRoute => (
            "Claiming a route",
            &[
                "Play as many cards of the route's colour as it has spaces (locomotives replace any colour); a gray route takes any one colour. You also need that many trains left.",
                "Points: 1 space 1, 2 spaces 2, 3 spaces 4, 4 spaces 7, 6 spaces 15, 8 spaces 21.",
                "Double routes: with 2 or 3 players, once one of the pair is claimed the other is closed. With 4 or 5 players nobody may own both.",
            ],
        ),
        Topic::Tunnels => (
            "Tunnels",
            &[
                "Tunnels have a dark outline. Pay the route as usual, then the top 3 cards of the deck are turned over. Each one that is your colour, or a locomotive, costs one more card of your colour (or a locomotive).",
                "Example: you pay 2 red cards for a 2-space red tunnel; the cards turned over are red, blue and a locomotive. You must add 2 more red cards or locomotives, or give up: your cards come back to your hand and your turn ends.",
                "If you paid with locomotives only, only locomotives turned over count, and the extra cards must be locomotives.",
            ],
        ),
        Topic::Ferries => (
            "Ferries",
            &[
                "Ferries are gray routes across water with a locomotive symbol on some spaces. Each symbol needs one locomotive; the other spaces take cards of any one colour.",
                "Example: Palermo–Smyrna (6 spaces, 2 symbols) takes 2 locomotives and 4 cards of one colour.",
            ],
        ),
        Topic::Tickets => (
            "Destination tickets",
            &[
                "At the start you get 4 tickets (one long) and keep at least 2. During the game you may draw 3 and keep at least 1; the others go under the ticket deck. So in Classic, Europa 1912 (its own 55 tickets) and Europe Expanded (19 more tickets).",
                "Mega Europe (all 101 tickets): at the start first 2 long tickets, of which you keep one or none, then 5 regular ones, of which you keep at least 2 if you kept a long one, else at least 3. Big Cities of Europe: 5 tickets at the start, keep at least 2; during the game draw 4 and keep at least 1.",
                "At the end, a ticket whose two cities you connected with your own trains adds its points; one you did not connect takes them away. Tickets are secret until then.",
            ],
        ),
        Topic::Stations => (
            "Stations",
            &[
                "A station lets you use one route of another player that leaves its city, to connect your tickets. Build it on any city without a station: the first costs 1 card, the second 2 of one colour, the third 3 of one colour (locomotives are wild).",
                "Example: your line ends in Wien and another player owns Wien–Budapest. With a station in Wien, your tickets to Budapest count as connected. A station lends just one route, the same for all your tickets; the game picks the best one for you at the end.",
                "Each station you never build is worth 4 points at the end.",
            ],
        ),
        Topic::EndOfGame => (
            "End of the game",
            &[
                "When someone ends a turn with 2 or fewer trains, everyone, that player included, plays one last turn.",
                "Then tickets add or subtract, unused stations score 4 each, and the longest continuous line of one player's own trains earns the European Express: 10 points (shared on a tie). A line may pass a city twice but uses each route once; stations don't count.",
                "Ties go to the most completed tickets, then the fewest stations built, then the European Express.",
            ],
        ),
        Topic::Depots => (
            "Depots (Warehouses & Depots)",
            &[
                "Each player has a warehouse and 5 depots. After the tickets are chosen, everyone places one depot on a city, starting with the player who plays last and going counter-clockwise; the other 4 stay in your supply.",
                "On your turn, before your action, you may place more depots from your supply on empty cities (no depot and no station) for free. A depot never moves, and no station may be built on its city.",
                "At the end, whoever used the fewest depots (placed or spent), that is who has the most left in supply, scores 10 points; tied players all score them.",
            ],
        ),
        Topic::Warehouses => (
            "Warehouses",
            &[
                "Each time you draw train cards, the top card of the deck first goes face down, unseen, into a warehouse you choose: yours or another player's. How many cards a warehouse holds is public; which cards, nobody knows, the owner included.",
                "Example: Anna has a depot in Wien and 5 cards in her warehouse. You claim Budapest–Wien: you may spend one depot from your supply and take all 5 cards into your hand. A route between two depot cities lets you take two warehouses for two depots.",
                "If the deck and the discard pile are both empty and a player has no depot left, all the warehouses are emptied and shuffled into a new deck.",
            ],
        ),
        // The Card Game's topics are answered before (see `section`).
        _ => ("", &[]),
    }
}

fn italian(topic: Topic) -> (&'static str, &'static [&'static str]) {
    match topic {
        Topic::Turn => (
            "Il tuo turno",
            &[
                "Fai più punti controllando linee tra città vicine, collegando le città dei tuoi Biglietti Destinazione e costruendo il percorso continuo più lungo.",
                "Nel tuo turno fai una sola cosa: pescare carte Treno, controllare una linea, pescare Biglietti Destinazione o costruire una Stazione.",
            ],
        ),
        Topic::DrawCards => (
            "Pescare carte Treno",
            &[
                "Prendi 2 carte, ognuna tra le cinque scoperte o dalla cima del mazzo.",
                "Le Locomotive sono jolly. Una Locomotiva scoperta si può prendere solo come prima carta, e allora è l'unica del turno. Una Locomotiva pescata dal mazzo conta come una carta.",
                "Quando tre delle cinque carte scoperte sono Locomotive, si scartano tutte e cinque e se ne scoprono altre cinque.",
            ],
        ),
        Topic::ClaimRoute => (
            "Controllare una linea",
            &[
                "Gioca tante carte del colore della linea quante sono le sue caselle (le Locomotive sostituiscono qualsiasi colore); una linea grigia accetta un colore qualsiasi, purché uno solo. Ti servono anche altrettanti vagoni.",
                "Punti: 1 casella 1, 2 caselle 2, 3 caselle 4, 4 caselle 7, 6 caselle 15, 8 caselle 21.",
                "Doppie linee: in 2 o 3 giocatori, controllata una delle due, l'altra si chiude. In 4 o 5 nessuno può averle entrambe.",
            ],
        ),
        Topic::Tunnels => (
            "Gallerie",
            &[
                "Le Gallerie hanno il bordo scuro. Paga la linea come al solito, poi si scoprono le prime 3 carte del mazzo. Ognuna del tuo colore, o Locomotiva, costa una carta in più del tuo colore (o una Locomotiva).",
                "Esempio: paghi 2 carte rosse per una Galleria rossa da 2; si scoprono rossa, blu e Locomotiva. Devi aggiungere altre 2 carte rosse o Locomotive, oppure rinunciare: le carte tornano in mano e il turno finisce.",
                "Se hai pagato solo con Locomotive, contano solo le Locomotive scoperte, e le carte in più devono essere Locomotive.",
            ],
        ),
        Topic::Ferries => (
            "Traghetti",
            &[
                "I Traghetti sono linee grigie sull'acqua con il simbolo Locomotiva su alcune caselle. Ogni simbolo richiede una Locomotiva; le altre caselle carte di un solo colore qualsiasi.",
                "Esempio: Palermo–Smyrna (6 caselle, 2 simboli) richiede 2 Locomotive e 4 carte di uno stesso colore.",
            ],
        ),
        Topic::Tickets => (
            "Biglietti Destinazione",
            &[
                "All'inizio ricevi 4 Biglietti (uno lungo) e ne tieni almeno 2. Durante la partita puoi pescarne 3 e tenerne almeno 1; gli altri vanno in fondo al mazzo. Così nella Classica, in Europa 1912 (con i suoi 55 Biglietti) e in Europa ampliata (19 Biglietti in più).",
                "Mega Europa (tutti i 101 Biglietti): all'inizio prima 2 Biglietti lunghi, di cui ne tieni uno o nessuno, poi 5 normali, di cui ne tieni almeno 2 se hai tenuto un lungo, altrimenti almeno 3. Grandi città d'Europa: 5 Biglietti all'inizio, ne tieni almeno 2; durante la partita ne peschi 4 e ne tieni almeno 1.",
                "Alla fine, un Biglietto di cui hai collegato le due città con i tuoi vagoni aggiunge i suoi punti; uno non collegato li toglie. I Biglietti restano segreti fino ad allora.",
            ],
        ),
        Topic::Stations => (
            "Stazioni",
            &[
                "Una Stazione ti fa usare una linea di un altro giocatore che parte dalla sua città, per collegare i tuoi Biglietti. Costruiscila in una città senza Stazioni: la prima costa 1 carta, la seconda 2 di uno stesso colore, la terza 3 (le Locomotive sono jolly).",
                "Esempio: la tua linea arriva a Wien e un altro giocatore ha Wien–Budapest. Con una Stazione a Wien, i tuoi Biglietti per Budapest risultano collegati. Una Stazione presta una sola linea, la stessa per tutti i tuoi Biglietti; a fine partita il gioco sceglie la migliore per te.",
                "Ogni Stazione mai costruita vale 4 punti alla fine.",
            ],
        ),
        Topic::EndOfGame => (
            "Fine della partita",
            &[
                "Quando qualcuno finisce il turno con 2 vagoni o meno, tutti, lui compreso, giocano un ultimo turno.",
                "Poi i Biglietti aggiungono o tolgono punti, ogni Stazione non usata vale 4 punti e il percorso continuo più lungo di vagoni propri vince l'European Express: 10 punti (a tutti in caso di parità). Un percorso può passare due volte per una città ma usa ogni linea una volta; le Stazioni non contano.",
                "In caso di parità vince chi ha completato più Biglietti, poi chi ha costruito meno Stazioni, poi chi ha l'European Express.",
            ],
        ),
        Topic::Depots => (
            "Depositi (Magazzini & Depositi)",
            &[
                "Ogni giocatore ha un Magazzino e 5 Depositi. Scelti i Biglietti, ognuno piazza un Deposito in una città, partendo da chi gioca per ultimo e procedendo in senso antiorario; gli altri 4 restano nella tua riserva.",
                "Nel tuo turno, prima dell'azione, puoi piazzare gratis altri Depositi della riserva in città vuote (senza Depositi né Stazioni). Un Deposito non si sposta più, e nella sua città non si può costruire una Stazione.",
                "Alla fine, chi ha usato meno Depositi (piazzati o spesi), cioè chi ne ha di più in riserva, prende 10 punti; in caso di parità li prendono tutti.",
            ],
        ),
        Topic::Warehouses => (
            "Magazzini",
            &[
                "Ogni volta che peschi carte Treno, prima la carta in cima al mazzo va coperta, senza guardarla, in un Magazzino a tua scelta: il tuo o quello di un altro. Quante carte ha un Magazzino è pubblico; quali, nessuno lo sa, nemmeno il proprietario.",
                "Esempio: Anna ha un Deposito a Wien e 5 carte nel Magazzino. Controlli Budapest–Wien: puoi spendere un Deposito della tua riserva e prendere in mano tutte e 5 le carte. Una linea tra due città con Deposito ti fa prendere due Magazzini per due Depositi.",
                "Se il mazzo e gli scarti sono vuoti e un giocatore non ha più Depositi, tutti i Magazzini si svuotano e le carte, mescolate, formano un nuovo mazzo.",
            ],
        ),
        // The Card Game's topics are answered before (see `section`).
        _ => ("", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_topic_is_written_in_both_languages() {
        for topic in Topic::ALL {
            for lang in [Lang::It, Lang::En] {
                let (title, paragraphs) = section(lang, topic);
                assert!(
                    !title.is_empty() && !paragraphs.is_empty(),
                    "{topic:?} {lang:?}"
                );
            }
            assert_eq!(
                section(Lang::It, topic).1.len(),
                section(Lang::En, topic).1.len(),
                "{topic:?}"
            );
            assert_ne!(section(Lang::It, topic).0, section(Lang::En, topic).0);
        }
    }

    /// A player of any set-up reads its own ticket numbers (RULINGS,
    /// "Variants"): each variant is named by the name the new-game form uses.
    #[test]
    fn the_tickets_topic_gives_each_variants_own_deal() {
        for lang in [Lang::It, Lang::En] {
            let text = section(lang, Topic::Tickets).1.join(" ");
            for key in [
                "classic",
                "europa1912",
                "europe_expanded",
                "big_cities",
                "mega",
            ] {
                let name = crate::i18n::tr(lang, key);
                assert!(text.contains(name), "{lang:?} {name}");
            }
        }
    }

    #[test]
    fn stations_and_tunnels_are_explained_with_an_example() {
        for lang in [Lang::It, Lang::En] {
            for topic in [Topic::Stations, Topic::Tunnels, Topic::Warehouses] {
                let text = section(lang, topic).1.join(" ");
                assert!(
                    text.contains("Example") || text.contains("Esempio"),
                    "{topic:?} {lang:?}"
                );
            }
        }
    }
}
