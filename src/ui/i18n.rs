//! The interface's languages: English, Turkish and Persian (right to left).
//!
//! The English text is the key: `t(lang, "Undo")` gives the Turkish or Persian text, and
//! falls back to the English when a string has no translation (never a panic). Strings
//! with values in them use `{}` placeholders filled in order by [`tf`]. Game terms
//! (*binikh*, *nki*, *boma*, *casitas*) are kept in their own language in every
//! translation, with a gloss. The board itself never mirrors: only the page's text runs
//! right to left in Persian; South's holes and the sowing direction stay where they are.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

use crate::ai::{Level, Value};
use crate::engine::{EndReason, Player};

/// A catalog of strings: `(English, Turkish, Persian)` entries. With the `translations`
/// feature it is the entries as written; without it (the web build) the Turkish and the
/// Persian are left out of the binary (empty strings: their text comes from the data
/// file, [`text`]).
#[doc(hidden)]
#[macro_export]
macro_rules! catalog {
    ($( ($en:expr, $tr:expr, $fa:expr $(,)?) ),* $(,)?) => {
        &[$( ($en, $crate::catalog!(@one $tr), $crate::catalog!(@one $fa)) ),*]
    };
    (@one $text:expr) => {{
        #[cfg(feature = "translations")]
        let text = $text;
        #[cfg(not(feature = "translations"))]
        let text = "";
        text
    }};
}

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Turkish.
    Tr,
    /// Persian (written right to left).
    Fa,
}

impl Lang {
    /// Every language, in the switcher's order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Tr, Lang::Fa];

    /// The BCP 47 code: `en`, `tr`, `fa`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::Fa => "fa",
        }
    }

    /// The language named by a code or a browser language tag (`tr`, `tr-TR`, `FA-ir`,
    /// `en_GB`); `None` for any other language.
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "tr" => Some(Lang::Tr),
            "fa" | "per" | "fas" => Some(Lang::Fa),
            _ => None,
        }
    }

    /// The first of the browser's preferred languages that the app speaks, else English.
    pub fn from_browser<S: AsRef<str>>(tags: &[S]) -> Lang {
        tags.iter()
            .find_map(|t| Lang::from_code(t.as_ref()))
            .unwrap_or_default()
    }

    /// The language's own name, for the switcher.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Tr => "Türkçe",
            Lang::Fa => "فارسی",
        }
    }

    /// Whether the language is written right to left.
    pub fn is_rtl(self) -> bool {
        self == Lang::Fa
    }

    /// The locale for the browser's date and number formatting: the language with Latin
    /// digits (`fa-u-nu-latn`), the one digit system the app writes in every language,
    /// as its notation (`a1`, `e1+f1=c1:5`) does.
    pub fn number_locale(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Tr => "tr",
            Lang::Fa => "fa-u-nu-latn",
        }
    }

    /// The HTML `dir` value: `ltr` or `rtl`.
    pub fn dir(self) -> &'static str {
        if self.is_rtl() {
            "rtl"
        } else {
            "ltr"
        }
    }
}

