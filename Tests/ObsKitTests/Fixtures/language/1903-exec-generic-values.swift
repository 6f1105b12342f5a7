// Execution-test style: generic parameters used as values (`T.self`, `T()`, `[T]()`, `T.Type` comparisons, `MemoryLayout<T>`), one case per line.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func name<T>(_: T.Type) -> String { "\(T.self)" }
func nameOf<T>(_ v: T) -> String { "\(T.self)" }
func make<T: ExpressibleByIntegerLiteral>(_: T.Type) -> T { 7 }
func empty<T>(_: T.Type) -> [T] { [T]() }
func isSame<A, B>(_: A.Type, _: B.Type) -> Bool { A.self == B.self }
func defaults<T: RangeReplaceableCollection>(_: T.Type) -> T { T() }
func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }

print(name(Int.self), name(String?.self), name([Double].self), name((Int, Bool).self))
print(nameOf(1), nameOf("a"), nameOf([1: "a"]), nameOf(3.5), nameOf(Int?.none))
print(make(Int.self), make(Double.self), make(UInt8.self))
print(type(of: make(Double.self)))
print(empty(Int.self), type(of: empty(String.self)))
print(isSame(Int.self, Int.self), isSame(Int.self, Int64.self), isSame([Int].self, Array<Int>.self))
print(defaults(String.self).isEmpty, defaults([Int].self).count)
print(size(Int8.self), size(Int32.self), size(Double.self), size(Bool.self))
struct G<X> { static func describe() -> String { "G of \(X.self)" } }
print(G<Int>.describe(), G<[String]>.describe(), G<G<Bool>>.describe())
print(Int.self == Int.self, type(of: 1) == Int.self, type(of: 1 as Any) == Int.self)

// expect: Int Optional<String> Array<Double> (Int, Bool)
// expect: Int String Dictionary<Int, String> Double Optional<Int>
// expect: 7 7.0 7
// expect: Double
// expect: [] Array<String>
// expect: true false true
// expect: true 0
// expect: 1 4 8 1
// expect: G of Int G of Array<String> G of G<Bool>
// expect: true true true
