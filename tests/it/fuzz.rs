//! Fuzzing every parser: each `cgt.solve` game's request reader and each lab's link reader get
//! machine-generated inputs (random text, numbers at and around every limit, valid requests and
//! README links with fields mutated, huge lists), and each problem-set judge contest inputs
//! with tokens changed. Each must answer or refuse with a message, never panic; a lab's link must come back unchanged when opened again; the small accepted
//! requests are solved too. `CGT_FUZZ_INPUTS` sets the inputs per parser (2,000 by default, a few
//! minutes in the test command's debug build; `scripts/fuzz` runs a million in a release build);
//! `CGT_FUZZ_ONLY` (names separated by commas: games or lab slugs) keeps only those readers.

#![cfg(not(target_arch = "wasm32"))]

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use cgt_playground::api::problem_set::JUDGES;
use cgt_playground::api::{FieldError, Fields, GAMES};
use cgt_playground::ui::registry::CODE;
use cgt_playground::ui::route::Route;

use crate::awkward_text::{BASES, awkward};
use crate::ui_logic::readme_links;

/// How many inputs each parser gets.
fn inputs_per_parser() -> usize {
    std::env::var("CGT_FUZZ_INPUTS").ok().and_then(|text| text.parse().ok()).unwrap_or(2_000)
}

/// Whether the reader `name` (a game or a lab's slug) is fuzzed in this run: every one, unless
/// `CGT_FUZZ_ONLY` lists some.
fn chosen(name: &str) -> bool {
    std::env::var("CGT_FUZZ_ONLY").ok().is_none_or(|only| only.split(',').any(|item| item == name))
}

