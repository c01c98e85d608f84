//! Picking one of the engine's payments, then Cancel or Confirm: shared by
//! the claim and station dialogs. Nothing is played before Confirm.

use super::card::PaymentChips;
use crate::i18n::{Lang, t, tr, use_lang};
use europa_engine::{CardColor, Payment};
use leptos::prelude::*;

/// A payment in words for screen readers: "2 red + 1 locomotive".
pub fn payment_label(lang: Lang, payment: Payment, total: u8) -> String {
    let cards = payment.cards(total);
    CardColor::ALL
        .iter()
        .filter(|c| cards.count(**c) > 0)
        .map(|&c| format!("{} {}", cards.count(c), tr(lang, c.key())))
        .collect::<Vec<_>>()
        .join(" + ")
}

/// `testid` names the dialog ("claim", "station"): the buttons are
/// `{testid}-cancel` and `{testid}-confirm`, each payment `payment_testid`.
#[component]
pub fn PaymentPicker(
    payments: Vec<Payment>,
    total: u8,
    testid: &'static str,
    payment_testid: &'static str,
    on_cancel: Callback<()>,
    on_confirm: Callback<Payment>,
) -> impl IntoView {
    let lang = use_lang();
    // One payment needs no choosing.
    let picked = RwSignal::new((payments.len() == 1).then_some(0usize));
    let pays = payments.clone();
    view! {
        <p class="hint">{t("choose_payment")}</p>
        <div class="payments">
            {payments
                .iter()
                .enumerate()
                .map(|(i, &p)| {
                    view! {
                        <button
                            class="payment"
                            class:picked=move || picked.get() == Some(i)
                            aria-pressed=move || (picked.get() == Some(i)).to_string()
                            data-testid=payment_testid
                            data-index=i
                            on:click=move |_| picked.set(Some(i))
                        >
                            // The cards in words for assistive technology,
                            // the chips their picture: the button's name is
                            // its own text, so it never differs from it.
                            <span class="visually-hidden">{move || payment_label(lang.get(), p, total)}</span>
                            <span aria-hidden="true"><PaymentChips payment=p total=total /></span>
                        </button>
                    }
                })
                .collect_view()}
        </div>
        <div class="buttons">
            <button
                data-testid=format!("{testid}-cancel")
                aria-label=t("cancel")
                on:click=move |_| on_cancel.run(())
            >
                {t("cancel")}
            </button>
            <button
                class="primary"
                data-testid=format!("{testid}-confirm")
                aria-label=t("confirm")
                class:disabled=move || picked.get().is_none()
                // Said to assistive technology too (and so exempt from the
                // contrast a usable button needs).
                aria-disabled=move || picked.get().is_none().to_string()
                on:click=move |_| {
                    if let Some(payment) = picked.get_untracked().and_then(|i| pays.get(i).copied()) {
                        on_confirm.run(payment);
                    }
                }
            >
                {t("confirm")}
            </button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_payment_reads_as_counts_of_translated_colours() {
        let p = Payment {
            color: CardColor::Red,
            locomotives: 1,
        };
        assert_eq!(payment_label(Lang::En, p, 3), "2 red + 1 locomotive");
        assert_eq!(payment_label(Lang::It, p, 3), "2 rosso + 1 locomotiva");
        let all_locos = Payment {
            color: CardColor::Locomotive,
            locomotives: 2,
        };
        assert_eq!(payment_label(Lang::En, all_locos, 2), "2 locomotive");
    }
}
