//! The engine's errors in the reader's language. Each error crosses into the app as the
//! engine's enum and is put into words here, variant by variant, from the catalog below
//! (merged into [`super::i18n`]'s) — never the engine's English `Display` dropped into a
//! Turkish or Persian sentence, never a string read back.
//!
//! A few variants carry the engine's own English detail as a `String` (a record's layout,
//! an option's problem, a position field's problem, the JSON reader's message). Their
//! frame is translated; the Turkish and Persian say that the detail in parentheses is
//! the engine's English.
//!
//! Every variant has a [`Phrase`]: its catalog key and its values, so that
//! `tests/i18n.rs` can check that each one is translated in all three languages.

use super::i18n::{self, tf, Lang};
use crate::engine::{FormatError, MoveError, ParseError, PlayError, RecordError, SetupError};

/// A sentence before it is put into words: the catalog key and its values (already in
/// the reader's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// The English template, the catalog's key.
    pub key: &'static str,
    /// The values for its `{}`s, in order.
    pub args: Vec<String>,
}

impl Phrase {
    fn new(key: &'static str, args: Vec<String>) -> Phrase {
        Phrase { key, args }
    }
    /// The sentence in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let args: Vec<&dyn std::fmt::Display> = self
            .args
            .iter()
            .map(|a| a as &dyn std::fmt::Display)
            .collect();
        tf(lang, self.key, &args)
    }
}

fn s(v: impl ToString) -> String {
    v.to_string()
}

/// Why a move cannot be played, as a phrase in `lang`.
pub fn play_error_phrase(lang: Lang, e: &PlayError) -> Phrase {
    let p = Phrase::new;
    match e {
        PlayError::GameOver => p("the game is over", vec![]),
        PlayError::NoSuchHole(h) => p("there is no hole {} on this board", vec![s(h)]),
        PlayError::NotYourHole { hole, mover } => p(
            "{} is not one of {}'s holes",
            vec![s(hole), s(i18n::player(lang, *mover))],
        ),
        PlayError::EmptyHole(h) => p("{} is empty", vec![s(h)]),
        PlayError::ClosedHole(h) => p("{} is closed for this round", vec![s(h)]),
        PlayError::NotOutermostRank { hole, rank } => p(
            "{} cannot be played: moves start from the outermost row that holds seeds (rank {})",
            vec![s(hole), s(u16::from(*rank) + 1)],
        ),
        PlayError::PartialLiftNotAllowed => p(
            "in this game every seed of the hole is lifted (write just the hole, like c1)",
            vec![],
        ),
        PlayError::LiftTooMany { hole, have, asked } => match have {
            1 => p(
                "{} holds 1 seed, so {} cannot be lifted: write {} to lift it",
                vec![s(hole), s(asked), s(hole)],
            ),
            _ => p(
                "{} holds {} seeds: a partial lift takes 1 to {} of them, not {}",
                vec![s(hole), s(have), s(have - 1), s(asked)],
            ),
        },
        PlayError::WholeLiftWrittenPartial { hole, count } => p(
            "{} holds {}: lifting all of them is written {}, not {}/{}",
            vec![s(hole), s(count), s(hole), s(hole), s(count)],
        ),
        PlayError::MirroredNotAllowed => p(
            "the mirrored circuit (c1') needs Katro's \"either direction\" option",
            vec![],
        ),
        PlayError::FirstLapOwnOccupied { landing } => p(
            "the first lap would end in {}, an occupied hole of your own row",
            vec![s(landing)],
        ),
        PlayError::EndlessSowing => p(
            "this sowing would never end (endless sowing is not allowed)",
            vec![],
        ),
        PlayError::WrongPhase {
            redistribution_due: true,
        } => p(
            "the opening redistribution comes first (empty holes, then place their warriors)",
            vec![],
        ),
        PlayError::WrongPhase {
            redistribution_due: false,
        } => p("the redistribution is over: sow from a hole", vec![]),
        PlayError::NoRedistribution => p(
            "this game has no redistribution: a move names a hole, like c1",
            vec![],
        ),
        PlayError::NoMoveFrom(h) => p("no move starts from {}", vec![s(h)]),
        PlayError::CannotEmpty(h) => p(
            "{} cannot be emptied: it must be an occupied hole of your own",
            vec![s(h)],
        ),
        PlayError::EmptiedCount {
            emptied,
            least,
            most,
        } if least == most => p(
            "{} holes emptied, but the rules ask for exactly {}",
            vec![s(emptied), s(least)],
        ),
        PlayError::EmptiedCount {
            emptied,
            least,
            most,
        } => p(
            "{} holes emptied, but the rules ask for {} to {}",
            vec![s(emptied), s(least), s(most)],
        ),
        PlayError::PlacedCount { lifted, placed } => p(
            "{} warriors were lifted but {} placed: place every one of them",
            vec![s(lifted), s(placed)],
        ),
    }
}