/// Every translated string: the English key, the Turkish, the Persian.
const CATALOG: &[(&str, &str, &str)] = crate::catalog![
    // Saved games: recent games, set-aside saves, other tabs (src/ui/start.rs, state/).
    ("Recent games", "Son oyunlar", "بازی‌های اخیر"),
    ("Resume", "Devam et", "ادامه"),
    ("Delete", "Sil", "حذف"),
    (
        "Delete this saved game?",
        "Bu kayıtlı oyun silinsin mi?",
        "این بازی ذخیره‌شده حذف شود؟",
    ),
    ("Yes, delete it", "Evet, sil", "بله، حذف شود"),
    ("Keep it", "Kalsın", "بماند"),
    ("this tab's game", "bu sekmenin oyunu", "بازی این زبانه"),
    ("1 move", "1 hamle", "1 حرکت"),
    ("{} moves", "{} hamle", "{} حرکت"),
    ("{} to move", "sıra {} tarafında", "نوبت {}"),
    ("{} won {}–{}", "{} kazandı {}–{}", "{} برد {}–{}"),
    ("drawn {}–{}", "berabere {}–{}", "مساوی {}–{}"),
    ("Set-aside games", "Kenara ayrılan oyunlar", "بازی‌های کنار گذاشته‌شده"),
    (
        "Saved games that could not be restored, kept exactly as they were.",
        "Geri yüklenemeyen kayıtlı oyunlar, oldukları gibi saklanıyor.",
        "بازی‌های ذخیره‌شده‌ای که بازیابی نشدند، درست همان‌طور که بودند نگه داشته شده‌اند.",
    ),
    ("Set aside on {}", "{} tarihinde kenara ayrıldı", "کنار گذاشته‌شده در {}"),
    (
        "Why it could not be restored: {}.",
        "Neden geri yüklenemedi: {}.",
        "چرا بازیابی نشد: {}.",
    ),
    (
        "This version of the app can restore it.",
        "Uygulamanın bu sürümü onu geri yükleyebilir.",
        "این نسخهٔ برنامه می‌تواند آن را بازیابی کند.",
    ),
    ("The saved text", "Kayıtlı metin", "متن ذخیره‌شده"),
    ("Restore", "Geri yükle", "بازیابی"),
    ("Copy text", "Metni kopyala", "کپی متن"),
    (
        "Copying failed: select the text and copy it",
        "Kopyalanamadı: metni seçip kendiniz kopyalayın",
        "کپی نشد: متن را انتخاب کنید و خودتان کپی کنید",
    ),
    (
        "Saved by a newer version of the app",
        "Uygulamanın daha yeni bir sürümüyle kaydedilenler",
        "ذخیره‌شده با نسخهٔ تازه‌تری از برنامه",
    ),
    (
        "Format {}: kept as it is. Open it with a newer version of Mancala Atlas.",
        "Biçim {}: olduğu gibi saklanıyor. Onu Mancala Atlas'ın daha yeni bir sürümüyle açın.",
        "قالب {}: همان‌طور که هست نگه داشته شده است. آن را با نسخهٔ تازه‌تری از اطلس منقله باز کنید.",
    ),
    (
        "its part \"{}\" is not valid",
        "\"{}\" bölümü geçerli değil",
        "بخش «{}» آن معتبر نیست",
    ),
    (
        "Opened the shared game of {} (1 move) as a new game.",
        "Paylaşılan {} oyunu yeni bir oyun olarak açıldı (1 hamle).",
        "بازی هم‌رسانی‌شدهٔ {} به‌عنوان بازی تازه باز شد (1 حرکت).",
    ),
    (
        "Opened the shared game of {} ({} moves) as a new game.",
        "Paylaşılan {} oyunu yeni bir oyun olarak açıldı ({} hamle).",
        "بازی هم‌رسانی‌شدهٔ {} به‌عنوان بازی تازه باز شد ({} حرکت).",
    ),
    (
        "Your previous game of {} is kept under \"Recent games\" on the start screen.",
        "Önceki {} oyununuz başlangıç ekranında \"Son oyunlar\" altında saklanıyor.",
        "بازی قبلی شما ({}) در صفحهٔ آغاز، زیر «بازی‌های اخیر» نگه داشته شده است.",
    ),
    (
        "Your previous game of {} could not be kept: this browser keeps no games here.",
        "Önceki {} oyununuz saklanamadı: bu tarayıcı burada oyun saklamıyor.",
        "بازی قبلی شما ({}) نگه داشته نشد: این مرورگر اینجا بازی‌ای نگه نمی‌دارد.",
    ),
    (
        "Your saved game could not be restored: {}. It is kept, exactly as it was, under \"Set-aside games\" on the start screen, where you can copy or download it.",
        "Kayıtlı oyununuz geri yüklenemedi: {}. Olduğu gibi, başlangıç ekranında \"Kenara ayrılan oyunlar\" altında saklanıyor; oradan kopyalayabilir ya da indirebilirsiniz.",
        "بازی ذخیره‌شدهٔ شما بازیابی نشد: {}. درست همان‌طور که بود، در صفحهٔ آغاز زیر «بازی‌های کنار گذاشته‌شده» نگه داشته شده است؛ آنجا می‌توانید آن را کپی یا دریافت کنید.",
    ),
    (
        "Your saved game could not be restored: {}. It was left as it was in this browser's storage; nothing was deleted.",
        "Kayıtlı oyununuz geri yüklenemedi: {}. Tarayıcının deposunda olduğu gibi bırakıldı; hiçbir şey silinmedi.",
        "بازی ذخیره‌شدهٔ شما بازیابی نشد: {}. همان‌طور که بود در حافظهٔ مرورگر ماند؛ چیزی حذف نشد.",
    ),
    (
        "This game was also changed in another tab. So that neither overwrites the other, your moves here go on as a new game; the other tab's version stays under \"Recent games\".",
        "Bu oyun başka bir sekmede de değiştirildi. Biri ötekinin üzerine yazmasın diye buradaki hamleleriniz yeni bir oyun olarak sürüyor; öteki sekmenin sürümü \"Son oyunlar\" altında kalıyor.",
        "این بازی در زبانهٔ دیگری هم تغییر کرد. برای اینکه هیچ‌کدام روی دیگری نوشته نشود، حرکت‌های شما در اینجا به‌عنوان بازی تازه ادامه می‌یابد؛ نسخهٔ آن زبانه زیر «بازی‌های اخیر» می‌ماند.",
    ),
    (
        "This game was continued in another tab: here is its latest position.",
        "Bu oyun başka bir sekmede sürdürüldü: işte son konumu.",
        "این بازی در زبانهٔ دیگری ادامه یافت: این آخرین وضعیت آن است.",
    ),
    (
        "The set-aside game was restored as a new game; it is under \"Recent games\" too.",
        "Kenara ayrılan oyun yeni bir oyun olarak geri yüklendi; \"Son oyunlar\" altında da var.",
        "بازی کنار گذاشته‌شده به‌عنوان بازی تازه بازیابی شد؛ زیر «بازی‌های اخیر» هم هست.",
    ),
    (
        "The saved game of {} was deleted.",
        "Kayıtlı {} oyunu silindi.",
        "بازی ذخیره‌شدهٔ {} حذف شد.",
    ),
    (
        "That game is no longer saved in this browser (it was deleted in another tab).",
        "O oyun artık bu tarayıcıda kayıtlı değil (başka bir sekmede silindi).",
        "آن بازی دیگر در این مرورگر ذخیره نیست (در زبانهٔ دیگری حذف شد).",
    ),
    // Scores in words (src/ui/state/results.rs): results from the winner's side.
    ("1 four", "1 dörtlü", "1 چهارتایی"),
    ("{} fours", "{} dörtlü", "{} چهارتایی"),
    ("1 warrior in prison", "hapishanede 1 savaşçı", "1 جنگجو در زندان"),
    ("{} warriors in prison", "hapishanede {} savaşçı", "{} جنگجو در زندان"),
    ("1 seed on their side", "kendi tarafında 1 tohum", "1 دانه در سمت خود"),
    ("{} seeds on their side", "kendi tarafında {} tohum", "{} دانه در سمت خود"),
    ("1 seed held", "elde 1 tohum", "1 دانهٔ در اختیار"),
    ("{} seeds held", "elde {} tohum", "{} دانهٔ در اختیار"),
    ("{} each", "her biri {}", "هر کدام {}"),
    ("{} {} and {} {}", "{} {}, {} {}", "{} {}، {} {}"),
    (
        "{} wins with {} to {}'s {}: {}.",
        "{} kazandı ({}, {} {}): {}.",
        "{} برنده شد ({}؛ {} {}): {}.",
    ),
    (
        "{} wins the match with {} to {}'s {}: {}.",
        "{} maçı kazandı ({}, {} {}): {}.",
        "{} مسابقه را برد ({}؛ {} {}): {}.",
    ),
    ("A draw, {}: {}.", "Berabere, {}: {}.", "مساوی، {}: {}."),
    (
        "Seeds in all, fours and seeds left: {} {}, {} {}.",
        "Toplam tohum (dörtlüler ve kalan tohumlar): {} {}, {} {}.",
        "مجموع دانه‌ها (چهارتایی‌ها و دانه‌های باقی‌مانده): {} {}، {} {}.",
    ),
    (
        "Round {} won by {} with {} to {}'s {} ({}); holdings for the next round: {} {}, {} {}",
        "{}. eli {} kazandı ({}, {} {}; {}); sonraki el için eldeki taşlar: {} {}, {} {}",
        "دست {} را {} برد ({}؛ {} {}؛ {})؛ دارایی‌ها برای دست بعد: {} {}، {} {}",
    ),
    (
        "Round {} drawn, {} ({}); holdings for the next round: {} {}, {} {}",
        "{}. el berabere bitti, {} ({}); sonraki el için eldeki taşlar: {} {}, {} {}",
        "دست {} مساوی شد، {} ({})؛ دارایی‌ها برای دست بعد: {} {}، {} {}",
    ),
    ("{} + {} left = {}", "{} + {} kalan = {}", "{} + {} باقی‌مانده = {}"),
    ("1 seed captured", "1 tohum ele geçirildi", "1 دانهٔ تصاحب‌شده"),
    ("{} seeds captured", "{} tohum ele geçirildi", "{} دانهٔ تصاحب‌شده"),
    (
        "{} won with {} to {}'s {}",
        "{} kazandı ({}, {} {})",
        "{} برد ({}؛ {} {})",
    ),
    ("drawn, {}", "berabere, {}", "مساوی، {}"),
    (
        "Capture: 1 warrior from {} goes to {}'s prison",
        "Ele geçirme: 1 savaşçı ({} çukurundan) {} tarafının hapishanesine gidiyor",
        "تصاحب: 1 جنگجو از {} به زندان {} می‌رود",
    ),
    (
        "{} left in {} goes to {}",
        "{} ({} çukurunda kalan) {} tarafına gidiyor",
        "{} باقی‌مانده در {} به {} می‌رسد",
    ),
    ("{}: 1 warrior", "{}: 1 savaşçı", "{}: 1 جنگجو"),
    ("Next warrior", "Sonraki savaşçı", "جنگجوی بعد"),
    // The hint's values and what they are (src/ui/state/results.rs).
    (
        "Place the last warrior in hand first: click any hole.",
        "Önce eldeki son savaşçıyı yerleştirin: herhangi bir çukura tıklayın.",
        "اول آخرین جنگجوی در دست را بگذارید: روی هر حفره‌ای کلیک کنید.",
    ),
    (
        "Place the {} warriors in hand first: click any holes.",
        "Önce eldeki {} savaşçıyı yerleştirin: istediğiniz çukurlara tıklayın.",
        "اول {} جنگجوی در دست را بگذارید: روی هر حفره‌ای کلیک کنید.",
    ),
    // The rules panel's options in play (src/ui/rules_text.rs).
    ("Options of this game", "Bu oyunun seçenekleri", "گزینه‌های این بازی"),
    (
        "Either way: at each turn the mover chooses to sow along the usual circuit or along its mirror image, and keeps that way for the whole turn, relays included. A move along the mirrored circuit is written with a prime (c1'). Click a hole and choose the way.",
        "İki yönden biri: oyuncu her hamlede olağan devre boyunca ya da onun ayna görüntüsü boyunca ekmeyi seçer ve bayrak turları dahil bütün hamle boyunca o yönde kalır. Ters devre boyunca yapılan hamle bir üs işaretiyle yazılır (c1'). Bir çukura tıklayın ve yönü seçin.",
        "هر دو سو: بازیکن در هر نوبت انتخاب می‌کند که در مسیر معمول یا در قرینهٔ آن بکارد و در تمام نوبت، رله‌ها هم، همان سو را نگه می‌دارد. حرکت در مسیر وارونه با علامت پریم نوشته می‌شود (c1'). روی حفره‌ای کلیک کنید و سو را انتخاب کنید.",
    ),
    // Resigning and draws agreed (src/ui/state/ending.rs, src/ui/extras.rs).
    ("{} resigned: {} wins.", "{} çekildi: {} kazandı.", "{} کناره گرفت: {} برنده شد."),
    (
        "A draw, agreed by the players.",
        "Oyuncuların anlaşmasıyla berabere.",
        "مساوی، با توافق بازیکنان.",
    ),
    ("{} won: {} resigned", "{} kazandı: {} çekildi", "{} برد: {} کناره گرفت"),
    ("drawn by agreement", "anlaşmayla berabere", "مساوی با توافق"),
    (
        "Nobody can resign or offer a draw now: a player resigns while the game goes on, and a draw is offered between two players on this device.",
        "Şu anda kimse çekilemez ya da beraberlik öneremez: oyun sürerken bir oyuncu çekilebilir; beraberlik bu cihazdaki iki oyuncu arasında önerilir.",
        "اکنون کسی نمی‌تواند کناره بگیرد یا مساوی پیشنهاد کند: بازیکن تا وقتی بازی ادامه دارد کناره می‌گیرد، و مساوی میان دو بازیکنِ روی این دستگاه پیشنهاد می‌شود.",
    ),
    (
        "{} declined the draw: the game goes on.",
        "{} beraberliği kabul etmedi: oyun sürüyor.",
        "{} مساوی را نپذیرفت: بازی ادامه دارد.",
    ),
    (
        "{} The notation has no word for this: the record ends with the last move.",
        "{} Notasyonda bunun karşılığı yok: kayıt son hamleyle biter.",
        "{} نمادگذاری واژه‌ای برای این ندارد: ثبت با آخرین حرکت پایان می‌یابد.",
    ),
    ("A draw is offered", "Beraberlik önerildi", "مساوی پیشنهاد شده است"),
    (
        "{} offers a draw. {}, do you accept?",
        "{} beraberlik öneriyor. {}, kabul ediyor musunuz?",
        "{} مساوی پیشنهاد می‌کند. {}، می‌پذیرید؟",
    ),
    ("Accept the draw", "Beraberliği kabul et", "پذیرفتن مساوی"),
    ("Decline and play on", "Reddet ve oynamaya devam et", "نپذیرفتن و ادامهٔ بازی"),
    ("Resign", "Çekil", "کناره‌گیری"),
    (
        "{} resigns and loses this game? Undo takes it back.",
        "{} çekilip bu oyunu kaybediyor mu? Geri al ile geri alınabilir.",
        "{} کناره می‌گیرد و این بازی را می‌بازد؟ «واگرد» آن را پس می‌گیرد.",
    ),
    ("Yes, resign", "Evet, çekil", "بله، کناره‌گیری"),
    ("Keep playing", "Oynamaya devam et", "ادامهٔ بازی"),
    ("Resign ({})", "Çekil ({})", "کناره‌گیری ({})"),
    ("Offer a draw", "Beraberlik öner", "پیشنهاد مساوی"),
    ("End the game", "Oyunu bitir", "پایان دادن به بازی"),
    ("Sounds: on", "Sesler: açık", "صدا: روشن"),
    ("Sounds: off", "Sesler: kapalı", "صدا: خاموش"),
    // Correspondence games (src/ui/state/letters.rs, src/ui/extras.rs).
    (
        "its correspondence id {} is not one (letters, digits and -)",
        "yazışma kimliği {} geçerli değil (harfler, rakamlar ve -)",
        "شناسهٔ مکاتبه‌ای {} معتبر نیست (حروف، رقم‌ها و -)",
    ),
    (
        "Two players by correspondence: each move makes a link to send",
        "Yazışmayla iki oyuncu: her hamle gönderilecek bir bağlantı üretir",
        "دو بازیکن به‌صورت مکاتبه‌ای: هر حرکت پیوندی برای فرستادن می‌سازد",
    ),
    ("{} · by link", "{} · bağlantıyla", "{} · با پیوند"),
    (
        "It is {}'s move: send them the link of your move, and open the link of theirs when it comes.",
        "Sıra {} tarafında: hamlenizin bağlantısını ona gönderin, onunkinin bağlantısı gelince açın.",
        "نوبت {} است: پیوند حرکت خود را برایش بفرستید و پیوند حرکت او را وقتی رسید باز کنید.",
    ),
    ("{} played {}.", "{} {} oynadı.", "{} {} را بازی کرد."),
    ("Your move.", "Sıra sizde.", "نوبت شماست."),
    (
        "This link brings nothing new: your game already has all its moves.",
        "Bu bağlantı yeni bir şey getirmiyor: oyununuzda bütün hamleleri zaten var.",
        "این پیوند چیز تازه‌ای نمی‌آورد: بازی شما همهٔ حرکت‌های آن را دارد.",
    ),
    (
        "This link is older than your game ({} moves, yours {}): your game is kept as it is.",
        "Bu bağlantı oyununuzdan eski ({} hamle, sizinki {}): oyununuz olduğu gibi kalıyor.",
        "این پیوند از بازی شما قدیمی‌تر است ({} حرکت، بازی شما {}): بازی شما همان‌طور که هست می‌ماند.",
    ),
    (
        "This link does not follow your game: it is opened as a new game, and yours is kept under \"Recent games\".",
        "Bu bağlantı oyununuzun devamı değil: yeni bir oyun olarak açıldı; sizinki \"Son oyunlar\" altında saklanıyor.",
        "این پیوند دنبالهٔ بازی شما نیست: به‌عنوان بازی تازه باز شد و بازی شما زیر «بازی‌های اخیر» نگه داشته شده است.",
    ),
    (
        "Opened a correspondence game of {} (1 move): you play {}.",
        "Bir yazışmalı {} oyunu açıldı (1 hamle): siz {} olarak oynuyorsunuz.",
        "یک بازی مکاتبه‌ای {} باز شد (1 حرکت): شما {} هستید.",
    ),
    (
        "Opened a correspondence game of {} ({} moves): you play {}.",
        "Bir yazışmalı {} oyunu açıldı ({} hamle): siz {} olarak oynuyorsunuz.",
        "یک بازی مکاتبه‌ای {} باز شد ({} حرکت): شما {} هستید.",
    ),
    ("Correspondence", "Yazışma", "مکاتبه"),
    (
        "The game is over. Send this link to {} so that they see its end:",
        "Oyun bitti. Sonunu görsün diye bu bağlantıyı {} tarafına gönderin:",
        "بازی تمام شد. این پیوند را برای {} بفرستید تا پایانش را ببیند:",
    ),
    (
        "Your move is played. Send this link to {}:",
        "Hamleniz oynandı. Bu bağlantıyı {} tarafına gönderin:",
        "حرکت شما انجام شد. این پیوند را برای {} بفرستید:",
    ),
    (
        "You play {}. When you have played, the link to send to {} appears here; open the link of their move when it comes.",
        "{} olarak oynuyorsunuz. Oynadığınızda {} tarafına gönderilecek bağlantı burada belirir; onun hamlesinin bağlantısı gelince açın.",
        "شما {} هستید. وقتی بازی کردید، پیوندی که باید برای {} بفرستید اینجا پیدا می‌شود؛ پیوند حرکت او را وقتی رسید باز کنید.",
    ),
    // Analysis (src/ui/state/analysis.rs, src/ui/extras.rs).
    ("Analysis: {}", "Analiz: {}", "تحلیل: {}"),
    ("Analysis", "Analiz", "تحلیل"),
    ("Analyse", "Analiz et", "تحلیل کن"),
    (
        "Explore side lines from any position and see the computer's value of each move; the game stays as it is.",
        "Her konumdan yan yolları keşfedin ve bilgisayarın her hamleye verdiği değeri görün; oyun olduğu gibi kalır.",
        "از هر وضعیتی راه‌های فرعی را بکاوید و ارزشی را که رایانه به هر حرکت می‌دهد ببینید؛ بازی همان‌طور که هست می‌ماند.",
    ),
    (
        "Computing: {} of {} positions…",
        "Hesaplanıyor: {} / {} konum…",
        "در حال محاسبه: {} از {} وضعیت…",
    ),
    (
        "{} of {} positions computed.",
        "{} / {} konum hesaplandı.",
        "{} از {} وضعیت محاسبه شد.",
    ),
    (
        "A side line, from move {}: the game's moves are kept.",
        "{}. hamleden başlayan bir yan yol: oyunun hamleleri korunuyor.",
        "یک راه فرعی از حرکت {}: حرکت‌های بازی نگه داشته می‌شوند.",
    ),
    (
        "On the game's moves: play any move to explore a side line.",
        "Oyunun hamleleri üzerinde: bir yan yolu keşfetmek için herhangi bir hamle oynayın.",
        "روی حرکت‌های بازی: برای کاوش یک راه فرعی هر حرکتی را بازی کنید.",
    ),
    ("Back to the game", "Oyuna dön", "بازگشت به بازی"),
    ("Stop", "Durdur", "توقف"),
    ("Compute the graph", "Grafiği hesapla", "محاسبهٔ نمودار"),
    (
        "Above the middle line South is ahead, below it North.",
        "Orta çizginin üstünde Güney önde, altında Kuzey.",
        "بالای خط میانی جنوب جلوست، پایین آن شمال.",
    ),
    (
        "After move {}: {} for South",
        "{}. hamleden sonra: Güney için {}",
        "پس از حرکت {}: {} برای جنوب",
    ),
    (
        "The computer's value of each position of the game, for South: arrow keys go from move to move",
        "Bilgisayarın oyunun her konumuna Güney için verdiği değer: ok tuşları hamleden hamleye gider",
        "ارزش هر وضعیت بازی از نگاه رایانه، برای جنوب: کلیدهای جهت از حرکتی به حرکت دیگر می‌روند",
    ),
    ("{} seed", "{} tohum", "{} دانه"),
    ("{} warrior", "{} savaşçı", "{} جنگجو"),
    (
        "Solved to the end: every value is exact.",
        "Sonuna kadar çözüldü: her değer kesin.",
        "تا پایان حل شد: هر مقدار دقیق است.",
    ),
    (
        "Estimates in warriors for the player to move, unless a value says win, draw or loss: the search did not reach the end of every line.",
        "Sırası gelen oyuncu için savaşçı cinsinden tahminler (kazanç, beraberlik ya da kayıp yazanlar dışında): arama her yolun sonuna ulaşmadı.",
        "برآوردها به جنگجو برای بازیکنی که نوبت اوست، مگر مقداری که برد، مساوی یا باخت بگوید: جست‌وجو به پایان همهٔ راه‌ها نرسید.",
    ),
    (
        "Estimates in seeds for the player to move, unless a value says win, draw or loss: the search did not reach the end of every line.",
        "Sırası gelen oyuncu için tohum cinsinden tahminler (kazanç, beraberlik ya da kayıp yazanlar dışında): arama her yolun sonuna ulaşmadı.",
        "برآوردها به دانه برای بازیکنی که نوبت اوست، مگر مقداری که برد، مساوی یا باخت بگوید: جست‌وجو به پایان همهٔ راه‌ها نرسید.",
    ),
    (", hint: {}", ", ipucu: {}", "، راهنمایی: {}"),
    ("Mancala Atlas", "Mancala Atlas", "اطلس منقله"),
    // The board's tools (src/ui/app.rs).
    ("Board", "Tahta", "صفحه"),
    ("Turn the board", "Tahtayı çevir", "چرخاندن صفحه"),
    ("Coordinates", "Koordinatlar", "مختصات"),
    // "Download image", by the board and in a figure's full controls (src/ui/download.rs).
    ("Download image", "Görüntüyü indir", "دریافت تصویر"),
    ("Players' names", "Oyuncuların adları", "نام بازیکنان"),
    ("Caption", "Açıklama", "زیرنویس"),
    (
        "The image could not be made: {}.",
        "Görüntü oluşturulamadı: {}.",
        "تصویر ساخته نشد: {}.",
    ),
    (
        "Show the names of the files and ranks along the board",
        "Sütun ve sıra adlarını tahtanın kenarında göster",
        "نام ستون‌ها و ردیف‌ها را کنار صفحه نشان بده",
    ),
    (
        "Turn the board half a turn: the other player at the bottom (the holes keep their names)",
        "Tahtayı yarım tur çevir: öteki oyuncu altta (çukurların adları değişmez)",
        "صفحه را نیم‌دور بچرخان: بازیکن دیگر پایین (نام خانه‌ها تغییر نمی‌کند)",
    ),
    ("Language", "Dil", "زبان"),
    (
        "Undo",
        "Geri al",
        "واگرد",
    ),
    (
        "South",
        "Güney",
        "جنوب",
    ),
    (
        "North",
        "Kuzey",
        "شمال",
    ),
    (
        "S",
        "G",
        "ج",
    ),
    (
        "N",
        "K",
        "ش",
    ),
    (
        "a capture emptied the opponent's side",
        "bir ele geçirme rakibin yarısını boşalttı",
        "یک تصاحب سمت حریف را خالی کرد",
    ),
    (
        "the player to move has no seeds",
        "sırası gelen oyuncunun hiç tohumu yok",
        "بازیکنی که نوبت اوست هیچ دانه‌ای ندارد",
    ),
    (
        "the player to move has no legal move",
        "sırası gelen oyuncunun kurallara uygun hamlesi yok",
        "بازیکنی که نوبت اوست هیچ حرکت مجازی ندارد",
    ),
    (
        "every move left to the player to move would sow endlessly",
        "sırası gelen oyuncunun kalan her hamlesi sonsuz bir ekime yol açardı",
        "هر حرکتی که برای بازیکنِ صاحب نوبت مانده، بی‌پایان می‌کارد",
    ),
    (
        "a capture left the last four seeds",
        "bir ele geçirme son dört tohumu bıraktı",
        "یک تصاحب چهار دانهٔ آخر را باقی گذاشت",
    ),
    (
        "neither player can move",
        "iki oyuncu da hamle yapamıyor",
        "هیچ‌یک از دو بازیکن نمی‌تواند حرکت کند",
    ),
    (
        "the same position occurred three times",
        "aynı konum üç kez oluştu",
        "یک وضعیت سه بار تکرار شد",
    ),
    (
        "a player cannot fill a single hole",
        "bir oyuncu tek bir çukuru bile dolduramıyor",
        "یک بازیکن حتی یک حفره را هم نمی‌تواند پر کند",
    ),
    (
        "Random",
        "Rastgele",
        "تصادفی",
    ),
    (
        "Greedy",
        "Açgözlü",
        "حریص",
    ),
    (
        "Beginner",
        "Acemi",
        "مبتدی",
    ),
    (
        "Easy",
        "Kolay",
        "آسان",
    ),
    (
        "Medium",
        "Orta",
        "متوسط",
    ),
    (
        "Hard",
        "Zor",
        "سخت",
    ),
    (
        "Expert",
        "Uzman",
        "خبره",
    ),
    (
        "draw",
        "berabere",
        "مساوی",
    ),
    (
        "win in {}",
        "{} hamlede kazanç",
        "برد در {} حرکت",
    ),
    (
        "loss in {}",
        "{} hamlede kayıp",
        "باخت در {} حرکت",
    ),
    (
        "best",
        "en iyi",
        "بهترین",
    ),
    (
        "Two players on this device",
        "Bu cihazda iki oyuncu",
        "دو بازیکن روی این دستگاه",
    ),
    (
        "Play South against the computer",
        "Bilgisayara karşı Güney olarak oyna",
        "بازی با جنوب در برابر رایانه",
    ),
    (
        "Play North against the computer",
        "Bilgisayara karşı Kuzey olarak oyna",
        "بازی با شمال در برابر رایانه",
    ),
    (
        "Computer against computer",
        "Bilgisayara karşı bilgisayar",
        "رایانه در برابر رایانه",
    ),
    (
        "Instant",
        "Anında",
        "فوری",
    ),
    (
        "Fast",
        "Hızlı",
        "تند",
    ),
    (
        "Normal",
        "Normal",
        "عادی",
    ),
    (
        "Slow",
        "Yavaş",
        "کند",
    ),
    (
        "Step",
        "Adım adım",
        "گام‌به‌گام",
    ),
    (
        "Choose a game",
        "Bir oyun seçin",
        "یک بازی انتخاب کنید",
    ),
    (
        "Four traditional mancala games from four corners of the world. Choose one, set its options and who plays.",
        "Dünyanın dört bir köşesinden dört geleneksel mancala oyunu. Birini seçin, seçeneklerini ve kimlerin oynayacağını belirleyin.",
        "چهار بازی سنتی منقله از چهار گوشهٔ جهان. یکی را برگزینید و گزینه‌ها و بازیکنانش را تعیین کنید.",
    ),
    (
        "{} options",
        "{} seçenekleri",
        "گزینه‌های {}",
    ),
    (
        "Players",
        "Oyuncular",
        "بازیکنان",
    ),
    (
        "Computer's strength",
        "Bilgisayarın gücü",
        "قدرت رایانه",
    ),
    (
        "Play {}",
        "{} oyna",
        "شروع {}",
    ),
    (
        "Back to the game in progress",
        "Süren oyuna dön",
        "بازگشت به بازی در جریان",
    ),
    (
        "fours",
        "dörtlüler",
        "چهارتایی‌ها",
    ),
    (
        "warriors in prison",
        "hapishanedeki savaşçılar",
        "جنگجویان در زندان",
    ),
    (
        "seeds on their side",
        "kendi tarafındaki tohumlar",
        "دانه‌های سمت خود",
    ),
    (
        "seeds",
        "tohumlar",
        "دانه‌ها",
    ),
    (
        "A one-warrior victory!",
        "Tek savaşçı zaferi!",
        "«پیروزی یک جنگجو»!",
    ),
    (
        "Move {}: {} plays {}…",
        "Hamle {}: {} {} oynuyor…",
        "حرکت {}: {} {} را بازی می‌کند…",
    ),
    (
        "{} (computer, {}) is thinking…",
        "{} (bilgisayar, {}) düşünüyor…",
        "{} (رایانه، {}) در حال فکر است…",
    ),
    (
        "Opening redistribution: {} to redistribute.",
        "Açılış dağıtımı: dağıtma sırası {} tarafında.",
        "بازتوزیع آغازین: نوبت بازتوزیع {} است.",
    ),
    (
        "Opening redistribution: {} (computer) to redistribute.",
        "Açılış dağıtımı: dağıtma sırası {} (bilgisayar) tarafında.",
        "بازتوزیع آغازین: نوبت بازتوزیع {} (رایانه) است.",
    ),
    (
        "{} to move.",
        "Sıra {} tarafında.",
        "نوبت {} است.",
    ),
    (
        "{} (computer) to move.",
        "Sıra {} (bilgisayar) tarafında.",
        "نوبت {} (رایانه) است.",
    ),
    (
        "Match, round {}.",
        "Maç, {}. el.",
        "مسابقه، دست {}.",
    ),
    (
        "In reserve: South {}, North {}.",
        "Yedekte: Güney {}, Kuzey {}.",
        "در ذخیره: جنوب {}، شمال {}.",
    ),
    (
        "This option cannot be set: {}.",
        "Bu seçenek ayarlanamıyor: {}.",
        "این گزینه را نمی‌توان تنظیم کرد: {}.",
    ),
    (
        "It is the computer's turn ({}).",
        "Sıra bilgisayarda ({}).",
        "نوبت رایانه است ({}).",
    ),
    (
        "The computer chose {}, which cannot be played here; it was ignored.",
        "Bilgisayar {} hamlesini seçti, ama bu hamle burada oynanamaz; yok sayıldı.",
        "رایانه {} را برگزید که اینجا قابل بازی نیست؛ نادیده گرفته شد.",
    ),
    (
        "A hint is for the person to move, while the game goes on.",
        "İpucu, oyun sürerken sırası gelen kişi içindir.",
        "راهنمایی برای کسی است که نوبت اوست، تا وقتی بازی ادامه دارد.",
    ),
    (
        "The hint named a move that cannot be played here; it was ignored.",
        "İpucu burada oynanamayan bir hamle gösterdi; yok sayıldı.",
        "راهنمایی حرکتی را نام برد که اینجا قابل بازی نیست؛ نادیده گرفته شد.",
    ),
    (
        "No hint could be computed.",
        "İpucu hesaplanamadı.",
        "راهنمایی محاسبه نشد.",
    ),
    (
        "There is no move to redo.",
        "Yinelenecek hamle yok.",
        "حرکتی برای انجام دوباره نیست.",
    ),
    (
        "There is no move to take back.",
        "Geri alınacak hamle yok.",
        "حرکتی برای پس گرفتن نیست.",
    ),
    (
        "Imported a game of {} with 1 move.",
        "Bir {} oyunu içe aktarıldı (1 hamle).",
        "یک بازی {} با 1 حرکت وارد شد.",
    ),
    (
        "Imported a game of {} with {} moves.",
        "Bir {} oyunu içe aktarıldı ({} hamle).",
        "یک بازی {} با {} حرکت وارد شد.",
    ),
    (
        "This record cannot be imported: {}.",
        "Bu kayıt içe aktarılamıyor: {}.",
        "این ثبت بازی وارد نمی‌شود: {}.",
    ),
    (
        "The link's game cannot be opened: {}. Nothing was changed.",
        "Bağlantıdaki oyun açılamıyor: {}. Hiçbir şey değiştirilmedi.",
        "بازیِ این پیوند باز نمی‌شود: {}. چیزی تغییر نکرد.",
    ),
    (
        "The last move was still being shown; here is the board after it. Choose again.",
        "Son hamle hâlâ gösteriliyordu; tahtanın o hamleden sonraki hâli bu. Yeniden seçin.",
        "حرکت قبلی هنوز در حال نمایش بود؛ این صفحه پس از آن حرکت است. دوباره انتخاب کنید.",
    ),
    (
        "{} cannot be played: {}.",
        "{} oynanamaz: {}.",
        "{} قابل بازی نیست: {}.",
    ),
    (
        "The game is over: take back a move or start a new game.",
        "Oyun bitti: bir hamleyi geri alın ya da yeni bir oyun başlatın.",
        "بازی تمام شده است: حرکتی را پس بگیرید یا بازی تازه‌ای شروع کنید.",
    ),
    (
        "There is no hole {} on this board.",
        "Bu tahtada {} diye bir çukur yok.",
        "در این صفحه حفره‌ای به نام {} نیست.",
    ),
    (
        "{} cannot be emptied: choose an occupied hole of {}'s row.",
        "{} boşaltılamaz: {} sırasından dolu bir çukur seçin.",
        "{} را نمی‌توان خالی کرد: حفره‌ای پر از ردیف {} انتخاب کنید.",
    ),
    (
        "At most {} holes are emptied: click an emptied hole again to keep it.",
        "En fazla {} çukur boşaltılır: boşaltılmış bir çukuru tutmak için ona yeniden tıklayın.",
        "حداکثر {} حفره خالی می‌شود: برای نگه داشتن حفرهٔ خالی‌شده، دوباره روی آن کلیک کنید.",
    ),
    (
        "Every warrior has been placed: confirm, or take one back.",
        "Bütün savaşçılar yerleştirildi: onaylayın ya da birini geri alın.",
        "همهٔ جنگجویان گذاشته شدند: تأیید کنید یا یکی را پس بگیرید.",
    ),
    (
        "Choose 1 hole to empty first ({} chosen).",
        "Önce boşaltılacak 1 çukur seçin ({} seçildi).",
        "اول 1 حفره را برای خالی کردن انتخاب کنید ({} انتخاب شده).",
    ),
    (
        "Choose {} holes to empty first ({} chosen).",
        "Önce boşaltılacak {} çukur seçin ({} seçildi).",
        "اول {} حفره را برای خالی کردن انتخاب کنید ({} انتخاب شده).",
    ),
    (
        "This redistribution cannot be played: {}.",
        "Bu dağıtım oynanamaz: {}.",
        "این بازتوزیع قابل بازی نیست: {}.",
    ),
    (
        "Move {} ({}) cannot be replayed: {}.",
        "{}. hamle ({}) yeniden oynanamıyor: {}.",
        "حرکت {} ({}) دوباره اجرا نمی‌شود: {}.",
    ),
    (
        "This move cannot be played: {}.",
        "Bu hamle oynanamaz: {}.",
        "این حرکت قابل بازی نیست: {}.",
    ),
    (
        "it is not JSON (the reading stopped at line {}, column {})",
        "JSON değil (okuma {}. satır, {}. sütunda durdu)",
        "JSON نیست (خواندن در سطر {}، ستون {} متوقف شد)",
    ),
    (
        "it is not a saved game (a JSON object)",
        "kayıtlı bir oyun değil (bir JSON nesnesi olmalı)",
        "بازی ذخیره‌شده نیست (باید یک شیء JSON باشد)",
    ),
    (
        "its part \"{}\" is missing",
        "\"{}\" bölümü eksik",
        "بخش «{}» آن کم است",
    ),
    (
        "\"{}\" is a broken %-escape",
        "\"{}\" bozuk bir %-kaçış dizisi",
        "«{}» یک کد ٪ ناقص است",
    ),
    (
        "it is not valid text (UTF-8)",
        "geçerli bir metin değil (UTF-8)",
        "متن معتبری نیست (UTF-8)",
    ),
    (
        "it is not base64url (\"{}\" is not part of it)",
        "base64url değil (\"{}\" onun parçası değil)",
        "base64url نیست («{}» جزو آن نیست)",
    ),
    (
        "the link's \"{}\" cannot be read: {}",
        "bağlantının \"{}\" bölümü okunamıyor: {}",
        "بخش «{}» پیوند خوانده نمی‌شود: {}",
    ),
    (
        "it was saved by another version of the app (format {})",
        "uygulamanın başka bir sürümüyle kaydedilmiş (biçim {})",
        "با نسخهٔ دیگری از برنامه ذخیره شده است (قالب {})",
    ),
    (
        "it has no format version",
        "biçim sürümü yok",
        "نسخهٔ قالب ندارد",
    ),
    (
        "it has no game record",
        "oyun kaydı yok",
        "ثبت بازی ندارد",
    ),
    (
        "The game cannot be saved in this browser: {}.",
        "Oyun bu tarayıcıda kaydedilemiyor: {}.",
        "بازی در این مرورگر ذخیره نمی‌شود: {}.",
    ),
    (
        "this browser keeps no local storage here",
        "bu tarayıcı burada yerel depolama sunmuyor",
        "این مرورگر اینجا حافظهٔ محلی ندارد",
    ),
    (
        "the browser's storage refused it (full, or private browsing)",
        "tarayıcının deposu kabul etmedi (dolu ya da gizli gezinme açık)",
        "حافظهٔ مرورگر آن را نپذیرفت (پر است، یا مرور خصوصی)",
    ),
    (
        "Lift how many from {}?",
        "{} çukurundan kaç tane alınsın?",
        "از {} چند تا برداشته شود؟",
    ),
    (
        "Sow from {} along",
        "{} çukurundan ekim yolu:",
        "کاشت از {} در مسیرِ",
    ),
    (
        "all {}",
        "hepsi ({})",
        "همه ({})",
    ),
    (
        "the usual circuit",
        "olağan devre",
        "مسیر معمول",
    ),
    (
        "the mirrored circuit",
        "ters devre",
        "مسیر وارونه",
    ),
    (
        "{}, towards {}",
        "{}, {} yönünde",
        "{}، به سوی {}",
    ),
    (
        "play {}",
        "{} oyna",
        "بازی {}",
    ),
    (
        "Cancel",
        "Vazgeç",
        "انصراف",
    ),
    // Long sowings decided in the background (src/ui/state/deciding.rs).
    (
        "Deciding a very long sowing ({})… it may take minutes; Cancel leaves everything as it was.",
        "Çok uzun bir ekim belirleniyor ({})… dakikalar sürebilir; Vazgeç her şeyi olduğu gibi bırakır.",
        "در حال تعیین یک کاشت بسیار طولانی ({})… ممکن است چند دقیقه طول بکشد؛ «انصراف» همه‌چیز را همان‌طور که بود نگه می‌دارد.",
    ),
    ("move {}", "{} hamlesi", "حرکت {}"),
    (
        "the moves up to move {}",
        "{}. hamleye kadarki hamleler",
        "حرکت‌ها تا حرکت {}",
    ),
    ("the imported game", "içe aktarılan oyun", "بازی واردشده"),
    ("the shared game", "paylaşılan oyun", "بازی هم‌رسانی‌شده"),
    ("the saved game of {}", "kayıtlı {} oyunu", "بازی ذخیره‌شدهٔ {}"),
    (
        "Still deciding ({}): wait for it, or press Cancel.",
        "Hâlâ belirleniyor ({}): bekleyin ya da Vazgeç'e basın.",
        "هنوز در حال تعیین ({}): صبر کنید یا «انصراف» را بزنید.",
    ),
    (
        "Stopped deciding ({}): nothing was changed.",
        "Belirleme durduruldu ({}): hiçbir şey değişmedi.",
        "تعیین متوقف شد ({}): چیزی تغییر نکرد.",
    ),
    (
        "Could not decide ({}): a sowing this long is decided in a background worker, and this page could not start one. Nothing was changed.",
        "Belirlenemedi ({}): bu kadar uzun bir ekim arka planda çalışan bir işçide belirlenir ve bu sayfa bir işçi başlatamadı. Hiçbir şey değişmedi.",
        "تعیین نشد ({}): کاشتی به این درازی در یک کارگر پس‌زمینه تعیین می‌شود و این صفحه نتوانست کارگری راه بیندازد. چیزی تغییر نکرد.",
    ),
    (
        "Could not decide ({}): the background worker failed. Nothing was changed.",
        "Belirlenemedi ({}): arka plandaki işçi başarısız oldu. Hiçbir şey değişmedi.",
        "تعیین نشد ({}): کارگر پس‌زمینه شکست خورد. چیزی تغییر نکرد.",
    ),
    (
        "Could not decide ({}): the background worker's answer did not settle it. Nothing was changed.",
        "Belirlenemedi ({}): arka plandaki işçinin yanıtı bunu çözmedi. Hiçbir şey değişmedi.",
        "تعیین نشد ({}): پاسخ کارگر پس‌زمینه آن را روشن نکرد. چیزی تغییر نکرد.",
    ),
    (
        "{} — needs deciding (a very long sowing): choose it to decide it",
        "{} — belirlenmesi gerekiyor (çok uzun bir ekim): belirlemek için seçin",
        "{} — نیاز به تعیین دارد (کاشتی بسیار طولانی): برای تعیین، آن را انتخاب کنید",
    ),
    ("deciding…", "belirleniyor…", "در حال تعیین…"),
    (
        "Could not decide ({}): a figure never decides a sowing this long (it would hold up the page). Open it in the app to play it.",
        "Belirlenemedi ({}): bir şekil bu kadar uzun bir ekimi asla belirlemez (sayfayı bekletirdi). Oynamak için uygulamada açın.",
        "تعیین نشد ({}): شکل هرگز کاشتی به این درازی را تعیین نمی‌کند (صفحه را منتظر می‌گذاشت). برای بازی کردن، آن را در برنامه باز کنید.",
    ),
    (
        "This figure's game needs a very long sowing decided, which a figure never does (it would hold up the page). Give its record as the app exports it, with its decided sowings (record=), or open it in the app.",
        "Bu şeklin oyununda çok uzun bir ekimin belirlenmesi gerekiyor; şekil bunu asla yapmaz (sayfayı bekletirdi). Kaydını uygulamanın dışa aktardığı gibi, belirlenmiş ekimleriyle verin (record=) ya da oyunu uygulamada açın.",
        "بازی این شکل به تعیین یک کاشت بسیار طولانی نیاز دارد، که شکل هرگز انجام نمی‌دهد (صفحه را منتظر می‌گذاشت). رکورد آن را همان‌طور که برنامه صادر می‌کند، با کاشت‌های تعیین‌شده‌اش بدهید (record=)، یا آن را در برنامه باز کنید.",
    ),
    (
        "1 seed",
        "1 tohum",
        "1 دانه",
    ),
    (
        "{} seeds",
        "{} tohum",
        "{} دانه",
    ),
    (
        "1 warrior",
        "1 savaşçı",
        "1 جنگجو",
    ),
    (
        "{} warriors",
        "{} savaşçı",
        "{} جنگجو",
    ),
    (
        "{} lifts {} from {}",
        "{} {} alıyor ({} çukurundan)",
        "{} {} را از {} برمی‌دارد",
    ),
    (
        "Relay: {} lifts {} from {}",
        "Bayrak turu: {} {} alıyor ({} çukurundan)",
        "رله: {} {} را از {} برمی‌دارد",
    ),
    (
        "The relay goes on for {} laps, too many to show one by one; the last lap starts from {}",
        "Bayrak turu {} tur sürüyor, tek tek gösterilemeyecek kadar çok; son tur {} çukurundan başlıyor",
        "رله {} دور ادامه می‌یابد، بیش از آن که یکی‌یکی نشان داده شود؛ دور آخر از {} آغاز می‌شود",
    ),
    (
        " (a four)",
        " (bir dörtlü)",
        " (یک چهارتایی)",
    ),
    (
        " (binikh: the last seed made four)",
        " (binikh: son tohum dörtlü yaptı)",
        " (binikh: دانهٔ آخر چهارتایی ساخت)",
    ),
    (
        " (leftmost bonus)",
        " (en soldaki çukur ödülü)",
        " (پاداش چپ‌ترین حفره)",
    ),
    (
        "Capture: {} takes {} from {} into {}",
        "Ele geçirme: {} {} alıyor, {} çukurundan {} çukuruna",
        "تصاحب: {} {} را از {} به {} می‌برد",
    ),
    (
        "Capture: {} from {} go to {}'s prison",
        "Ele geçirme: {} ({} çukurundan) {} tarafının hapishanesine gidiyor",
        "تصاحب: {} از {} به زندان {} می‌روند",
    ),
    (
        "Capture: {} takes {} from {}",
        "Ele geçirme: {} {} alıyor ({} çukurundan)",
        "تصاحب: {} {} را از {} برمی‌دارد",
    ),
    (
        "{} has no move and passes",
        "{} hamle yapamıyor ve pas geçiyor",
        "{} حرکتی ندارد و نوبتش را واگذار می‌کند",
    ),
    (
        "Extra turn: {} moves again",
        "Ek hamle: {} yeniden oynuyor",
        "نوبت اضافه: {} دوباره حرکت می‌کند",
    ),
    (
        "{} empties {} ({})",
        "{} {} çukurunu boşaltıyor ({})",
        "{} {} را خالی می‌کند ({})",
    ),
    (
        "Every occupied hole is now nki (protected): {}",
        "Dolu her çukur artık nki (korumalı çukur): {}",
        "اکنون هر حفرهٔ پر nki (حفرهٔ محافظت‌شده) است: {}",
    ),
    (
        "{} left in {} go to {}",
        "{} ({} çukurunda kalan) {} tarafına gidiyor",
        "{} باقی‌مانده در {} به {} می‌رسد",
    ),
    (
        "Game over: {} wins — {}",
        "Oyun bitti: {} kazandı — {}",
        "بازی تمام شد: {} برنده شد — {}",
    ),
    (
        "Game over: a draw — {}",
        "Oyun bitti: berabere — {}",
        "بازی تمام شد: مساوی — {}",
    ),
    (
        "{} board",
        "{} tahtası",
        "صفحهٔ {}",
    ),
    (
        "{}: 1 seed",
        "{}: 1 tohum",
        "{}: 1 دانه",
    ),
    (
        "{}: {} seeds",
        "{}: {} tohum",
        "{}: {} دانه",
    ),
    (
        ", nki (protected)",
        ", nki (korumalı çukur)",
        "، nki (محافظت‌شده)",
    ),
    (
        ", closed for this round",
        ", bu el için kapalı",
        "، در این دست بسته",
    ),
    (
        "closed",
        "kapalı",
        "بسته",
    ),
    (
        "{}'s prison",
        "{} tarafının hapishanesi",
        "زندان {}",
    ),
    (
        "{}: {} warriors",
        "{}: {} savaşçı",
        "{}: {} جنگجو",
    ),
    (
        "prison",
        "hapishane",
        "زندان",
    ),
    (
        "captured",
        "ele geçirilen",
        "تصاحب‌شده",
    ),
    (
        " · reserve {}",
        " · yedek {}",
        " · ذخیره {}",
    ),
    (
        "in hand: {}",
        "elde: {}",
        "در دست: {}",
    ),
    (
        " — sowing",
        " — ekiyor",
        " — در حال کاشت",
    ),
    (
        " — thinking…",
        " — düşünüyor…",
        " — در حال فکر…",
    ),
    (
        " — to move",
        " — sıra onda",
        " — نوبت اوست",
    ),
    (
        "{} · computer",
        "{} · bilgisayar",
        "{} · رایانه",
    ),
    (
        "{} · you",
        "{} · siz",
        "{} · شما",
    ),
    (
        "Close the message",
        "Mesajı kapat",
        "بستن پیام",
    ),
    (
        "Click any hole, in either row, to place a warrior there ({} in hand).",
        "Bir savaşçı yerleştirmek için iki sıradan herhangi bir çukura tıklayın (elde {}).",
        "برای گذاشتن یک جنگجو روی هر حفره‌ای از هر دو ردیف کلیک کنید ({} در دست).",
    ),
    (
        "Click the holes of your row to empty.",
        "Boşaltmak istediğiniz, kendi sıranızdaki çukurlara tıklayın.",
        "روی حفره‌هایی از ردیف خودتان که می‌خواهید خالی شوند کلیک کنید.",
    ),
    (
        "Emptying {}. Click a hole again to keep it.",
        "Boşaltılacak: {}. Bir çukuru tutmak için ona yeniden tıklayın.",
        "در حال خالی کردن {}. برای نگه داشتن یک حفره، دوباره روی آن کلیک کنید.",
    ),
    (
        " and ",
        " ve ",
        " و ",
    ),
    (
        "Opening redistribution",
        "Açılış dağıtımı",
        "بازتوزیع آغازین",
    ),
    (
        "{} empties exactly {} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
        "{}, şu çukurlardan tam {} tanesini boşaltır: {}; o savaşçıları iki sıradan dilediği çukurlara yerleştirir, örn. e1+f1=c1:5,a2:5",
        "{} دقیقاً {} حفره از میان {} را خالی می‌کند و آن جنگجویان را در هر حفره‌ای از هر دو ردیف می‌گذارد، مثلاً e1+f1=c1:5,a2:5",
    ),
    (
        "{} empties {} to {} of {} and places those warriors in any holes of either row, e.g. e1+f1=c1:5,a2:5",
        "{}, şu çukurlardan {} ile {} arası tanesini boşaltır: {}; o savaşçıları iki sıradan dilediği çukurlara yerleştirir, örn. e1+f1=c1:5,a2:5",
        "{} از {} تا {} حفره از میان {} را خالی می‌کند و آن جنگجویان را در هر حفره‌ای از هر دو ردیف می‌گذارد، مثلاً e1+f1=c1:5,a2:5",
    ),
    (
        "Take up the warriors",
        "Savaşçıları al",
        "برداشتن جنگجویان",
    ),
    (
        "Take back one",
        "Birini geri al",
        "یکی را پس بگیر",
    ),
    (
        "Start over",
        "Baştan başla",
        "از نو",
    ),
    (
        "Confirm",
        "Onayla",
        "تأیید",
    ),
    (
        "Sowing",
        "Ekim",
        "کاشت",
    ),
    (
        "Speed",
        "Hız",
        "سرعت",
    ),
    (
        "Next seed",
        "Sonraki tohum",
        "دانهٔ بعد",
    ),
    (
        "Next lap",
        "Sonraki tur",
        "دور بعد",
    ),
    (
        "Show all",
        "Tümünü göster",
        "نمایش همه",
    ),
    (
        "Moves",
        "Hamleler",
        "حرکت‌ها",
    ),
    (
        "↶ Undo",
        "↶ Geri al",
        "↶ واگرد",
    ),
    (
        "Redo ↷",
        "Yinele ↷",
        "ازنو ↷",
    ),
    (
        "New game",
        "Yeni oyun",
        "بازی جدید",
    ),
    (
        "Start",
        "Başlangıç",
        "آغاز",
    ),
    (
        "Copy link",
        "Bağlantıyı kopyala",
        "کپی پیوند",
    ),
    (
        "Copied",
        "Kopyalandı",
        "کپی شد",
    ),
    (
        "Copying failed: select the link and copy it",
        "Kopyalanamadı: bağlantıyı seçip kendiniz kopyalayın",
        "کپی نشد: پیوند را انتخاب کنید و خودتان کپی کنید",
    ),
    (
        "Save, share and import",
        "Kaydet, paylaş ve içe aktar",
        "ذخیره، هم‌رسانی و وارد کردن",
    ),
    (
        "Share link (the game, its options and its moves)",
        "Paylaşım bağlantısı (oyun, seçenekleri ve hamleleri)",
        "پیوند هم‌رسانی (بازی، گزینه‌ها و حرکت‌هایش)",
    ),
    (
        "Record (notation)",
        "Kayıt (notasyon)",
        "ثبت بازی (نمادگذاری)",
    ),
    (
        "Record (JSON)",
        "Kayıt (JSON)",
        "ثبت بازی (JSON)",
    ),
    (
        "Download text",
        "Metni indir",
        "دریافت متن",
    ),
    (
        "Download JSON",
        "JSON indir",
        "دریافت JSON",
    ),
    (
        "Import a record (text or JSON)",
        "Bir kayıt içe aktar (metin ya da JSON)",
        "وارد کردن ثبت یک بازی (متن یا JSON)",
    ),
    (
        "Import",
        "İçe aktar",
        "وارد کردن",
    ),
    (
        "Rules of {}",
        "{} kuralları",
        "قوانین {}",
    ),
    (
        "House rules",
        "Ev kuralları",
        "قوانین خانگی",
    ),
    (
        "Not in any source: they make every game end with one outcome.",
        "Hiçbir kaynakta yok: her oyunun tek bir sonuçla bitmesini sağlarlar.",
        "در هیچ منبعی نیامده‌اند: باعث می‌شوند هر بازی با یک نتیجهٔ روشن پایان یابد.",
    ),
    (
        "house rule",
        "ev kuralı",
        "قانون خانگی",
    ),
    (
        "Sources",
        "Kaynaklar",
        "منابع",
    ),
    (
        "Readings not taken",
        "Benimsenmeyen yorumlar",
        "برداشت‌های کنارگذاشته",
    ),
    (
        "Hint",
        "İpucu",
        "راهنمایی",
    ),
    (
        "Thinking…",
        "Düşünüyor…",
        "در حال فکر…",
    ),
    (
        "The record is the game as shown: 1 move taken back (Redo) is not in it.",
        "Kayıt, gösterildiği hâliyle oyundur: geri alınan 1 hamle (Yinele) içinde yok.",
        "این ثبت، بازی است همان‌طور که نمایش داده می‌شود: 1 حرکتِ پس‌گرفته («ازنو») در آن نیست.",
    ),
    (
        "The record is the game as shown: {} moves taken back (Redo) are not in it.",
        "Kayıt, gösterildiği hâliyle oyundur: geri alınan {} hamle (Yinele) içinde yok.",
        "این ثبت، بازی است همان‌طور که نمایش داده می‌شود: {} حرکتِ پس‌گرفته («ازنو») در آن نیست.",
    ),
    (
        "Every move's value for the player to move.",
        "Sırası gelen oyuncu için her hamlenin değeri.",
        "ارزش هر حرکت برای بازیکنی که نوبت اوست.",
    ),
];

