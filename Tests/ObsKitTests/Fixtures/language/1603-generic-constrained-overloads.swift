// Generics: overloads chosen by constraints (unconstrained vs `where T: Equatable` vs concrete), and constrained extension methods picking the most specific.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func describe<T>(_ x: T) -> String { "generic \(x)" }
func describe<T: Numeric>(_ x: T) -> String { "numeric \(x)" }
func describe(_ x: Int) -> String { "exactly Int \(x)" }
func describe<T: StringProtocol>(_ x: T) -> String { "text \(x)" }

print(describe(3))
print(describe(2.5))
print(describe("hey"))
print(describe(true))
print(describe([1]))

struct Wrapper<T> {
    let inner: T
    func info() -> String { "wrapper" }
}
extension Wrapper where T: Equatable {
    func same(as other: T) -> Bool { inner == other }
}
extension Wrapper where T == String {
    func info() -> String { "string wrapper of length \(inner.count)" }
}
extension Wrapper where T: Collection {
    var size: Int { inner.count }
}

print(Wrapper(inner: 5).info())
print(Wrapper(inner: "hello").info())
print(Wrapper(inner: 5).same(as: 5), Wrapper(inner: "a").same(as: "b"))
print(Wrapper(inner: [1, 2, 3]).size, Wrapper(inner: "abcd").size)

func largest<T: Comparable>(_ a: T, _ b: T, _ rest: T...) -> T {
    var best = max(a, b)
    for r in rest where r > best { best = r }
    return best
}
print(largest(3, 9, 4), largest("pear", "apple"), largest(1.5, 0.5, 2.5, 2.0))

// expect: exactly Int 3
// expect: numeric 2.5
// expect: text hey
// expect: generic true
// expect: generic [1]
// expect: wrapper
// expect: string wrapper of length 5
// expect: true false
// expect: 3 4
// expect: 9 pear 2.5
