// Tutorial style (diacritics): accent-insensitive search with folding and .diacriticInsensitive
import Foundation

let cities = ["São Paulo", "Zürich", "Kraków", "Montréal", "Malmö", "Reykjavík", "Oslo", "Ærøskøbing"]
let posix = Locale(identifier: "en_US_POSIX")

func normalized(_ s: String) -> String {
    s.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: posix)
}

for c in cities {
    print(c, "->", normalized(c))
}

let queries = ["zurich", "MONTREAL", "krak", "sao", "malmo", "reykjavik", "aero"]
for q in queries {
    let hits = cities.filter { $0.range(of: q, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    print("\(q): \(hits)")
}

print("résumé".compare("resume", options: .diacriticInsensitive) == .orderedSame)
print("résumé".compare("RESUME", options: [.diacriticInsensitive, .caseInsensitive]) == .orderedSame)
print("résumé" == "resume")
print("naïve café".folding(options: .diacriticInsensitive, locale: nil))
print("ＦＵＬＬ width".folding(options: .widthInsensitive, locale: posix))
print("Straße".folding(options: .caseInsensitive, locale: posix))

let sorted = cities.sorted { normalized($0) < normalized($1) }
print(sorted.joined(separator: ", "))

let text = "Le café est très crème."
if let r = text.range(of: "CREME", options: [.caseInsensitive, .diacriticInsensitive]) {
    print("found:", text[r])
}
let stripped = text.replacingOccurrences(of: "tres", with: "super", options: [.diacriticInsensitive])
print(stripped)
// expect: São Paulo -> sao paulo
// expect: Zürich -> zurich
// expect: Kraków -> krakow
// expect: Montréal -> montreal
// expect: Malmö -> malmo
// expect: Reykjavík -> reykjavik
// expect: Oslo -> oslo
// expect: Ærøskøbing -> ærøskøbing
// expect: zurich: ["Zürich"]
// expect: MONTREAL: ["Montréal"]
// expect: krak: ["Kraków"]
// expect: sao: ["São Paulo"]
// expect: malmo: ["Malmö"]
// expect: reykjavik: ["Reykjavík"]
// expect: aero: []
// expect: true
// expect: true
// expect: false
// expect: naive cafe
// expect: FULL width
// expect: strasse
// expect: Kraków, Malmö, Montréal, Oslo, Reykjavík, São Paulo, Zürich, Ærøskøbing
// expect: found: crème
// expect: Le café est super crème.