// The app's strings, the embed's (src/ui/embed_text.rs) and the engine's errors
// (src/ui/words.rs).
fn entries() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    CATALOG
        .iter()
        .chain(super::embed_text::CATALOG)
        .chain(super::words_text::CATALOG)
}

/// The catalog's English keys, in order (a language's data file lists its text in this
/// order: `lang_data.rs`).
pub fn keys() -> impl Iterator<Item = &'static str> {
    entries().map(|&(en, _, _)| en)
}

fn table() -> &'static HashMap<&'static str, (&'static str, &'static str)> {
    static TABLE: OnceLock<HashMap<&'static str, (&'static str, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| entries().map(|&(en, tr, fa)| (en, (tr, fa))).collect())
}

/// Whether `en` has a translation in the catalog.
pub fn has(en: &str) -> bool {
    table().contains_key(en)
}

/// The catalog's text for `en` in `lang`, if it has one (`en` itself in English). In the
/// web build a language's text is there once its data file is installed ([`install_text`]).
#[cfg_attr(not(feature = "translations"), allow(dead_code))]
pub fn translate(lang: Lang, en: &str) -> Option<&'static str> {
    let (&key, &(tr, fa)) = table().get_key_value(en)?;
    let text = match lang {
        Lang::En => key,
        Lang::Tr => tr,
        Lang::Fa => fa,
    };
    // Empty only where the catalog left the text out of the binary (no `translations`).
    if text.is_empty() {
        self::text(lang, en)
    } else {
        Some(text)
    }
}

