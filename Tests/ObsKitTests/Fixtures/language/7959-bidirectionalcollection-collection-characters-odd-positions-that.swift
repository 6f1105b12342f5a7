// Advanced Swift style (BidirectionalCollection): a collection of the characters in odd positions that walks backwards with index(before:)
struct EveryOther: BidirectionalCollection {
    let base: [Character]
    var startIndex: Int { 0 }
    var endIndex: Int { (base.count + 1) / 2 }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> Character { base[i * 2] }
}
let e = EveryOther(base: Array("abcdefg"))
print(String(e))
print(e.count, e.first!, e.last!)
print(String(e.reversed()))
print(e.index(before: e.endIndex))
print(e.lastIndex(of: "c")!)
print(String(e.dropLast(2)))
print(String(e.suffix(2)))
print(type(of: e.reversed()))
print(type(of: e.dropLast()))
print(e.distance(from: e.endIndex, to: e.startIndex))
print(e.index(e.endIndex, offsetBy: -2))
var idx = e.endIndex
var out = ""
while idx != e.startIndex {
    e.formIndex(before: &idx)
    out.append(e[idx])
}
print(out)
print(e.reversed().map { $0.uppercased() }.joined())
let empty = EveryOther(base: [])
print(empty.last == nil, empty.isEmpty)
// expect: aceg
// expect: 4 a g
// expect: geca
// expect: 3
// expect: 1
// expect: ac
// expect: eg
// expect: ReversedCollection<EveryOther>
// expect: Slice<EveryOther>
// expect: -4
// expect: 2
// expect: geca
// expect: GECA
// expect: true true
