// objc.io style (StringProtocol extensions): helpers that work on both String and Substring
extension StringProtocol {
    var isBlank: Bool { allSatisfy(\.isWhitespace) }

    var words: [SubSequence] { split(whereSeparator: { $0 == " " || $0 == "\n" }) }

    func capitalizingFirst() -> String {
        guard let first = first else { return "" }
        return first.uppercased() + dropFirst()
    }

    func trimmed() -> SubSequence {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        let end = lastIndex(where: { !$0.isWhitespace }).map(index(after:)) ?? start
        return self[start..<end]
    }

    func count(of character: Character) -> Int {
        reduce(0) { $1 == character ? $0 + 1 : $0 }
    }
}

let line = "   hello there, general kenobi   "
print("[\(line.trimmed())]")
print(line.words.count, line.words.map { $0.capitalizingFirst() })
print(line.isBlank, "  \n ".isBlank, "".isBlank)

let sub = line.trimmed()
print(type(of: sub), sub.words.last!, sub.count(of: "e"))
print(sub.capitalizingFirst())

let poem = """
roses are red
violets are blue
"""
for w in poem.words where w.count > 3 {
    print(w.capitalizingFirst(), terminator: " ")
}
print()
print(poem.split(separator: "\n").map { $0.count(of: "e") })
print("x".trimmed().isEmpty, "   ".trimmed().isEmpty)

let fields = "name= Ana ;city = Oslo".split(separator: ";").map { pair -> String in
    let parts = pair.split(separator: "=")
    return parts.map { $0.trimmed() }.joined(separator: ":")
}
print(fields)

// expect: [hello there, general kenobi]
// expect: 4 ["Hello", "There,", "General", "Kenobi"]
// expect: false true true
// expect: Substring kenobi 6
// expect: Hello there, general kenobi
// expect: Roses Violets Blue 
// expect: [3, 3]
// expect: false true
// expect: ["name:Ana", "city:Oslo"]
