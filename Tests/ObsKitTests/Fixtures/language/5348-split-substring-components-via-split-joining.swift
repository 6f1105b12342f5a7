// Swift docs style (String processing): split, Substring, components via split, and joining back
let line = "  name=Swift; version = 5.9 ;; creator=Chris Lattner  "
let fields = line.split(separator: ";")
print(fields.count)
for field in fields {
    let parts = field.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
    if parts.count == 2 {
        print("[\(parts[0])] -> [\(parts[1])]")
    } else {
        print("skip [\(field)]")
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

let csv = "a,b,,c,"
print(csv.split(separator: ",").map(String.init))
print(csv.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
print(csv.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false))

let sentence = "The quick brown fox"
let firstWord = sentence.prefix(while: { $0 != " " })
print(firstWord, type(of: firstWord))
let lastWord = sentence.split(separator: " ").last!
print(lastWord.uppercased(), lastWord.startIndex == sentence.index(sentence.endIndex, offsetBy: -3))
let idx = sentence.firstIndex(of: "q")!
print(sentence[idx...], sentence[..<idx].count)
print(sentence.split(whereSeparator: { "aeiou".contains($0) }))
print(sentence.lowercased().split(separator: " ").map { $0.reversed() }.map(String.init).joined(separator: " "))
print(sentence.hasPrefix("The"), sentence.hasSuffix("fox"), sentence.contains("brown"))
print(String(sentence.reversed()))
print(sentence.replacingOccurrencesOf("o", with: "0"))

extension String {
    func replacingOccurrencesOf(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}

// expect: 3
// expect: [name] -> [Swift]
// expect: [version] -> [5.9]
// expect: [creator] -> [Chris Lattner]
// expect: ["a", "b", "c"]
// expect: ["a", "b", "", "c", ""]
// expect: ["a", "b", ",c,"]
// expect: The Substring
// expect: FOX true
// expect: quick brown fox 4
// expect: ["Th", " q", "ck br", "wn f", "x"]
// expect: eht kciuq nworb xof
// expect: true true true
// expect: xof nworb kciuq ehT
// expect: The quick br0wn f0x