/// `en` in `lang` (the English itself when it has no translation). In the web build (no
/// `translations`) the text comes from the language's data file, looked up by its
/// English: the catalog itself is not in the binary (a figure's first drawing, which uses
/// a few of its strings, does not carry all of them).
pub fn t(lang: Lang, en: &'static str) -> &'static str {
    #[cfg(feature = "translations")]
    let text = translate(lang, en);
    #[cfg(not(feature = "translations"))]
    let text = match lang {
        Lang::En => None,
        _ => self::text(lang, en),
    };
    text.unwrap_or(en)
}

thread_local! {
    // Each language's text installed from its data file, by the hash of the English
    // ([`key`]): leaked, as it lives as long as the page.
    static INSTALLED: RefCell<HashMap<Lang, &'static HashMap<u64, &'static str>>> =
        RefCell::new(HashMap::new());
}

/// The FNV-1a hash (64 bits) of the English text `en`.
fn hash(en: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in en.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The key of the English text `en` in a data file: its [`hash`] in hex.
pub fn key(en: &str) -> String {
    format!("{:016x}", hash(en))
}

/// Installs `lang`'s text (`strings`: the text under the [`key`] of its English) in
/// place of any installed before: from then on [`text`] answers in `lang`. A key that is
/// not one fits no English and is left out. `lang_data.rs` reads the data files.
pub fn install_text(lang: Lang, strings: HashMap<String, String>) {
    // Looked up by the hash itself (no text made for every lookup).
    let strings: HashMap<u64, &'static str> = strings
        .into_iter()
        .filter_map(|(k, v)| {
            Some((
                u64::from_str_radix(&k, 16).ok()?,
                &*Box::leak(v.into_boxed_str()),
            ))
        })
        .collect();
    let strings: &'static HashMap<u64, &'static str> = Box::leak(Box::new(strings));
    INSTALLED.with(|l| l.borrow_mut().insert(lang, strings));
}

/// Whether text of `lang` has been installed ([`install_text`]).
pub fn installed(lang: Lang) -> bool {
    INSTALLED.with(|l| l.borrow().contains_key(&lang))
}

/// `en` in `lang` from its installed data file, if any.
pub fn text(lang: Lang, en: &str) -> Option<&'static str> {
    let strings = INSTALLED.with(|l| l.borrow().get(&lang).copied())?;
    strings.get(&hash(en)).copied().filter(|s| !s.is_empty())
}

/// `en` in `lang` with each `{}` replaced by the next value of `args` (in order; a
/// translation may not reorder them). Extra placeholders are left empty.
pub fn tf(lang: Lang, en: &'static str, args: &[&dyn Display]) -> String {
    let template = t(lang, en);
    let mut out = String::with_capacity(template.len() + 16);
    let mut args = args.iter();
    let mut rest = template;
    while let Some(i) = rest.find("{}") {
        out.push_str(&rest[..i]);
        if let Some(a) = args.next() {
            out.push_str(&a.to_string());
        }
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
    out
}

/// A player's name in `lang`: South / North, Güney / Kuzey, جنوب / شمال.
pub fn player(lang: Lang, p: Player) -> &'static str {
    match p {
        Player::South => t(lang, "South"),
        Player::North => t(lang, "North"),
    }
}

/// A player's one-letter mark in the move list.
pub fn player_initial(lang: Lang, p: Player) -> &'static str {
    match p {
        Player::South => t(lang, "S"),
        Player::North => t(lang, "N"),
    }
}

