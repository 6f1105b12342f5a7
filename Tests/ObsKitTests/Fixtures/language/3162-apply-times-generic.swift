// Compiler test style: higher-order generic functions like apply(_:times:) and iterate
func apply<T>(_ f: (T) -> T, times n: Int, to x: T) -> T {
  var v = x
  for _ in 0..<n { v = f(v) }
  return v
}

func iterate<T>(_ seed: T, count: Int, _ next: (T) -> T) -> [T] {
  var out = [seed]
  while out.count < count { out.append(next(out[out.count - 1])) }
  return out
}

func applyAll<T>(_ fs: [(T) -> T], to x: T) -> T {
  fs.reduce(x) { acc, f in f(acc) }
}

func twice<T>(_ f: @escaping (T) -> T) -> (T) -> T { { f(f($0)) } }

print(apply({ $0 * 2 }, times: 10, to: 1))
print(apply({ $0 + "!" }, times: 3, to: "hey"))
print(apply({ $0.reversed() }, times: 3, to: [1, 2, 3]))
print(iterate(1, count: 6) { $0 * 3 })
print(iterate("a", count: 4) { $0 + "b" })
print(applyAll([{ $0 + 1 }, { $0 * 10 }, { $0 - 3 }], to: 4))
print(twice(twice({ (x: Int) in x + 1 }))(0))
print(apply(twice { $0 * $0 }, times: 1, to: 3))

func zipWith<A, B, C>(_ a: [A], _ b: [B], _ f: (A, B) -> C) -> [C] {
  zip(a, b).map(f)
}
print(zipWith([1, 2, 3], ["x", "y", "z"]) { String(repeating: $1, count: $0) })
// expect: 1024
// expect: hey!!!
// expect: [3, 2, 1]
// expect: [1, 3, 9, 27, 81, 243]
// expect: ["a", "ab", "abb", "abbb"]
// expect: 47
// expect: 4
// expect: 81
// expect: ["x", "yy", "zzz"]
