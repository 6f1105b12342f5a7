// Swift docs style (BidirectionalCollection): a custom collection with index(before:) enabling reversed and last
struct Word {
    let letters: [Character]
}

struct Sentence: BidirectionalCollection {
    private let words: [String]
    init(_ text: String) { words = text.split(separator: " ").map(String.init) }

    var startIndex: Int { words.startIndex }
    var endIndex: Int { words.endIndex }
    func index(after i: Int) -> Int { words.index(after: i) }
    func index(before i: Int) -> Int { words.index(before: i) }
    subscript(position: Int) -> String { words[position] }
}

let s = Sentence("the cat sat on the mat")
print(s.count, s.first!, s.last!)
print(Array(s.reversed()))
print(s.dropLast(2).joined(separator: " "))
print(s.suffix(3).map { $0.uppercased() })
print(s.lastIndex(of: "the")!, s.firstIndex(of: "the")!)
print(s.last(where: { $0.hasSuffix("at") })!)
print(s.indices.map { s[$0].count })
print(s.map(\.count).max()!, s.sorted().first!)
print(s.elementsEqual(["the", "cat", "sat", "on", "the", "mat"]))
print(s.starts(with: ["the", "cat"]))
let idx = s.index(s.endIndex, offsetBy: -2)
print(s[idx], s.distance(from: s.startIndex, to: idx))
print(s.joined(separator: "_").count)
print(s.reversed().joined(separator: " "))

// expect: 6 the mat
// expect: ["mat", "the", "on", "sat", "cat", "the"]
// expect: the cat sat on
// expect: ["ON", "THE", "MAT"]
// expect: 4 0
// expect: mat
// expect: [3, 3, 3, 2, 3, 3]
// expect: 3 cat
// expect: true
// expect: true
// expect: the 4
// expect: 22
// expect: mat the on sat cat the
