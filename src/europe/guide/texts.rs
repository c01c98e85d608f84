//! The guided game of Europe in Italian and English: each step's text, its
//! hint and what it says once done (`script.rs` names them). The cards and
//! routes named are those of the guide's fixed deal.
use crate::i18n::Entry;

pub static TEXTS: &[Entry] = &[
    (
        "ge_tickets",
        "Un biglietto indica due città: collegale con i tuoi vagoni entro la fine e guadagni i suoi punti, altrimenti li perdi. Tieni i tre biglietti corti (Edinburgh – Paris, Paris – Wien, Zürich – Budapest): selezionali e tocca Tieni. Quello lungo lascialo per un'altra partita.",
        "A ticket names two cities: join them with your trains by the end and you score its points, or else you lose them. Keep the three short tickets (Edinburgh – Paris, Paris – Wien, Zürich – Budapest): tick them and tap Keep. Leave the long one for another game.",
    ),
    (
        "ge_tickets_hint",
        "Tieni solo i tre biglietti corti: selezionali e lascia da parte København – Erzurum.",
        "Keep just the three short tickets: tick them and leave København – Erzurum out.",
    ),
    (
        "ge_tickets_done",
        "I tuoi biglietti sono accanto alle tue carte: toccane uno per illuminare le sue città sulla mappa.",
        "Your tickets are listed with your cards: tap one to light its cities on the map.",
    ),
    (
        "ge_face_up",
        "Tocca a te. In un turno puoi pescare due carte, ognuna tra le cinque scoperte o a caso dal mazzo. Prendi la carta arancione scoperta.",
        "Your turn. One way to play it is to draw two cards, each from the five face-up cards or blind from the deck. Take the orange face-up card.",
    ),
    (
        "ge_face_up_hint",
        "Prendi la carta arancione tra le carte scoperte (alla locomotiva arriviamo dopo).",
        "Take the orange card among the face-up cards (the locomotive comes later).",
    ),
    (
        "ge_face_up_done",
        "La carta arancione è tua, e al suo posto è stata scoperta la prima carta del mazzo.",
        "The orange card is yours, and the deck's top card took its place.",
    ),
    (
        "ge_blind",
        "Ora la seconda carta: pescala coperta dal mazzo. Nessuno vede cosa prendi.",
        "Now the second card: draw it blind from the deck. Nobody sees what you get.",
    ),
    (
        "ge_blind_hint",
        "Pesca la seconda carta dal mazzo. Una locomotiva scoperta non può mai essere la seconda carta.",
        "Draw your second card from the deck. A face-up locomotive can never be the second card.",
    ),
    (
        "ge_blind_done",
        "Due carte: il tuo turno è finito. Gioca il computer, poi tocca di nuovo a te.",
        "Two cards: your turn is over. The computer plays, then it is your turn again.",
    ),
    (
        "ge_loco",
        "Le locomotive sono jolly: valgono come carte di qualsiasi colore. Prenderne una scoperta vale tutta la pesca, una carta invece di due. Ne vale la pena: prendi la locomotiva scoperta.",
        "Locomotives are wild: they stand in for any colour. Taking one face up is your whole draw, one card instead of two. It is worth it: take the face-up locomotive.",
    ),
    (
        "ge_loco_hint",
        "Prendi la locomotiva tra le carte scoperte.",
        "Take the locomotive among the face-up cards.",
    ),
    (
        "ge_loco_done",
        "La locomotiva ha chiuso subito il tuo turno. Pescata dal mazzo, invece, conta come una carta qualsiasi.",
        "The locomotive ended your turn at once. Drawn from the deck, it would count as one card like any other.",
    ),
    (
        "ge_claim",
        "Per prendere il controllo di una linea giochi tante carte del suo colore quanti sono i suoi spazi. Tocca sulla mappa la linea rossa Budapest – Wien (uno spazio) e paga con la tua carta rossa.",
        "To claim a route, you play as many cards of its colour as it has spaces. Tap the red route Budapest – Wien (one space) on the map and pay with your red card.",
    ),
    (
        "ge_claim_hint",
        "Prendi la linea rossa Budapest – Wien e paga con la carta rossa: la locomotiva ti servirà dopo.",
        "Claim the red route Budapest – Wien and pay with the red card: you will need the locomotive later.",
    ),
    (
        "ge_claim_done",
        "Il tuo vagone è su Budapest – Wien: 1 punto subito. Le linee lunghe valgono molto di più (una di 6 spazi vale 15 punti).",
        "Your train stands on Budapest – Wien: 1 point at once. Longer routes score far more (one of 6 spaces scores 15).",
    ),
    (
        "ge_tunnel",
        "Le gallerie (le linee dal bordo tratteggiato) possono costare di più. Tocca la galleria gialla München – Zürich e paga i suoi due spazi con due carte gialle.",
        "Tunnels (the routes with dashed edges) may cost more. Tap the yellow tunnel München – Zürich and pay its two spaces with two yellow cards.",
    ),
    (
        "ge_tunnel_hint",
        "Prendi la galleria München – Zürich con due carte gialle, senza locomotiva.",
        "Claim the tunnel München – Zürich with two yellow cards, no locomotive.",
    ),
    (
        "ge_tunnel_done",
        "Sono state girate tre carte dal mazzo: ognuna del colore che hai giocato, o locomotiva, costa una carta in più. È uscita una locomotiva, quindi serve ancora una carta.",
        "Three cards were turned from the deck: each of the colour you played, or a locomotive, costs one card more. A locomotive turned up, so one more card is due.",
    ),
    (
        "ge_tunnel_pay",
        "Paga la carta in più con una gialla e tieni la locomotiva per il traghetto. (Potresti anche rinunciare: riprendi le tue carte, ma il turno è finito.)",
        "Pay the extra card with a yellow one and keep your locomotive for the ferry. (You could also give up: your cards come back, but your turn is over.)",
    ),
    (
        "ge_tunnel_pay_hint",
        "Paga la carta in più con una carta gialla e tieni la locomotiva.",
        "Pay the extra card with a yellow card and keep the locomotive.",
    ),
    (
        "ge_tunnel_pay_done",
        "München – Zürich è tua: 2 punti.",
        "München – Zürich is yours: 2 points.",
    ),
    (
        "ge_ferry",
        "I traghetti attraversano il mare: per ogni locomotiva disegnata sulla linea serve una carta locomotiva. Tocca il traghetto Dieppe – London (due spazi, una locomotiva) e paga con la tua locomotiva e una carta arancione.",
        "Ferries cross the sea: each locomotive drawn on the route needs a locomotive card. Tap the ferry Dieppe – London (two spaces, one locomotive) and pay with your locomotive and an orange card.",
    ),
    (
        "ge_ferry_hint",
        "Prendi il traghetto Dieppe – London con la locomotiva e una carta arancione.",
        "Claim the ferry Dieppe – London with the locomotive and an orange card.",
    ),
    (
        "ge_ferry_done",
        "Dieppe – London è tuo: 2 punti, e un tratto del biglietto Edinburgh – Paris.",
        "Dieppe – London is yours: 2 points, and a stretch of your ticket Edinburgh – Paris.",
    ),
    (
        "ge_station",
        "Una stazione ti permette di usare, alla fine, una linea di un altro giocatore che parte dalla sua città, per completare i biglietti. Tocca Costruisci una stazione, poi Wien sulla mappa, e paga con la tua ultima carta.",
        "A station lets you use, at the end, one route of another player's out of its city, to complete your tickets. Tap Build a station, then Wien on the map, and pay with your last card.",
    ),
    (
        "ge_station_hint",
        "Costruisci la stazione a Wien: tocca Costruisci una stazione, poi la città di Wien.",
        "Build your station in Wien: tap Build a station, then the city of Wien.",
    ),
    (
        "ge_station_done",
        "La tua stazione è a Wien. La prima costa una carta, la seconda due, la terza tre; ogni stazione non costruita vale 4 punti alla fine.",
        "Your station stands in Wien. The first costs one card, the second two, the third three; each station never built is worth 4 points at the end.",
    ),
    (
        "ge_end",
        "Come finisce: quando a un giocatore restano 2 vagoni o meno, ognuno gioca un ultimo turno. Poi ogni biglietto completato aggiunge i suoi punti e ogni altro li toglie; il percorso continuo più lungo vince l'European Express (10 punti); ogni stazione non costruita vale 4 punti. Ora conosci il gioco: continua la partita contro il computer.",
        "How it ends: when a player has 2 trains or fewer left, everybody plays one last turn. Then each completed ticket adds its points and each other one takes them away; the longest continuous line wins the European Express (10 points); each station not built is worth 4. You know the game now: play on against the computer.",
    ),
];
