// Page object for the home, new-game and saved-games screens: tests say what
// a player does; this file knows the data-testid hooks and the storage keys.
export const SAVE_PREFIX = 'europa-express/v1/save/';
export const LAST_KEY = 'europa-express/v1/last';

const LEVELS = ['Easy', 'Medium', 'Hard'];
const VARIANTS = ['Classic', 'Europa1912', 'EuropeExpanded', 'BigCities', 'Mega'];

/// What a format-6 save's text starts with (src/session/text.rs).
const MARK = 'Europa-Express-';

/// CRC-32 as zip computes it, as the app seals a save.
function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/// The postcard bytes a save's text holds: format 6 (the mark, the format,
/// base64 of the bytes, their zero padding and CRC-32) or an older format's
/// plain base64. Whitespace is ignored, as the app ignores it.
export function saveBytes(text) {
  const compact = text.replace(/\s+/g, '');
  const m = /^Europa-Express-(\d+):(.*)$/.exec(compact);
  if (!m) return Buffer.from(compact, 'base64');
  const b = Buffer.from(m[2], 'base64');
  return b.subarray(0, b.length - 4);
}

/// `bytes` (postcard, starting with the format number `format`) sealed as
/// the app writes a save: for crafting saves the app must read.
export function sealSave(bytes, format = 7) {
  const pad = (3 - ((bytes.length + 4) % 3)) % 3;
  const body = Buffer.concat([Buffer.from(bytes), Buffer.alloc(pad), Buffer.alloc(4)]);
  body.writeUInt32LE(crc32(body.subarray(0, body.length - 4)), body.length - 4);
  return `${MARK}${format}:${body.toString('base64')}`;
}

/// Postcard's encodings, for crafting saves: `out` the bytes, `varint` an
/// unsigned integer, `str` a string (length, UTF-8), `f64` a float.
export function postcardWriter() {
  const out = [];
  const varint = (n) => {
    let v = BigInt(n);
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v > 0n) byte |= 0x80;
      out.push(byte);
    } while (v > 0n);
  };
  const str = (text) => {
    const b = Buffer.from(text, 'utf8');
    varint(b.length);
    for (const x of b) out.push(x);
  };
  const f64 = (x) => {
    const b = Buffer.alloc(8);
    b.writeDoubleLE(x);
    out.push(...b);
  };
  return { out, varint, str, f64 };
}

/// A stored save (src/session/) read far enough for the tests: everything
/// up to the actions, which stay bytes. Field order and encodings follow
/// (format, AnySave), Saved, GameRecord and each game's GameConfig.
export function decodeSave(text) {
  const b = saveBytes(text);
  let i = 0;
  const varint = () => {
    let n = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const x = b[i++];
      n |= BigInt(x & 0x7f) << shift;
      if (x < 0x80) return Number(n);
    }
  };
  const str = () => {
    const len = varint();
    i += len;
    return b.toString('utf8', i - len, i);
  };
  const f64 = () => {
    i += 8;
    return b.readDoubleLE(i - 8);
  };
  const format_version = varint();
  const game = ['Europe', 'CardGame'][varint()];
  const save = { format_version, game, id: str(), created_ms: f64(), updated_ms: f64(), seats: [] };
  for (let n = varint(); n > 0; n--) {
    const name = str();
    save.seats.push({ name, kind: varint() === 0 ? 'Human' : { Computer: LEVELS[varint()] } });
  }
  const record_version = varint();
  let config;
  if (game === 'Europe') {
    config = { players: b[i++], seed: varint(), variant: VARIANTS[varint()], first_player: b[i++] ? b[i++] : null };
    // Engine record format 2 added Warehouses & Depots to the config.
    config.depots = b[i++] === 1;
    // Format 3 added the flag that replays older games with E1's old check.
    if (record_version >= 3) config.legacy_face_up_reset = b[i++] === 1;
  } else {
    config = { players: b[i++], seed: varint(), beginner: b[i++] === 1, first_player: b[i++] ? b[i++] : null };
  }
  const actionCount = varint();
  save.record = { format_version: record_version, config, actionCount, actionBytes: b.subarray(i).toString('hex') };
  return save;
}

