// App code style: exporting chat messages to JSON with escaped quotes, slashes, newlines and emoji
import Foundation

struct Message: Codable {
    let author: String
    let text: String
    let link: String?
}

let messages = [
    Message(author: "ann", text: "She said \"hi\"\nthen left", link: "https://example.com/a/b"),
    Message(author: "bo\\b", text: "tab\there, emoji 🎉, accents é", link: nil),
    Message(author: "cy", text: "control \u{1} char and </script>", link: "http://x.io/?q=1&r=2"),
]

let compact = JSONEncoder()
compact.outputFormatting = .sortedKeys
for m in messages {
    print(String(decoding: try! compact.encode(m), as: UTF8.self))
}

let noEscape = JSONEncoder()
noEscape.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
print(String(decoding: try! noEscape.encode(messages[0]), as: UTF8.self))

let pretty = JSONEncoder()
pretty.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try! pretty.encode(["messages": [messages[2]]]), as: UTF8.self))

let incoming = #"{"author":"d\u00e9v","text":"line1\nline2 \ud83d\ude00 \"q\" \/slash","link":null}"#
let decoded = try! JSONDecoder().decode(Message.self, from: Data(incoming.utf8))
print("author:", decoded.author)
print("text lines:", decoded.text.components(separatedBy: "\n"))
print("link nil:", decoded.link == nil)
let bytes = try! compact.encode("ü")
print("ü encodes to \(bytes.count) bytes:", String(decoding: bytes, as: UTF8.self))
// expect: {"author":"ann","link":"https:\/\/example.com\/a\/b","text":"She said \"hi\"\nthen left"}
// expect: {"author":"bo\\b","text":"tab\there, emoji 🎉, accents é"}
// expect: {"author":"cy","link":"http:\/\/x.io\/?q=1&r=2","text":"control \u0001 char and <\/script>"}
// expect: {"author":"ann","link":"https://example.com/a/b","text":"She said \"hi\"\nthen left"}
// expect: {
// expect:   "messages" : [
// expect:     {
// expect:       "author" : "cy",
// expect:       "link" : "http:\/\/x.io\/?q=1&r=2",
// expect:       "text" : "control \u0001 char and <\/script>"
// expect:     }
// expect:   ]
// expect: }
// expect: author: dév
// expect: text lines: ["line1", "line2 😀 \"q\" /slash"]
// expect: link nil: true
// expect: ü encodes to 4 bytes: "ü"
