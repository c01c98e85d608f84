//! Where things sit on the board: pure functions of the engine's static data,
//! in the 1744×1125 frame of the board image (`viewBox="0 0 1744 1125"`).

use europa_engine::{CityId, RouteId};

pub const BOARD_WIDTH: f64 = 1744.0;
pub const BOARD_HEIGHT: f64 = 1125.0;
/// The SVG `viewBox` matching the engine's coordinates.
pub const VIEW_BOX: &str = "0 0 1744 1125";

/// A car space's size across the track.
pub const CAR_WIDTH: f64 = 15.0;
/// Empty track between two car spaces.
pub const CAR_GAP: f64 = 4.0;
/// Longest car space; short routes between far cities keep this length,
/// centred on the line.
pub const MAX_CAR_LENGTH: f64 = 46.0;
/// Track left free next to each city dot.
pub const CITY_MARGIN: f64 = 13.0;
/// Distance of each track of a double route from the line between the cities.
pub const DOUBLE_OFFSET: f64 = 9.5;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Point {
    pub fn distance(self, other: Point) -> f64 {
        (other.x - self.x).hypot(other.y - self.y)
    }
}

pub fn city_point(city: CityId) -> Point {
    let c = city.city();
    Point {
        x: f64::from(c.x),
        y: f64::from(c.y),
    }
}

/// One car space of a route: a rectangle `length` × `width` centred on
/// `center` and turned by `angle_deg` (clockwise, SVG convention).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CarSpace {
    pub center: Point,
    pub length: f64,
    pub width: f64,
    pub angle_deg: f64,
    /// The cosine and sine of `angle_deg`, from the track's direction (the
    /// page then needs no sine or cosine of its own).
    pub cos: f64,
    pub sin: f64,
}

impl CarSpace {
    /// SVG `transform` that puts a shape drawn around the origin, along the
    /// x axis, onto this space.
    pub fn transform(&self) -> String {
        format!(
            "translate({} {}) rotate({})",
            num(self.center.x),
            num(self.center.y),
            num(self.angle_deg)
        )
    }

    /// SVG path of a `length` × `width` rectangle with corners rounded by
    /// `radius`, centred on this space and turned as it is, in board
    /// coordinates. A shape with its own `transform` is a paint chunk of its
    /// own in the browser: 300 of them cost about 0.8 ms of layerize and paint
    /// per deck click at full speed (`bench-frame.mjs`).
    pub fn outline(&self, length: f64, width: f64, radius: f64) -> String {
        let (sin, cos) = (self.sin, self.cos);
        let at = |x: f64, y: f64| {
            let wx = self.center.x + x * cos - y * sin;
            let wy = self.center.y + x * sin + y * cos;
            format!("{} {}", num(wx), num(wy))
        };
        let (hl, hw) = (length / 2.0, width / 2.0);
        let r = radius.min(hl).min(hw);
        let arc = |x, y| format!("A{} {} 0 0 1 {}", num(r), num(r), at(x, y));
        format!(
            "M{}L{}{}L{}{}L{}{}L{}{}Z",
            at(-hl + r, -hw),
            at(hl - r, -hw),
            arc(hl, -hw + r),
            at(hl, hw - r),
            arc(hl - r, hw),
            at(-hl + r, hw),
            arc(-hl, hw - r),
            at(-hl, -hw + r),
            arc(-hl + r, -hw),
        )
    }
}

/// `x` limited to [lo, hi] (NaN gives `lo`). Not `f64::clamp`: its
/// `min <= max` assertion formats both bounds with `{:?}`, which alone links
/// core's float printing (about 5 KB gzipped) into the page.
pub fn clamp(x: f64, lo: f64, hi: f64) -> f64 {
    x.max(lo).min(hi)
}

/// An SVG number, to a tenth of a board unit. Only integers are formatted:
/// f64's `Display` and `{:.1}` would link core's float printing (Grisu and
/// Dragon4, about 5 KB gzipped) into the page for coordinates alone.
pub fn num(x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let a = tenths.unsigned_abs();
    match a % 10 {
        0 => format!("{sign}{}", a / 10),
        d => format!("{sign}{}.{d}", a / 10),
    }
}

/// Sideways shift of a route's track: the two tracks of a double route sit
/// either side of the line between the cities, the lower id on the left.
pub fn track_offset(route: RouteId) -> f64 {
    match route.route().double_of {
        Some(twin) if route.0 < twin.0 => -DOUBLE_OFFSET,
        Some(_) => DOUBLE_OFFSET,
        None => 0.0,
    }
}

