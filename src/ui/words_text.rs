//! The engine's errors in Turkish and Persian: the catalog `words.rs` puts them into
//! words from (merged into the catalog of `i18n.rs`). Data only, as `embed_text.rs` is:
//! it uses nothing of the interface's files.

/// The engine's errors: the English key, the Turkish, the Persian. Game terms as in the
/// rest of the catalog: *çukur* / حفره for a hole, *devre* / مسیر for a circuit, *ekim* /
/// کاشت for sowing, *savaşçı* / جنگجو for a warrior.
pub const CATALOG: &[(&str, &str, &str)] = crate::catalog![
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
        "its decided sowings cannot be read: they are not a list",
        "karara bağlanmış ekimleri okunamıyor: bir liste değiller",
        "کاشت‌های داوری‌شدهٔ آن خوانده نمی‌شود: فهرست نیستند",
    ),
    (
        "its decided sowings cannot be read: decision {} has no valid \"{}\"",
        "karara bağlanmış ekimleri okunamıyor: {}. kararda geçerli bir \"{}\" yok",
        "کاشت‌های داوری‌شدهٔ آن خوانده نمی‌شود: تصمیم {} «{}» معتبری ندارد",
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
    // SetupError
    (
        "not a valid position: the JSON cannot be read (line {}, column {})",
        "geçerli bir konum değil: JSON okunamıyor ({}. satır, {}. sütun)",
        "وضعیت معتبری نیست: JSON خوانده نمی‌شود (سطر {}، ستون {})",
    ),
    (
        "not a valid position: the JSON ends too soon (line {}, column {})",
        "geçerli bir konum değil: JSON yarım kalmış ({}. satır, {}. sütun)",
        "وضعیت معتبری نیست: JSON ناتمام است (سطر {}، ستون {})",
    ),
    (
        "not a valid position: a position is a JSON object",
        "geçerli bir konum değil: konum bir JSON nesnesi olmalı",
        "وضعیت معتبری نیست: وضعیت باید یک شیء JSON باشد",
    ),
    (
        "unknown game {} (choose katro, rio-kadalis, hoyito-3 or kiothi)",
        "bilinmeyen oyun {} (katro, rio-kadalis, hoyito-3 ya da kiothi seçin)",
        "بازی ناشناختهٔ {} (katro، rio-kadalis، hoyito-3 یا kiothi را برگزینید)",
    ),
    (
        "options must be a JSON object, not {}",
        "seçenekler bir JSON nesnesi olmalı, {} değil",
        "گزینه‌ها باید یک شیء JSON باشند، نه {}",
    ),
    (
        "{} has no option {} (its options: {})",
        "{} oyununda {} diye bir seçenek yok (seçenekleri: {})",
        "{} گزینه‌ای به نام {} ندارد (گزینه‌هایش: {})",
    ),
    (
        "option \"{}\" of {} cannot be {} (its choices: {})",
        "\"{}\" seçeneği {} oyununda {} olamaz (alabileceği değerler: {})",
        "گزینهٔ «{}» در {} نمی‌تواند {} باشد (مقدارهای ممکن: {})",
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
    // SetupError::Field: the field's name first.
    ("\"{}\" is missing", "\"{}\" eksik", "«{}» نیامده است"),
    (
        "\"{}\" must be a string",
        "\"{}\" bir metin (JSON dizgesi) olmalı",
        "«{}» باید یک رشتهٔ JSON باشد",
    ),
    (
        "\"{}\" must be \"south\" or \"north\"",
        "\"{}\" \"south\" ya da \"north\" olmalı",
        "«{}» باید «south» یا «north» باشد",
    ),
    (
        "\"{}\" must hold whole numbers of seeds from 0 to 255; {} is not one",
        "\"{}\" 0 ile 255 arasında tam sayılarla tohum sayısı vermeli; {} böyle bir sayı değil",
        "«{}» باید شمار دانه‌ها را با عددهای صحیح از 0 تا 255 بدهد؛ {} چنین عددی نیست",
    ),
    (
        "\"{}\" must be a list of hole names like \"c1\"",
        "\"{}\" \"c1\" gibi çukur adlarından oluşan bir liste olmalı",
        "«{}» باید فهرستی از نام حفره‌ها باشد، مثلاً «c1»",
    ),
    (
        "\"{}\" lists {}, which is not a hole",
        "\"{}\" listesindeki {} bir çukur adı değil",
        "«{}» {} را آورده است که نام حفره نیست",
    ),
    (
        "\"{}\" lists {}, which is not on this board",
        "\"{}\" listesindeki {} çukuru bu tahtada yok",
        "«{}» حفرهٔ {} را آورده است که در این صفحه نیست",
    ),
    (
        "\"{}\" must be an object like {\"south\": 0, \"north\": 0}",
        "\"{}\" {\"south\": 0, \"north\": 0} gibi bir nesne olmalı",
        "«{}» باید شیئی مانند {\"south\": 0, \"north\": 0} باشد",
    ),
    (
        "\"{}\" has a key {}: use \"south\" and \"north\"",
        "\"{}\" içinde {} diye bir anahtar var: \"south\" ve \"north\" kullanın",
        "«{}» کلیدی به نام {} دارد: «south» و «north» را به کار ببرید",
    ),
    (
        "\"{}\" must be \"play\", \"redistribute\" or \"over\"",
        "\"{}\" \"play\", \"redistribute\" ya da \"over\" olmalı",
        "«{}» باید «play»، «redistribute» یا «over» باشد",
    ),
    (
        "\"{}\" needs a \"round\" from 1",
        "\"{}\" için 1 ya da daha büyük bir \"round\" (el) gerekir",
        "«{}» به «round» (شمارهٔ دست) از 1 به بالا نیاز دارد",
    ),
    (
        "\"{}\" is only for match play (option \"match\": true)",
        "\"{}\" yalnızca maç oyununda kullanılır (\"match\": true seçeneği)",
        "«{}» فقط برای بازی مسابقه‌ای است (گزینهٔ «match»: true)",
    ),
    (
        "\"{}\" has a winner {}: use \"south\", \"north\" or null",
        "\"{}\" içindeki kazanan {} olamaz: \"south\", \"north\" ya da null kullanın",
        "برندهٔ «{}» نمی‌تواند {} باشد: «south»، «north» یا null را به کار ببرید",
    ),
    (
        "\"{}\" needs a \"reason\"",
        "\"{}\" için bir \"reason\" (bitiş nedeni) gerekir",
        "«{}» به «reason» (دلیل پایان) نیاز دارد",
    ),
    (
        "\"{}\" has an unknown reason {}",
        "\"{}\" içinde bilinmeyen bir bitiş nedeni var: {}",
        "«{}» دلیل پایان ناشناخته‌ای دارد: {}",
    ),
    (
        "\"{}\" must be null or {\"winner\": …, \"reason\": …}",
        "\"{}\" null ya da {\"winner\": …, \"reason\": …} olmalı",
        "«{}» باید null یا {\"winner\": …, \"reason\": …} باشد",
    ),
    // SetupError::Inconsistent
    (
        "{} has no redistribution phase: \"phase\" must be \"play\" or \"over\"",
        "{} oyununda dağıtım evresi yok: \"phase\" \"play\" ya da \"over\" olmalı",
        "{} مرحلهٔ بازتوزیع ندارد: «phase» باید «play» یا «over» باشد",
    ),
    (
        "{} has no stores: \"captured\" must be 0 for both players",
        "{} oyununda ele geçirilen tohumlar tahtadan çıkmaz: \"captured\" iki oyuncu için de 0 olmalı",
        "در {} دانهٔ تصاحب‌شده از صفحه بیرون نمی‌رود: «captured» باید برای هر دو بازیکن 0 باشد",
    ),
    (
        "{} has no nki holes: \"nki\" must be empty",
        "{} oyununda nki çukuru yok: \"nki\" boş olmalı",
        "{} حفرهٔ nki ندارد: «nki» باید خالی باشد",
    ),
    (
        "{} is marked nki but is empty",
        "{} nki olarak işaretli ama boş",
        "{} به‌عنوان nki نشان خورده اما خالی است",
    ),
    (
        "holes are closed only in match play: \"closed\" must be empty",
        "çukurlar yalnızca maç oyununda kapanır: \"closed\" boş olmalı",
        "حفره‌ها فقط در بازی مسابقه‌ای بسته می‌شوند: «closed» باید خالی باشد",
    ),
    (
        "{} is closed but holds seeds",
        "{} kapalı ama içinde tohum var",
        "{} بسته است اما دانه دارد",
    ),
    (
        "a finished game (\"phase\": \"over\") needs an \"outcome\"",
        "biten bir oyun (\"phase\": \"over\") için bir \"outcome\" (sonuç) gerekir",
        "بازیِ پایان‌یافته («phase»: «over») به «outcome» (نتیجه) نیاز دارد",
    ),
    (
        "a game in play has \"outcome\": null (set \"phase\": \"over\" for a finished one)",
        "süren bir oyunda \"outcome\": null olur (biten bir oyun için \"phase\": \"over\" yazın)",
        "در بازیِ جاری «outcome» برابر null است (برای بازیِ پایان‌یافته «phase»: «over» بگذارید)",
    ),
    (
        "{} does not end by \"{}\"",
        "{} oyunu \"{}\" nedeniyle bitmez",
        "{} با «{}» پایان نمی‌یابد",
    ),
    (
        "the outcome's winner does not agree with its score ({}–{})",
        "sonuçtaki kazanan, sonucun skoruyla uyuşmuyor ({}–{})",
        "برندهٔ نتیجه با امتیاز آن جور نیست ({}–{})",
    ),
    (
        "nki holes are marked only after both redistributions",
        "nki çukurları ancak iki dağıtım da bittikten sonra işaretlenir",
        "حفره‌های nki فقط پس از هر دو بازتوزیع نشان می‌خورند",
    ),
    (
        "no warrior is in prison before both redistributions are done",
        "iki dağıtım da bitmeden hapishanede savaşçı olmaz",
        "پیش از پایان هر دو بازتوزیع هیچ جنگجویی در زندان نیست",
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
