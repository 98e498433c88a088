//! The take-away lab's state: a lab of plays (the game and its size, the sample play, the game
//! against the computer, the form) with the P/N table's playback as its own part; its actions,
//! reducer and link.

use crate::api::Answer;
use crate::api::take_away::{FibonacciRequest, TakeAwayRequest};
use crate::solve::take_away::{HeapPosition, MAX_HEAP, OneHeap};
use crate::ui::kit::plays::{OwnPart, Plays, PlaysLab, PlaysRequest};
use crate::ui::kit::prelude::*;

/// Columns of the P/N table shown at most.
pub const TABLE_COLUMNS: u64 = 96;
/// Example games: a label and the game as a query.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("N = 15, K = 3 (lecture)", "game=take-away&n=15&k=3"),
    ("N = 21, K = 4", "game=take-away&n=21&k=4"),
    ("Fibonacci Nim, N = 20", "game=fibonacci&n=20"),
    ("Fibonacci Nim, N = 21", "game=fibonacci&n=21"),
];

modes!(Mode {
    /// The take-away P/N table, or Fibonacci Nim's Zeckendorf rule.
    Rule: "rule",
    Sample: "sample",
    Play: "play",
});
/// The modes of the sample play and of the game: what their links read and write.
const PLAYS: [Mode; 2] = [Mode::Sample, Mode::Play];
const GAMES: &[(&str, bool)] = &[("take-away", false), ("fibonacci", true)];

/// `n` stones, as said: "1 stone", "5 stones".
pub fn stones(n: u64) -> String {
    count(n, "stone")
}

/// How many stones a move may take: "1 stone" or "1 to 5 stones".
pub fn take_range(allowed: u64) -> String {
    if allowed == 1 { "1 stone".into() } else { format!("1 to {allowed} stones") }
}

impl PlayGame for OneHeap {
    const HINT: bool = true;
    const ASKS: bool = true;

    /// The winner's take, which the frame reveals: take-away's one winning take ("how many
    /// stones win?"), or Fibonacci Nim's rule, the smallest Zeckendorf term (other takes may win
    /// too, so the question names the rule's take).
    fn winner_question(
        &self,
        before: &HeapPosition,
        take: &u64,
        player: usize,
    ) -> Option<Question> {
        let at = format!(
            "Player {player} to move: {}, at most {} may be taken.",
            stones(before.heap),
            before.allowed()
        );
        let prompt = match self {
            OneHeap::TakeAway { .. } => format!("{at} How many stones does the winning move take?"),
            OneHeap::Fibonacci => format!(
                "{at} What is the smallest term of {}'s Zeckendorf representation (the stones the winner takes)?",
                before.heap
            ),
        };
        number_question(prompt, *take)
    }

    // A move is the number of stones taken.
    crate::number_moves!();

    fn describe(&self, _before: &HeapPosition, take: &u64) -> String {
        format!("take {}", stones(*take))
    }

    fn refusal(&self, position: &HeapPosition, _take: &u64) -> String {
        format!("Take {} now.", take_range(position.allowed()))
    }

    /// The form's one field: how many stones.
    fn entry_move(&self, _position: &HeapPosition, entry: &[String]) -> Result<u64, String> {
        let text = entry.first().map_or("", String::as_str);
        parse_in_range("take", text, 1, MAX_HEAP).map_err(|error| error.to_string())
    }
}

/// The hint on the student's turn at `position`: the winning take and why, or that none wins.
pub fn hint_text(rules: OneHeap, position: &HeapPosition) -> String {
    match (rules.strategy_move(position), rules) {
        (Some(take), OneHeap::TakeAway { k }) => format!(
            "Hint: take {}. It leaves {}, a multiple of K + 1 = {}: a P-position for the computer.",
            stones(take),
            position.heap - take,
            k + 1
        ),
        (Some(take), OneHeap::Fibonacci) => format!(
            "Hint: take {}. It leaves {}, at most {} to take next: a P-position for the computer.",
            stones(take),
            stones(position.heap - take),
            take.saturating_mul(2)
        ),
        (None, _) => {
            "Hint: no take wins here; every move leaves the computer an N-position.".into()
        }
    }
}

/// The game and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: OneHeap,
    pub n: u64,
}

impl Setup {
    pub fn start(self) -> HeapPosition {
        self.rules.start(self.n)
    }
}

/// The lab's form reads a game as a request: `game` (take-away or fibonacci) picks the request
/// that reads the other fields.
impl Request for Setup {
    const GAME: &'static str = "take-away";
    const FIELDS: &'static [&'static str] = &["game", "n", "k"];

    fn from_fields(fields: &Fields) -> Result<Setup, Vec<FieldError>> {
        let game = fields.get("game").unwrap_or("take-away");
        match parse_choice("game", game, GAMES).map_err(|error| vec![error])? {
            true => FibonacciRequest::from_fields(fields)
                .map(|FibonacciRequest { n }| Setup { rules: OneHeap::Fibonacci, n }),
            false => TakeAwayRequest::from_fields(fields)
                .map(|TakeAwayRequest { n, k }| Setup { rules: OneHeap::TakeAway { k }, n }),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("game", choice_name(GAMES, &(self.rules == OneHeap::Fibonacci)));
        match self.rules {
            OneHeap::TakeAway { k } => TakeAwayRequest { n: self.n, k }.write_fields(fields),
            OneHeap::Fibonacci => FibonacciRequest { n: self.n }.write_fields(fields),
        }
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        match self.rules {
            OneHeap::TakeAway { k } => TakeAwayRequest { n: self.n, k }.solve(),
            OneHeap::Fibonacci => FibonacciRequest { n: self.n }.solve(),
        }
    }
}