/// The route's track from end to end (city centre to city centre, shifted
/// for double routes). Ends are ordered by city id, so both tracks of a
/// double route share one direction and their offsets never cross.
pub fn track(route: RouteId) -> (Point, Point) {
    let r = route.route();
    let (a, b) = if r.a <= r.b { (r.a, r.b) } else { (r.b, r.a) };
    let (p, q) = (city_point(a), city_point(b));
    let len = p.distance(q);
    if len == 0.0 {
        return (p, q);
    }
    let off = track_offset(route);
    // Unit normal, pointing left of the direction p → q.
    let (nx, ny) = ((q.y - p.y) / len, -(q.x - p.x) / len);
    (
        Point {
            x: p.x + nx * off,
            y: p.y + ny * off,
        },
        Point {
            x: q.x + nx * off,
            y: q.y + ny * off,
        },
    )
}

/// Height of a row of the map when Tab walks it, in board units.
const TAB_ROW: f64 = 150.0;

/// Every route in reading order of the map (rows from the north, west to
/// east in each), the order Tab visits them: alphabetical order made the
/// focus jump across Europe.
pub fn map_order() -> Vec<RouteId> {
    let mut routes: Vec<RouteId> = RouteId::all().collect();
    europa_engine::order::sort_by_key(&mut routes, |&r| {
        let (p, q) = track(r);
        let row = ((p.y + q.y) / 2.0 / TAB_ROW) as u32;
        row << 16 | ((p.x + q.x) / 2.0) as u32
    });
    routes
}

/// An angle turned into (-90°, 90°], so symbols drawn along it stay upright.
pub fn upright(angle_deg: f64) -> f64 {
    let mut a = angle_deg % 180.0;
    if a > 90.0 {
        a -= 180.0;
    } else if a <= -90.0 {
        a += 180.0;
    }
    a
}

/// The route's car spaces, evenly spread along its track between the two
/// city margins.
pub fn car_spaces(route: RouteId) -> Vec<CarSpace> {
    let n = usize::from(route.route().length);
    let (p, q) = track(route);
    spaces_between(p, q, n)
}

/// `n` car spaces on the segment p–q (the geometry behind [`car_spaces`]).
pub fn spaces_between(p: Point, q: Point, n: usize) -> Vec<CarSpace> {
    let dist = p.distance(q);
    if n == 0 || dist == 0.0 {
        return Vec::new();
    }
    let nf = n as f64;
    let usable = (dist - 2.0 * CITY_MARGIN).max(0.0);
    let length = clamp((usable - CAR_GAP * (nf - 1.0)) / nf, 4.0, MAX_CAR_LENGTH);
    let (ux, uy) = ((q.x - p.x) / dist, (q.y - p.y) / dist);
    let raw = uy.atan2(ux).to_degrees();
    let angle_deg = upright(raw);
    // Turned half a turn to stay upright: the direction flips with it.
    let flip = if (angle_deg - raw).abs() > 90.0 {
        -1.0
    } else {
        1.0
    };
    let (cos, sin) = (ux * flip, uy * flip);
    let pitch = length + CAR_GAP;
    let row = pitch * nf - CAR_GAP;
    // Distance from p to the first car's centre: the row is centred.
    let start = (dist - row) / 2.0 + length / 2.0;
    (0..n)
        .map(|i| {
            let t = start + pitch * i as f64;
            CarSpace {
                center: Point {
                    x: p.x + ux * t,
                    y: p.y + uy * t,
                },
                length,
                width: CAR_WIDTH,
                angle_deg,
                cos,
                sin,
            }
        })
        .collect()
}

/// Where a city's name goes, relative to its dot, and how it is anchored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    pub fn svg(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelPlace {
    pub at: Point,
    pub anchor: Anchor,
}

/// Label font size in board units (style/main.css says the same).
pub const LABEL_FONT: f64 = 23.0;
/// Rough width of one character of a label, for keeping names on the board.
const LABEL_CHAR_WIDTH: f64 = 0.56 * LABEL_FONT;
/// Default label place: centred under the dot.
const LABEL_BELOW: f64 = 30.0;
/// Space kept between a label and the board's edge.
const EDGE: f64 = 8.0;

