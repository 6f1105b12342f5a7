// Blog style (grapheme clusters): emoji with skin tones and flags count as one Character
let thumbs = "👍🏾"
print(thumbs.count, thumbs.unicodeScalars.count)
let flags = "🇫🇷🇩🇪🇮🇹"
print("flags:", flags.count)
for f in flags {
    let regions = f.unicodeScalars.map { String(UnicodeScalar($0.value - 0x1F1E6 + 65)!) }.joined()
    print(f, regions)
}
let family = "👩‍👩‍👦‍👦"
print("family chars:", family.count, "scalars:", family.unicodeScalars.count)
print(family.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
let mixed = "a👍🏾b🇫🇷c"
print(Array(mixed).count, mixed.reversed().map(String.init).joined(separator: "|"))
// expect: 1 2
// expect: flags: 3
// expect: 🇫🇷 FR
// expect: 🇩🇪 DE
// expect: 🇮🇹 IT
// expect: family chars: 1 scalars: 7
// expect: 1f469 200d 1f469 200d 1f466 200d 1f466
// expect: 5 c|🇫🇷|b|👍🏾|a
