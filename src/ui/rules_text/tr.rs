//! The rules panel in Turkish: a translation of the English in `rules_text.rs`, field
//! for field. The terms follow the Turkish seed texts (çukur, sıra, tohum, ekim, tur,
//! bayrak turu, ele geçirme, dörtlü); a lap is a "tur", a round of a match an "el".
//! Game terms (binikh, nki, boma) stay as they are, with a gloss.

use super::{GameInfo, OptionInfo};
use crate::engine::GameId;

const ENDLESS: &str = "Bitmeyen ekim: ekimi daha önce bulunduğu bir duruma geri dönecek bir hamle hiç bitmez, bu yüzden oynanamaz. Yalnızca bitmeyen hamleleri olan oyuncunun geçerli hamlesi yoktur.";
const REPETITION_KATRO: &str =
    "Tekrar: aynı konum üçüncü kez ortaya çıktığında oyun berabere biter.";
const REPETITION_OTHERS: &str = "Tekrar: aynı konum üçüncü kez ortaya çıktığında oyun biter; tahtada kalan her tohum bulunduğu sıranın sahibine gider ve sonuç her zamanki gibi hesaplanır.";

const MATCH_GAPS: &str = "Kaynakların bir şey söylemediği yerde (Atlas'ın tercihi): maç oyununda bir oyuncunun çukurlarına sığmayan artan tohumlar yedeğinde kalır ve elindeki tohumlara sayılır; bir tekrar o eli bitirir ve maç sürer.";

const MATCH: OptionInfo = OptionInfo {
    label: "Oyun",
    choices: &["tek oyun", "birkaç elden oluşan maç"],
};