/// Why a piece of notation cannot be read, as a phrase.
pub fn parse_error_phrase(e: &ParseError) -> Phrase {
    let p = Phrase::new;
    match e {
        ParseError::Hole(x) => p(
            "\"{}\" is not a hole (write a file letter and a rank number, like c1)",
            vec![s(x)],
        ),
        ParseError::Move(x) => p(
            "\"{}\" is not a move (write a hole like c1, a partial lift like c1/3, a mirrored sowing like c1', or a redistribution like e1+f1=c1:5,a2:5)",
            vec![s(x)],
        ),
        ParseError::LiftCount(x) => p(
            "\"{}\" is not a number of seeds to lift (write a whole number from 1)",
            vec![s(x)],
        ),
        ParseError::Placement(x) => p(
            "\"{}\" is not a placement (write hole:count, like c1:5)",
            vec![s(x)],
        ),
        ParseError::PlacedTwice(h) => p(
            "{} is placed into twice: give each hole one count",
            vec![s(h)],
        ),
        ParseError::EmptiedTwice(h) => p("{} is emptied twice", vec![s(h)]),
        ParseError::BeyondKiothi(h) => p(
            "there is no hole {} on Kiothi's board: a redistribution names holes a1 to j2",
            vec![s(h)],
        ),
        ParseError::Record(detail) => p("the game record cannot be read: {}", vec![s(detail)]),
    }
}

/// Why a position, a game or its options are not valid, as a phrase.
pub fn setup_error_phrase(e: &SetupError) -> Phrase {
    let p = Phrase::new;
    match e {
        SetupError::Json(detail) => p("not a valid position: {}", vec![s(detail)]),
        SetupError::UnknownGame(g) => p(
            "unknown game \"{}\" (choose katro, rio-kadalis, hoyito-3 or kiothi)",
            vec![s(g)],
        ),
        SetupError::Options(detail) => p("the options are not valid: {}", vec![s(detail)]),
        SetupError::Field { field, problem } => p(
            "the position's \"{}\" is not valid: {}",
            vec![s(field), s(problem)],
        ),
        SetupError::Shape { ranks, files } => p(
            "\"pits\" must be {} ranks of {} counts",
            vec![s(ranks), s(files)],
        ),
        SetupError::SeedCount { expected, found } => p(
            "the position holds {} seeds, but this game plays with {}",
            vec![s(found), s(expected)],
        ),
        SetupError::Inconsistent(detail) => p(
            "the position is not possible in this game: {}",
            vec![s(detail)],
        ),
    }
}

/// Why a move of a record cannot be read or played, as a phrase in `lang`.
pub fn move_error_phrase(lang: Lang, e: &MoveError) -> Phrase {
    match e {
        MoveError::Parse(e) => parse_error_phrase(e),
        MoveError::Play(e) => play_error_phrase(lang, e),
        MoveError::Undecided => {
            Phrase::new("a sowing in it is too long to decide in passing", vec![])
        }
    }
}

/// Why a record cannot be read or replayed, as a phrase in `lang`.
pub fn record_error_phrase(lang: Lang, e: &RecordError) -> Phrase {
    let p = Phrase::new;
    match e {
        RecordError::Format(f) => p(
            "the record cannot be read: {}",
            vec![format_error_phrase(f).text(lang)],
        ),
        RecordError::StartUndecided => p(
            "the start position needs a sowing too long to decide in passing",
            vec![],
        ),
        RecordError::Setup(e) => p(
            "the record's game is not valid: {}",
            vec![setup_error(lang, e)],
        ),
        RecordError::Move {
            number,
            text,
            reason,
        } => p(
            "move {} ({}): {}",
            vec![s(number), s(text), move_error(lang, reason)],
        ),
    }
}