/// A small, fast, seeded generator (SplitMix64): the same run finds the same inputs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `per_mille` times in a thousand.
    fn chance(&mut self, per_mille: u64) -> bool {
        self.next() % 1000 < per_mille
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Numbers at the limits the parsers state (list lengths, board sides, heap sizes, 2^20,
/// 10^9, 10^12, 10^18, the integer widths).
const LIMITS: &[u64] = &[
    0,
    1,
    2,
    3,
    7,
    8,
    16,
    20,
    24,
    30,
    32,
    40,
    63,
    64,
    100,
    128,
    200,
    256,
    1_000,
    1_024,
    2_000,
    4_096,
    10_000,
    65_536,
    100_000,
    1_000_000,
    1 << 20,
    1_000_000_000,
    1 << 31,
    1 << 32,
    1_000_000_000_000,
    1 << 53,
    1_000_000_000_000_000_000,
    1 << 63,
    u64::MAX,
];

/// A number at or next to a limit, sometimes signed, padded or written oddly.
fn number_near_limit(rng: &mut Rng) -> String {
    let base = *rng.pick(LIMITS);
    let number = match rng.below(3) {
        0 => base.to_string(),
        1 => base.wrapping_add(1).to_string(),
        _ => base.wrapping_sub(1).to_string(),
    };
    match rng.below(12) {
        0 => format!("-{number}"),
        1 => format!("+{number}"),
        2 => format!("00{number}"),
        3 => format!("{number}0"),
        4 => format!(" {number} "),
        5 => format!("{number}.5"),
        6 => format!("{number}e3"),
        _ => number,
    }
}

/// Pieces of the notations the parsers read (separators, names, moves, board cells) and of
/// text that trips parsers (multi-byte letters, markup, control characters).
const PIECES: &[&str] = &[
    ",",
    "-",
    ".",
    ":",
    "x",
    "+",
    " ",
    "#",
    "=",
    "&",
    "%",
    "%2C",
    "e",
    "X",
    "c0",
    "r1",
    "sub:",
    "nim:",
    "octal:",
    "kings:",
    "tc:",
    "normal",
    "misere",
    "bounded",
    "staircase",
    "yes",
    "no",
    "meet",
    "play",
    "sample",
    "table",
    "é",
    "５",
    "🂡",
    "\u{301}",
    "\u{0}",
    "\u{feff}",
    "\t",
    "\n",
    "<script>",
    "\"><img src=x onerror=alert(1)>",
    "javascript:",
    "NaN",
    "∞",
];

/// Random text made of pieces and numbers; now and then a long run.
fn random_text(rng: &mut Rng) -> String {
    let mut text = String::new();
    for _ in 0..rng.below(8) {
        if rng.chance(400) {
            text.push_str(&number_near_limit(rng));
        } else {
            let piece: &&str = rng.pick(PIECES);
            text.push_str(piece);
        }
    }
    if rng.chance(20) {
        let piece = if rng.chance(500) { "1," } else { *rng.pick(PIECES) };
        text.push_str(&piece.repeat(1 + rng.below(5_000)));
    }
    text
}

/// A char boundary of `text` at random.
fn boundary(rng: &mut Rng, text: &str) -> usize {
    let bounds: Vec<usize> = text.char_indices().map(|(at, _)| at).chain([text.len()]).collect();
    *rng.pick(&bounds)
}

/// A value changed the way a user, a bad link or an attacker changes one.
fn mutate(rng: &mut Rng, value: &str, other_values: &[String]) -> String {
    match rng.below(9) {
        0 => random_text(rng),
        1 => number_near_limit(rng),
        2 => {
            let at = boundary(rng, value);
            let insert = if rng.chance(500) { number_near_limit(rng) } else { random_text(rng) };
            format!("{}{insert}{}", &value[..at], &value[at..])
        }
        3 => {
            let (a, b) = (boundary(rng, value), boundary(rng, value));
            let (from, to) = (a.min(b), a.max(b));
            format!("{}{}", &value[..from], &value[to..])
        }
        4 => {
            // A repeat builds no more than about MAX_VALUE bytes (values are cut to it anyway):
            // 1,000 copies of a long value would take gigabytes.
            let times = *rng.pick(&[2, 3, 10, 63, 64, 65, 1_000]);
            vec![value; times.min(MAX_VALUE / value.len().max(1) + 1)].join(",")
        }
        5 => {
            // Every number in the value replaced by one at a limit.
            let mut out = String::new();
            let mut in_number = false;
            for ch in value.chars() {
                if ch.is_ascii_digit() {
                    if !in_number {
                        out.push_str(&number_near_limit(rng));
                    }
                    in_number = true;
                } else {
                    out.push(ch);
                    in_number = false;
                }
            }
            out
        }
        6 => rng.pick(other_values).clone(),
        7 => {
            let at = boundary(rng, value);
            format!("{}{}", &value[..at], rng.pick(other_values))
        }
        _ => rng.pick(&awkward()).clone(),
    }
}

/// The seed's pairs with one to three mutations: a value changed, a field dropped, an unknown
/// or a repeated field added.
fn mutated_pairs(
    rng: &mut Rng,
    seed: &[(String, String)],
    names: &[String],
    values: &[String],
) -> Vec<(String, String)> {
    let mut pairs = seed.to_vec();
    for _ in 0..1 + rng.below(3) {
        match rng.below(10) {
            0 if !pairs.is_empty() => {
                let at = rng.below(pairs.len());
                pairs.remove(at);
            }
            1 => pairs.push((rng.pick(names).clone(), mutate(rng, "", values))),
            2 => pairs.push((random_text(rng), random_text(rng))),
            _ if !pairs.is_empty() => {
                let at = rng.below(pairs.len());
                pairs[at].1 = mutate(rng, &pairs[at].1.clone(), values);
            }
            _ => pairs.push((rng.pick(names).clone(), random_text(rng))),
        }
        // Repeats compound (a value repeated a thousand times, three times over): after each
        // mutation, keep each value at most a mebibyte, as long as a link or a request is in
        // practice.
        for (_, value) in &mut pairs {
            if value.len() > MAX_VALUE {
                let end = (0..=MAX_VALUE).rev().find(|&at| value.is_char_boundary(at));
                value.truncate(end.unwrap_or(0));
            }
        }
    }
    pairs
}

/// The longest value generated, in bytes.
const MAX_VALUE: usize = 1 << 20;

/// One parser's run: what went wrong (with the inputs that show it), how many inputs were taken
/// as given (a request read, a link whose every parameter the lab keeps), and the slowest input,
/// printed at the end.
struct Run {
    parser: String,
    findings: Vec<String>,
    inputs: usize,
    taken: usize,
    started: Instant,
    slowest: (Duration, String),
}

impl Run {
    fn new(parser: &str) -> Run {
        Run {
            parser: parser.to_string(),
            findings: Vec::new(),
            inputs: 0,
            taken: 0,
            started: Instant::now(),
            slowest: (Duration::ZERO, String::new()),
        }
    }

    fn find(&mut self, finding: String) {
        if self.findings.len() < 12 {
            self.findings.push(finding.chars().take(600).collect());
        }
    }

    /// Runs `check` on `input` (true when the input is taken as given); a panic is a finding.
    fn check(&mut self, input: &str, check: impl FnOnce(&mut Run) -> bool) {
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let started = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| check(self)));
        let took = started.elapsed();
        std::panic::set_hook(hook);
        self.inputs += 1;
        match result {
            Ok(taken) => self.taken += usize::from(taken),
            Err(panic) => {
                let message = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|text| text.to_string()))
                    .unwrap_or_default();
                self.find(format!("panic ({message}) on {input}"));
            }
        }
        if took > self.slowest.0 {
            self.slowest = (took, input.chars().take(200).collect());
        }
    }

    /// Prints the run's figures and gives its findings.
    fn finish(self) -> Vec<String> {
        eprintln!(
            "fuzz {}: {} inputs, {} taken as given, {} findings, {:.1?} in all, the slowest {:.1?} (wall clock): \
             {}",
            self.parser,
            self.inputs,
            self.taken,
            self.findings.len(),
            self.started.elapsed(),
            self.slowest.0,
            self.slowest.1
        );
        self.findings
    }
}

