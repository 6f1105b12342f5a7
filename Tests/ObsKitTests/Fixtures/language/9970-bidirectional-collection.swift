// Apple docs style (BidirectionalCollection): walking a sentence's words backwards
struct WordIndex: Comparable {
    let offset: Int
    static func < (lhs: WordIndex, rhs: WordIndex) -> Bool { lhs.offset < rhs.offset }
}

struct Sentence: BidirectionalCollection {
    private let words: [Substring]

    init(_ text: String) {
        words = text.split(separator: " ")
    }

    var startIndex: WordIndex { WordIndex(offset: 0) }
    var endIndex: WordIndex { WordIndex(offset: words.count) }

    func index(after i: WordIndex) -> WordIndex {
        WordIndex(offset: i.offset + 1)
    }

    func index(before i: WordIndex) -> WordIndex {
        WordIndex(offset: i.offset - 1)
    }

    subscript(position: WordIndex) -> String {
        String(words[position.offset])
    }
}

let s = Sentence("the quick brown fox jumps over the lazy dog")
print("count:", s.count)
print("first:", s.first!, "last:", s.last!)
print("reversed:", s.reversed().joined(separator: " "))
print("suffix(3):", Array(s.suffix(3)))
print("dropLast(6):", Array(s.dropLast(6)))
print("lastIndex(of: the):", s.lastIndex(of: "the")!.offset)
print("firstIndex(of: the):", s.firstIndex(of: "the")!.offset)
print("last where count == 5:", s.last(where: { $0.count == 5 })!)

var i = s.endIndex
var backwards: [String] = []
while i > s.startIndex {
    s.formIndex(before: &i)
    backwards.append(s[i].uppercased())
    if backwards.count == 4 { break }
}
print("walked back:", backwards)

let middle = s.index(s.startIndex, offsetBy: 4)
print("offset 4:", s[middle])
let back2 = s.index(s.endIndex, offsetBy: -2)
print("offset -2 from end:", s[back2])
print("distance(middle, end):", s.distance(from: middle, to: s.endIndex))
print("distance(end, middle):", s.distance(from: s.endIndex, to: middle))

let lengths = s.map(\.count)
print("lengths:", lengths)
let rev = s.reversed()
print("reversed first:", rev.first!, "reversed last:", rev.last!, "count:", rev.count)
let palindromeCheck = Sentence("step on no pets")
let letters = palindromeCheck.joined()
print("letters palindrome:", letters == String(letters.reversed()))

// expect: count: 9
// expect: first: the last: dog
// expect: reversed: dog lazy the over jumps fox brown quick the
// expect: suffix(3): ["the", "lazy", "dog"]
// expect: dropLast(6): ["the", "quick", "brown"]
// expect: lastIndex(of: the): 6
// expect: firstIndex(of: the): 0
// expect: last where count == 5: jumps
// expect: walked back: ["DOG", "LAZY", "THE", "OVER"]
// expect: offset 4: jumps
// expect: offset -2 from end: lazy
// expect: distance(middle, end): 5
// expect: distance(end, middle): -5
// expect: lengths: [3, 5, 5, 3, 5, 4, 3, 4, 3]
// expect: reversed first: dog reversed last: the count: 9
// expect: letters palindrome: true
