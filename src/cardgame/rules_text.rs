//! The Card Game's rules reference, in Italian and English, one section per
//! action (RULINGS C1–C8 settle what the rulebook leaves open). The "?"
//! buttons open it through the shared dialog (`crate::rules_help`).
use crate::i18n::Lang;
use crate::rules_text::Topic;

/// Title and paragraphs of one Card Game topic; `None` for a Europe topic.
pub fn section(lang: Lang, topic: Topic) -> Option<(&'static str, &'static [&'static str])> {
    Some(match lang {
        Lang::En => english(topic)?,
        Lang::It => italian(topic)?,
    })
}

fn english(topic: Topic) -> Option<(&'static str, &'static [&'static str])> {
    Some(match topic {
        Topic::CardTurn => (
            "Your turn",
            &[
                "First, if your railyard holds cards and this is not your first turn, one card of each colour row moves face down onto your On the Track pile: the last one laid; a row's locomotives move only after its coloured cards.",
                "Then do one thing: draw train cards, play cards to your railyard, or draw destination tickets.",
            ],
        ),
        Topic::CardDraw => (
            "Drawing train cards",
            &[
                "Take 2 cards, from the five face up or from the top of the deck. A face-up card taken is replaced at once.",
                "A face-up locomotive counts as 2 cards: you may take it only as your first card, and then your draw is over. Three locomotives face up never cause a new deal.",
            ],
        ),
        Topic::CardPlay => (
            "Playing to your railyard",
            &[
                "Play either 2 or more cards of one colour (locomotives may join them and are laid first in the row), or exactly 3 cards of 3 different colours, without locomotives.",
                "You can't play a colour that is already in your own railyard.",
            ],
        ),
        Topic::Robbery => (
            "Train Robbery",
            &[
                "A colour in an opponent's railyard can be played only by playing more cards than their row of it holds (locomotives count on both sides). That opponent then discards the whole row.",
                "If several opponents hold that colour, you must beat each of their rows, and each of them discards. Three cards of three colours can never rob: such a play is refused if any of its colours is in any railyard.",
            ],
        ),
        Topic::CardTickets => (
            "Destination tickets",
            &[
                "Draw 4 tickets and keep any number of them, even none; the others go under the ticket deck. At the start each player is dealt 6 and keeps at least 1.",
                "At the end a ticket is completed if your On the Track pile holds one card of each colour in its circles (locomotives are wild), each card serving one ticket. Completed tickets add their points; the others subtract them. The app finds the best way to use your cards and shows which card served which ticket.",
            ],
        ),
        Topic::OnTheTrack => (
            "On the Track",
            &[
                "Your On the Track pile lies face down: nobody may look at it, you included, until the scoring; only its cards count at the end. With the beginner option you may look at your own pile.",
            ],
        ),
        Topic::CardEnd => (
            "End of the game",
            &[
                "When the train deck runs out, every player, the one playing included, has one more turn. Face-up cards may still be taken but are not replaced.",
                "With 2 or 3 players the game then ends. With 4 players there is a first scoring; uncompleted tickets and hands are kept, every other train card is shuffled into a new deck, each player gets 4 cards, and play goes on until the deck runs out again, then the second scoring.",
                "Big City bonuses: each of the six cities goes to the player with the most completed tickets naming it (a ticket naming two cities counts for both); tied players each score it, and a player with none cannot win it. Most points wins; then most completed tickets; then most bonus cards.",
            ],
        ),
        _ => return None,
    })
}

fn italian(topic: Topic) -> Option<(&'static str, &'static [&'static str])> {
    Some(match topic {
        Topic::CardTurn => (
            "Il tuo turno",
            &[
                "Prima, se il tuo deposito treni ha delle carte e non è il tuo primo turno, una carta di ogni fila di colore passa coperta nella tua pila Sui Binari: l'ultima posata; le locomotive di una fila passano solo dopo le sue carte colorate.",
                "Poi fai una sola cosa: pesca carte vagone, gioca carte nel tuo deposito treni oppure pesca biglietti destinazione.",
            ],
        ),
        Topic::CardDraw => (
            "Pescare carte vagone",
            &[
                "Prendi 2 carte, fra le cinque scoperte o dalla cima del mazzo. Una carta scoperta presa viene subito rimpiazzata.",
                "Una locomotiva scoperta vale 2 carte: puoi prenderla solo come prima carta, e la pesca finisce lì. Tre locomotive scoperte non fanno mai rifare la fila.",
            ],
        ),
        Topic::CardPlay => (
            "Giocare nel deposito treni",
            &[
                "Gioca 2 o più carte di un colore (possono unirsi delle locomotive, posate per prime nella fila), oppure esattamente 3 carte di 3 colori diversi, senza locomotive.",
                "Non puoi giocare un colore che è già nel tuo deposito treni.",
            ],
        ),
        Topic::Robbery => (
            "Furto di Treni",
            &[
                "Un colore presente nel deposito di un avversario si può giocare solo calando più carte di quante ne abbia la sua fila (le locomotive contano da entrambe le parti). Quell'avversario scarta poi l'intera fila.",
                "Se più avversari hanno quel colore, devi superare ciascuna delle loro file, e ognuno di loro scarta. Tre carte di tre colori non derubano mai: una tale giocata è rifiutata se uno dei suoi colori è in un deposito qualsiasi.",
            ],
        ),
        Topic::CardTickets => (
            "Biglietti destinazione",
            &[
                "Pesca 4 biglietti e tienine quanti vuoi, anche nessuno; gli altri vanno in fondo al mazzo dei biglietti. All'inizio ogni giocatore ne riceve 6 e ne tiene almeno 1.",
                "Alla fine un biglietto è completato se la tua pila Sui Binari ha una carta per ogni colore nei suoi cerchi (le locomotive sono jolly), e ogni carta serve un solo biglietto. I biglietti completati aggiungono i loro punti, gli altri li tolgono. L'app trova il modo migliore di usare le tue carte e mostra quale carta è servita a quale biglietto.",
            ],
        ),
        Topic::OnTheTrack => (
            "Sui Binari",
            &[
                "La tua pila Sui Binari è coperta: nessuno può guardarla, nemmeno tu, fino al conteggio; alla fine contano solo le sue carte. Con l'opzione per principianti puoi guardare la tua pila.",
            ],
        ),
        Topic::CardEnd => (
            "Fine della partita",
            &[
                "Quando il mazzo delle carte vagone finisce, ogni giocatore, compreso quello di turno, gioca ancora un turno. Le carte scoperte si possono ancora prendere ma non vengono rimpiazzate.",
                "In 2 o 3 giocatori la partita finisce. In 4 c'è un primo conteggio; i biglietti non completati e le mani restano, tutte le altre carte vagone formano un nuovo mazzo, ogni giocatore riceve 4 carte e si gioca finché il mazzo finisce di nuovo; poi il secondo conteggio.",
                "Bonus delle Grandi Città: ognuna delle sei città va al giocatore con più biglietti completati che la nominano (un biglietto con due città conta per entrambe); chi è a pari merito prende il bonus, e chi non ne ha nessuno non può vincerlo. Vince chi ha più punti; poi più biglietti completati; poi più carte bonus.",
            ],
        ),
        _ => return None,
    })
}
