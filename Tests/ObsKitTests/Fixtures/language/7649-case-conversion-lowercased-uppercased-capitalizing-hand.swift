// Blog style (case conversion): lowercased, uppercased and capitalizing by hand
let mixed = "hello WORLD from sWiFt"
print(mixed.uppercased())
print(mixed.lowercased())
func capitalize(_ word: Substring) -> String {
    guard let first = word.first else { return "" }
    return first.uppercased() + word.dropFirst().lowercased()
}
print(mixed.split(separator: " ").map(capitalize).joined(separator: " "))
print("straße".uppercased())
print("ǅ".lowercased(), "ǆ".uppercased())
let ch: Character = "ß"
print(ch.uppercased(), ch.isLowercase, ch.isCased)
print("İ".lowercased().unicodeScalars.count)
var camel = ""
for (i, part) in "user_account_id".split(separator: "_").enumerated() {
    camel += i == 0 ? String(part) : capitalize(part)
}
print(camel)
// expect: HELLO WORLD FROM SWIFT
// expect: hello world from swift
// expect: Hello World From Swift
// expect: STRASSE
// expect: ǆ Ǆ
// expect: SS true true
// expect: 2
// expect: userAccountId
