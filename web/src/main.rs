fn main() {
    // First, so a panic anywhere (even while mounting) shows the recovery
    // screen rather than a frozen page.
    europa_express::recovery::install();
    #[cfg(target_arch = "wasm32")]
    europa_express::recovery::expose_test_trigger();
    leptos::mount::mount_to_body(europa_express::App);
}
