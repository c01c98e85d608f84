//! The "?" beside every action: opens the rules reference at that action's
//! topic. A dialog with a list of every topic, so any rule is two taps away.
use crate::i18n::{t, use_lang};
use crate::rules_text::{Topic, section};
use leptos::prelude::*;

/// Which topic the reference is open at (`None`: closed). Provided once by the app.
#[derive(Clone, Copy)]
pub struct RulesHelpContext(pub RwSignal<Option<Topic>>);

pub fn provide_rules_help() {
    provide_context(RulesHelpContext(RwSignal::new(None)));
}

fn open_topic() -> RwSignal<Option<Topic>> {
    use_context::<RulesHelpContext>()
        .map(|c| c.0)
        .unwrap_or_else(|| RwSignal::new(None))
}

/// A small "?" button that opens the reference at `topic`.
#[component]
pub fn HelpButton(topic: Topic) -> impl IntoView {
    let open = open_topic();
    let lang = use_lang();
    let label = move || format!("{}: {}", t("rules_help")(), section(lang.get(), topic).0);
    view! {
        <button
            type="button"
            class="help-button"
            data-testid=format!("help-{}", topic.key())
            aria-label=label
            title=label
            on:click=move |_| open.set(Some(topic))
        >
            "?"
        </button>
    }
}

/// The reference itself; mount once near the root.
#[component]
pub fn RulesHelp() -> impl IntoView {
    let open = open_topic();
    let lang = use_lang();
    view! {
        <Show when=move || open.get().is_some()>
            {
                let node = NodeRef::new();
                crate::modal::modal(node, Some(Callback::new(move |()| open.set(None))));
                view! {
                    <div class="rules-backdrop" on:click=move |_| open.set(None)>
                        <div
                            node_ref=node
                            class="rules-dialog"
                            role="dialog"
                            aria-modal="true"
                            aria-labelledby="rules-help-title"
                            data-testid="rules-help"
                            on:click=|e| e.stop_propagation()
                        >
                            <nav class="rules-topics" aria-label=t("rules_help")>
                                {move || {
                                    // Only the topics of the game the open one explains.
                                    let game = open.get().map(Topic::game);
                                    Topic::ALL
                                    .into_iter()
                                    .filter(move |t| Some(t.game()) == game)
                                    .map(|topic| {
                                        view! {
                                            <button
                                                type="button"
                                                class:current=move || open.get() == Some(topic)
                                                data-testid=format!("rules-topic-{}", topic.key())
                                                on:click=move |_| open.set(Some(topic))
                                            >
                                                {move || section(lang.get(), topic).0}
                                            </button>
                                        }
                                    })
                                    .collect_view()
                                }}
                            </nav>
                            <article>
                                <h2 id="rules-help-title">
                                    {move || open.get().map(|tp| section(lang.get(), tp).0)}
                                </h2>
                                {move || {
                                    open.get()
                                        .map(|tp| {
                                            section(lang.get(), tp)
                                                .1
                                                .iter()
                                                .map(|p| view! { <p>{*p}</p> })
                                                .collect_view()
                                        })
                                }}
                            </article>
                            <button
                                type="button"
                                class="close"
                                data-testid="rules-help-close"
                                autofocus
                                on:click=move |_| open.set(None)
                            >
                                {t("close")}
                            </button>
                        </div>
                    </div>
                }
            }
        </Show>
    }
}
