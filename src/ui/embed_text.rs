//! The embed's own interface strings in Turkish and Persian (merged into the catalog
//! of `i18n.rs`). Parameter names and values (`game`, `katro`, `at=`) are what the
//! author typed, so they stay as they are in every language.

/// The English key, the Turkish, the Persian.
pub const CATALOG: &[(&str, &str, &str)] = crate::catalog![
    // What is wrong with a figure's parameters (embed_config.rs).
    (
        "The parameter \"{}\" cannot be read: {}.",
        "\"{}\" parametresi okunamıyor: {}.",
        "پارامتر «{}» خوانده نمی‌شود: {}.",
    ),
    (
        "There is no parameter \"{}\". The parameters are: {}.",
        "\"{}\" diye bir parametre yok. Parametreler şunlardır: {}.",
        "پارامتری به نام «{}» وجود ندارد. پارامترها این‌ها هستند: {}.",
    ),
    (
        "The parameter \"{}\" is given twice.",
        "\"{}\" parametresi iki kez verilmiş.",
        "پارامتر «{}» دو بار آمده است.",
    ),
    (
        "\"{}\" is not a value of \"{}\": use one of {}.",
        "\"{}\", \"{}\" için geçerli bir değer değil; şunlardan birini kullanın: {}.",
        "«{}» مقدار درستی برای «{}» نیست؛ یکی از این‌ها را به کار ببرید: {}.",
    ),
    (
        "Say which game to show: game=katro, rio-kadalis, hoyito-3 or kiothi (or give a whole record with record=).",
        "Hangi oyunun gösterileceğini belirtin: game=katro, rio-kadalis, hoyito-3 ya da kiothi (veya record= ile bütün bir oyun kaydı verin).",
        "بگویید کدام بازی نشان داده شود: game=katro، rio-kadalis، hoyito-3 یا kiothi (یا یک ثبت کامل بازی با record=).",
    ),
    (
        "\"record\" already holds the whole game: leave out \"{}\".",
        "\"record\" oyunun tamamını zaten içeriyor: \"{}\" parametresini çıkarın.",
        "«record» خودش کل بازی را در بر دارد: «{}» را حذف کنید.",
    ),
    (
        "The figure's game cannot be set up: {}.",
        "Şeklin oyunu kurulamıyor: {}.",
        "بازیِ این تصویر برپا نمی‌شود: {}.",
    ),
    (
        "at={} asks for more moves than the figure has ({}).",
        "at={} şekildeki hamle sayısından ({}) fazlasını istiyor.",
        "at={} بیش از حرکت‌های این تصویر ({}) را می‌خواهد.",
    ),
    (
        "There is a caption for move {}, but the figure has only {} moves.",
        "{}. hamle için bir açıklama var, ama şekilde yalnızca {} hamle bulunuyor.",
        "برای حرکت {} توضیحی آمده، اما این تصویر فقط {} حرکت دارد.",
    ),
    // The embedded figure (embed.rs).
    (
        "This figure cannot be shown",
        "Bu şekil gösterilemiyor",
        "این تصویر نمایش داده نمی‌شود",
    ),
    (
        "How to write the parameters: the Mancala Atlas README, \"Embedding a board\".",
        "Parametrelerin nasıl yazılacağı: Mancala Atlas README dosyası, \"Embedding a board\" bölümü.",
        "شیوهٔ نوشتن پارامترها: فایل README اطلس منقله، بخش «Embedding a board».",
    ),
    ("Opening position", "Başlangıç konumu", "وضعیت آغازین"),
    ("Move {} of {}", "Hamle {} / {}", "حرکت {} از {}"),
    (
        "Move {}: South plays {}",
        "Hamle {}: Güney {} oynar",
        "حرکت {}: جنوب {} را بازی می‌کند",
    ),
    (
        "Move {}: North plays {}",
        "Hamle {}: Kuzey {} oynar",
        "حرکت {}: شمال {} را بازی می‌کند",
    ),
    ("To the start", "Başa dön", "به آغاز"),
    ("Back one move", "Bir hamle geri", "یک حرکت به عقب"),
    ("Forward one move", "Bir hamle ileri", "یک حرکت به جلو"),
    ("To the end", "Sona git", "به پایان"),
    ("Play the moves", "Hamleleri oynat", "پخش حرکت‌ها"),
    ("Pause", "Duraklat", "توقف"),
    ("Back to the figure", "Şekle geri dön", "بازگشت به تصویر"),
    (
        "Open in Mancala Atlas",
        "Mancala Atlas'ta aç",
        "باز کردن در اطلس منقله",
    ),
    (
        "Play on: choose a hole.",
        "Oyuna devam edin: bir çukur seçin.",
        "بازی را ادامه دهید: یک خانه را برگزینید.",
    ),
    (
        "You are playing on from the figure.",
        "Şekilden sonrasını siz oynuyorsunuz.",
        "شما بازی را از این تصویر به بعد ادامه می‌دهید.",
    ),
    (
        "A mancala board (Mancala Atlas)",
        "Bir mancala tahtası (Mancala Atlas)",
        "یک صفحهٔ منقله (اطلس منقله)",
    ),
];
