// Compiler test style: generic functions with closures and where clauses over sequences
func countWhere<S: Sequence>(_ s: S, _ pred: (S.Element) -> Bool) -> Int {
  var n = 0
  for e in s where pred(e) { n += 1 }
  return n
}
print(countWhere([1, 2, 3, 4, 5]) { $0 > 2 })
print(countWhere("mississippi") { $0 == "s" })
print(countWhere(1...100) { $0 % 7 == 0 })

func partitioned<T>(_ xs: [T], by pred: (T) -> Bool) -> (yes: [T], no: [T]) {
  var y: [T] = [], n: [T] = []
  for x in xs { if pred(x) { y.append(x) } else { n.append(x) } }
  return (y, n)
}
let p = partitioned(Array(1...10)) { $0.isMultiple(of: 3) }
print(p.yes, p.no)

func sumBy<S: Sequence, N: Numeric>(_ s: S, _ f: (S.Element) -> N) -> N {
  s.reduce(0) { $0 + f($1) }
}
print(sumBy(["a", "bb", "ccc"]) { $0.count })
print(sumBy([1.5, 2.5]) { $0 * 2 })

func maxBy<T, K: Comparable>(_ xs: [T], _ key: (T) -> K) -> T? {
  guard var best = xs.first else { return nil }
  for x in xs.dropFirst() where key(x) > key(best) { best = x }
  return best
}
print(maxBy(["pear", "fig", "banana", "kiwi"]) { $0.count } ?? "")
print(maxBy([Int]()) { $0 } as Any)

func pipeline<T>(_ v: T, _ steps: [(T) -> T]) -> T { steps.reduce(v) { $1($0) } }
print(pipeline(3, [{ $0 + 1 }, { $0 * $0 }, { -$0 }]))
print(pipeline("ab", [{ $0 + "c" }, { String($0.reversed()) }]))

func uniq<T: Hashable>(_ xs: [T]) -> [T] {
  var seen = Set<T>()
  return xs.filter { seen.insert($0).inserted }
}
print(uniq([3, 1, 3, 2, 1, 4]), uniq(Array("hello")))

extension Array {
  func chunked(_ n: Int) -> [[Element]] {
    stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) }
  }
}
print([1, 2, 3, 4, 5, 6, 7].chunked(3))
// expect: 3
// expect: 4
// expect: 14
// expect: [3, 6, 9] [1, 2, 4, 5, 7, 8, 10]
// expect: 6
// expect: 8.0
// expect: banana
// expect: nil
// expect: -16
// expect: cba
// expect: [3, 1, 2, 4] ["h", "e", "l", "o"]
// expect: [[1, 2, 3], [4, 5, 6], [7]]
