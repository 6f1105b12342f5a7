// String.Index handling: slicing, firstIndex/lastIndex, Substring, unicode counts and in-place edits (expected output from swiftc 6.3.1 on Linux)
import Foundation

let email = "jane.doe+news@mail.example.com"

if let at = email.firstIndex(of: "@") {
    let user = email[..<at]
    let domain = email[email.index(after: at)...]
    print("user: \(user), domain: \(domain)")
    if let plus = user.firstIndex(of: "+") {
        print("base user: \(user[..<plus]), tag: \(user[user.index(after: plus)...])")
    }
    if let lastDot = domain.lastIndex(of: ".") {
        print("tld: \(domain[domain.index(after: lastDot)...])")
    }
}

let word = "Swiftly"
let third = word.index(word.startIndex, offsetBy: 2)
print(word[third], word[word.index(before: word.endIndex)])
let middle = word[word.index(word.startIndex, offsetBy: 1)..<word.index(word.endIndex, offsetBy: -1)]
print(middle, type(of: middle), String(middle).count)
print(word.index(word.startIndex, offsetBy: 10, limitedBy: word.endIndex) == nil)

let fancy = "café 👋🏽 naïve"
print(fancy.count, fancy.unicodeScalars.count, fancy.utf8.count, fancy.utf16.count)
print(fancy.reversed().map(String.init).joined())
print(Array(fancy).filter { !$0.isASCII }.map(String.init))

var sentence = "The weather is nice today"
if let range = sentence.range(of: "nice") {
    sentence.replaceSubrange(range, with: "absolutely lovely")
}
print(sentence)
sentence.insert("!", at: sentence.endIndex)
sentence.remove(at: sentence.startIndex)
print(sentence)
if let r = sentence.range(of: "weather ") { sentence.removeSubrange(r) }
print(sentence)

let csvLine = "alpha;beta;;delta"
var fields: [Substring] = []
var cursor = csvLine.startIndex
while let sep = csvLine[cursor...].firstIndex(of: ";") {
    fields.append(csvLine[cursor..<sep])
    cursor = csvLine.index(after: sep)
}
fields.append(csvLine[cursor...])
print(fields.map { $0.isEmpty ? "<empty>" : String($0) })

let digits = "4111 1111 1111 1234"
let masked = String(digits.enumerated().map { i, ch in ch == " " || i >= digits.count - 4 ? ch : "*" })
print(masked)
print(digits.prefix(4), digits.suffix(4), digits.dropFirst(5).prefix(4))
let offsets = word.indices.filter { "aeiouy".contains(word[$0]) }.map { word.distance(from: word.startIndex, to: $0) }
print(offsets)
// expect: user: jane.doe+news, domain: mail.example.com
// expect: base user: jane.doe, tag: news
// expect: tld: com
// expect: i y
// expect: wiftl Substring 5
// expect: true
// expect: 12 13 21 15
// expect: evïan 👋🏽 éfac
// expect: ["é", "👋🏽", "ï"]
// expect: The weather is absolutely lovely today
// expect: he weather is absolutely lovely today!
// expect: he is absolutely lovely today!
// expect: ["alpha", "beta", "<empty>", "delta"]
// expect: **** **** **** 1234
// expect: 4111 1234 1111
// expect: [2, 6]
