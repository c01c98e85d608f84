//! Land and sea under the routes: every sea is a subpath of one SVG path in
//! board units, drawn with `fill-rule="evenodd"` so islands are holes in the
//! water around them. Coarse hand-drawn coasts placed from the city points of
//! the published board (its art is stretched, so they follow the routes more
//! than an atlas): every city stands on land, every ferry crosses water, and
//! land routes along a coast stay on land. Outer rings run past the board's
//! edge so the frame, not a thin strip of water, ends the map.

/// The seas, one subpath each, then the islands in them.
pub const SEA: &str = concat!(
    // Atlantic, Channel, North Sea and Baltic, around Norway, Sweden and Jutland
    "M-20 -20 640 -20 650 40 700 70 760 65 790 90 810 115 835 130 850 170 900 185 945 150 965 100 985 50 1000 38 1100 55 1170 62 1192 84 1150 110 1105 150 1075 195 1060 215 1040 212 980 222 920 238 860 252 800 262 740 280 700 270 690 230 685 180 695 120 660 130 640 200 630 260 600 292 560 300 528 318 515 350 470 392 420 428 360 462 300 472 250 495 200 508 172 525 175 548 215 600 245 680 275 760 298 800 250 812 150 808 60 815 22 840 12 900 14 980 16 1015 28 1048 70 1085 115 1108 140 1118 150 1145 -20 1145Z",
    // Great Britain
    "M200 -40 290 -40 300 40 280 90 320 150 360 200 400 260 410 310 395 345 330 360 260 370 220 380 240 330 270 290 250 240 230 180 215 120 205 60Z",
    // Ireland
    "M90 180 160 170 185 230 170 300 110 320 70 270Z",
    // Zealand (Kobenhavn)
    "M772 138 800 132 826 150 822 180 790 188 766 168Z",
    // Mediterranean, Adriatic, Ionian and Aegean, around Italy and Greece
    "M175 1145 190 1110 250 1080 310 1040 370 1000 420 960 470 925 520 890 570 855 600 840 650 850 700 862 750 875 780 880 805 900 830 935 848 975 858 1010 864 1040 872 1058 884 1045 890 1010 897 985 905 960 930 945 965 935 975 925 955 900 900 860 850 800 810 760 790 725 830 730 880 760 930 790 980 830 1020 870 1040 905 1050 930 1080 960 1110 990 1135 1020 1140 1038 1120 1050 1105 1075 1120 1088 1160 1086 1180 1078 1192 1060 1190 1040 1195 1010 1215 975 1250 950 1300 935 1345 948 1340 980 1320 1020 1330 1060 1300 1080 1295 1110 1300 1145Z",
    // Sicily
    "M815 1095 850 1086 885 1085 910 1090 930 1135 810 1135Z",
    // Black Sea (Crimea and the north coast south of the Bucuresti–Sevastopol track)
    "M1402 948 1395 925 1390 880 1385 830 1390 775 1430 775 1480 772 1505 778 1525 785 1560 795 1595 785 1615 770 1635 755 1665 765 1688 785 1690 810 1680 845 1675 880 1665 915 1640 935 1600 930 1540 920 1480 930 1430 945 1410 955Z",
    // Sea of Azov, north of the Sevastopol–Rostov track
    "M1590 705 1620 675 1660 648 1695 632 1700 640 1665 660 1625 690 1597 712Z",
);

#[cfg(test)]
mod tests {
    use super::SEA;
    use crate::europe::geometry::{Point, car_spaces, city_point, track};
    use europa_engine::{CITIES, CityId, RouteId};

    /// The path's rings, as integer points ("M x y x y … Z" subpaths).
    fn rings() -> Vec<Vec<(f64, f64)>> {
        SEA.split('M')
            .filter(|s| !s.trim().is_empty())
            .map(|s| {
                let n: Vec<f64> = s
                    .trim_end_matches(|c: char| c == 'Z' || c.is_whitespace())
                    .split_whitespace()
                    .map(|v| v.parse().expect("an integer"))
                    .collect();
                assert_eq!(n.len() % 2, 0, "{s}");
                n.chunks(2).map(|p| (p[0], p[1])).collect()
            })
            .collect()
    }

    /// Even-odd rule, as the SVG fill: inside an odd number of rings is sea.
    fn at_sea(p: Point) -> bool {
        let mut inside = false;
        for ring in rings() {
            for (i, &(x1, y1)) in ring.iter().enumerate() {
                let (x2, y2) = ring[(i + 1) % ring.len()];
                if (y1 > p.y) != (y2 > p.y) && p.x < x1 + (p.y - y1) * (x2 - x1) / (y2 - y1) {
                    inside = !inside;
                }
            }
        }
        inside
    }

    #[test]
    fn the_path_is_compact_integer_rings() {
        assert!(SEA.len() < 2500, "{} bytes", SEA.len());
        assert!(rings().iter().all(|r| r.len() >= 6));
    }

    #[test]
    fn every_city_stands_on_land() {
        for i in 0..CITIES.len() {
            let id = CityId(i as u8);
            assert!(!at_sea(city_point(id)), "{}", id.city().key);
        }
    }

    #[test]
    fn every_ferry_crosses_water() {
        for r in RouteId::all().filter(|r| r.route().is_ferry()) {
            let (p, q) = track(r);
            let mid = Point {
                x: (p.x + q.x) / 2.0,
                y: (p.y + q.y) / 2.0,
            };
            assert!(at_sea(mid), "{:?}", r);
            assert!(car_spaces(r).iter().any(|s| at_sea(s.center)), "{:?}", r);
        }
    }

    #[test]
    fn the_seas_are_where_the_map_says() {
        let sea = |x, y| at_sea(Point { x, y });
        // The Atlantic off Lisboa, the Channel, the Baltic off Danzig, the
        // Tyrrhenian, the Adriatic, the Aegean, the Black Sea.
        assert!(sea(5.0, 1000.0) && sea(360.0, 400.0) && sea(1000.0, 180.0));
        assert!(sea(820.0, 960.0) && sea(880.0, 800.0) && sea(1250.0, 1050.0));
        assert!(sea(1500.0, 850.0));
        // Great Britain, Sicily and Zealand are land inside the water.
        assert!(!sea(300.0, 250.0) && !sea(870.0, 1110.0) && !sea(795.0, 160.0));
    }
}