/// True when every number in the request is at most 64 and its text is short: such requests
/// are solved as well as read.
fn small(pairs: &[(String, String)]) -> bool {
    let text: String = pairs.iter().map(|(_, value)| value.as_str()).collect();
    text.len() <= 40
        && text
            .split(|ch: char| !ch.is_ascii_digit())
            .all(|digits| digits.is_empty() || digits.parse::<u64>().is_ok_and(|n| n <= 64))
}

/// True when the refusal says what is wrong.
fn explained(errors: &[FieldError]) -> bool {
    !errors.is_empty() && errors.iter().all(|error| !error.message.is_empty())
}

#[test]
fn every_requests_reader_answers_or_refuses_a_fuzzed_request() {
    let mut rng = Rng(0x5EED_CAFE);
    let values: Vec<String> = BASES
        .iter()
        .flat_map(|(_, pairs)| pairs.iter().map(|(_, value)| value.to_string()))
        .collect();
    let (mut findings, mut accepted, mut solved) = (Vec::new(), 0, 0);
    for game in GAMES.iter().filter(|game| chosen(game.name)) {
        let (_, base) = BASES.iter().find(|(name, _)| *name == game.name).expect("a base");
        let seed: Vec<(String, String)> =
            base.iter().map(|(name, value)| (name.to_string(), value.to_string())).collect();
        let names: Vec<String> = game.fields.iter().map(|name| name.to_string()).collect();
        let mut run = Run::new(game.name);
        for _ in 0..inputs_per_parser() {
            let pairs = mutated_pairs(&mut rng, &seed, &names, &values);
            let mut request = Fields::new();
            request.set("game", game.name);
            for (name, value) in &pairs {
                request.set(name, value.clone());
            }
            let input = format!("{} {pairs:?}", game.name);
            run.check(&input, |run| match (game.read)(&request) {
                Ok(()) => {
                    if small(&pairs) {
                        solved += 1;
                        if let Err(errors) = (game.solve)(&request)
                            && !explained(&errors)
                        {
                            run.find(format!("solved, a refusal without a message: {input}"));
                        }
                    }
                    true
                }
                Err(errors) => {
                    if !explained(&errors) {
                        run.find(format!("a refusal without a message: {input}"));
                    }
                    false
                }
            });
        }
        accepted += run.taken;
        findings.extend(run.finish());
    }
    assert!(findings.is_empty(), "fuzzed requests:\n{}", findings.join("\n"));
    // The generator must reach past the parsers' first checks, or it tests nothing (unless
    // CGT_FUZZ_ONLY names no game).
    let tried = inputs_per_parser() * GAMES.iter().filter(|game| chosen(game.name)).count();
    assert!(
        tried == 0 || accepted * 20 > tried,
        "only {accepted} of {tried} fuzzed requests were accepted"
    );
    assert!(
        tried == 0 || solved * 200 > tried,
        "only {solved} of {tried} fuzzed requests were solved"
    );
}

#[test]
fn every_labs_link_reader_opens_a_fuzzed_link_and_gives_a_stable_link() {
    let mut rng = Rng(0x11A8_5EED);
    let links = readme_links();
    let values: Vec<String> = links
        .iter()
        .flat_map(|(_, params)| params.names().map(|name| params.get(name).unwrap_or("").into()))
        .collect();
    let mut findings = Vec::new();
    for code in CODE.iter().filter(|code| chosen(code.slug)) {
        let seeds: Vec<Vec<(String, String)>> = links
            .iter()
            .filter(|(lab, _)| lab.slug == code.slug)
            .map(|(_, params)| {
                params
                    .names()
                    .map(|name| (name.to_string(), params.get(name).unwrap_or("").to_string()))
                    .collect()
            })
            .collect();
        let mut names: Vec<String> = seeds.iter().flatten().map(|(name, _)| name.clone()).collect();
        names.extend(["mode", "step", "cell", "speed", "moves", "first", "hint"].map(String::from));
        let mut run = Run::new(code.slug);
        for _ in 0..inputs_per_parser() {
            let seed = rng.pick(&seeds).clone();
            let pairs = mutated_pairs(&mut rng, &seed, &names, &values);
            let query: Vec<String> = pairs
                .iter()
                .map(|(name, value)| {
                    format!("{}={}", escape(name, &mut rng), escape(value, &mut rng))
                })
                .collect();
            let hash = format!("#/lab/{}?{}", code.slug, query.join("&"));
            run.check(&hash, |run| {
                let Route::Lab { params, .. } = Route::parse(&hash) else {
                    run.find(format!("not read as a lab link: {hash}"));
                    return false;
                };
                let shown = (code.link)(&params);
                let again = (code.link)(&shown);
                if again != shown {
                    let (shown, again) = (shown.to_query(), again.to_query());
                    run.find(format!("{hash} opens {shown}, which opens {again}"));
                }
                params.names().all(|name| shown.get(name) == params.get(name))
            });
        }
        findings.extend(run.finish());
    }
    assert!(findings.is_empty(), "fuzzed links:\n{}", findings.join("\n"));
}

