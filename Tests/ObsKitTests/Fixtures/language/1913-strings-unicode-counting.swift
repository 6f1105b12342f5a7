// Swift book style (Strings and Characters): grapheme clusters, counting and unicode views
let eAcute: Character = "\u{E9}"
let combined: Character = "\u{65}\u{301}"
print(eAcute == combined)

var cafe = "cafe"
print("\(cafe) has \(cafe.count) characters")
cafe += "\u{301}"
print("\(cafe) has \(cafe.count) characters")
print("unicode scalars: \(cafe.unicodeScalars.count)")
print("utf8 bytes: \(cafe.utf8.count)")
print("utf16 units: \(cafe.utf16.count)")

let flag = "\u{1F1EC}\u{1F1E7}"
print("flag count \(flag.count), scalars \(flag.unicodeScalars.count)")

let sample = "Dog!"
print(sample.utf8.map { String($0) }.joined(separator: " "))
print(sample.unicodeScalars.map { String($0.value) }.joined(separator: " "))

let quote = "Hi \u{1F436}"
print(quote.utf16.map { String($0) }.joined(separator: " "))

// expect: true
// expect: cafe has 4 characters
// expect: café has 4 characters
// expect: unicode scalars: 5
// expect: utf8 bytes: 6
// expect: utf16 units: 5
// expect: flag count 1, scalars 2
// expect: 68 111 103 33
// expect: 68 111 103 33
// expect: 72 105 32 55357 56374
