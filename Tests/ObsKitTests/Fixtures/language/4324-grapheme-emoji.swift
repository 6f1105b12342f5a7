// App code style: grapheme-safe text ops with emoji and combining marks: reverse, truncate, initials
// known-gap: line 22: expected "false true", got "true true"
func truncate(_ s: String, to n: Int, ellipsis: String = "…") -> String {
    if s.count <= n { return s }
    return String(s.prefix(max(0, n - ellipsis.count))) + ellipsis
}

func initials(_ name: String) -> String {
    name.split(separator: " ").compactMap { $0.first }.map { String($0).uppercased() }.joined()
}

func naiveReverse(_ s: String) -> String {
    var scalars = String.UnicodeScalarView()
    for sc in s.unicodeScalars.reversed() { scalars.append(sc) }
    return String(scalars)
}

let samples = [
    "noël",
    "noe\u{308}l",
    "👩‍💻 coding",
    "🇩🇪🇫🇷🇮🇹",
    "A\u{30A}ngstro\u{308}m",
    "👍🏻👍🏿",
    "한국어",
    "x\u{20DD}",
]
for s in samples {
    let r = String(s.reversed())
    print("\(s) -> \(r) [chars \(s.count), scalars \(s.unicodeScalars.count)]")
}
print("naive scalar reverse keeps count?", naiveReverse("noe\u{308}l").count, "vs", String("noe\u{308}l".reversed()).count)

let names = ["ada lovelace", "émile zola", "Łukasz nowak", "ørjan", "ümit can yılmaz"]
for n in names { print("\(n) => \(initials(n))") }

let msg = "Party tonight 🎉🎉🎉 bring 🍕!"
for n in [5, 14, 16, 17, 40] {
    print("\(n): \(truncate(msg, to: n))")
}

let family = "👨‍👩‍👧‍👦"
print(family.count, family.unicodeScalars.count, family.utf8.count)
print(family.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ","))
print(family.contains("👧"), family.unicodeScalars.contains("\u{1F467}"))

var combined = "e"
combined.append("\u{301}")
print(combined, combined.count, combined == "é")
combined.unicodeScalars.append("\u{327}")
print(combined.count, combined.unicodeScalars.count)

let flags = "🇺🇸🇬🇧"
let firstFlag = flags[flags.startIndex]
print(firstFlag, flags.count, flags.dropFirst(), firstFlag.unicodeScalars.count)
let mixed: [Character] = ["a", "é", "🇯🇵", "\u{1F44B}\u{1F3FD}"]
print(mixed.map { $0.utf8.count }, mixed.map { $0.unicodeScalars.count })
print(mixed.map { $0.isASCII }, String(mixed))
// expect: noël -> lëon [chars 4, scalars 4]
// expect: noël -> lëon [chars 4, scalars 5]
// expect: 👩‍💻 coding -> gnidoc 👩‍💻 [chars 8, scalars 10]
// expect: 🇩🇪🇫🇷🇮🇹 -> 🇮🇹🇫🇷🇩🇪 [chars 3, scalars 6]
// expect: Ångström -> mörtsgnÅ [chars 8, scalars 10]
// expect: 👍🏻👍🏿 -> 👍🏿👍🏻 [chars 2, scalars 4]
// expect: 한국어 -> 어국한 [chars 3, scalars 3]
// expect: x⃝ -> x⃝ [chars 1, scalars 2]
// expect: naive scalar reverse keeps count? 4 vs 4
// expect: ada lovelace => AL
// expect: émile zola => ÉZ
// expect: Łukasz nowak => ŁN
// expect: ørjan => Ø
// expect: ümit can yılmaz => ÜCY
// expect: 5: Part…
// expect: 14: Party tonight…
// expect: 16: Party tonight 🎉…
// expect: 17: Party tonight 🎉🎉…
// expect: 40: Party tonight 🎉🎉🎉 bring 🍕!
// expect: 1 7 25
// expect: 1f468,200d,1f469,200d,1f467,200d,1f466
// expect: false true
// expect: é 1 true
// expect: 1 3
// expect: 🇺🇸 2 🇬🇧 2
// expect: [1, 2, 8, 8] [1, 1, 2, 2]
// expect: [true, false, false, false] aé🇯🇵👋🏽