/// What is wrong with a record's layout, as a phrase.
pub fn format_error_phrase(e: &FormatError) -> Phrase {
    let p = Phrase::new;
    match e {
        FormatError::NotJson { line, column } => p(
            "it is not JSON (line {}, column {})",
            vec![s(line), s(column)],
        ),
        FormatError::NotAnObject => p("a record in JSON is an object", vec![]),
        FormatError::NoGame => p("it names no game", vec![]),
        FormatError::OptionsNotJson { line } => {
            p("line {}: the options are not JSON", vec![s(line)])
        }
        FormatError::UnknownLine { line, text } => p(
            "line {} {} is not \"game:\", \"options:\", \"position:\", \"moves:\" or \"decisions:\"",
            vec![s(line), crate::engine::quote(text)],
        ),
        FormatError::PositionRulesDiffer => p(
            "the position's game and options differ from the record's",
            vec![],
        ),
        FormatError::MovesNotAList => p("\"moves\" must be a list of moves", vec![]),
        FormatError::Repeated { line, key } => {
            p("line {} gives \"{}:\" a second time", vec![s(line), s(key)])
        }
        FormatError::Decisions(detail) => p(
            "its decided sowings cannot be read ({})",
            vec![s(detail)],
        ),
    }
}

/// Why a move cannot be played, in `lang`.
pub fn play_error(lang: Lang, e: &PlayError) -> String {
    play_error_phrase(lang, e).text(lang)
}

/// Why a piece of notation cannot be read, in `lang`.
pub fn parse_error(lang: Lang, e: &ParseError) -> String {
    parse_error_phrase(e).text(lang)
}

/// Why a position, a game or its options are not valid, in `lang`.
pub fn setup_error(lang: Lang, e: &SetupError) -> String {
    setup_error_phrase(e).text(lang)
}

/// Why a move of a record cannot be read or played, in `lang`.
pub fn move_error(lang: Lang, e: &MoveError) -> String {
    move_error_phrase(lang, e).text(lang)
}

/// Why a record cannot be read or replayed, in `lang`.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    record_error_phrase(lang, e).text(lang)
}