/// What the app says about `game`, in Turkish.
pub(super) fn info(game: GameId) -> GameInfo {
    match game {
        GameId::Katro => GameInfo {
            place: "Madagaskar",
            special: "Altı sıra (de Voogt'un küçük tahtalarında dört); her oyuncu yalnızca kendi yarısında dolanarak eker — ele geçirilen tohumlar tahtada kalır ve sizin sıranıza katılır.",
            rules: &[
                "Tahtada 6 çukurluk 6 sıra vardır; her oyuncu kendi tarafındaki üç sıranın sahibidir. Başlangıçta her çukurda 2 tohum bulunur. Hiçbir tohum tahtadan çıkmaz.",
                "Yalnızca kendi yarınızda dolanarak ekersiniz: solunuzdan başlayıp dış sıranız boyunca, orta sıranız boyunca geri, iç sıranız boyunca, ardından yeniden başa.",
                "Tohum bulunan en dış sıranızdan dolu herhangi bir çukuru seçin, bütün tohumlarını alın ve birer birer ekin.",
                "Son tohum boş bir çukura düşerse hamleniz biter.",
                "Son tohum dolu bir çukura düşerse, o çukur tohum bulunan en iç sıranızdaysa ve rakibin tohum bulunan en iç sırasında aynı sütundaki çukur doluysa ele geçirirsiniz: o çukurun tohumları sizin çukurunuza katılır. Ele geçirme olsun ya da olmasın, çukurun bütün içeriğini alır ve ekmeye devam edersiniz.",
                "Hiç tohumu kalmayan oyuncu kaybetmiştir; bir ele geçirme rakibin yarısını boşalttığında oyun hemen biter ve hamleyi yapan kazanır.",
            ],
            house: &[
                ENDLESS,
                REPETITION_KATRO,
                "Kaynakların bir şey söylemediği yerde (Atlas'ın tercihi): tohumu olduğu hâlde yalnızca bitmeyen hamleleri olan oyuncu oynayamaz ve pas geçmek yasak olduğundan tohumu olmayan oyuncu gibi kaybeder.",
            ],
            sources: &[
                "Mancala World, “Katro” maddesi",
                "Wikipedia, “Katro” maddesi",
                "A. de Voogt, saha notları (1999)",
                "Atlas'ın temel metni 000",
            ],
            not_taken: &[
                "Ludii, Kuzey'in devresini iç sıradan dışa doğru işletir ve ele geçirilecek çukuru sütun sütun seçer.",
                "Wikipedia'da ele geçirme, son tohum boş bir çukura düştüğünde olur.",
                "De Voogt'un notlarındaki, tek kalan tohumun çapraz adım atabildiği isteğe bağlı kural sunulmaz.",
            ],
            options: &[
                OptionInfo { label: "Oyuncu başına sıra", choices: &["3 (6 × 6 tahta)", "2 (de Voogt'un 4 sıralı tahtaları)"] },
                OptionInfo { label: "Sıra başına çukur", choices: &["6", "4"] },
                OptionInfo { label: "Çukur başına tohum", choices: &["2", "3"] },
                OptionInfo { label: "Ekim yönü", choices: &["sabit devre", "iki yönden biri, her hamlede seçilir"] },
            ],
        },
        GameId::RioKadalis => GameInfo {
            place: "Somali",
            special: "Bir tur sırasında oluşan her dörtlü, bulunduğu sıranın sahibine gider — son tohumla oluşan dörtlü (binikh, Somalicede “israf”) ise hamleyi yapana.",
            rules: &[
                "Tahtada 6 çukurluk 2 sıra vardır, her çukurda 4 tohum; her oyuncu kendi sırasının sahibidir. Ele geçirilen tohumlar tahtanın dışında tutulur.",
                "Sıranızdaki dolu herhangi bir çukurun bütün tohumlarını alın ve on iki çukurun tümünde saat yönünün tersine ekin.",
                "Turun son tohumu olmayan bir tohum bir çukurdaki tohum sayısını tam 4 yaptığında, o sıranın sahibi bu 4 tohumu hemen alır ve tur sürer.",
                "Son tohum sayıyı tam 4 yaparsa (binikh, Somalicede “israf”), bu tohumları hangi sırada olursa olsun hamleyi yapan alır ve hamle biter. Son tohum boş bir çukura düşerse hamle biter; aksi hâlde o çukurun tohumları alınır ve ekime devam edilir (bayrak turu).",
                "Hamle sırası gelen oyuncunun geçerli hamlesi yoksa oyun biter; kalan tohumlar bulundukları sıranın sahibine gider.",
                "Daha çok dörtlü alan oyuncu kazanır; dörtlü sayıları eşitse oyun berabere biter. Sonucun yanında toplam tohum sayıları da gösterilir.",
                "Maç oyunu: her elden sonra her oyuncu kendi çukurlarını en sağdaki çukurundan sola doğru 4'er tohumla yeniden doldurur; dolduramadığı çukurlar o el boyunca kapalıdır. Tek bir çukuru bile dolduramayan maçı kaybeder.",
            ],
            house: &[ENDLESS, REPETITION_OTHERS, MATCH_GAPS],
            sources: &["Mancala World, “Rio Kadalis” maddesi", "R. Pankhurst (1971)", "Atlas'ın temel metni 001"],
            not_taken: &["Ludii dörtlüleri her turun sonunda arar ve maç oyununda daha zengin oyuncunun ötekinin çukurlarını satın almasına izin verir; burada dörtlüler tohum düştüğü anda alınır ve çukurlar kapanır."],
            options: &[
                OptionInfo { label: "Sıra başına çukur", choices: &["6 (48 tohum)", "5 (40 tohum)"] },
                OptionInfo { label: "Ekim yönü", choices: &["saat yönünün tersine", "saat yönünde"] },
                MATCH,
            ],
        },
        GameId::Hoyito3 => GameInfo {
            place: "Dominik Cumhuriyeti",
            special: "Son tohumunuzla tam dört yaparsanız onları alır ve yeniden oynarsınız; tahtada kalan son dört tohum oyunu belirler.",
            rules: &[
                "Tahtada 6 çukurluk 2 sıra vardır, her çukurda 4 tohum; her oyuncu kendi sırasının sahibidir.",
                "Sıranızdaki dolu herhangi bir çukurun bütün tohumlarını alın ve on iki çukurun tümünde saat yönünün tersine ekin.",
                "Son tohum düştüğü çukurdaki tohum sayısını tam 4 yaparsa (iki sıradan hangisinde olursa olsun), bu 4 tohumu ele geçirir ve yeniden oynarsınız. Aksi hâlde son tohum dolu bir çukura düşerse o çukurun tohumlarını alıp ekmeye devam edersiniz; boş bir çukura düşerse hamleniz biter.",
                "Kendi sırasındaki çukurlarda hiç tohumu olmayan oyuncu, kendisine tohum gelene kadar pas geçer; yeniden oynama hakkı kazanmış ama tohumu olmayan oyuncu da öyle.",
                "Bir ele geçirme tahtada tam 4 tohum bıraktığında oyun biter: ele geçiren bunları da alır (maçın 3. elinden itibaren bunları bir önceki elin kazananı alır; o el berabere bittiyse ele geçiren). Hiçbir oyuncu oynayamazsa tohumlar bulundukları sıraların sahiplerine gider. Daha çok tohumu olan kazanır; 24–24 beraberliktir.",
                "Maç oyunu: Rio Kadalis'teki gibi, çukurlar 4'er tohumla yeniden doldurulur; hiç tohumu kalmayan oyuncu maçı kaybetmiştir.",
            ],
            house: &[ENDLESS, REPETITION_OTHERS, MATCH_GAPS],
            sources: &["Mancala World, “Hoyito III” ve “Hoyito II” maddeleri", "Bautista i Roca (2005)", "Atlas'ın temel metni 003"],
            not_taken: &["Ludii'deki “Hoyito”, Hoyito I'dir.", "Bazı anlatımlar ele geçirmeye yalnızca rakibin sırasında izin verir."],
            options: &[MATCH],
        },
        GameId::Kiothi => GameInfo {
            place: "Meru, Kenya",
            special: "Savaşçılar ve hapishaneler: iki tarafın da serbestçe yeniden dağıttığı bir açılış, nki (korumalı) çukurlar ve ünlü “tek savaşçı zaferi”.",
            rules: &[
                "Tahtada 10'ar çukurdan (boma) oluşan 2 sıra ve iki hapishane vardır: Güney'inki doğu ucunda, Kuzey'inki batı ucundadır. Her oyuncu kendi sırasının sahibidir.",
                "Her oyuncu, en sağdaki altı çukurunun her birinde 5 savaşçıyla başlar.",
                "Yeniden dağıtım: ilk iki hamlede (önce Güney, sonra Kuzey) oyuncu kendi dolu çukurlarından tam ikisini boşaltır ve bu savaşçıları serbestçe, bir çukura istediği sayıda, iki sıranın istediği çukurlarına yerleştirir.",
                "Nki: iki yeniden dağıtımdan sonra dolu her çukur korumalı olur (nki). Bir çukur, içinden ilk kez savaşçı alındığında bu korumayı kalıcı olarak kaybeder.",
                "3. hamleden itibaren dolu çukurlarınızdan birini seçin, içindeki savaşçılardan istediğiniz kadarını (1'den hepsine kadar) alın ve yirmi çukurun tümünde saat yönünün tersine ekin. İlk tur, kendi sıranızdaki dolu bir çukurda bitemez.",
                "Dolu bir çukurda biten tur, o çukurun bütün içeriğiyle yeni bir tur başlatır; boş bir çukurda biten turla hamle biter.",
                "Ele geçirme: hamleniz kendi sıranızda, karşısında nki olmayan dolu bir rakip çukur bulunan boş bir çukurda biterse, o savaşçıları ve son düşen savaşçıyı hapishanenize koyarsınız. Bu ele geçirme en soldaki çukurunuzdan yapılırsa 2., 3. ve 4. çukurlarınızın karşısındaki rakip çukurları da alırsınız; boş ya da nki olan ilk çukurda durursunuz.",
                "Hamle sırası gelen oyuncunun geçerli hamlesi yoksa oyun biter; tahtadaki her savaşçı öteki oyuncunun hapishanesine gider. Hapishanesinde daha çok savaşçı olan kazanır; eşitlik beraberliktir; tam iki farkla kazanmak “tek savaşçı zaferi”dir.",
            ],
            house: &[
                ENDLESS,
                REPETITION_OTHERS,
                "Kaynakların bir şey söylemediği yerde (Atlas'ın tercihi): “tam iki” seçeneğinde ikiden az dolu çukuru olan oyuncu hepsini boşaltır; hiçbir çukuru boşaltmayan bir yeniden dağıtım (“ikiye kadar” seçeneğinde) “=” diye yazılır.",
            ],
            sources: &["Mancala World, “Kiothi” maddesi", "Wikipedia, “Kiothi” maddesi", "Bernardi (1959)", "Botta (1972)", "Atlas'ın temel metni 004"],
            not_taken: &[
                "Wikipedia'da nki işaretini yalnızca çukurun sahibinin kendi ekimi kaldırır ve ele geçirmeden önce ekimin rakibin sırasından geçmiş olması gerekir.",
                "Ludii'de Kiothi yoktur.",
            ],
            options: &[
                OptionInfo { label: "Açılış",
                    choices: &["5'er savaşçılı altı çukur", "5'er savaşçılı beş çukur", "6'şar savaşçılı beş çukur (Wikipedia)"],
                },
                OptionInfo { label: "Yeniden dağıtım",
                    choices: &["tam iki çukur boşaltılır", "hiç, bir ya da iki çukur boşaltılır (Mancala World)"],
                },
            ],
        },
        _ => super::UNLISTED,
    }
}