export class SavesPage {
  constructor(page, url) {
    this.page = page;
    // ?fast=1: computer seats move without the pause.
    this.url = url + (url.includes('?') ? '&' : '?') + 'fast=1';
  }

  /// Opens the app with empty storage.
  async openFresh() {
    await this.page.goto(this.url);
    await this.page.evaluate(() => localStorage.clear());
    await this.open();
  }

  async open() {
    await this.page.goto(this.url);
    await this.page.getByTestId('home-new').waitFor();
  }

  async home() {
    await this.page.getByTestId('home-link').click();
    await this.page.getByTestId('home-new').waitFor();
  }

  async newGameForm() {
    await this.page.getByTestId('home-new').click();
    await this.page.getByTestId('new-game').waitFor();
  }

  /// Fills the form: seats [{ name, kind: 'human' | 'easy' | 'medium' | 'hard' }].
  async fillForm({ seats, seed, first, variant }) {
    const p = this.page;
    await p.getByTestId('ng-players').selectOption(String(seats.length));
    for (const [i, s] of seats.entries()) {
      await p.getByTestId(`ng-name-${i}`).fill(s.name);
      await p.getByTestId(`ng-kind-${i}`).selectOption(s.kind);
    }
    if (seed !== undefined) await p.getByTestId('ng-seed').fill(String(seed));
    if (first !== undefined) await p.getByTestId('ng-first').selectOption(String(first));
    if (variant !== undefined) await p.getByTestId('ng-variant').selectOption(variant);
  }

  async start() {
    await this.page.getByTestId('ng-start').click();
  }

  async startGame(form) {
    await this.newGameForm();
    await this.fillForm(form);
    await this.start();
    await this.page.getByTestId('ticket-choice').waitFor();
  }

  /// The facade's test hook (window.__europa), parsed.
  async state() {
    return this.page.evaluate(() => JSON.parse(window.__europa ?? 'null'));
  }

  /// Waits until seat 0 (a person) may act and shows its cards.
  async waitForMyTurn() {
    await this.page.waitForFunction(() => {
      const s = JSON.parse(window.__europa ?? 'null');
      return s && s.revealed === 0 && s.current === 0 && s.legal > 0;
    });
  }

  /// Ticks every offered ticket (none is ticked by default), then keeps them.
  async keepTickets() {
    const offered = this.page.getByTestId('offer-ticket');
    await offered.first().waitFor();
    for (let i = 0; i < (await offered.count()); i++) await offered.nth(i).click();
    await this.page.getByTestId('keep-tickets').click();
    await this.page.getByTestId('ticket-choice').waitFor({ state: 'detached' });
  }

  async drawFromDeck() {
    await this.page.getByTestId('deck').click();
  }

  /// Every saved game in localStorage: { key: raw text }.
  /// The app writes a move's save once the move's frame has painted, so
  /// this waits for the next frame and the task after it before reading.
  async stored() {
    return this.page.evaluate(async (prefix) => {
      await new Promise((done) => requestAnimationFrame(() => setTimeout(() => setTimeout(done))));
      const out = {};
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i);
        if (k.startsWith(prefix)) out[k] = localStorage.getItem(k);
      }
      return out;
    }, SAVE_PREFIX);
  }

  async storedGames() {
    return Object.values(await this.stored()).map(decodeSave);
  }

  async savesList() {
    await this.page.getByTestId('home-saves').click();
    await this.page.getByTestId('saves').waitFor();
  }

  rows() {
    return this.page.getByTestId('save-row');
  }

  /// What a player sees of the game: the move log and the hand.
  async position() {
    const p = this.page;
    await p.getByTestId('log').waitFor();
    return {
      log: await p.getByTestId('log').innerText(),
      hand: await p.getByTestId('hand').innerText(),
      turns: (await this.state())?.turns,
    };
  }
}
