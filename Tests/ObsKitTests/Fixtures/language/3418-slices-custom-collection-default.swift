// Swift book style: slices of a custom Collection (default Slice<Self> SubSequence) share indices with the base; prefix/suffix/split/dropLast
struct Alphabet: BidirectionalCollection {
    let letters: ClosedRange<Character>
    private var scalars: [Character] {
        let lo = letters.lowerBound.asciiValue!, hi = letters.upperBound.asciiValue!
        return (lo...hi).map { Character(UnicodeScalar($0)) }
    }
    var startIndex: Int { 10 }
    var endIndex: Int { 10 + scalars.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Character { scalars[i - 10] }
}

let abc = Alphabet(letters: "a"..."j")
print(abc.startIndex, abc.endIndex, String(abc))
let mid = abc[13..<17]
print(type(of: mid) == Slice<Alphabet>.self, mid.startIndex, mid.endIndex, String(mid))
print(mid.first!, mid.last!, mid[14], mid.base.count)
let front = abc.prefix(3)
print(String(front), front.endIndex, String(abc.suffix(2)), abc.suffix(2).startIndex)
print(String(abc.dropFirst(8)), String(abc.dropLast(7)))
print(abc.split(whereSeparator: { "aeiou".contains($0) }).map { String($0) })
let e = abc.firstIndex(of: "e")!
let after = abc[abc.index(after: e)...]
print(e, abc[..<e].startIndex, String(abc[..<e]), after.startIndex, String(after))
let sub = mid.dropFirst()
print(sub.startIndex, String(sub), String(sub.reversed()))
print(abc.firstIndex(of: "g")!, mid.firstIndex(of: "g") as Any, mid.firstIndex(of: "b") as Any)
print(String(abc[abc.index(abc.startIndex, offsetBy: 2)...]))
print(String(abc[..<12]), String(abc[15...]))
print(abc.prefix(upTo: 12).count, abc.suffix(from: 18).map { $0 })
print(abc.indices.filter { $0 % 3 == 0 }.map { abc[$0] })
// expect: 10 20 abcdefghij
// expect: true 13 17 defg
// expect: d g e 10
// expect: abc 13 ij 18
// expect: ij abc
// expect: ["bcd", "fgh", "j"]
// expect: 14 10 abcd 15 fghij
// expect: 14 efg gfe
// expect: 16 Optional(16) nil
// expect: cdefghij
// expect: ab fghij
// expect: 2 ["i", "j"]
// expect: ["c", "f", "i"]
