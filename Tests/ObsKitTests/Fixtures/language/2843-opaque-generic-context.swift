// Compiler test style: opaque return types from generic functions and properties
protocol Wrapped { associatedtype V; var inner: V { get } }
struct W<V>: Wrapped { var inner: V }
func wrap<T>(_ t: T) -> some Wrapped { W(inner: t) }
let w1 = wrap(5)
let w2 = wrap("five")
print(w1.inner, w2.inner)
print(type(of: w1), type(of: w2))
struct Lazy {
    var base: [Int]
    var evens: some Collection { base.filter { $0 % 2 == 0 } }
    var reversedView: some Sequence { base.reversed() }
}
let lz = Lazy(base: [1, 2, 3, 4, 5, 6])
print(Array(lz.evens), lz.evens.count)
print(Array(lz.reversedView))
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let h = compose({ (x: Int) in x * 2 }, { "[\($0)]" })
print(h(21))
func counter() -> some IteratorProtocol {
    var i = 0
    return AnyIterator { i += 1; return i <= 3 ? i : nil }
}
var it = counter()
while let v = it.next() { print("tick", v) }
func eq() -> some Equatable { 42 }
print(eq() == eq())
// expect: 5 five
// expect: W<Int> W<String>
// expect: [2, 4, 6] 3
// expect: [6, 5, 4, 3, 2, 1]
// expect: [42]
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: true
