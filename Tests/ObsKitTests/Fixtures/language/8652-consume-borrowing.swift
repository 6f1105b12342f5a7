// Blog style (ownership modifiers): `borrowing` and `consuming` parameters plus the `consume` operator
struct Document {
    var title: String
    var paragraphs: [String]
}

func wordCount(_ doc: borrowing Document) -> Int {
    doc.paragraphs.reduce(0) { $0 + $1.split(separator: " ").count }
}

func summary(of doc: borrowing Document) -> String {
    "\(doc.title): \(doc.paragraphs.count) paragraphs, \(wordCount(doc)) words"
}

func publish(_ doc: consuming Document) -> String {
    doc.title = doc.title.uppercased()
    doc.paragraphs.append("-- end --")
    return doc.paragraphs.map { "  " + $0 }.joined(separator: "\n")
}

func appending(_ item: String, to list: consuming [String]) -> [String] {
    list.append(item)
    return list
}

final class Buffer {
    let name: String
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

func take(_ b: consuming Buffer) -> String { "took \(b.name)" }
func peek(_ b: borrowing Buffer) -> String { "peeked \(b.name)" }

var draft = Document(title: "Ownership", paragraphs: ["Swift gains move semantics.", "Borrowing avoids copies."])
print(summary(of: draft))
print(publish(draft))
print("draft still has title \(draft.title)")

let base = ["a", "b"]
let extended = appending("c", to: base)
print(base, extended)

func grow() -> [String] {
    var items = ["x"]
    items = appending("y", to: consume items)
    return items
}
print(grow())

do {
    let buf = Buffer(name: "scratch")
    print(peek(buf))
    let message = take(consume buf)
    print(message)
    print("after take")
}
print("scope left")

func makeReport() -> String {
    let doc = Document(title: "Notes", paragraphs: ["one two", "three"])
    let owned = consume doc
    return summary(of: owned)
}
print(makeReport())
// expect: Ownership: 2 paragraphs, 7 words
// expect:   Swift gains move semantics.
// expect:   Borrowing avoids copies.
// expect:   -- end --
// expect: draft still has title Ownership
// expect: ["a", "b"] ["a", "b", "c"]
// expect: ["x", "y"]
// expect: init scratch
// expect: peeked scratch
// expect: deinit scratch
// expect: took scratch
// expect: after take
// expect: scope left
// expect: Notes: 2 paragraphs, 3 words
