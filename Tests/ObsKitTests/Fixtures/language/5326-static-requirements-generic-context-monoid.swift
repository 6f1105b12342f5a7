// Compiler test style: a protocol's static requirement named as an implicit member inside generic functions (`.empty` is `T.empty`), through a conditional conformance of Optional, beside other conformers
protocol Monoid {
    static var empty: Self { get }
    static func combine(_ a: Self, _ b: Self) -> Self
}
extension Int: Monoid {
    static var empty: Int { 0 }
    static func combine(_ a: Int, _ b: Int) -> Int { a + b }
}
extension String: Monoid {
    static var empty: String { "" }
    static func combine(_ a: String, _ b: String) -> String { a + b }
}
extension Optional: Monoid where Wrapped: Monoid {
    static var empty: Self { nil }
    static func combine(_ a: Self, _ b: Self) -> Self {
        switch (a, b) {
        case (nil, let x), (let x, nil): return x
        case let (x?, y?): return Wrapped.combine(x, y)
        }
    }
}
struct Tally: Monoid, CustomStringConvertible {
    var count: Int
    static var empty: Tally { Tally(count: 0) }
    static func combine(_ a: Tally, _ b: Tally) -> Tally { Tally(count: a.count + b.count) }
    var description: String { "Tally(\(count))" }
}

func fold<T: Monoid>(_ values: [T]) -> T { values.reduce(.empty) { T.combine($0, $1) } }
func unit<T: Monoid>(_ sample: T) -> T { .empty }

print(fold([1, 2, 3]), fold(["a", "b"]), fold([Tally(count: 2), Tally(count: 5)]))
print(fold([Int]()), fold([String]()).isEmpty, fold([Tally]()))
print(unit(7), unit("x").count, unit(Tally(count: 9)))
print(unit(Optional(2)) as Any, fold([Optional(1), nil, Optional(4)]) as Any)

// A closure of no parameters where a function of one `Void` is expected.
func apply<A, B>(_ a: A, _ f: (A) -> B) -> B { f(a) }
print(apply((), { 5 }), apply(2, { $0 * 10 }))

// expect: 6 ab Tally(7)
// expect: 0 true Tally(0)
// expect: 0 0 Tally(0)
// expect: nil Optional(5)
// expect: 5 20
