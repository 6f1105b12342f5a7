// App code style: a BidirectionalCollection over the words of a sentence with its own Comparable index type; reversed, last, index(before:)
struct Words: BidirectionalCollection {
    let text: [Character]

    struct Index: Comparable {
        let start: Int
        let end: Int
        static func < (a: Index, b: Index) -> Bool { a.start < b.start }
        static func == (a: Index, b: Index) -> Bool { a.start == b.start }
    }

    init(_ s: String) { text = Array(s) }

    private func word(startingAt i: Int) -> Index {
        var s = i
        while s < text.count && text[s] == " " { s += 1 }
        var e = s
        while e < text.count && text[e] != " " { e += 1 }
        return Index(start: s, end: e)
    }

    var startIndex: Index { word(startingAt: 0) }
    var endIndex: Index { Index(start: text.count, end: text.count) }

    func index(after i: Index) -> Index { word(startingAt: i.end) }

    func index(before i: Index) -> Index {
        var e = i.start
        while e > 0 && text[e - 1] == " " { e -= 1 }
        var s = e
        while s > 0 && text[s - 1] != " " { s -= 1 }
        return Index(start: s, end: e)
    }

    subscript(i: Index) -> String { String(text[i.start..<i.end]) }
}

let w = Words("  the quick  brown fox jumps ")
print(w.count)
print(Array(w))
print(Array(w.reversed()))
print(w.first!, w.last!)
let i = w.firstIndex(of: "brown")!
print(i.start, i.end, w[w.index(before: i)], w[w.index(after: i)])
print(w.map { $0.count })
print(w.filter { $0.count > 4 })
print(w.dropLast().joined(separator: "_"))
print(w.suffix(2).map { $0.uppercased() })
print(Array(w.prefix(while: { $0 != "fox" })))
print(w.lastIndex(where: { $0.hasPrefix("b") }).map { w[$0] } ?? "-")
print(Words("").isEmpty, Words("one").count, Array(Words("   ")))
print(w.sorted())
// expect: 5
// expect: ["the", "quick", "brown", "fox", "jumps"]
// expect: ["jumps", "fox", "brown", "quick", "the"]
// expect: the jumps
// expect: 13 18 quick fox
// expect: [3, 5, 5, 3, 5]
// expect: ["quick", "brown", "jumps"]
// expect: the_quick_brown_fox
// expect: ["FOX", "JUMPS"]
// expect: ["the", "quick", "brown"]
// expect: brown
// expect: true 1 []
// expect: ["brown", "fox", "jumps", "quick", "the"]
