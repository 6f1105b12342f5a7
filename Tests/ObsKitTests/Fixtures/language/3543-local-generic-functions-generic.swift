// Compiler test style: local generic functions, generic recursion, and generic memoization
func outer<T: CustomStringConvertible>(_ xs: [T]) -> String {
    func inner<U>(_ u: U, _ tag: String) -> String { "\(tag)<\(U.self)>:\(u)" }
    return xs.map { inner($0, "x") }.joined(separator: " ") + " " + inner(xs.count, "n")
}
print(outer([1, 2]))
print(outer(["q"]))

func flattenAll<T>(_ x: Any, as: T.Type) -> [T] {
    if let t = x as? T { return [t] }
    if let arr = x as? [Any] { return arr.flatMap { flattenAll($0, as: T.self) } }
    return []
}
let nested: [Any] = [1, [2, [3, "s"]], "t", [[4]]]
print(flattenAll(nested, as: Int.self))
print(flattenAll(nested, as: String.self))

func memoize<In: Hashable, Out>(_ f: @escaping ((In) -> Out, In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    func m(_ x: In) -> Out {
        if let v = cache[x] { return v }
        let v = f(m, x); cache[x] = v; return v
    }
    return m
}
var calls = 0
let fib = memoize { (fib: (Int) -> Int, n: Int) -> Int in calls += 1; return n < 2 ? n : fib(n - 1) + fib(n - 2) }
print(fib(40), calls)
print(fib(41), calls)
struct RC: Hashable { var r, c: Int }
let grid = memoize { (g: (RC) -> Int, x: RC) -> Int in x.r == 0 || x.c == 0 ? 1 : g(RC(r: x.r - 1, c: x.c)) + g(RC(r: x.r, c: x.c - 1)) }
print(grid(RC(r: 10, c: 10)))

func power<T: Numeric>(_ base: T, _ e: Int) -> T { e == 0 ? 1 : base * power(base, e - 1) }
print(power(2, 10), power(1.5, 2), power(UInt8(3), 4))

func depthOf<T>(_ x: T) -> Int {
    func d(_ a: Any) -> Int { (a as? [Any]).map { 1 + ($0.map(d).max() ?? 0) } ?? 0 }
    return d(x)
}
print(depthOf([[1], [[2]]]), depthOf(5), depthOf([Int]()))
// expect: x<Int>:1 x<Int>:2 n<Int>:2
// expect: x<String>:q n<Int>:1
// expect: [1, 2, 3, 4]
// expect: ["s", "t"]
// expect: 102334155 41
// expect: 165580141 42
// expect: 184756
// expect: 1024 2.25 81
// expect: 3 0 1