/// Why a game or round ended, as a clause for the result, in `lang`.
pub fn end_reason(lang: Lang, r: EndReason) -> &'static str {
    match r {
        EndReason::OpponentEmptied => t(lang, "a capture emptied the opponent's side"),
        EndReason::NoSeeds => t(lang, "the player to move has no seeds"),
        EndReason::NoLegalMove => t(lang, "the player to move has no legal move"),
        EndReason::OnlyEndlessMoves => t(
            lang,
            "every move left to the player to move would sow endlessly",
        ),
        EndReason::LastFour => t(lang, "a capture left the last four seeds"),
        EndReason::NeitherCanMove => t(lang, "neither player can move"),
        EndReason::Repetition => t(lang, "the same position occurred three times"),
        EndReason::CannotFillHole => t(lang, "a player cannot fill a single hole"),
    }
}

/// What the app calls a level of the computer.
pub fn level(lang: Lang, l: Level) -> &'static str {
    match l {
        Level::Random => t(lang, "Random"),
        Level::Greedy => t(lang, "Greedy"),
        Level::Beginner => t(lang, "Beginner"),
        Level::Easy => t(lang, "Easy"),
        Level::Medium => t(lang, "Medium"),
        Level::Hard => t(lang, "Hard"),
        Level::Expert => t(lang, "Expert"),
    }
}

