fn main() {
    let overrides = "perpetualCheckIllegal = false\nnFoldValue = draw\nchasingRule = none\nmoveRepetitionIllegal = false\n";
    for name in fers_movement::ini::builtin_names() {
        let extra = if name.starts_with("janggi") {
            "nMoveRule = 0\nnFoldRule = 0\n"
        } else {
            ""
        };
        let text = format!("[t:{name}]\n{overrides}{extra}");
        match fers_movement::ini::load_ini(&text, "t") {
            Ok(_) => println!("ok {name}"),
            Err(e) => {
                for d in e.diagnostics() {
                    println!("REFUSED {name}: {d}");
                }
            }
        }
    }
}
