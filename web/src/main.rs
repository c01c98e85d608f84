fn main() {
    leptos::mount::mount_to_body(europa_express::App);
}
