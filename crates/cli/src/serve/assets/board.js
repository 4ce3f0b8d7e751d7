// The Fers board page: draws the game the server describes (POST /api/game) as SVG and
// turns clicks into moves. The server keeps no game: this page holds the ruleset, the
// start FEN and the moves, and sends them with every request.
"use strict";

const GLYPHS = { king: "♚", queen: "♛", rook: "♜", bishop: "♝", knight: "♞", pawn: "♟" };
const SIZE = 48, MARGIN = 18;
const SVG = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

const state = {
  ruleset: "standard", toml: null, start: null, moves: [],
  data: null, flipped: false, from: null, drop: null, pending: null,
};

// The server's answer; a server gone (stopped, restarted elsewhere) answers as an error
// does, so that every caller shows it the same way.
async function call(path, body) {
  try {
    const r = await fetch(path, body === undefined ? {} : {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    return await r.json();
  } catch (e) {
    return { error: { code: "no-answer", message: `no answer from fers serve (${e.message})` } };
  }
}

function game(extra) {
  const g = { moves: state.moves, ...extra };
  if (state.toml !== null) g.toml = state.toml; else g.ruleset = state.ruleset;
  if (state.start) g.fen = state.start;
  return g;
}

function say(text) { $("message").textContent = text || ""; }

async function load() {
  const d = await call("/api/game", game());
  if (d.error) { say(d.error.message); return false; }
  state.data = d;
  state.from = state.drop = state.pending = null;
  draw();
  return true;
}

async function play(uci) {
  const d = await call("/api/move", game({ move: uci }));
  if (d.error) { say(d.error.message); state.from = state.drop = state.pending = null; draw(); return; }
  state.moves = state.moves.concat([uci]);
  state.data = d;
  state.from = state.drop = state.pending = null;
  say("");
  draw();
}

// Screen position of a square: file and rank as the server counts them (a1 is 0, 0).
function place(sq) {
  const d = state.data;
  const col = state.flipped ? d.files - 1 - sq.file : sq.file;
  const row = state.flipped ? sq.rank : d.ranks - 1 - sq.rank;
  return [MARGIN + col * SIZE, row * SIZE];
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// The legal moves the current selection leads to.
function candidates() {
  const legal = state.data.legal;
  if (state.drop) return legal.filter((m) => m.drop && m.drop.toUpperCase() === state.drop.toUpperCase());
  if (state.from) return legal.filter((m) => m.from === state.from);
  return [];
}

function draw() {
  const d = state.data;
  const svg = $("board");
  svg.innerHTML = "";
  svg.setAttribute("viewBox", `0 0 ${d.files * SIZE + MARGIN} ${d.ranks * SIZE + MARGIN}`);
  const bySquare = {};
  for (const sq of d.squares) bySquare[sq.name] = sq;
  // The region or promotion zone picked in the Shade menu: white's squares and black's
  // in two tints (a square of both gets both).
  const shade = $("shade").value;
  const shaded = { white: new Set(), black: new Set() };
  for (const r of d.regions) if (r.name === shade) for (const side of ["white", "black"]) for (const s of r[side]) shaded[side].add(s);
  const targets = new Set();
  if (state.pending) for (const m of state.pending) targets.add(m.second);
  else for (const m of candidates()) if (m.to) targets.add(m.to);
  const check = new Set(d.check);
  for (const sq of d.squares) {
    const [x, y] = place(sq);
    const cls = sq.hole ? "hole" : sq.wall ? "wall" : (sq.file + sq.rank) % 2 ? "light" : "dark";
    const rect = el("rect", { x, y, width: SIZE, height: SIZE, class: cls, "data-square": sq.name }, svg);
    rect.addEventListener("click", () => clicked(sq.name));
    for (const side of ["white", "black"]) if (shaded[side].has(sq.name)) el("rect", { x, y, width: SIZE, height: SIZE, class: `shaded ${side}`, "data-shaded": side }, svg);
    if (check.has(sq.name)) el("rect", { x, y, width: SIZE, height: SIZE, class: "check" }, svg);
    if (state.from === sq.name) el("rect", { x, y, width: SIZE, height: SIZE, class: "selected" }, svg);
    if (targets.has(sq.name)) el("rect", { x: x + SIZE / 3, y: y + SIZE / 3, width: SIZE / 3, height: SIZE / 3, class: "target", "data-target": sq.name }, svg);
  }
  // The regions that confine pieces (palaces, halves): their borders drawn, so that
  // xiangqi's palaces and river show.
  const at = {};
  for (const sq of d.squares) at[`${sq.file},${sq.rank}`] = sq.name;
  for (const r of d.regions.filter((r) => r.confines)) {
    for (const side of [r.white, r.black]) {
      const inside = new Set(side);
      for (const name of inside) {
        const sq = bySquare[name];
        if (!sq) continue;
        const [x, y] = place(sq);
        // Each neighbour outside the region: the edge between is a border.
        for (const [df, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
          const next = at[`${sq.file + df},${sq.rank + dr}`];
          if (next !== undefined && inside.has(next)) continue;
          const right = (state.flipped ? -df : df) > 0, up = (state.flipped ? -dr : dr) > 0;
          const x1 = df === 0 ? x : right ? x + SIZE : x;
          const y1 = dr === 0 ? y : up ? y : y + SIZE;
          const x2 = df === 0 ? x + SIZE : x1, y2 = dr === 0 ? y + SIZE : y1;
          el("line", { x1, y1, x2, y2, class: "border" }, svg);
        }
      }
    }
  }
  for (const p of d.pieces) {
    const sq = bySquare[p.square];
    const [x, y] = place(sq);
    const glyph = p.familiar ? GLYPHS[p.name] : p.piece.replace("~", "").replace("+", "");
    const cls = ["piece", p.color, p.familiar ? "glyph" : "letter", p.promoted || p.piece.startsWith("+") ? "promoted" : ""].join(" ");
    const t = el("text", { x: x + SIZE / 2, y: y + SIZE / 2, class: cls, "data-piece": p.piece, "data-on": p.square }, svg);
    t.textContent = glyph;
  }
  coordinates(svg);
  pockets();
  choices();
  const pass = d.legal.find((m) => m.from && m.from === m.to && !m.rest);
  $("pass").hidden = !pass;
  $("fen").value = d.fen;
  $("description").textContent = d.description;
  const h = $("history");
  h.innerHTML = "";
  for (const m of d.history) { const li = document.createElement("li"); li.textContent = m.text; li.dataset.uci = m.uci; h.appendChild(li); }
  const side = d.sides[d.turn];
  $("status").textContent = d.outcome
    ? `${d.outcome.result} ${d.outcome.winner ? d.outcome.winner + " wins" : "draw"} (${d.outcome.reason})`
    : `${side} to move${d.check.length ? ", in check" : ""}`;
  $("status").dataset.outcome = d.outcome ? d.outcome.result : "";
}

// File labels under the board and rank labels beside it, from the squares' names.
function coordinates(svg) {
  const d = state.data;
  for (const sq of d.squares) {
    const [x, y] = place(sq);
    const m = sq.name.match(/^([a-z]+)(\d+)$/);
    if (!m) continue;
    const bottom = state.flipped ? d.ranks - 1 : 0;
    const left = state.flipped ? d.files - 1 : 0;
    if (sq.rank === bottom) el("text", { x: x + SIZE / 2, y: d.ranks * SIZE + MARGIN / 2, class: "coord" }, svg).textContent = m[1];
    if (sq.file === left) el("text", { x: MARGIN / 2, y: y + SIZE / 2, class: "coord" }, svg).textContent = m[2];
  }
}

function pockets() {
  const d = state.data;
  const [top, bottom] = state.flipped ? ["white", "black"] : ["black", "white"];
  for (const [id, color] of [["pocket-top", top], ["pocket-bottom", bottom]]) {
    const box = $(id);
    box.innerHTML = "";
    if (!d.hands) continue;
    for (const h of d.hands[color]) {
      const b = document.createElement("button");
      const glyph = document.createElement("span");
      glyph.className = `glyph ${color}`;
      glyph.textContent = h.familiar ? GLYPHS[h.name] : h.piece;
      b.append(glyph, ` ×${h.count}`);
      b.title = `${h.name} (${h.piece}): click, then a square`;
      b.dataset.piece = h.piece;
      b.dataset.hand = color;
      if (state.drop === h.piece) b.className = "chosen";
      b.addEventListener("click", () => {
        if (color !== d.turn) { say(`it is ${d.sides[d.turn]}'s move`); return; }
        state.drop = state.drop === h.piece ? null : h.piece;
        state.from = null; state.pending = null;
        draw();
      });
      box.appendChild(b);
    }
  }
}

// Buttons for the choices left once the squares are picked (promotion, gating).
function choices() {
  const box = $("choices");
  box.innerHTML = "";
  if (!state.choice) return;
  for (const m of state.choice) {
    const b = document.createElement("button");
    b.textContent = m.text;
    b.dataset.move = m.uci;
    b.addEventListener("click", () => { state.choice = null; play(m.uci); });
    box.appendChild(b);
  }
}

function clicked(name) {
  const d = state.data;
  if (d.outcome) { say(`the game is over: ${d.outcome.reason}`); return; }
  state.choice = null;
  if (state.pending) {
    const m = state.pending.find((m) => m.second === name);
    if (m) { play(m.uci); return; }
    state.pending = null;
  }
  const moves = candidates().filter((m) => m.to === name);
  if (moves.length === 1 && !moves[0].second) { play(moves[0].uci); return; }
  if (moves.length > 0 && moves.every((m) => m.second)) {
    state.pending = moves; // a two-part move: the second square next (duck, arrow)
    say("now the move's second part: click its square (the duck's, the arrow's…)");
    draw();
    return;
  }
  if (moves.length > 1) { state.choice = moves; draw(); return; }
  const own = d.pieces.find((p) => p.square === name && p.color === d.turn);
  if (state.from && state.from !== name && !own) {
    attempt(state.from + name);
    return;
  }
  if (state.drop && !own) { attempt(`${state.drop.replace("~", "")}@${name}`); return; }
  state.drop = null;
  state.from = own && state.from !== name ? name : null;
  say("");
  draw();
}

// A move no legal move matches: the server says why it is refused.
async function attempt(uci) {
  const d = await call("/api/move", game({ move: uci }));
  if (d.error) say(d.error.message);
  else { state.moves = state.moves.concat([uci]); state.data = d; }
  state.from = state.drop = state.pending = null;
  draw();
}

let checking = 0;
async function checkToml() {
  const mine = ++checking;
  const d = await call("/api/check", { toml: $("toml").value });
  if (mine !== checking) return;
  const ul = $("diagnostics");
  ul.innerHTML = "";
  const list = d.error ? [{ line: 1, column: 1, code: d.error.code, message: d.error.message }] : d.diagnostics;
  if (d.ok) { const li = document.createElement("li"); li.className = "ok"; li.textContent = `ok: ${d.name}`; ul.appendChild(li); }
  for (const x of list) {
    const li = document.createElement("li");
    li.textContent = `${x.line}:${x.column}: ${x.code}: ${x.message}${x.hint ? ` (hint: ${x.hint})` : ""}`;
    li.dataset.line = x.line;
    ul.appendChild(li);
  }
  const blob = new Blob([$("toml").value], { type: "text/plain" });
  $("download").href = URL.createObjectURL(blob);
}

async function start() {
  const params = new URLSearchParams(location.search);
  state.ruleset = params.get("ruleset") || "standard";
  state.start = params.get("fen");
  const list = await call("/api/rulesets");
  const select = $("ruleset");
  if (list.error) say(list.error.message);
  for (const name of list.rulesets || []) { const o = document.createElement("option"); o.textContent = name; select.appendChild(o); }
  select.value = state.ruleset;
  select.addEventListener("change", () => { state.ruleset = select.value; state.toml = null; state.start = null; state.moves = []; say(""); load().then(regions); });
  $("undo").addEventListener("click", () => { state.moves = state.moves.slice(0, -1); say(""); load(); });
  $("flip").addEventListener("click", () => { state.flipped = !state.flipped; draw(); });
  $("pass").addEventListener("click", () => { const m = state.data.legal.find((m) => m.from && m.from === m.to && !m.rest); if (m) play(m.uci); });
  $("shade").addEventListener("change", draw);
  $("load-fen").addEventListener("click", async () => {
    const old = [state.start, state.moves];
    state.start = $("fen").value; state.moves = [];
    if (!(await load())) [state.start, state.moves] = old;
  });
  $("perft").addEventListener("click", async () => {
    const d = await call("/api/perft", game({ depth: Number($("perft-depth").value) }));
    const out = $("perft-result");
    if (d.error) { out.textContent = d.error.message; return; }
    out.innerHTML = "";
    const total = document.createElement("p");
    total.textContent = `total ${d.total}`; total.id = "perft-total";
    out.appendChild(total);
    const pre = document.createElement("pre");
    pre.textContent = d.divide.map((x) => `${x.move}: ${x.nodes}`).join("\n");
    out.appendChild(pre);
  });
  let timer = null;
  $("toml").addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(checkToml, 250); });
  $("copy").addEventListener("click", async () => {
    // The clipboard API needs a secure context; 127.0.0.1 is one, another --host is not.
    try { await navigator.clipboard.writeText($("toml").value); say("the ruleset is on the clipboard"); }
    catch (e) { $("toml").select(); say(document.execCommand("copy") ? "the ruleset is on the clipboard" : "select the text and copy it"); }
  });
  $("edit-current").addEventListener("click", async () => {
    const d = await call("/api/source", { ruleset: state.ruleset });
    if (d.toml !== undefined) { $("toml").value = d.toml; checkToml(); } else say(d.error.message);
  });
  $("play-edited").addEventListener("click", async () => {
    const old = [state.toml, state.start, state.moves];
    state.toml = $("toml").value; state.start = null; state.moves = [];
    if (!(await load())) [state.toml, state.start, state.moves] = old; else regions();
  });
  if (await load()) regions();
}

// What the shade menu offers: the current ruleset's regions and promotion zones (the
// server lists the zones as regions).
function regions() {
  const s = $("shade");
  s.innerHTML = '<option value="">no region</option>';
  for (const r of state.data.regions) { const o = document.createElement("option"); o.textContent = r.name; s.appendChild(o); }
}

start();
