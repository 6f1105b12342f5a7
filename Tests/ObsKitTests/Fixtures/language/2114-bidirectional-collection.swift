// Compiler test style: custom BidirectionalCollection over a closed integer range with a step
struct Stride3: BidirectionalCollection {
  let from: Int
  let count: Int
  var startIndex: Int { 0 }
  var endIndex: Int { count }
  func index(after i: Int) -> Int { i + 1 }
  func index(before i: Int) -> Int { i - 1 }
  subscript(i: Int) -> Int { from + 3 * i }
}

let s = Stride3(from: 2, count: 6)
print(Array(s))
print(s.last!, s.first!)
print(Array(s.reversed()))
print(s.reversed().map { $0 * 10 })
print(Array(s.suffix(2)), Array(s.dropLast(4)))
print(s.lastIndex(where: { $0 % 2 == 0 })!)
print(s.last(where: { $0 < 10 })!)
let r = s.reversed()
print(r.first!, r.count)
var idx = s.endIndex
var out: [Int] = []
while idx != s.startIndex {
  idx = s.index(before: idx)
  out.append(s[idx])
}
print(out)
print(s.index(s.endIndex, offsetBy: -2), s[s.index(s.endIndex, offsetBy: -2)])
print(s.distance(from: 5, to: 1))
let sub = s[1..<4]
print(Array(sub), sub.startIndex, sub.endIndex, sub.last!)
print(Array(sub.reversed()))
print(s.difference(from: [2, 5, 11]).count)

// expect: [2, 5, 8, 11, 14, 17]
// expect: 17 2
// expect: [17, 14, 11, 8, 5, 2]
// expect: [170, 140, 110, 80, 50, 20]
// expect: [14, 17] [2, 5]
// expect: 4
// expect: 8
// expect: 17 6
// expect: [17, 14, 11, 8, 5, 2]
// expect: 4 14
// expect: -4
// expect: [5, 8, 11] 1 4 11
// expect: [11, 8, 5]
// expect: 3
