// Tutorial style (replacing): replacingOccurrences with options, limited ranges and regex backreferences
import Foundation

let text = "Cats are great. cats are curious. CATS sleep a lot."

print(text.replacingOccurrences(of: "cats", with: "dogs"))
print(text.replacingOccurrences(of: "cats", with: "dogs", options: .caseInsensitive))
print(text.replacingOccurrences(of: "Cats", with: "Dogs", options: .anchored))
print(text.replacingOccurrences(of: "lot.", with: "bit.", options: [.anchored, .backwards]))

let firstSentenceEnd = text.range(of: ".")!.upperBound
print(text.replacingOccurrences(of: "are", with: "ARE", options: [], range: text.startIndex..<firstSentenceEnd))
print(text.replacingOccurrences(of: "are", with: "ARE", options: [], range: firstSentenceEnd..<text.endIndex))

print(text.replacingOccurrences(of: #"(\w+) are (\w+)"#, with: "$2 $1", options: .regularExpression))
print(text.replacingOccurrences(of: #"\bcats\b"#, with: "[$0]", options: [.regularExpression, .caseInsensitive]))
print(text.replacingOccurrences(of: "[aeiou]", with: "", options: .regularExpression))
print(text.replacingOccurrences(of: ".", with: "!"))
print(text.replacingOccurrences(of: "\\.", with: "!", options: .regularExpression))

var s = "one two three two one"
if let r = s.range(of: "two") {
    s.replaceSubrange(r, with: "2")
}
print(s)
s = s.replacingCharacters(in: s.range(of: "one", options: .backwards)!, with: "1")
print(s)

var counts = 0
var t = "aaaa"
while let r = t.range(of: "aa") {
    t.replaceSubrange(r, with: "b")
    counts += 1
}
print(t, counts)
print("a.b.c".replacingOccurrences(of: ".", with: ""), "".replacingOccurrences(of: "x", with: "y").isEmpty)
print("tab\there".replacingOccurrences(of: "\t", with: "\\t"))
print("price: $5".replacingOccurrences(of: #"\$(\d)"#, with: "USD $1.00", options: .regularExpression))
// expect: Cats are great. dogs are curious. CATS sleep a lot.
// expect: dogs are great. dogs are curious. dogs sleep a lot.
// expect: Dogs are great. cats are curious. CATS sleep a lot.
// expect: Cats are great. cats are curious. CATS sleep a bit.
// expect: Cats ARE great. cats are curious. CATS sleep a lot.
// expect: Cats are great. cats ARE curious. CATS sleep a lot.
// expect: great Cats. curious cats. CATS sleep a lot.
// expect: [Cats] are great. [cats] are curious. [CATS] sleep a lot.
// expect: Cts r grt. cts r crs. CATS slp  lt.
// expect: Cats are great! cats are curious! CATS sleep a lot!
// expect: Cats are great! cats are curious! CATS sleep a lot!
// expect: one 2 three two one
// expect: one 2 three two 1
// expect: bb 2
// expect: abc true
// expect: tab\there
// expect: price: USD 5.00
