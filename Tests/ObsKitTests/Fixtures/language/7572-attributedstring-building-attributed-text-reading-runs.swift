// Tutorial style (AttributedString): building attributed text, reading runs and concatenating
// known-gap: `AttributedString` is not provided
import Foundation

var greeting = AttributedString("Hello")
greeting.link = URL(string: "https://example.com/hello")
var name = AttributedString(", Taylor")
name.languageIdentifier = "en"
var bang = AttributedString("!")

let message = greeting + name + bang
print(String(message.characters))
print("characters:", message.characters.count)
print("runs:", message.runs.count)

for run in message.runs {
    let piece = String(message[run.range].characters)
    let link = run.link?.absoluteString ?? "-"
    let lang = run.languageIdentifier ?? "-"
    print("'\(piece)' link=\(link) lang=\(lang)")
}

// Change attributes on a sub-range found by searching
var doc = AttributedString("Swift strings are powerful and Swift is fun")
if let r = doc.range(of: "powerful") {
    doc[r].languageIdentifier = "x-emphasis"
}
print("doc runs:", doc.runs.count)
for run in doc.runs {
    print(run.languageIdentifier ?? "plain", String(doc[run.range].characters).count)
}

// Edit characters in place
bang.characters.append(contentsOf: "!!")
print(String(bang.characters))
var edited = doc
edited.replaceSubrange(edited.range(of: "fun")!, with: AttributedString("great"))
print(String(edited.characters))
print(edited.runs.count, doc == edited)

var built = AttributedString()
for word in ["one", "two", "three"] {
    var part = AttributedString(word + " ")
    part.languageIdentifier = word
    built.append(part)
}
print(String(built.characters).trimmingCharacters(in: .whitespaces), built.runs.count)
let plain = AttributedString("abc")
print(plain == AttributedString("abc"), plain.runs.count)
// expect: Hello, Taylor!
// expect: characters: 14
// expect: runs: 3
// expect: 'Hello' link=https://example.com/hello lang=-
// expect: ', Taylor' link=- lang=en
// expect: '!' link=- lang=-
// expect: doc runs: 3
// expect: plain 18
// expect: x-emphasis 8
// expect: plain 17
// expect: !!!
// expect: Swift strings are powerful and Swift is great
// expect: 3 false
// expect: one two three 3
// expect: true 1