/// The engine's errors: the English key, the Turkish, the Persian. Game terms as in the
/// rest of the catalog: *çukur* / حفره for a hole, *devre* / مسیر for a circuit, *ekim* /
/// کاشت for sowing, *savaşçı* / جنگجو for a warrior.
pub const CATALOG: &[(&str, &str, &str)] = &[
    // PlayError
    ("the game is over", "oyun bitti", "بازی تمام شده است"),
    (
        "there is no hole {} on this board",
        "bu tahtada {} diye bir çukur yok",
        "در این صفحه حفره‌ای به نام {} نیست",
    ),
    (
        "{} is not one of {}'s holes",
        "{} çukuru {} tarafının değil",
        "{} از حفره‌های {} نیست",
    ),
    ("{} is empty", "{} boş", "{} خالی است"),
    (
        "{} is closed for this round",
        "{} bu el için kapalı",
        "{} در این دست بسته است",
    ),
    (
        "{} cannot be played: moves start from the outermost row that holds seeds (rank {})",
        "{} oynanamaz: hamleler, tohum bulunan en dıştaki sıradan başlar ({}. sıra)",
        "{} قابل بازی نیست: حرکت‌ها از بیرونی‌ترین ردیفی که دانه دارد آغاز می‌شوند (ردیف {})",
    ),
    (
        "in this game every seed of the hole is lifted (write just the hole, like c1)",
        "bu oyunda çukurdaki tohumların hepsi alınır (yalnızca çukuru yazın, örneğin c1)",
        "در این بازی همهٔ دانه‌های حفره برداشته می‌شود (فقط نام حفره را بنویسید، مثلاً c1)",
    ),
    (
        "{} holds 1 seed, so {} cannot be lifted: write {} to lift it",
        "{} içinde 1 tohum var, bu yüzden {} tane alınamaz: almak için {} yazın",
        "{} فقط 1 دانه دارد، پس نمی‌توان {} تا برداشت: برای برداشتنش {} را بنویسید",
    ),
    (
        "{} holds {} seeds: a partial lift takes 1 to {} of them, not {}",
        "{} içinde {} tohum var: kısmi alım 1 ile {} arasında olur, {} değil",
        "{} {} دانه دارد: برداشت بخشی از 1 تا {} دانه است، نه {}",
    ),
    (
        "{} holds {}: lifting all of them is written {}, not {}/{}",
        "{} içinde {} tane var: hepsini almak {} diye yazılır, {}/{} diye değil",
        "{} {} تا دارد: برداشتن همهٔ آن‌ها {} نوشته می‌شود، نه {}/{}",
    ),
    (
        "the mirrored circuit (c1') needs Katro's \"either direction\" option",
        "ters devre (c1') için Katro'nun \"iki yönden biri\" seçeneği gerekir",
        "مسیر وارونه (c1') به گزینهٔ «هر دو جهت» کاترو نیاز دارد",
    ),
    (
        "the first lap would end in {}, an occupied hole of your own row",
        "ilk tur {} çukurunda, yani kendi sıranızdaki dolu bir çukurda biterdi",
        "دور نخست در {} تمام می‌شد، که حفرهٔ پُری در ردیف خود شماست",
    ),
    (
        "this sowing would never end (endless sowing is not allowed)",
        "bu ekim hiç bitmezdi (sonsuz ekime izin verilmez)",
        "این کاشت هرگز پایان نمی‌یافت (کاشت بی‌پایان مجاز نیست)",
    ),
    (
        "the opening redistribution comes first (empty holes, then place their warriors)",
        "önce açılış dağıtımı yapılır (çukurları boşaltın, sonra savaşçılarını yerleştirin)",
        "نخست بازتوزیع آغازین است (حفره‌ها را خالی کنید، سپس جنگجویانشان را بچینید)",
    ),
    (
        "the redistribution is over: sow from a hole",
        "dağıtım bitti: bir çukurdan ekin",
        "بازتوزیع تمام شده است: از یک حفره بکارید",
    ),
    (
        "{} cannot be emptied: it must be an occupied hole of your own",
        "{} boşaltılamaz: kendi dolu çukurlarınızdan biri olmalı",
        "{} را نمی‌توان خالی کرد: باید یکی از حفره‌های پُر خودتان باشد",
    ),
    (
        "{} holes emptied, but the rules ask for exactly {}",
        "{} çukur boşaltıldı, oysa kurallar tam {} çukur istiyor",
        "{} حفره خالی شد، اما قوانین دقیقاً {} حفره می‌خواهند",
    ),
    (
        "{} holes emptied, but the rules ask for {} to {}",
        "{} çukur boşaltıldı, oysa kurallar {} ile {} arası istiyor",
        "{} حفره خالی شد، اما قوانین {} تا {} حفره می‌خواهند",
    ),
    (
        "this game has no redistribution: a move names a hole, like c1",
        "bu oyunda dağıtım yok: hamle bir çukur adıdır, örneğin c1",
        "این بازی بازتوزیع ندارد: هر حرکت نام یک حفره است، مثلاً c1",
    ),
    (
        "no move starts from {}",
        "{} çukurundan başlayan bir hamle yok",
        "هیچ حرکتی از {} آغاز نمی‌شود",
    ),
    (
        "there is no hole {} on Kiothi's board: a redistribution names holes a1 to j2",
        "Kiothi tahtasında {} diye bir çukur yok: dağıtım a1 ile j2 arasındaki çukurları adlandırır",
        "در صفحهٔ کیوتی حفره‌ای به نام {} نیست: بازتوزیع حفره‌های a1 تا j2 را نام می‌برد",
    ),
    (
        "a sowing in it is too long to decide in passing",
        "içindeki bir ekim hemen karara bağlanamayacak kadar uzun",
        "یکی از کاشت‌های آن طولانی‌تر از آن است که در لحظه داوری شود",
    ),
    (
        "the start position needs a sowing too long to decide in passing",
        "başlangıç konumu, hemen karara bağlanamayacak kadar uzun bir ekim gerektiriyor",
        "وضعیت آغازین به کاشتی نیاز دارد که طولانی‌تر از آن است که در لحظه داوری شود",
    ),
    (
        "it is not JSON (line {}, column {})",
        "JSON değil ({}. satır, {}. sütun)",
        "JSON نیست (سطر {}، ستون {})",
    ),
    (
        "a record in JSON is an object",
        "JSON biçimindeki bir kayıt bir nesnedir",
        "ثبتِ JSON باید یک شیء باشد",
    ),
    ("it names no game", "hiçbir oyun adı vermiyor", "نام هیچ بازی‌ای را نمی‌برد"),
    (
        "line {}: the options are not JSON",
        "{}. satır: seçenekler JSON değil",
        "سطر {}: گزینه‌ها JSON نیستند",
    ),
    (
        "line {} {} is not \"game:\", \"options:\", \"position:\", \"moves:\" or \"decisions:\"",
        "{}. satır {} ne \"game:\", ne \"options:\", ne \"position:\", ne \"moves:\" ne de \"decisions:\"",
        "سطر {} یعنی {} هیچ‌یک از «game:»، «options:»، «position:»، «moves:» یا «decisions:» نیست",
    ),
    (
        "the position's game and options differ from the record's",
        "konumun oyunu ve seçenekleri kaydınkinden farklı",
        "بازی و گزینه‌های وضعیت با ثبت یکی نیستند",
    ),
    (
        "\"moves\" must be a list of moves",
        "\"moves\" bir hamle listesi olmalı",
        "«moves» باید فهرستی از حرکت‌ها باشد",
    ),
    (
        "line {} gives \"{}:\" a second time",
        "{}. satır \"{}:\" bilgisini ikinci kez veriyor",
        "سطر {} «{}:» را برای بار دوم می‌دهد",
    ),
    (
        "its decided sowings cannot be read ({})",
        "karara bağlanmış ekimleri okunamıyor (motorun İngilizce ayrıntısı: {})",
        "کاشت‌های داوری‌شدهٔ آن خوانده نمی‌شود (جزئیات موتور به انگلیسی: {})",
    ),
    (
        "{} warriors were lifted but {} placed: place every one of them",
        "{} savaşçı alındı ama {} tanesi yerleştirildi: hepsini yerleştirin",
        "{} جنگجو برداشته شد اما {} تا چیده شد: همه را بچینید",
    ),
    // ParseError
    (
        "\"{}\" is not a hole (write a file letter and a rank number, like c1)",
        "\"{}\" bir çukur değil (bir sütun harfi ve bir sıra numarası yazın, örneğin c1)",
        "«{}» نام حفره نیست (یک حرف ستون و یک شمارهٔ ردیف بنویسید، مثلاً c1)",
    ),
    (
        "\"{}\" is not a move (write a hole like c1, a partial lift like c1/3, a mirrored sowing like c1', or a redistribution like e1+f1=c1:5,a2:5)",
        "\"{}\" bir hamle değil (c1 gibi bir çukur, c1/3 gibi kısmi bir alış, c1' gibi ters devreli bir ekim ya da e1+f1=c1:5,a2:5 gibi bir dağıtım yazın)",
        "«{}» حرکت نیست (حفره‌ای مثل c1، برداشتی بخشی مثل c1/3، کاشتی وارونه مثل c1'، یا بازتوزیعی مثل e1+f1=c1:5,a2:5 بنویسید)",
    ),
    (
        "\"{}\" is not a number of seeds to lift (write a whole number from 1)",
        "\"{}\" alınacak tohum sayısı değil (1 ya da daha büyük bir tam sayı yazın)",
        "«{}» تعداد دانه برای برداشتن نیست (عددی صحیح از 1 به بالا بنویسید)",
    ),
    (
        "\"{}\" is not a placement (write hole:count, like c1:5)",
        "\"{}\" bir yerleştirme değil (çukur:sayı yazın, örneğin c1:5)",
        "«{}» چیدن نیست (حفره:تعداد بنویسید، مثلاً c1:5)",
    ),
    (
        "{} is placed into twice: give each hole one count",
        "{} çukuruna iki kez yerleştirilmiş: her çukura tek bir sayı verin",
        "در {} دو بار چیده شده است: برای هر حفره یک عدد بدهید",
    ),
    (
        "{} is emptied twice",
        "{} iki kez boşaltılmış",
        "{} دو بار خالی شده است",
    ),
    (
        "the game record cannot be read: {}",
        "oyun kaydı okunamıyor (motorun İngilizce ayrıntısı: {})",
        "ثبت بازی خوانده نمی‌شود (جزئیات موتور به انگلیسی: {})",
    ),
    // SetupError
    (
        "not a valid position: {}",
        "geçerli bir konum değil (motorun İngilizce ayrıntısı: {})",
        "وضعیت معتبری نیست (جزئیات موتور به انگلیسی: {})",
    ),
    (
        "unknown game \"{}\" (choose katro, rio-kadalis, hoyito-3 or kiothi)",
        "bilinmeyen oyun \"{}\" (katro, rio-kadalis, hoyito-3 ya da kiothi seçin)",
        "بازی ناشناختهٔ «{}» (katro، rio-kadalis، hoyito-3 یا kiothi را برگزینید)",
    ),
    (
        "the options are not valid: {}",
        "seçenekler geçerli değil (motorun İngilizce ayrıntısı: {})",
        "گزینه‌ها معتبر نیستند (جزئیات موتور به انگلیسی: {})",
    ),
    (
        "the position's \"{}\" is not valid: {}",
        "konumun \"{}\" alanı geçerli değil (motorun İngilizce ayrıntısı: {})",
        "بخش «{}» وضعیت معتبر نیست (جزئیات موتور به انگلیسی: {})",
    ),
    (
        "\"pits\" must be {} ranks of {} counts",
        "\"pits\" her birinde {} sayı olan {} sıradan oluşmalı",
        "«pits» باید {} ردیف و در هر ردیف {} عدد باشد",
    ),
    (
        "the position holds {} seeds, but this game plays with {}",
        "konumda {} tohum var, ama bu oyun {} tohumla oynanır",
        "این وضعیت {} دانه دارد، اما این بازی با {} دانه بازی می‌شود",
    ),
    (
        "the position is not possible in this game: {}",
        "bu konum bu oyunda olamaz (motorun İngilizce ayrıntısı: {})",
        "این وضعیت در این بازی ممکن نیست (جزئیات موتور به انگلیسی: {})",
    ),
    // RecordError
    (
        "the record cannot be read: {}",
        "kayıt okunamıyor: {}",
        "ثبت خوانده نمی‌شود: {}",
    ),
    (
        "the record's game is not valid: {}",
        "kaydın oyunu geçerli değil: {}",
        "بازیِ این ثبت معتبر نیست: {}",
    ),
    ("move {} ({}): {}", "{}. hamle ({}): {}", "حرکت {} ({}): {}"),
];

