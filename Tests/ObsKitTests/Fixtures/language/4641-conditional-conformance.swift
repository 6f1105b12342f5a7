// Compiler test style: conditional conformances such as extension Array: P where Element: P
// known-gap: line 13: expected "no: Array<Array<Double>>", got "yes: []"
protocol Describable {
  func describe() -> String
}

extension Int: Describable {
  func describe() -> String { return "int(\(self))" }
}
extension String: Describable {
  func describe() -> String { return "str(\(self))" }
}
extension Array: Describable where Element: Describable {
  func describe() -> String { return "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
  func describe() -> String {
    switch self {
    case .some(let w): return "some(" + w.describe() + ")"
    case .none: return "none"
    }
  }
}
extension Dictionary: Describable where Key == String, Value: Describable {
  func describe() -> String {
    return "{" + keys.sorted().map { "\($0): \(self[$0]!.describe())" }.joined(separator: ", ") + "}"
  }
}

func show<T: Describable>(_ x: T) { print(x.describe()) }

show(5)
show([1, 2])
show([[1], [2, 3]])
show(["a", "b"])
show(Optional(3))
show([Optional(1), nil])
show(["k": [1, 2], "a": []])
let nothing: Int? = nil
show(nothing)

func check(_ x: Any) -> String {
  if let d = x as? any Describable { return "yes: " + d.describe() }
  return "no: \(type(of: x))"
}
print(check([1, 2, 3]))
print(check([1.5]))
print(check(["x": 1]))
print(check([Optional("s")]))
print(check([[Double]]()))

struct Wrapper<T> {
  let value: T
}
extension Wrapper: Equatable where T: Equatable {}
extension Wrapper: CustomStringConvertible where T: CustomStringConvertible {
  var description: String { return "W<\(value.description)>" }
}

print(Wrapper(value: 1) == Wrapper(value: 1))
print(Wrapper(value: "a") == Wrapper(value: "b"))
print(Wrapper(value: 42))
print(Wrapper(value: [1, 2]))
struct Plain {}
print(Wrapper(value: Plain()))

protocol Summable { static func + (a: Self, b: Self) -> Self; static var zero: Self { get } }
extension Int: Summable { static var zero: Int { 0 } }
extension Array: Summable where Element: Summable {
  static var zero: [Element] { [] }
  static func + (a: [Element], b: [Element]) -> [Element] {
    let n = Swift.max(a.count, b.count)
    return (0..<n).map { i in (i < a.count ? a[i] : Element.zero) + (i < b.count ? b[i] : Element.zero) }
  }
}
func sumAll<T: Summable>(_ xs: [T]) -> T { return xs.reduce(T.zero, +) }
print(sumAll([1, 2, 3]))
print(sumAll([[1, 2], [10], [100, 200, 300]]))
print(sumAll([[[1]], [[2, 3]]]))

// expect: int(5)
// expect: [int(1), int(2)]
// expect: [[int(1)], [int(2), int(3)]]
// expect: [str(a), str(b)]
// expect: some(int(3))
// expect: [some(int(1)), none]
// expect: {a: [], k: [int(1), int(2)]}
// expect: none
// expect: yes: [int(1), int(2), int(3)]
// expect: no: Array<Double>
// expect: yes: {x: int(1)}
// expect: yes: [some(str(s))]
// expect: no: Array<Array<Double>>
// expect: true
// expect: false
// expect: W<42>
// expect: W<[1, 2]>
// expect: Wrapper<Plain>(value: main.Plain())
// expect: 6
// expect: [111, 202, 300]
// expect: [[3, 3]]
