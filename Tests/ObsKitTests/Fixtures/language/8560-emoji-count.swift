// Q&A style (why is the count of my emoji string 1?): grapheme clusters vs scalars vs UTF-16
let samples: [(String, String)] = [
    ("thumbs", "👍"),
    ("thumbs+skin", "👍🏽"),
    ("family", "👨‍👩‍👧‍👦"),
    ("flag", "🇨🇦"),
    ("two flags", "🇨🇦🇲🇽"),
    ("keycap", "1️⃣"),
    ("heart", "❤️"),
]

for (label, s) in samples {
    print("\(label): count=\(s.count) scalars=\(s.unicodeScalars.count) utf16=\(s.utf16.count) utf8=\(s.utf8.count)")
}

// Reversing keeps clusters intact.
let mixed = "ab👍🏽c"
print(String(mixed.reversed()))
print(mixed.count, Array(mixed).count)

// Appending a combining mark changes the last Character, not the count.
var word = "cafe"
print(word.count)
word.append("\u{301}")
print(word, word.count)

// Appending a skin tone modifier to a thumbs up merges clusters.
var thumb = "👍"
thumb.unicodeScalars.append("\u{1F3FD}")
print(thumb, thumb.count, thumb == "👍🏽")

// Dropping the last Character removes the whole cluster.
var family = "hi👨‍👩‍👧‍👦"
family.removeLast()
print(family, family.count)

// prefix on Characters.
print("👍🏽👍🏽👍🏽x".prefix(2))

// expect: thumbs: count=1 scalars=1 utf16=2 utf8=4
// expect: thumbs+skin: count=1 scalars=2 utf16=4 utf8=8
// expect: family: count=1 scalars=7 utf16=11 utf8=25
// expect: flag: count=1 scalars=2 utf16=4 utf8=8
// expect: two flags: count=2 scalars=4 utf16=8 utf8=16
// expect: keycap: count=1 scalars=3 utf16=3 utf8=7
// expect: heart: count=1 scalars=2 utf16=2 utf8=6
// expect: c👍🏽ba
// expect: 4 4
// expect: 4
// expect: café 4
// expect: 👍🏽 1 true
// expect: hi 2
// expect: 👍🏽👍🏽