/// The lecture's P/N table of take 1 to K, decided column by column: frame N decides N.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PnTable {
    pub k: u64,
    pub last: u64,
}

impl PnTable {
    /// The table of `setup` (K = 0 for Fibonacci Nim, which has no table).
    pub fn of(setup: Setup) -> PnTable {
        let k = match setup.rules {
            OneHeap::TakeAway { k } => k,
            OneHeap::Fibonacci => 0,
        };
        PnTable { k, last: setup.n.min(TABLE_COLUMNS) }
    }

    /// Whether `n` is a P-position: a multiple of K + 1.
    pub fn is_p(&self, n: u64) -> bool {
        n.is_multiple_of(self.k + 1)
    }

    /// The positions one move from `n`, nearest first.
    pub fn options(&self, n: u64) -> Vec<u64> {
        (1..=self.k.min(n)).map(|take| n - take).collect()
    }
}

impl Timeline for PnTable {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        // At most TABLE_COLUMNS.
        self.last as u32
    }

    fn label(&self, k: u32) -> String {
        format!("N = {k}")
    }

    fn question(&self, k: u32) -> Option<Question> {
        let prompt = format!("Is N = {k} a P-position or an N-position?");
        Some(choice_question(prompt, &["P", "N"], usize::from(!self.is_p(k.into()))))
    }

    fn sentence(&self, k: u32) -> String {
        let column = u64::from(k);
        let options = self.options(column);
        if column == 0 {
            return "0 is an ending position: the player to move has no move and loses. \
                    P-position."
                .to_string();
        }
        match options.iter().find(|&&option| self.is_p(option)) {
            Some(&target) => {
                format!(
                    "{column} can reach {target} (P) by taking {}: N-position.",
                    column - target
                )
            }
            None => {
                let list: Vec<String> = options.iter().map(u64::to_string).collect();
                format!(
                    "{column} can only reach {} — all N-positions: no move reaches a P-position, \
                     so {column} is a P-position.",
                    list.join(", ")
                )
            }
        }
    }
}

/// The lab's own part is where the P/N table is (the column being decided); a new game starts
/// it over at its first column.
impl OwnPart<Setup> for Playback {
    type Action = StepAction;

    fn apply(self, action: StepAction) -> Playback {
        Playback::apply(self, action)
    }

    fn restarted(self, setup: &Setup) -> Playback {
        self.restart(PnTable::of(*setup).last())
    }
}

impl PlaysRequest for Setup {
    type Game = OneHeap;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn game(&self) -> (OneHeap, HeapPosition) {
        (self.rules, self.start())
    }

    /// The form showing the game (K = 3 offered when switching from Fibonacci Nim to take-away).
    fn form(&self) -> Form {
        let mut fields = Fields::new();
        self.write_fields(&mut fields);
        if fields.get("k").is_none() {
            fields.set("k", "3");
        }
        Form::showing(fields)
    }
}

/// The game and its size, the sample play, the game against the computer, the form, and where
/// the P/N table is as the lab's own part.
pub type State = PlaysLab<Setup, Mode, Playback>;

/// What the student does: the form (`game`, `n`, `k`), the mode, the sample's steps, the game's
/// moves, and the P/N table's steps as the lab's own actions.
pub type Action = PlaysAction<Mode, u64, StepAction>;

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let fibonacci = link.choice("game", GAMES, false);
        let setup = if fibonacci {
            let n = link.read("n", FibonacciRequest::parse_n).unwrap_or(20);
            if link.has("k") {
                link.notice("The link's k is not used by Fibonacci Nim; it was ignored.");
            }
            Setup { rules: OneHeap::Fibonacci, n }
        } else {
            let n = link.read("n", TakeAwayRequest::parse_n).unwrap_or(15);
            let k = link.read("k", TakeAwayRequest::parse_k).unwrap_or(3);
            Setup { rules: OneHeap::TakeAway { k }, n }
        };
        let mode = link.read_choice("mode", MODES).unwrap_or(if fibonacci {
            Mode::Sample
        } else {
            Mode::Rule
        });
        let last = PnTable::of(setup).last();
        let shown = Shown::of(mode, PLAYS);
        // Fibonacci Nim's rule is not stepped: its rule mode reads no step.
        let stepped = !(fibonacci && mode == Mode::Rule);
        let (plays, table) =
            link.only(stepped, |link| Plays::read_beside(link, setup.game(), last, shown));
        let notices = link.finish_with::<Setup>();
        State::new(setup, mode, plays, table, notices)
    }

    fn link(&self) -> Fields {
        let mut params = self.fields(MODES, PLAYS);
        if self.mode == Mode::Rule && self.request.rules != OneHeap::Fibonacci {
            self.own.write(&mut params);
        }
        params
    }
}

reducer!(State, Action);
