// Compiler test style: sequence(first:next:), sequence(state:next:), AnySequence and lazy chains
let powers = sequence(first: 1) { $0 < 1000 ? $0 * 3 : nil }
print(Array(powers))
let collatz = sequence(first: 6) { $0 == 1 ? nil : ($0 % 2 == 0 ? $0 / 2 : 3 * $0 + 1) }
print(Array(collatz), Array(collatz).count)
let fibs = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
  defer { s = (s.1, s.0 + s.1) }
  return s.0
}
print(Array(fibs.prefix(10)))
print(Array(fibs.lazy.filter { $0 % 2 == 0 }.prefix(5)))
var evaluated: [Int] = []
let chain = (1...20).lazy.map { (x: Int) -> Int in evaluated.append(x); return x * x }.filter { $0 % 3 == 0 }
print(evaluated.count)
print(chain.first!, evaluated)
print(Array(chain.prefix(3)))
let any: AnySequence<String> = AnySequence(["a", "b", "c"].reversed())
print(any.map { $0.uppercased() }, any.underestimatedCount >= 0)
func countingSequence(_ n: Int) -> AnySequence<Int> {
  AnySequence { () -> AnyIterator<Int> in
    var i = 0
    return AnyIterator { i < n ? { defer { i += 1 }; return i }() : nil }
  }
}
let cs = countingSequence(4)
print(Array(cs), Array(cs))
let chars = sequence(first: "a" as Character) { c in
  let v = c.asciiValue! + 1
  return v <= 101 ? Character(UnicodeScalar(v)) : nil
}
print(String(chars))
let firstBig = (1...).lazy.map { $0 * $0 }.first { $0 > 200 }
print(firstBig!)
let compacted = ["1", "x", "3"].lazy.compactMap { Int($0) }
print(Array(compacted), compacted.reduce(0, +))
print(Array(stride(from: 10, through: 0, by: -4)), Array(repeatElement("z", count: 3)))

// expect: [1, 3, 9, 27, 81, 243, 729, 2187]
// expect: [6, 3, 10, 5, 16, 8, 4, 2, 1] 9
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [0, 2, 8, 34, 144]
// expect: 0
// expect: 9 [1, 2, 3, 3]
// expect: [9, 36, 81]
// expect: ["C", "B", "A"] true
// expect: [0, 1, 2, 3] [0, 1, 2, 3]
// expect: abcde
// expect: 225
// expect: [1, 3] 4
// expect: [10, 6, 2] ["z", "z", "z"]
