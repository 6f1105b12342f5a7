// Advanced Swift style (BidirectionalCollection): a collection of sentence words with index(before:), so last, reversed(), dropLast and suffix work
struct Sentence {
    let words: [Substring]
    init(_ text: String) {
        words = text.split(separator: " ")
    }
}

struct WordIndex: Comparable {
    let offset: Int
    static func < (a: WordIndex, b: WordIndex) -> Bool { a.offset < b.offset }
}

extension Sentence: BidirectionalCollection {
    var startIndex: WordIndex { WordIndex(offset: 0) }
    var endIndex: WordIndex { WordIndex(offset: words.count) }
    func index(after i: WordIndex) -> WordIndex { WordIndex(offset: i.offset + 1) }
    func index(before i: WordIndex) -> WordIndex { WordIndex(offset: i.offset - 1) }
    subscript(i: WordIndex) -> String { String(words[i.offset]) }
}

let s = Sentence("the quick brown fox jumps over the lazy dog")
print(s.count, s.first!, s.last!)
print(s.reversed().joined(separator: " "))
print(Array(s.dropLast(3)))
print(Array(s.suffix(2)))
print(s.lastIndex(of: "the")!.offset, s.firstIndex(of: "the")!.offset)
print(s.last(where: { $0.count == 5 }) ?? "-")

var i = s.endIndex
var backwards: [String] = []
while i > s.startIndex {
    s.formIndex(before: &i)
    if s[i].count > 3 { backwards.append(s[i]) }
}
print(backwards)

func isPalindrome<C: BidirectionalCollection>(_ c: C) -> Bool where C.Element: Equatable {
    var lo = c.startIndex
    var hi = c.endIndex
    while lo < hi {
        c.formIndex(before: &hi)
        if lo >= hi { break }
        if c[lo] != c[hi] { return false }
        c.formIndex(after: &lo)
    }
    return true
}
print(isPalindrome(Sentence("a man a")), isPalindrome(Sentence("one two one")), isPalindrome(s))
print(isPalindrome("racecar"), isPalindrome([1, 2, 3]))
let rev = s.reversed()
print(rev.first!, type(of: rev) == ReversedCollection<Sentence>.self)
print(s.index(s.endIndex, offsetBy: -4).offset, s[s.index(s.endIndex, offsetBy: -4)])

// expect: 9 the dog
// expect: dog lazy the over jumps fox brown quick the
// expect: ["the", "quick", "brown", "fox", "jumps", "over"]
// expect: ["lazy", "dog"]
// expect: 6 0
// expect: jumps
// expect: ["lazy", "over", "jumps", "brown", "quick"]
// expect: true true false
// expect: true false
// expect: dog true
// expect: 5 over
