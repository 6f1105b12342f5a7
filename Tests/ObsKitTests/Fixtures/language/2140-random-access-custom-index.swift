// Compiler test style: RandomAccessCollection with a custom Strideable index gets O(1) offset and distance
struct Pos: Comparable, Strideable, CustomStringConvertible {
  let raw: Int
  func distance(to other: Pos) -> Int { other.raw - raw }
  func advanced(by n: Int) -> Pos { Pos(raw: raw + n) }
  static func < (a: Pos, b: Pos) -> Bool { a.raw < b.raw }
  var description: String { "#\(raw)" }
}

struct Evens: RandomAccessCollection {
  typealias Index = Pos
  typealias Indices = Range<Pos>
  let n: Int
  var startIndex: Pos { Pos(raw: 0) }
  var endIndex: Pos { Pos(raw: n) }
  subscript(p: Pos) -> Int { p.raw * 2 }
}

let e = Evens(n: 10)
print(Array(e))
print(e.count, e.first!, e.last!)
let p3 = e.index(e.startIndex, offsetBy: 3)
print(p3, e[p3])
print(e.index(p3, offsetBy: -2), e.distance(from: p3, to: e.endIndex))
print(e.index(p3, offsetBy: 20, limitedBy: e.endIndex) as Any)
print(e.index(p3, offsetBy: 7, limitedBy: e.endIndex) as Any)
print(e.index(e.endIndex, offsetBy: -4, limitedBy: p3) as Any)
print(e.indices.count, e.indices.first!, e.indices.last!)
let sub = e[Pos(raw: 2)..<Pos(raw: 6)]
print(Array(sub), sub.startIndex, sub.count)
print(e.firstIndex(of: 14)!, e.firstIndex(where: { $0 > 100 }) as Any)
print(Array(e.reversed().prefix(3)))
print(e[e.index(before: e.endIndex)], e[e.index(after: e.startIndex)])
print(e.dropFirst(8).map { $0 }, e.suffix(2).startIndex)
var idx = e.startIndex
var picked: [Int] = []
while idx < e.endIndex {
  picked.append(e[idx])
  idx = idx.advanced(by: 3)
}
print(picked)
print(stride(from: Pos(raw: 0), to: Pos(raw: 10), by: 4).map { e[$0] })

// expect: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18]
// expect: 10 0 18
// expect: #3 6
// expect: #1 7
// expect: nil
// expect: Optional(#10)
// expect: Optional(#6)
// expect: 10 #0 #9
// expect: [4, 6, 8, 10] #2 4
// expect: #7 nil
// expect: [18, 16, 14]
// expect: 18 2
// expect: [16, 18] #8
// expect: [0, 6, 12, 18]
// expect: [0, 8, 16]
