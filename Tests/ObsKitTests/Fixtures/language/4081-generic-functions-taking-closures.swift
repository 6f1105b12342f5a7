// Compiler test style: generic functions taking closures with inferred types
func transform<A, B>(_ a: A, _ f: (A) -> B) -> B { f(a) }
print(transform(5) { $0 * 3 })
print(transform("abc") { $0.count })
print(transform([1, 2, 3]) { $0.reversed().map(String.init) })

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
  { g(f($0)) }
}
let lenThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(lenThenDouble("hello"))

func reduceWith<T, R>(_ xs: [T], _ initial: R, _ combine: (R, T) -> R) -> R {
  var acc = initial
  for x in xs { acc = combine(acc, x) }
  return acc
}
print(reduceWith([1, 2, 3, 4], 0, +))
print(reduceWith(["a", "b", "c"], "") { $0 + $1.uppercased() })
print(reduceWith([3, 1, 2], [Int]()) { [$1] + $0 })

func groupBy<T, K: Hashable & Comparable>(_ xs: [T], key: (T) -> K) -> [(K, [T])] {
  var d: [K: [T]] = [:]
  for x in xs { d[key(x), default: []].append(x) }
  return d.keys.sorted().map { ($0, d[$0]!) }
}
for (k, v) in groupBy(["apple", "avocado", "banana", "blueberry", "cherry"], key: { $0.first! }) {
  print(k, v)
}

func memoize<In: Hashable, Out>(_ f: @escaping (In) -> Out) -> (In) -> Out {
  var cache: [In: Out] = [:]
  return { x in
    if let c = cache[x] { print("hit", x); return c }
    let r = f(x); cache[x] = r; return r
  }
}
let sq = memoize { (x: Int) -> Int in print("compute", x); return x * x }
print(sq(4), sq(4), sq(5))

func pair<T: Comparable>(_ a: T, _ b: T, by less: (T, T) -> Bool = (<)) -> (T, T) {
  less(a, b) ? (a, b) : (b, a)
}
print(pair(9, 2))
print(pair("z", "m", by: >))
// expect: 15
// expect: 3
// expect: ["3", "2", "1"]
// expect: 10
// expect: 10
// expect: ABC
// expect: [2, 1, 3]
// expect: a ["apple", "avocado"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: compute 4
// expect: hit 4
// expect: compute 5
// expect: 16 16 25
// expect: (2, 9)
// expect: ("z", "m")
