use fers_rules::*;
fn main() {
    let text = std::fs::read_to_string("rulesets/standard.toml").unwrap();
    let rs = load_ruleset(&text, "standard.toml", &|_| None).unwrap();
    let t = compile::<u64>(rs).unwrap();
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            vec![20u64, 400, 8902, 197281, 4865609],
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
            vec![48, 2039, 97862, 4085603],
        ),
        (
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
            vec![14, 191, 2812, 43238, 674624],
        ),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            vec![6, 264, 9467, 422333],
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            vec![44, 1486, 62379, 2103487],
        ),
    ];
    for (fen, counts) in cases {
        let p = Position::from_fen(&t, fen, FenMode::Relaxed).unwrap();
        for (d, &c) in counts.iter().enumerate() {
            let start = std::time::Instant::now();
            let n = p.perft(d as u32 + 1);
            println!(
                "{} d{} {} {} {:?}",
                if n == c { "ok " } else { "BAD" },
                d + 1,
                n,
                c,
                start.elapsed()
            );
        }
    }
}