#[test]
fn every_judge_prints_an_output_or_names_the_line_of_a_fuzzed_input() {
    let mut rng = Rng(0x1D6E_5EED);
    let mut findings = Vec::new();
    let mut judged = 0;
    for judge in JUDGES.iter().filter(|judge| chosen(&format!("judge:{}", judge.game))) {
        let sample = cgt_playground::ui::labs::problem_set::pages::PAGES
            .iter()
            .find(|page| page.name() == judge.game)
            .expect("a page per judge")
            .sample;
        let mut run = Run::new(&format!("judge:{}", judge.game));
        for _ in 0..inputs_per_parser() {
            let input = mutated_contest_input(&mut rng, sample);
            let shown: String = input.chars().take(300).collect();
            run.check(&shown, |run| match (judge.run)(&input) {
                Ok(output) => {
                    if !output.ends_with('\n') {
                        run.find(format!("an output without its last line break: {shown:?}"));
                    }
                    true
                }
                Err(error) => {
                    if error.message.is_empty() || error.field.is_empty() || error.line == 0 {
                        run.find(format!("a refusal naming no line or field ({error}): {shown:?}"));
                    }
                    false
                }
            });
        }
        judged += run.taken;
        findings.extend(run.finish());
    }
    assert!(findings.is_empty(), "fuzzed judge inputs:\n{}", findings.join("\n"));
    let tried = inputs_per_parser()
        * JUDGES.iter().filter(|judge| chosen(&format!("judge:{}", judge.game))).count();
    // Unless CGT_FUZZ_ONLY names no judge, the generator must reach past the judges' first checks.
    assert!(
        tried == 0 || judged * 50 > tried,
        "only {judged} of {tried} fuzzed judge inputs were judged"
    );
}

/// A contest input: the sample's tokens with one to four changes (a token replaced by a number
/// near a limit or random text, dropped, added, or a run of tokens repeated up to 10^5 times),
/// joined by spaces, tabs or line breaks of either kind.
fn mutated_contest_input(rng: &mut Rng, sample: &str) -> String {
    let mut tokens: Vec<String> = sample.split_whitespace().map(String::from).collect();
    for _ in 0..=rng.below(4) {
        let at = rng.below(tokens.len() + 1);
        match rng.below(6) {
            0 | 1 if at < tokens.len() => tokens[at] = number_near_limit(rng),
            2 if at < tokens.len() => {
                tokens.remove(at);
            }
            3 => tokens.insert(at, number_near_limit(rng)),
            4 => tokens.insert(at, random_text(rng)),
            _ if at < tokens.len() => {
                let times: usize = *rng.pick(&[2, 2, 10, 10, 100, 1_000, 1_000, 100_000]);
                let run: Vec<String> = tokens[at..].iter().take(3).cloned().collect();
                // A repeat builds no more than about MAX_VALUE bytes (the text is cut to it
                // anyway): a hundred thousand copies of a long random token once asked 23 GB.
                let bytes = run.iter().map(|token| token.len() + 1).sum::<usize>();
                let times = times.min(MAX_VALUE / bytes + 1);
                let repeated = run.iter().cycle().take(run.len() * times).cloned();
                tokens.splice(at..at, repeated.collect::<Vec<_>>());
            }
            _ => {}
        }
    }
    const SEPARATORS: [&str; 5] = [" ", " ", "\n", "\r\n", "\t"];
    let mut text = String::new();
    for token in tokens {
        text.push_str(&token);
        text.push_str(rng.pick::<&str>(&SEPARATORS));
    }
    text.truncate(
        (0..=MAX_VALUE.min(text.len())).rev().find(|&at| text.is_char_boundary(at)).unwrap_or(0),
    );
    text
}

/// The text as a link may carry it: as is (when it parses), or percent-encoded.
fn escape(text: &str, rng: &mut Rng) -> String {
    if rng.chance(700) && !text.contains(['&', '=', '#', '%']) {
        return text.to_string();
    }
    text.bytes()
        .map(|byte| {
            if byte.is_ascii_alphanumeric() || b",-.:".contains(&byte) {
                (byte as char).to_string()
            } else {
                format!("%{byte:02X}")
            }
        })
        .collect()
}
