// Compiler test style: generic higher-order helpers (zipWith, flip, partial application, iterate) and lazy map ordering
func zipWith<A, B, C>(_ xs: [A], _ ys: [B], _ f: (A, B) -> C) -> [C] {
  return zip(xs, ys).map { f($0, $1) }
}
func flip<A, B, C>(_ f: @escaping (A, B) -> C) -> (B, A) -> C {
  return { b, a in f(a, b) }
}
func partial<A, B, C>(_ f: @escaping (A, B) -> C, _ a: A) -> (B) -> C {
  return { f(a, $0) }
}
func iterate<T>(_ seed: T, count: Int, _ next: (T) -> T) -> [T] {
  var out = [seed]
  while out.count < count { out.append(next(out.last!)) }
  return out
}
func applyAll<T>(_ fs: [(T) -> T]) -> (T) -> [T] {
  return { x in fs.map { $0(x) } }
}
func groupBy<T, K: Hashable & Comparable>(_ xs: [T], _ key: (T) -> K) -> [(K, [T])] {
  var dict: [K: [T]] = [:]
  for x in xs { dict[key(x), default: []].append(x) }
  return dict.keys.sorted().map { ($0, dict[$0]!) }
}

print(zipWith([1, 2, 3], [10, 20, 30], +))
print(zipWith(["a", "b"], [3, 1]) { String(repeating: $0, count: $1) })
let subtract = { (a: Int, b: Int) in a - b }
print(subtract(10, 3), flip(subtract)(10, 3))
let prefixWith = partial({ (p: String, s: String) in p + s }, "re-")
print(["do", "make", "view"].map(prefixWith))
print(iterate(1, count: 8) { $0 * 3 })
print(iterate("a", count: 4) { $0 + "b" })
print(applyAll([{ $0 + 1 }, { $0 * $0 }, { -$0 }])(7))
for (k, v) in groupBy(["kiwi", "fig", "plum", "apple", "date"], \.count) { print(k, v) }
print(["one", "three"].map(\.count), [3, 1, 2].sorted(by: >))
print(["1", "x", "3"].compactMap(Int.init), [1, 2].map(String.init))

var trace: [String] = []
let lazyResult = [1, 2, 3, 4].lazy
  .map { n -> Int in trace.append("m\(n)"); return n * 10 }
  .filter { n -> Bool in trace.append("f\(n)"); return n > 15 }
print(trace.isEmpty)
print(lazyResult.first!)
print(trace)
let firstTwo = Array(lazyResult.prefix(2))
print(firstTwo, trace.count)
let sums = [[1, 2], [3], []].map { $0.reduce(0, +) }
print(sums.max().map { "max \($0)" } ?? "none")

// expect: [11, 22, 33]
// expect: ["aaa", "b"]
// expect: 7 -7
// expect: ["re-do", "re-make", "re-view"]
// expect: [1, 3, 9, 27, 81, 243, 729, 2187]
// expect: ["a", "ab", "abb", "abbb"]
// expect: [8, 49, -7]
// expect: 3 ["fig"]
// expect: 4 ["kiwi", "plum", "date"]
// expect: 5 ["apple"]
// expect: [3, 5] [3, 2, 1]
// expect: [1, 3] ["1", "2"]
// expect: true
// expect: 20
// expect: ["m1", "f10", "m2", "f20", "m2"]
// expect: [20, 30] 21
// expect: max 3
