// Swift compiler execution test style (generic operators): operators declared generically over protocols, overload resolution between generic and concrete versions, and operator functions as values
infix operator ≈ : ComparisonPrecedence
func ≈ <T: BinaryFloatingPoint>(a: T, b: T) -> Bool { abs(a - b) < 0.001 }
func ≈ (a: Int, b: Int) -> Bool { print("int overload"); return a == b }

print(0.1 + 0.2 ≈ 0.3, Float(1.0) ≈ Float(1.01), 3 ≈ 3)

infix operator ??= : AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) {
    if lhs == nil { lhs = rhs() }
}
var name: String? = nil
name ??= "first"
name ??= { print("not evaluated"); return "second" }()
print(name!)

infix operator +++ : AdditionPrecedence
func +++ <T>(l: [T], r: T) -> [T] { l + [r] }
func +++ <T>(l: T, r: [T]) -> [T] { [l] + r }
print([1, 2] +++ 3, 0 +++ [1, 2], ["a"] +++ "b" +++ "c")

func describe<T>(_ x: T) -> String { "generic \(x)" }
func describe(_ x: Int) -> String { "int \(x)" }
print(describe(5), describe("s"), describe(5.0))

let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("max", max)]
for (n, f) in ops { print(n, f(7, 3)) }
let cmp: (String, String) -> Bool = (>)
print(["b", "a", "c"].sorted(by: cmp), [3, 1, 2].sorted(by: <))

struct Meters: Comparable { var v: Int; static func < (a: Meters, b: Meters) -> Bool { a.v < b.v } }
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
print(largest([Meters(v: 3), Meters(v: 8)])!.v, largest([Int]()) as Any)
print(Meters(v: 1) <= Meters(v: 1), Meters(v: 2) > Meters(v: 3))
infix operator %% : MultiplicationPrecedence
func %% <T: BinaryInteger>(a: T, n: T) -> T { let r = a % n; return r < 0 ? r + n : r }
print(-7 %% 3, 7 %% 3, Int8(-1) %% 5, UInt(10) %% 4)

// expect: int overload
// expect: true false true
// expect: first
// expect: [1, 2, 3] [0, 1, 2] ["a", "b", "c"]
// expect: int 5 generic s generic 5.0
// expect: + 10
// expect: - 4
// expect: * 21
// expect: max 7
// expect: ["c", "b", "a"] [1, 2, 3]
// expect: 8 nil
// expect: true false
// expect: 2 1 4 2
