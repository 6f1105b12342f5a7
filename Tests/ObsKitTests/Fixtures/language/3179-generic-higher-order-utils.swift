// Compiler test style: generic higher-order helpers: pipe, partial application, predicates
infix operator |> : AdditionPrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

func partial<A, B, C>(_ f: @escaping (A, B) -> C, _ a: A) -> (B) -> C { { f(a, $0) } }
func not<T>(_ p: @escaping (T) -> Bool) -> (T) -> Bool { { !p($0) } }
func both<T>(_ p: @escaping (T) -> Bool, _ q: @escaping (T) -> Bool) -> (T) -> Bool {
  { p($0) && q($0) }
}
func constant<A, B>(_ b: B) -> (A) -> B { { _ in b } }
func identity<T>(_ x: T) -> T { x }

let isEven: (Int) -> Bool = { $0 % 2 == 0 }
let isSmall: (Int) -> Bool = { $0 < 5 }
let xs = Array(1...9)
print(xs.filter(not(isEven)))
print(xs.filter(both(isEven, isSmall)))
print(xs.filter(both(not(isEven), not(isSmall))))
print(xs.map(constant("z") as (Int) -> String).joined())
print(xs.map(identity) == xs)

let pow2 = partial({ (b: Int, e: Int) -> Int in (0..<e).reduce(1) { acc, _ in acc * b } }, 2)
print((0...6).map(pow2))

let result = 3 |> { $0 + 4 } |> { $0 * 2 } |> String.init
print(result, type(of: result))
print("swift" |> { $0.uppercased() } |> { $0.count })

func groupBy<T, K: Comparable>(_ xs: [T], _ key: (T) -> K) -> [(K, [T])] {
  var out: [(K, [T])] = []
  for x in xs {
    let k = key(x)
    if let i = out.firstIndex(where: { $0.0 == k }) { out[i].1.append(x) } else { out.append((k, [x])) }
  }
  return out.sorted { $0.0 < $1.0 }
}
for (k, v) in groupBy(["apple", "bob", "cat", "avocado", "bee"], { $0.first! }) {
  print(k, v)
}
// expect: [1, 3, 5, 7, 9]
// expect: [2, 4]
// expect: [5, 7, 9]
// expect: zzzzzzzzz
// expect: true
// expect: [1, 2, 4, 8, 16, 32, 64]
// expect: 14 String
// expect: 5
// expect: a ["apple", "avocado"]
// expect: b ["bob", "bee"]
// expect: c ["cat"]
