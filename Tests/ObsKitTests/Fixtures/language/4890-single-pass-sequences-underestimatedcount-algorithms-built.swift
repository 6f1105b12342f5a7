// Compiler test style (test/stdlib/Sequence.swift): single-pass sequences, underestimatedCount and the algorithms built on them
struct Countdown: Sequence, IteratorProtocol {
  var current: Int
  mutating func next() -> Int? {
    guard current > 0 else { return nil }
    defer { current -= 1 }
    return current
  }
  var underestimatedCount: Int { return current }
}

final class OneShot: Sequence, IteratorProtocol {
  var remaining: [String]
  init(_ items: [String]) { remaining = items }
  func next() -> String? {
    return remaining.isEmpty ? nil : remaining.removeFirst()
  }
}

let cd = Countdown(current: 5)
print(Array(cd), cd.underestimatedCount)
print(cd.map { $0 * 10 }, cd.filter { $0 % 2 == 1 })
print(cd.reduce(0, +), cd.contains(3), cd.contains(9))
print(cd.first { $0 < 3 } as Any, cd.min() as Any, cd.max() as Any)
print(Array(cd.dropFirst(2)), Array(cd.dropLast(2)), Array(cd.prefix(2)), Array(cd.suffix(2)))
print(Array(cd.prefix { $0 > 3 }), Array(cd.drop { $0 > 3 }))
print(cd.split { $0 == 3 }.map(Array.init))
print(cd.elementsEqual([5, 4, 3, 2, 1]), cd.starts(with: [5, 4]))
print(cd.sorted(), cd.reversed())
print(cd.enumerated().map { "\($0.offset)-\($0.element)" })
print(cd.lexicographicallyPrecedes(Countdown(current: 6)))
print(cd.allSatisfy { $0 > 0 }, cd.count { $0 > 2 })
print(type(of: cd.dropFirst(1)), type(of: cd.prefix(1)))

let shot = OneShot(["a", "b", "c", "d"])
print(shot.first { $0 == "b" } as Any)
print(Array(shot))
print(Array(shot).count)

let shot2 = OneShot(["x", "y", "z"])
var it = shot2.makeIterator()
print(it.next() as Any)
print(Array(shot2))

let shot3 = OneShot(["1", "2", "3", "4"])
print(Array(shot3.prefix(2)))
print(Array(shot3))

let shot4 = OneShot(["p", "q", "r"])
let dropped = shot4.dropFirst()
print(Array(dropped))
print(Array(dropped))

func takeTwo<S: Sequence>(_ s: S) -> [S.Element] {
  var result: [S.Element] = []
  for e in s {
    result.append(e)
    if result.count == 2 { break }
  }
  return result
}
let shot5 = OneShot(["m", "n", "o"])
print(takeTwo(shot5), takeTwo(shot5), takeTwo(shot5))
print(takeTwo(cd), takeTwo(cd))

let zipped = zip(Countdown(current: 3), OneShot(["i", "ii", "iii", "iv"]))
print(zipped.map { "\($0):\($1)" })

var array = [Int]()
array.append(contentsOf: Countdown(current: 3))
print(array, array.capacity >= 3)
print(Set(Countdown(current: 4)).sorted())
print(Dictionary(uniqueKeysWithValues: zip(Countdown(current: 3), "abc")).sorted { $0.key < $1.key })
print(String(Countdown(current: 3).map(String.init).joined(separator: "..")))
print(sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }.underestimatedCount)
print(AnySequence(cd).underestimatedCount, [1, 2].underestimatedCount)

// expect: [5, 4, 3, 2, 1] 5
// expect: [50, 40, 30, 20, 10] [5, 3, 1]
// expect: 15 true false
// expect: Optional(2) Optional(1) Optional(5)
// expect: [3, 2, 1] [5, 4, 3] [5, 4] [2, 1]
// expect: [5, 4] [3, 2, 1]
// expect: [[5, 4], [2, 1]]
// expect: true true
// expect: [1, 2, 3, 4, 5] [1, 2, 3, 4, 5]
// expect: ["0-5", "1-4", "2-3", "3-2", "4-1"]
// expect: true
// expect: true 3
// expect: DropFirstSequence<Countdown> PrefixSequence<Countdown>
// expect: Optional("b")
// expect: ["c", "d"]
// expect: 0
// expect: Optional("x")
// expect: ["y", "z"]
// expect: ["1", "2"]
// expect: ["3", "4"]
// expect: ["q", "r"]
// expect: []
// expect: ["m", "n"] ["o"] []
// expect: [5, 4] [5, 4]
// expect: ["3:i", "2:ii", "1:iii"]
// expect: [3, 2, 1] true
// expect: [1, 2, 3, 4]
// expect: [(key: 1, value: "c"), (key: 2, value: "b"), (key: 3, value: "a")]
// expect: 3..2..1
// expect: 0
// expect: 5 2
