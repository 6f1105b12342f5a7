// Compiler test style: overloads chosen by constraint (Equatable vs unconstrained, Comparable vs Equatable)
func describe<T>(_ x: T) -> String { "any(\(x))" }
func describe<T: Equatable>(_ x: T) -> String { "equatable(\(x))" }
func describe<T: Comparable>(_ x: T) -> String { "comparable(\(x))" }

struct Plain { let v: Int }
struct Eq: Equatable { let v: Int }
struct Cmp: Comparable {
    let v: Int
    static func < (a: Cmp, b: Cmp) -> Bool { a.v < b.v }
}

print(describe(Plain(v: 1)))
print(describe(Eq(v: 2)))
print(describe(Cmp(v: 3)))
print(describe(42))
print(describe([1, 2]))
print(describe([Plain(v: 0)]).hasPrefix("any"))

func forward<T>(_ x: T) -> String { describe(x) }
func forwardEq<T: Equatable>(_ x: T) -> String { describe(x) }
print(forward(5))
print(forwardEq(5))
print(forwardEq(Eq(v: 9)))

func same<T>(_ a: T, _ b: T) -> String { "unknown" }
func same<T: Equatable>(_ a: T, _ b: T) -> String { a == b ? "equal" : "different" }
print(same(1, 1))
print(same(1, 2))
print(same(Plain(v: 1), Plain(v: 1)))
print(same("a", "a"))

extension Array {
    func summary() -> String { "array of \(count)" }
}
extension Array where Element: Equatable {
    func summary() -> String { "eq-array of \(count), first repeated: \(count > 1 && self[0] == self[1])" }
}
print([1, 1, 2].summary())
print([Plain(v: 1)].summary())
print(["x", "y"].summary())
// expect: any(Plain(v: 1))
// expect: equatable(Eq(v: 2))
// expect: comparable(Cmp(v: 3))
// expect: comparable(42)
// expect: equatable([1, 2])
// expect: true
// expect: any(5)
// expect: equatable(5)
// expect: equatable(Eq(v: 9))
// expect: equal
// expect: different
// expect: unknown
// expect: equal
// expect: eq-array of 3, first repeated: true
// expect: array of 1
// expect: eq-array of 2, first repeated: false