/// Cities whose name would sit on a track, or off the board, if put under
/// the dot: offset from the dot (x, y) and anchor, chosen by looking at the
/// rendered map.
pub const LABEL_OVERRIDES: &[(&str, f64, f64, Anchor)] = &[
    ("bruxelles", -13.0, -8.0, Anchor::End),
    ("cadiz", 16.0, 7.0, Anchor::Start),
    ("frankfurt", 14.0, 9.0, Anchor::Start),
    ("palermo", -16.0, 7.0, Anchor::End),
    ("smyrna", 16.0, 24.0, Anchor::Start),
];

/// Estimated width of a label in board units.
pub fn label_width(text: &str) -> f64 {
    text.chars().count() as f64 * LABEL_CHAR_WIDTH
}

/// Where a city's name goes: under the dot by default, slid sideways if it
/// would cross the board's edge.
pub fn label_place(city: CityId) -> LabelPlace {
    let c = city.city();
    let p = city_point(city);
    let (dx, dy, anchor) = LABEL_OVERRIDES
        .iter()
        .find(|(key, ..)| *key == c.key)
        .map(|&(_, dx, dy, a)| (dx, dy, a))
        .unwrap_or((0.0, LABEL_BELOW, Anchor::Middle));
    let w = label_width(c.label);
    // Leftmost x of the text for each anchor, as an offset from the anchor point.
    let left = match anchor {
        Anchor::Start => 0.0,
        Anchor::Middle => -w / 2.0,
        Anchor::End => -w,
    };
    let x = p.x + dx;
    let x = x + (EDGE - (x + left)).max(0.0) - ((x + left + w) - (BOARD_WIDTH - EDGE)).max(0.0);
    LabelPlace {
        at: Point { x, y: p.y + dy },
        anchor,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn svg_numbers_keep_a_tenth_and_no_float_formatting() {
        assert_eq!(num(0.0), "0");
        assert_eq!(num(-0.04), "0");
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.345), "12.3");
        assert_eq!(num(-7.25), "-7.3");
        assert_eq!(num(-0.5), "-0.5");
        assert_eq!(num(1744.0), "1744");
    }

    use super::*;
    use europa_engine::{CITIES, ROUTES};

    /// The numbers of a path, as (x, y) pairs, arc radii left out.
    fn path_points(d: &str) -> Vec<(f64, f64)> {
        let mut out = Vec::new();
        for part in d.split(['M', 'L', 'Z']).filter(|p| !p.is_empty()) {
            let (line, arc) = part.split_once('A').unwrap_or((part, ""));
            let nums: Vec<f64> = line.split(' ').filter_map(|n| n.parse().ok()).collect();
            out.extend(nums.chunks(2).map(|c| (c[0], c[1])));
            let nums: Vec<f64> = arc.split(' ').filter_map(|n| n.parse().ok()).collect();
            if nums.len() == 7 {
                out.push((nums[5], nums[6]));
            }
        }
        out
    }

    #[test]
    fn every_car_space_knows_the_cosine_and_sine_of_its_angle() {
        for r in RouteId::all() {
            for s in car_spaces(r) {
                let (sin, cos) = s.angle_deg.to_radians().sin_cos();
                assert!(
                    (s.cos - cos).abs() < 1e-9 && (s.sin - sin).abs() < 1e-9,
                    "{r:?} {s:?}"
                );
            }
        }
    }

    #[test]
    fn a_car_outline_is_its_space_turned_and_placed_on_the_board() {
        let flat = CarSpace {
            center: Point { x: 100.0, y: 50.0 },
            length: 20.0,
            width: 8.0,
            angle_deg: 0.0,
            cos: 1.0,
            sin: 0.0,
        };
        let d = flat.outline(20.0, 8.0, 2.5);
        assert!(
            d.starts_with("M92.5 46L107.5 46A2.5 2.5 0 0 1 110 48.5"),
            "{d}"
        );
        // Turned a quarter: the long side runs down the board.
        let upright = CarSpace {
            angle_deg: 90.0,
            cos: 0.0,
            sin: 1.0,
            ..flat
        };
        let pts = path_points(&upright.outline(20.0, 8.0, 2.5));
        assert_eq!(pts.len(), 9, "four sides, four corners, back to the start");
        let (xs, ys): (Vec<f64>, Vec<f64>) = pts.into_iter().unzip();
        let span = |v: &[f64]| {
            v.iter().cloned().fold(f64::MIN, f64::max) - v.iter().cloned().fold(f64::MAX, f64::min)
        };
        assert!(
            (span(&xs) - 8.0).abs() < 0.11 && (span(&ys) - 20.0).abs() < 0.11,
            "{xs:?} {ys:?}"
        );
    }

    #[test]
    fn tab_walks_the_routes_row_by_row_from_the_north_west() {
        let order = map_order();
        assert_eq!(order.len(), RouteId::all().count());
        let mid = |r: RouteId| {
            let (p, q) = track(r);
            ((p.x + q.x) / 2.0, (p.y + q.y) / 2.0)
        };
        for pair in order.windows(2) {
            let (a, b) = (mid(pair[0]), mid(pair[1]));
            let (row_a, row_b) = ((a.1 / TAB_ROW) as u32, (b.1 / TAB_ROW) as u32);
            assert!(row_a < row_b || (row_a == row_b && a.0 <= b.0), "{pair:?}");
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn every_route_has_one_space_per_car() {
        for r in RouteId::all() {
            assert_eq!(car_spaces(r).len(), usize::from(r.route().length), "{r:?}");
        }
    }

    #[test]
    fn spaces_stay_between_the_cities_and_do_not_overlap() {
        for r in RouteId::all() {
            let (p, q) = track(r);
            let dist = p.distance(q);
            let spaces = car_spaces(r);
            for s in &spaces {
                let from_p = p.distance(s.center);
                assert!(from_p - s.length / 2.0 >= CITY_MARGIN - 1e-6, "{r:?}");
                assert!(
                    from_p + s.length / 2.0 <= dist - CITY_MARGIN + 1e-6,
                    "{r:?}"
                );
            }
            for w in spaces.windows(2) {
                let centres = w[0].center.distance(w[1].center);
                assert!(centres >= w[0].length + CAR_GAP - 1e-6, "{r:?}");
            }
        }
    }

    #[test]
    fn short_row_is_centred_with_capped_cars() {
        let p = Point { x: 0.0, y: 0.0 };
        let q = Point { x: 400.0, y: 0.0 };
        let spaces = spaces_between(p, q, 2);
        assert!(close(spaces[0].length, MAX_CAR_LENGTH));
        assert!(close(spaces[0].center.x + spaces[1].center.x, 400.0));
        assert!(close(spaces[0].angle_deg, 0.0));
    }

    #[test]
    fn double_routes_sit_apart_and_parallel() {
        for (i, r) in ROUTES.iter().enumerate() {
            let Some(twin) = r.double_of else { continue };
            let me = RouteId(i as u8);
            let (a, _) = track(me);
            let (b, _) = track(twin);
            assert!(close(a.distance(b), 2.0 * DOUBLE_OFFSET), "{me:?}");
            let (sa, sb) = (car_spaces(me), car_spaces(twin));
            assert!(close(sa[0].angle_deg, sb[0].angle_deg), "{me:?}");
        }
        // Tracks wider apart than a car, so the two rows never touch.
        const { assert!(2.0 * DOUBLE_OFFSET > CAR_WIDTH) };
    }

    #[test]
    fn angles_are_upright() {
        assert!(close(upright(180.0), 0.0));
        assert!(close(upright(-90.0), 90.0));
        assert!(close(upright(135.0), -45.0));
        assert!(close(upright(-135.0), 45.0));
        assert!(close(upright(45.0), 45.0));
    }

    #[test]
    fn label_overrides_name_real_cities() {
        for (key, ..) in LABEL_OVERRIDES {
            assert!(CityId::by_key(key).is_some(), "{key}");
        }
    }

    #[test]
    fn labels_stay_on_the_board() {
        for (i, _) in CITIES.iter().enumerate() {
            let id = CityId(i as u8);
            let l = label_place(id);
            let w = label_width(id.city().label);
            let left = match l.anchor {
                Anchor::Start => l.at.x,
                Anchor::Middle => l.at.x - w / 2.0,
                Anchor::End => l.at.x - w,
            };
            let key = id.city().key;
            assert!(left >= 0.0 && left + w <= BOARD_WIDTH, "{key}");
            // Baseline on the board with room for descenders; cap height too.
            assert!(l.at.y - LABEL_FONT >= 0.0, "{key}");
            assert!(l.at.y + 0.3 * LABEL_FONT <= BOARD_HEIGHT, "{key}");
        }
    }
}
