// Blog style (three views): comparing unicodeScalars, utf8 and utf16 counts
let samples = ["hello", "café", "naïve", "日本語", "👍🏽", "🇯🇵", "👨‍👩‍👧"]
for s in samples {
    print("\(s): chars=\(s.count) scalars=\(s.unicodeScalars.count) utf16=\(s.utf16.count) utf8=\(s.utf8.count)")
}
let total = samples.reduce(0) { $0 + $1.utf8.count }
print("total utf8 bytes: \(total)")
let widest = samples.max { $0.utf8.count < $1.utf8.count }!
print("most bytes: \(widest)")
// expect: hello: chars=5 scalars=5 utf16=5 utf8=5
// expect: café: chars=4 scalars=4 utf16=4 utf8=5
// expect: naïve: chars=5 scalars=5 utf16=5 utf8=6
// expect: 日本語: chars=3 scalars=3 utf16=3 utf8=9
// expect: 👍🏽: chars=1 scalars=2 utf16=4 utf8=8
// expect: 🇯🇵: chars=1 scalars=2 utf16=4 utf8=8
// expect: 👨‍👩‍👧: chars=1 scalars=5 utf16=8 utf8=18
// expect: total utf8 bytes: 59
// expect: most bytes: 👨‍👩‍👧
