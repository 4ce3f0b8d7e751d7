fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let file = fers_movement::ini::read_ini(&text).unwrap();
    let only = std::env::args().nth(2);
    let (mut ok, mut bad) = (0, 0);
    for s in &file.sections {
        if let Some(o) = &only {
            if &s.name != o {
                continue;
            }
        }
        match fers_movement::ini::load_section(&file, &path, &s.name) {
            Ok(_) => {
                ok += 1;
                println!("ok: {}", s.name);
            }
            Err(e) => {
                bad += 1;
                for d in e.diagnostics() {
                    println!("{} | {}", s.name, d);
                }
            }
        }
        if only.is_some() {
            match fers_movement::ini::convert_section(&file, &path, &s.name) {
                Ok(t) => println!("{}", t.text),
                Err(_) => {}
            }
        }
    }
    println!("{ok} ok, {bad} refused");
}