/// A move's value for the mover, in `lang`: "win in 5", "draw", "loss in 3", or the
/// search's estimate (`+1.25`, in seeds). In a right-to-left language the signed number
/// is isolated left to right (U+2066 … U+2069), so that its sign stays in front of it
/// ("+0.20", never "0.20+") wherever it is shown.
pub fn value(lang: Lang, v: Value) -> String {
    match v {
        Value::Win { plies } => tf(lang, "win in {}", &[&plies]),
        Value::Loss { plies } => tf(lang, "loss in {}", &[&plies]),
        Value::Draw => t(lang, "draw").to_string(),
        Value::Heuristic { .. } if lang.is_rtl() => format!("\u{2066}{v}\u{2069}"),
        Value::Heuristic { .. } => v.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_browser_tags_choose_a_language() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
        assert_eq!(Lang::from_code("tr-TR"), Some(Lang::Tr));
        assert_eq!(Lang::from_code("FA_ir"), Some(Lang::Fa));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_browser(&["de-DE", "fa-IR", "en"]), Lang::Fa);
        assert_eq!(Lang::from_browser(&["de-DE"]), Lang::En);
        assert_eq!(Lang::from_browser::<&str>(&[]), Lang::En);
        assert!(Lang::Fa.is_rtl() && !Lang::Tr.is_rtl());
    }

    #[test]
    fn catalog_keys_are_unique_and_translated() {
        let mut seen = std::collections::HashSet::new();
        for (en, tr, fa) in CATALOG {
            assert!(seen.insert(en), "{en:?} is in the catalog twice");
            assert!(!tr.trim().is_empty() && !fa.trim().is_empty(), "{en:?}");
            let holes = |s: &str| s.matches("{}").count();
            assert_eq!(holes(en), holes(tr), "{en:?} / {tr:?}: placeholders");
            assert_eq!(holes(en), holes(fa), "{en:?} / {fa:?}: placeholders");
        }
    }

    #[test]
    fn every_text_writes_latin_digits() {
        // One digit system throughout (issue 11 item 15): the notation's.
        let foreign = |c: char| {
            ('\u{0660}'..='\u{0669}').contains(&c) || ('\u{06F0}'..='\u{06F9}').contains(&c)
        };
        for (en, (tr, fa)) in table() {
            for text in [en, tr, fa] {
                assert!(!text.chars().any(foreign), "{en:?}: {text:?}");
            }
        }
    }

    #[test]
    fn an_estimate_keeps_its_sign_in_front_right_to_left() {
        let v = Value::Heuristic { score: 20 };
        assert_eq!(value(Lang::En, v), "+0.20");
        assert_eq!(value(Lang::Fa, v), "\u{2066}+0.20\u{2069}");
        assert_eq!(value(Lang::Fa, Value::Draw), t(Lang::Fa, "draw"));
    }

    #[test]
    fn missing_strings_fall_back_to_english_and_placeholders_fill_in_order() {
        let missing = "not in the catalog";
        assert_eq!(t(Lang::Tr, missing), missing);
        assert_eq!(t(Lang::Tr, "Language"), "Dil");
        let (to, and) = ("{} to {}", "{} and {}");
        assert_eq!(tf(Lang::En, to, &[&"a1", &3]), "a1 to 3");
        assert_eq!(tf(Lang::En, and, &[&1]), "1 and ");
        assert_eq!(
            tf(Lang::Tr, "{} to move.", &[&"Güney"]),
            "Sıra Güney tarafında."
        );
    }
}
