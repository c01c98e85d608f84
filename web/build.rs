//! The page's wasm keeps its relocations (`--emit-relocs`): wasm-split-cli
//! needs them to cut it into the shell and the tables (scripts/split_page.py).
//! Set here rather than in .cargo/config.toml so the bots worker, also a
//! wasm32 build, stays without them.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
}
