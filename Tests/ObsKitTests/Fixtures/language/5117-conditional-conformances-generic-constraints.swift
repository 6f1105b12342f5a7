// Compiler test style (test/Interpreter/conditional_conformances.swift): conditional conformances and generic constraints
protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "int(\(self))" } }
extension String: Describable { func describe() -> String { "str(\(self))" } }
extension Array: Describable where Element: Describable {
  func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
  func describe() -> String {
    switch self {
    case .some(let w): return "some(\(w.describe()))"
    case .none: return "none"
    }
  }
}
extension Dictionary: Describable where Key == String, Value: Describable {
  func describe() -> String {
    "{" + keys.sorted().map { "\($0)=\(self[$0]!.describe())" }.joined(separator: ";") + "}"
  }
}

print(5.describe(), "x".describe())
print([1, 2].describe(), [[1], [2, 3]].describe())
print(Optional(3).describe(), (nil as Int?).describe(), [Optional("a"), nil].describe())
print(["b": 2, "a": 1].describe(), ["k": [Optional(1)]].describe())

func describeAll<T: Describable>(_ xs: T...) -> String { xs.map { $0.describe() }.joined(separator: " ") }
print(describeAll(1, 2, 3), describeAll([["q"]]))

func isDescribable(_ x: Any) -> Bool { x is Describable }
print(isDescribable(1), isDescribable([1]), isDescribable([1.5]), isDescribable(Optional(1)), isDescribable(2.0))
if let d = [[7]] as Any as? Describable { print("dynamic:", d.describe()) }

struct Pair<T> { var a: T; var b: T }
extension Pair: Equatable where T: Equatable {}
extension Pair: Comparable where T: Comparable {
  static func < (l: Pair, r: Pair) -> Bool { (l.a, l.b) < (r.a, r.b) }
}
extension Pair where T: Numeric { var sum: T { a + b } }
extension Pair where T == String { var concat: String { a + b } }
print(Pair(a: 1, b: 2) == Pair(a: 1, b: 2), Pair(a: 1, b: 2) < Pair(a: 1, b: 3))
print([Pair(a: 3, b: 1), Pair(a: 1, b: 9), Pair(a: 1, b: 2)].sorted().map { "\($0.a)\($0.b)" })
print(Pair(a: 2.5, b: 0.5).sum, Pair(a: "ab", b: "cd").concat)

func largest<T: Comparable>(_ xs: [T]) -> T? where T: CustomStringConvertible {
  xs.max()
}
print(largest([3, 7, 2]) as Any, largest(["pear", "apple"]) as Any, largest([Int]()) as Any)
func common<T: Sequence, U: Sequence>(_ a: T, _ b: U) -> [T.Element] where T.Element: Hashable, T.Element == U.Element {
  let s = Set(b)
  return a.filter { s.contains($0) }
}
print(common([1, 2, 3, 4], [4, 2, 8]), common("hello", "world"))

// expect: int(5) str(x)
// expect: [int(1), int(2)] [[int(1)], [int(2), int(3)]]
// expect: some(int(3)) none [some(str(a)), none]
// expect: {a=int(1);b=int(2)} {k=[some(int(1))]}
// expect: int(1) int(2) int(3) [[str(q)]]
// expect: true true false true false
// expect: dynamic: [[int(7)]]
// expect: true true
// expect: ["12", "19", "31"]
// expect: 3.0 abcd
// expect: Optional(7) Optional("pear") nil
// expect: [2, 4] ["l", "l", "o"]
