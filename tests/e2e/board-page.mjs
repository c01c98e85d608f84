// Page object for the board page: tests say what a player does, this file
// knows the data-testid hooks.
export class BoardPage {
  constructor(page, url) {
    this.page = page;
    this.url = url;
    // Console errors a test provokes on purpose (run.mjs fails on any other).
    this.expectedErrors = [];
  }

  expectConsoleError(pattern) {
    this.expectedErrors.push(pattern);
  }

  async open() {
    await this.page.goto(this.url);
    // The app is mounted once the home screen shows its buttons.
    await this.page.getByTestId('quick-vs-computer').waitFor();
  }

  cities() {
    return this.page.locator('[data-testid="board"] [data-testid="city"]');
  }

  routes() {
    return this.page.locator('[data-testid="board"] [data-testid="route"]');
  }

  claimedRoutes() {
    return this.page.locator('[data-testid="route"][data-owner]');
  }

  async choosePlayers(n) {
    await this.page.getByTestId('players').selectOption(String(n));
  }

  async playRandomGame() {
    await this.page.getByTestId('play-random').click();
    await this.page.getByTestId('winner').waitFor();
  }

  winner() {
    return this.page.getByTestId('winner-name');
  }

  scoreRows() {
    return this.page.getByTestId('score-row');
  }

  seed() {
    return this.page.getByTestId('seed-value');
  }

  async switchLanguage() {
    await this.page.getByTestId('lang-toggle').click();
  }

  playButton() {
    return this.page.getByTestId('play-random');
  }
}
