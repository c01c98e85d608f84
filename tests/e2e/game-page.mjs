// Page object for the game screen: tests say what a player does, this file
// knows the data-testid hooks. `state()` reads window.__europa, a read-only
// summary; every move still goes through the real buttons and routes.
export class GamePage {
  constructor(page, url) {
    this.page = page;
    this.url = url;
  }

  async open() {
    const u = new URL(this.url);
    u.searchParams.set('fast', '1');
    await this.page.goto(u.toString());
    await this.page.getByTestId('quick-vs-computer').waitFor();
  }

  async state() {
    return this.page.evaluate(() => (window.__europa ? JSON.parse(window.__europa) : null));
  }

  /** Waits until the person at the screen may act, must pass the device
   *  (hand-off, or the end of their turn in pass and play), or the game is over. */
  async waitForMyMove() {
    for (let i = 0; i < 400; i++) {
      const s = await this.state();
      if (s && (s.over || s.handoff !== null || s.done !== null || s.legal > 0)) {
        // What the page puts off until after a paint (the claimable marks)
        // is on screen too.
        await this.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
        return s;
      }
      await this.page.waitForTimeout(25);
    }
    throw new Error(`no move for the person: ${JSON.stringify(await this.state())}`);
  }

  /** Keeps every offered ticket but the first `drop` (none is ticked at first). */
  async keepTickets(drop = 0) {
    const dialog = this.page.getByTestId('ticket-choice');
    await dialog.waitFor();
    const offered = dialog.getByTestId('offer-ticket');
    const n = await offered.count();
    for (let i = drop; i < n; i++) await offered.nth(i).click();
    await dialog.getByTestId('keep-tickets').click();
    await dialog.waitFor({ state: 'detached' });
  }

  // SVG groups overlap (labels, twin tracks): the click is dispatched on the
  // route's own element, which runs the same handler a tap does.
  async tapRoute(id) {
    await this.page.locator(`[data-testid="route"][data-route="${id}"]`).dispatchEvent('click');
  }

  async tapCity(index) {
    await this.page.locator('[data-testid="city"]').nth(index).dispatchEvent('click');
  }

  async claim(route) {
    await this.tapRoute(route);
    const dialog = this.page.getByTestId('claim-dialog');
    await dialog.waitFor();
    return this.confirmClaim(dialog);
  }

  /** In the open claim dialog: the first payment, confirm, and a tunnel's
   *  extra cards paid (or the tunnel declined when they cannot be). */
  async confirmClaim(dialog) {
    await dialog.getByTestId('payment').first().click();
    await dialog.getByTestId('claim-confirm').click();
    const tunnel = this.page.getByTestId('tunnel-dialog');
    if (await tunnel.isVisible()) {
      const pay = tunnel.getByTestId('tunnel-pay');
      if ((await pay.count()) > 0) await pay.first().click();
      else await tunnel.getByTestId('tunnel-decline').click();
      return 'tunnel';
    }
    return 'claim';
  }

  async buildStation(city) {
    await this.page.getByTestId('build-station').click();
    await this.tapCity(city);
    const dialog = this.page.getByTestId('station-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('station-payment').first().click();
    await dialog.getByTestId('station-confirm').click();
  }

  async drawTwo() {
    await this.page.getByTestId('deck').click();
    const s = await this.waitForMyMove();
    if (s.over || s.legal === 0 || !s.second) return;
    // The deck may have run out after the first card: take a face-up one.
    if (s.canDrawBlind) await this.page.getByTestId('deck').click();
    else await this.page.locator('[data-testid="face-up"]:not([disabled]):not([aria-disabled="true"])').first().click();
  }
}
