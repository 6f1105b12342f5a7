// Compiler test style: BidirectionalCollection conformance and reversed/last/dropLast
struct Letters: BidirectionalCollection {
    let text: [Character]

    init(_ s: String) { text = Array(s) }

    var startIndex: Int { 0 }
    var endIndex: Int { text.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> Character { text[position] }
}

let l = Letters("swiftly")
print(l.count)
print(l.first!, l.last!)
print(String(l.reversed()))
print(String(l.dropLast(2)))
print(String(l.suffix(3)))
print(l.lastIndex(of: "t") ?? -1)
print(l.lastIndex(where: { $0 == "z" }) == nil)

var i = l.endIndex
var backwards = ""
while i != l.startIndex {
    i = l.index(before: i)
    backwards.append(l[i])
}
print(backwards)

let rev = l.reversed()
print(type(of: rev) == ReversedCollection<Letters>.self)
print(rev.first!)
print(rev.map { String($0).uppercased() }.joined())

print(l.index(l.endIndex, offsetBy: -3))
print(l[l.index(l.endIndex, offsetBy: -3)])

let sub = l[1..<5]
print(String(sub), sub.startIndex, sub.endIndex)
print(String(sub.reversed()))
print(sub.last!)

let pal = Letters("racecar")
print(pal.elementsEqual(pal.reversed()))
print(l.elementsEqual(l.reversed()))

func isPalindrome<C: BidirectionalCollection>(_ c: C) -> Bool where C.Element: Equatable {
    var lo = c.startIndex
    var hi = c.endIndex
    while lo != hi {
        hi = c.index(before: hi)
        if lo == hi { break }
        if c[lo] != c[hi] { return false }
        lo = c.index(after: lo)
    }
    return true
}

print(isPalindrome(pal), isPalindrome(l), isPalindrome(Letters("")), isPalindrome(Letters("abba")))
print(isPalindrome([1, 2, 1]), isPalindrome([1, 2]))

let vowels = l.filter { "aeiouy".contains($0) }
print(vowels)
print(l.split(separator: "t").map { String($0) })

// expect: 7
// expect: s y
// expect: yltfiws
// expect: swift
// expect: tly
// expect: 4
// expect: true
// expect: yltfiws
// expect: true
// expect: y
// expect: YLTFIWS
// expect: 4
// expect: t
// expect: wift 1 5
// expect: tfiw
// expect: t
// expect: true
// expect: false
// expect: true false true true
// expect: true false
// expect: ["i", "y"]
// expect: ["swif", "ly"]