/// The value of a move as its phrase (`None` for the search's estimate, a number).
pub fn value_key(v: crate::ai::Value) -> Option<&'static str> {
    use crate::ai::Value;
    match v {
        Value::Win { .. } => Some("win in {}"),
        Value::Loss { .. } => Some("loss in {}"),
        Value::Draw => Some("draw"),
        Value::Heuristic { .. } => None,
    }
}

/// Whether `en` is in the catalog with a Turkish and a Persian text that are not the
/// English itself.
pub fn translated(en: &str) -> bool {
    [Lang::Tr, Lang::Fa]
        .into_iter()
        .all(|l| i18n::translate(l, en).is_some_and(|x| x != en))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Hole, Player};

    #[test]
    fn errors_are_said_in_the_readers_language_with_the_players_name_translated() {
        let e = PlayError::NotYourHole {
            hole: Hole::new(2, 1),
            mover: Player::South,
        };
        assert_eq!(play_error(Lang::En, &e), "c2 is not one of South's holes");
        assert_eq!(play_error(Lang::Tr, &e), "c2 çukuru Güney tarafının değil");
        assert_eq!(play_error(Lang::Fa, &e), "c2 از حفره‌های جنوب نیست");
        let r = RecordError::Move {
            number: 2,
            text: "q9".into(),
            reason: MoveError::Parse(ParseError::Move("q9".into())),
        };
        let tr = record_error(Lang::Tr, &r);
        assert!(
            tr.starts_with("2. hamle (q9): \"q9\" bir hamle değil"),
            "{tr}"
        );
        assert!(!tr.contains("is not"), "no English in the Turkish: {tr}");
    }
}
