//! `fers serve` (issue #39): its JSON API over real HTTP on a loopback port, and hostile
//! requests that must get typed errors while the server keeps answering.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

/// A `fers serve --port 0` process, killed when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_fers"))
            .args(["serve", "--port", "0"])
            .args(args)
            .stdout(Stdio::piped())
            .spawn()
            .expect("fers serve starts");
        let stdout = child.stdout.take().expect("its stdout");
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).expect("a first line");
        let address = line
            .trim()
            .strip_prefix("fers serve: http://")
            .and_then(|a| a.strip_suffix('/'))
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"))
            .to_string();
        Server { child, address }
    }

    /// The status and body of a request with raw bytes as its body.
    fn raw(&self, method: &str, path: &str, body: &[u8]) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.address).expect("connects");
        let head = format!(
            "{method} {path} HTTP/1.0\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            self.address,
            body.len()
        );
        stream.write_all(head.as_bytes()).expect("writes");
        // A refused body may be answered before it is all read: ignore a broken pipe.
        let _ = stream.write_all(body);
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let text = String::from_utf8_lossy(&answer).to_string();
        let status = text
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no status in {text:?}"));
        let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_string();
        (status, body)
    }

    /// The status and JSON of a POST of `body`.
    fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        let (status, text) = self.raw("POST", path, body.to_string().as_bytes());
        (status, serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}")))
    }

    /// The error code of a refused POST, checking its status.
    fn refused(&self, path: &str, body: &Value, status: u16) -> Value {
        let (got, answer) = self.post(path, body);
        assert_eq!(got, status, "{answer}");
        answer["error"].clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn count(v: &Value, key: &str) -> usize {
    v[key].as_array().map_or(0, Vec::len)
}

#[test]
fn the_page_and_its_assets_are_served() {
    let s = Server::start(&[]);
    let (status, page) = s.raw("GET", "/?ruleset=xiangqi", b"");
    assert_eq!(status, 200);
    assert!(page.contains(r#"<svg id="board""#), "{page}");
    assert!(page.contains(r#"<script src="/board.js">"#));
    let (status, js) = s.raw("GET", "/board.js", b"");
    assert_eq!(status, 200);
    assert!(js.contains("data-square"));
    let (status, list) = s.raw("GET", "/api/rulesets", b"");
    assert_eq!(status, 200);
    let list: Value = serde_json::from_str(&list).expect("JSON");
    let names: Vec<&str> = list["rulesets"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    for name in ["standard", "xiangqi", "shogi", "crazyhouse", "duck", "amazons", "normal"] {
        assert!(names.contains(&name), "{name} missing from {names:?}");
    }
}

#[test]
fn a_game_is_the_board_its_pieces_and_its_legal_moves() {
    let s = Server::start(&[]);
    let (status, chess) = s.post("/api/game", &json!({ "ruleset": "standard" }));
    assert_eq!(status, 200);
    assert_eq!((count(&chess, "squares"), count(&chess, "pieces")), (64, 32));
    assert_eq!(count(&chess, "legal"), 20);
    assert_eq!(chess["squares"][4]["name"], "e1");
    assert_eq!(chess["turn"], "white");
    assert!(chess["hands"].is_null());
    // The pawn's promotion zone, a region the page shades on request.
    let zone = &chess["regions"][0];
    assert_eq!(zone["name"], "promotion zone (pawn)");
    assert_eq!(zone["white"], json!(["a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"]));
    assert_eq!(zone["black"][0], "a1");
    let e4 = chess["legal"]
        .as_array()
        .and_then(|l| l.iter().find(|m| m["uci"] == "e2e4"))
        .expect("e2e4 is legal");
    assert_eq!((&e4["from"], &e4["to"], &e4["text"]), (&json!("e2"), &json!("e4"), &json!("e4")));

    let (_, xiangqi) = s.post("/api/game", &json!({ "ruleset": "xiangqi" }));
    assert_eq!((count(&xiangqi, "squares"), count(&xiangqi, "pieces")), (90, 32));
    let palace = &xiangqi["regions"][0];
    assert_eq!((&palace["name"], &palace["confines"]), (&json!("palace"), &json!(true)));
    assert_eq!(palace["white"].as_array().map(Vec::len), Some(9));
    // The moves are written as the game's players write them (WXF for xiangqi).
    assert_eq!(xiangqi["legal"][0]["text"], "K5+1");

    let (_, amazons) = s.post("/api/game", &json!({ "ruleset": "amazons" }));
    assert_eq!((amazons["files"].as_u64(), amazons["ranks"].as_u64()), (Some(10), Some(10)));
    assert_eq!(count(&amazons, "squares"), 100);

    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    let (_, bare) = s.post("/api/game", &json!({ "ruleset": "normal", "fen": fen }));
    assert_eq!((bare["fen"].as_str(), count(&bare, "pieces")), (Some(fen), 2));
    assert_eq!(bare["outcome"]["code"], "insufficient-material");
}

#[test]
fn fools_mate_ends_the_game_with_its_outcome() {
    let s = Server::start(&[]);
    let mut moves: Vec<&str> = Vec::new();
    let mut last = Value::Null;
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let (status, after) = s.post("/api/move", &json!({ "moves": moves, "move": m }));
        assert_eq!(status, 200, "{after}");
        moves.push(m);
        last = after;
    }
    assert_eq!(last["outcome"]["result"], "0-1");
    assert_eq!(last["outcome"]["winner"], "Black");
    assert_eq!(last["check"], json!(["e1"]));
    assert_eq!(count(&last, "legal"), 0);
    let texts: Vec<&str> = last["history"]
        .as_array()
        .expect("history")
        .iter()
        .filter_map(|m| m["text"].as_str())
        .collect();
    assert_eq!(texts, ["f3", "e5", "g4", "Qh4#"]);
}

#[test]
fn an_illegal_move_gets_its_code_and_sentence() {
    let s = Server::start(&[]);
    let fen = "r3k2r/8/8/8/8/5r2/8/R3K2R w KQkq - 0 1";
    let error = s.refused("/api/move", &json!({ "fen": fen, "move": "e1g1" }), 422);
    assert_eq!(error["code"], "illegal-move");
    assert_eq!(error["refusal"], "CastlingNotAllowed");
    assert_eq!(
        error["message"],
        "CastlingNotAllowed: the king would pass through f1, which the black rook on f3 attacks"
    );
}

#[test]
fn drops_two_part_moves_and_passes_are_listed_and_played() {
    let s = Server::start(&[]);
    let moves = ["e2e4", "d7d5", "e4d5", "d8d5"];
    let (_, zh) = s.post("/api/game", &json!({ "ruleset": "crazyhouse", "moves": moves }));
    assert_eq!(zh["hands"]["white"], json!([{ "piece": "P", "count": 1 }]));
    let drop = zh["legal"]
        .as_array()
        .and_then(|l| l.iter().find(|m| m["uci"] == "P@e4"))
        .expect("a pawn drop on e4");
    assert_eq!((&drop["from"], &drop["drop"], &drop["to"]), (&Value::Null, &json!("P"), &json!("e4")));
    let (status, after) = s.post(
        "/api/move",
        &json!({ "ruleset": "crazyhouse", "moves": moves, "move": "P@e4" }),
    );
    assert_eq!(status, 200, "{after}");
    assert!(after["hands"]["white"].as_array().is_some_and(Vec::is_empty));

    let (_, duck) = s.post("/api/game", &json!({ "ruleset": "duck" }));
    let m = duck["legal"]
        .as_array()
        .and_then(|l| l.iter().find(|m| m["uci"] == "e2e4,e4e5"))
        .expect("e2e4 with the duck to e5");
    assert_eq!((&m["to"], &m["second"]), (&json!("e4"), &json!("e5")));
    let (status, after) = s.post("/api/move", &json!({ "ruleset": "duck", "move": "e2e4,e4e5" }));
    assert_eq!(status, 200, "{after}");
    let e5 = after["squares"]
        .as_array()
        .and_then(|l| l.iter().find(|sq| sq["name"] == "e5"))
        .expect("e5");
    assert_eq!(e5["wall"], true);

    let (_, janggi) = s.post("/api/game", &json!({ "ruleset": "janggi" }));
    assert!(
        janggi["legal"]
            .as_array()
            .is_some_and(|l| l.iter().any(|m| m["from"] == m["to"] && m["rest"] == "")),
        "janggi's pass is a legal move"
    );
}

#[test]
fn the_editor_gets_diagnostics_and_plays_its_ruleset() {
    let s = Server::start(&[]);
    let typo = "name = \"x\"\n[board]\nfiles = 8\nrankz = 8\n";
    let (status, d) = s.post("/api/check", &json!({ "toml": typo }));
    assert_eq!(status, 200);
    assert_eq!(d["ok"], false);
    let rankz = d["diagnostics"]
        .as_array()
        .and_then(|l| l.iter().find(|x| x["code"] == "UnknownKey"))
        .expect("the typo");
    assert_eq!((&rankz["line"], &rankz["column"]), (&json!(4), &json!(1)));
    assert_eq!(rankz["hint"], "did you mean `ranks`?");

    let rank = "16/".repeat(14);
    let big = format!(
        "name = \"big\"\n[board]\nfiles = 16\nranks = 16\nstart = \"k15/{rank}15K w - - 0 1\"\n[pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n"
    );
    let (_, ok) = s.post("/api/check", &json!({ "toml": big }));
    assert_eq!((&ok["ok"], &ok["name"]), (&json!(true), &json!("big")));
    let (_, game) = s.post("/api/game", &json!({ "toml": big }));
    assert_eq!((count(&game, "squares"), count(&game, "pieces")), (256, 2));
    assert_eq!(count(&game, "legal"), 3);

    let (_, source) = s.post("/api/source", &json!({ "ruleset": "standard" }));
    assert!(source["toml"].as_str().is_some_and(|t| t.contains("[pieces.queen]")));
}

#[test]
fn perft_divides_within_its_bounds() {
    let s = Server::start(&[]);
    let (status, p) = s.post("/api/perft", &json!({ "depth": 3 }));
    assert_eq!(status, 200);
    assert_eq!(p["total"], 8902);
    assert_eq!(count(&p, "divide"), 20);
    let error = s.refused("/api/perft", &json!({ "depth": 5 }), 422);
    assert_eq!(error["code"], "perft-too-deep");
    let error = s.refused("/api/perft", &json!({ "depth": 0 }), 422);
    assert_eq!(error["code"], "perft-too-deep");
    // Amazons' 2,176 moves at the start: three plies pass the node bound.
    let error = s.refused("/api/perft", &json!({ "ruleset": "amazons", "depth": 3 }), 422);
    assert_eq!(error["code"], "perft-too-large");
}

#[test]
fn hostile_requests_get_typed_errors_and_the_server_keeps_answering() {
    let s = Server::start(&[]);
    let code = |path: &str, body: &str, status: u16| {
        let (got, text) = s.raw("POST", path, body.as_bytes());
        assert_eq!(got, status, "{body:.80}: {text}");
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        v["error"]["code"].as_str().unwrap_or("").to_string()
    };
    assert_eq!(code("/api/game", "{bad", 400), "bad-json");
    assert_eq!(code("/api/game", "", 400), "bad-json");
    assert_eq!(code("/api/game", r#"{"moves": "e2e4"}"#, 400), "bad-json");
    assert_eq!(code("/api/game", r#"{"surprise": 1}"#, 400), "bad-json");
    assert_eq!(code("/api/move", "{}", 400), "missing-field");
    assert_eq!(code("/api/nothing", "{}", 404), "not-found");
    assert_eq!(code("/api/game", r#"{"ruleset": "../../etc/passwd"}"#, 404), "unknown-ruleset");
    assert_eq!(code("/api/game", r#"{"ruleset": "/etc/hostname"}"#, 404), "unknown-ruleset");
    assert_eq!(code("/api/game", r#"{"fen": "8/8/8 w"}"#, 422), "bad-fen");
    assert_eq!(code("/api/game", r#"{"moves": ["e2e4", "e2e4"]}"#, 422), "bad-move-list");
    let many = json!({ "moves": vec!["e2e4"; 2_001] }).to_string();
    assert_eq!(code("/api/game", &many, 422), "too-many-moves");
    let huge = format!(r#"{{"toml": "{}"}}"#, "#".repeat(300_000));
    assert_eq!(code("/api/check", &huge, 413), "body-too-large");
    let long = json!({ "toml": "#".repeat(70_000) }).to_string();
    assert_eq!(code("/api/game", &long, 422), "bad-ruleset");
    let wide = "name = \"w\"\n[board]\nfiles = 17\nranks = 17\nstart = \"k16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16/16K w - - 0 1\"\n[pieces.king]\nletter = \"k\"\nbetza = \"K\"\nroyal = true\n";
    let (status, answer) = s.post("/api/game", &json!({ "toml": wide }));
    assert!(status == 422, "{answer}");
    let (status, _) = s.raw("GET", "/api/game", b"");
    assert_eq!(status, 405);
    let (status, _) = s.raw("DELETE", "/", b"");
    assert_eq!(status, 405);
    // Bodies of random bytes (a fixed seed): always an error with a code, never a crash.
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for round in 0..200 {
        let len = (round * 37) % 400;
        let body: Vec<u8> = (0..len)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Mostly JSON's own characters, so that some bodies get past the parser.
                let alphabet = b"{}[]\":,0123456789.-e abcdefghijklmnopqrstuvwxyz@+*~/\\\x00\xff";
                alphabet[(seed % alphabet.len() as u64) as usize]
            })
            .collect();
        let path = ["/api/game", "/api/move", "/api/check", "/api/perft", "/api/source"][round % 5];
        let (status, text) = s.raw("POST", path, &body);
        assert!([400, 404, 413, 422].contains(&status), "{status} for {body:?}: {text}");
        assert!(text.contains(r#""code""#), "{text}");
    }
    let (status, _) = s.raw("GET", "/api/rulesets", b"");
    assert_eq!(status, 200, "the server still answers");
}

#[test]
fn rulesets_named_on_the_command_line_are_offered_and_nothing_else_is_read() {
    let dir = std::env::temp_dir().join(format!("fers-serve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("mine.toml");
    std::fs::write(&path, "extends = \"standard\"\nname = \"mine\"\n").expect("written");
    let path = path.to_string_lossy().to_string();
    let s = Server::start(&["--ruleset", &path]);
    let (status, game) = s.post("/api/game", &json!({ "ruleset": path }));
    assert_eq!(status, 200, "{game}");
    assert_eq!(game["name"], "mine");
    let (_, source) = s.post("/api/source", &json!({ "ruleset": path }));
    assert!(source["toml"].as_str().is_some_and(|t| t.contains("name = \"mine\"")));
    let other = dir.join("other.toml").to_string_lossy().to_string();
    let error = s.refused("/api/game", &json!({ "ruleset": other }), 404);
    assert_eq!(error["code"], "unknown-ruleset");
    let _ = std::fs::remove_dir_all(&dir);
}
