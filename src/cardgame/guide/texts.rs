//! The Card Game's guided game in Italian (the rulebook's Deposito Treni,
//! Sui Binari, Furto di Treni) and English; `script.rs` names the keys.
use crate::i18n::Entry;

pub static TEXTS: &[Entry] = &[
    (
        "gc_tickets",
        "Un biglietto chiede carte di certi colori (i cerchi colorati): alla fine le carte della tua pila Sui Binari lo completano e ti danno i suoi punti; se non è completo li perdi. Tieni Seattle – Saint Louis e New York – Chicago, poi tocca Tieni.",
        "A ticket asks for cards of some colours (its coloured circles): at the end, the cards of your On the Track pile complete it for its points; if it is not complete you lose them. Keep Seattle – Saint Louis and New York – Chicago, then tap Keep.",
    ),
    (
        "gc_tickets_hint",
        "Tieni solo Seattle – Saint Louis e New York – Chicago.",
        "Keep just Seattle – Saint Louis and New York – Chicago.",
    ),
    (
        "gc_tickets_done",
        "I tuoi biglietti sono sotto la tua mano.",
        "Your tickets are listed under your hand.",
    ),
    (
        "gc_face_up",
        "Tocca a te. Puoi pescare due carte, scoperte o dal mazzo (una locomotiva scoperta vale due carte). Prendi la carta viola scoperta: con le tue due viola fanno tre.",
        "Your turn. You may draw two cards, face up or from the deck (a face-up locomotive counts as two). Take the purple face-up card: with your two purples that makes three.",
    ),
    (
        "gc_face_up_hint",
        "Prendi la carta viola tra le carte scoperte.",
        "Take the purple card among the face-up cards.",
    ),
    (
        "gc_face_up_done",
        "La carta viola è tua; al suo posto è stata scoperta un'altra carta.",
        "The purple card is yours; another card took its place.",
    ),
    (
        "gc_blind",
        "Ora la seconda carta: pescala dal mazzo.",
        "Now the second card: draw it from the deck.",
    ),
    (
        "gc_blind_hint",
        "Pesca la seconda carta dal mazzo.",
        "Draw your second card from the deck.",
    ),
    (
        "gc_blind_done",
        "Due carte: il tuo turno è finito. Ora gioca il computer.",
        "Two cards: your turn is over. Now the computer plays.",
    ),
    (
        "gc_railyard",
        "Il computer ha messo due carte nere nel suo Deposito Treni. Nel tuo metti un gruppo di almeno 2 carte di un colore (o tre carte di colori diversi): scegli le tue tre carte viola nella mano e tocca Gioca nel Deposito Treni.",
        "The computer has put two black cards in its railyard. Into yours you play a group of at least 2 cards of one colour (or three cards of different colours): pick your three purple cards in your hand and tap Play to your railyard.",
    ),
    (
        "gc_railyard_hint",
        "Gioca nel Deposito Treni le tre carte viola, senza locomotiva.",
        "Play the three purple cards to your railyard, no locomotive.",
    ),
    (
        "gc_railyard_done",
        "Il tuo Deposito Treni ha una fila viola. All'inizio di ogni tuo turno, una carta di ogni fila va Sui Binari: la tua pila, coperta, che alla fine completa i biglietti.",
        "Your railyard has a purple row. At the start of each of your turns, one card of each row goes On the Track: your pile, face down, which completes your tickets at the end.",
    ),
    (
        "gc_robbery",
        "Una carta viola è appena andata Sui Binari. Ora un Furto di Treni: se giochi un gruppo di un colore più numeroso della fila di quel colore di un avversario, gliela rubi. Al computer resta una carta nera: gioca le tue tre carte nere.",
        "One purple card has just gone On the Track. Now a robbery: play a group of a colour larger than an opponent's row of that colour and you rob them of it. The computer has one black card left in its row: play your three black cards.",
    ),
    (
        "gc_robbery_hint",
        "Gioca le tre carte nere per rubare la fila nera del computer.",
        "Play your three black cards to rob the computer's black row.",
    ),
    (
        "gc_robbery_done",
        "Furto riuscito: la fila nera del computer è scartata, e la tua sta nel tuo Deposito Treni.",
        "Robbed: the computer's black row is discarded, and yours stands in your railyard.",
    ),
    (
        "gc_end",
        "Come finisce: quando il mazzo finisce, ognuno gioca un ultimo turno. Poi ogni pila Sui Binari completa i biglietti che può: ogni biglietto completato aggiunge i suoi punti, ogni altro li toglie; chi ha completato più biglietti verso una Grande Città ne vince il bonus. Ora conosci il gioco: continua la partita contro il computer.",
        "How it ends: when the deck runs out, everybody plays one last turn. Then each On the Track pile completes what tickets it can: each completed ticket adds its points and each other one takes them away; whoever completed the most tickets to a Big City wins its bonus. You know the game now: play on against the computer.",
    ),
];
