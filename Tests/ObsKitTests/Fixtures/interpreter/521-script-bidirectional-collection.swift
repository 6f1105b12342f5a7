// A script's own Collection that also declares `index(before:)` is walked with `index(after:)`, and answers
// `first`, `last`, `count`, `indices` and the Sequence methods as Swift's default implementations do.
// Expected output: swiftc 6.3.1 on this machine.
struct Word: BidirectionalCollection {
    var text: String
    var startIndex: String.Index { text.startIndex }
    var endIndex: String.Index { text.endIndex }
    subscript(position: String.Index) -> Character { text[position] }
    func index(after i: String.Index) -> String.Index { text.index(after: i) }
    func index(before i: String.Index) -> String.Index { text.index(before: i) }
}
let word = Word(text: "level")
for letter in word { print(letter, terminator: "-") }
print("")
print(word.count, word.first!, word.last!, word.indices.count, String(word.reversed()))
print(word.map { $0.uppercased() }.joined(), word.filter { $0 == "e" }.count, word.contains("v"))

// expect: l-e-v-e-l-
// expect: 5 l l 5 level
// expect: LEVEL 2 true
