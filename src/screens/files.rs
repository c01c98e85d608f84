//! Moving a save in and out of the browser as a file: a download through a
//! Blob URL and a hidden `<a download>`, and reading a chosen file with
//! `Blob.text()`. Thin web calls; every failure is a `false`/`Err`, never a panic.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Offers `text` (a save, see `SavedGame::to_text`) as a file download. Returns whether the browser took it.
pub fn download(file_name: &str, text: &str) -> bool {
    try_download(file_name, text).is_some()
}

fn try_download(file_name: &str, text: &str) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let parts = js_sys::Array::of1(&text.into());
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/plain");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag).ok()?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(&url);
    a.set_download(file_name);
    a.click();
    // The click has started the download; the URL is no longer needed.
    let _ = web_sys::Url::revoke_object_url(&url);
    Some(())
}

/// The size in bytes of the first file chosen in `input`: checked before
/// reading, so a huge file is refused without loading it.
pub fn chosen_size(input: &web_sys::HtmlInputElement) -> Option<f64> {
    Some(input.files()?.get(0)?.size())
}

/// The text of the first file chosen in `input`, or `None` when none was
/// chosen or it could not be read.
pub async fn read_chosen(input: &web_sys::HtmlInputElement) -> Option<String> {
    let file = input.files()?.get(0)?;
    let text = JsFuture::from(file.text()).await.ok()?;
    text.as_string()
}
