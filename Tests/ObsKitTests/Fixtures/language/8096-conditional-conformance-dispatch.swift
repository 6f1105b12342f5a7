// Compiler test style: conditional conformances, associated types and dispatch through constrained generic code
// known-gap: line 4: expected '["int(1)", "arr[int(1),int(2)]", "not describable", "arr[str(s)]", "some(int(3))", "not describable"]', got '["int(1)", "arr[int(1),int(2)]", "not describable", "arr[str(s)]", "some(int(3))", "arr[none]"]'
protocol Describable { func describe() -> String }

extension Int: Describable { func describe() -> String { "int(\(self))" } }
extension String: Describable { func describe() -> String { "str(\(self))" } }
extension Array: Describable where Element: Describable {
    func describe() -> String { "arr[" + map { $0.describe() }.joined(separator: ",") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String { map { "some(\($0.describe()))" } ?? "none" }
}
extension Dictionary: Describable where Key == String, Value: Describable {
    func describe() -> String {
        "dict{" + sorted { $0.key < $1.key }.map { "\($0.key)->\($0.value.describe())" }.joined(separator: ",") + "}"
    }
}

func show<T: Describable>(_ x: T) -> String { x.describe() }
print(show(1), show("a"), show([1, 2]), show([[1], [2, 3]]))
print(show(Optional(5)), show(Int?.none), show([Optional("x"), nil]))
print(show(["b": [1], "a": []]))

// Runtime checks honour conditional conformances
let values: [Any] = [1, [1, 2], [1.5], ["s"], Optional(3) as Any, [Optional<Double>.none]]
print(values.map { ($0 as? any Describable)?.describe() ?? "not describable" })

// Associated types with constraints and default implementation
protocol Stack {
    associatedtype Item
    var items: [Item] { get set }
    mutating func push(_ x: Item)
    func peek() -> Item?
}
extension Stack {
    mutating func push(_ x: Item) { items.append(x) }
    func peek() -> Item? { items.last }
}
extension Stack where Item: Comparable {
    func maxItem() -> Item? { items.max() }
}
extension Stack where Item: Describable {
    func dump() -> String { items.map { $0.describe() }.joined(separator: " | ") }
}
struct IntStack: Stack { var items: [Int] = [] }
struct LoudStack<T>: Stack {
    var items: [T] = []
    mutating func push(_ x: T) { print("  LoudStack push \(x)"); items.append(x) }
}

func fill<S: Stack>(_ s: inout S, _ xs: [S.Item]) { for x in xs { s.push(x) } }
var a = IntStack()
fill(&a, [3, 9, 4])
print(a.peek() as Any, a.maxItem() as Any, a.dump())
var b = LoudStack<String>()
fill(&b, ["x", "yy"])
print(b.peek() as Any, b.maxItem() as Any, b.dump())

// Equatable/Hashable synthesized conditionally for generic structs
struct Wrapper<T> { var value: T }
extension Wrapper: Equatable where T: Equatable {}
extension Wrapper: Hashable where T: Hashable {}
print(Wrapper(value: 1) == Wrapper(value: 1), Set([Wrapper(value: "a"), Wrapper(value: "a")]).count)
print(Wrapper(value: [1, 2]) == Wrapper(value: [1, 2]), [Wrapper(value: 1)].contains(Wrapper(value: 2)))

// where clause on a generic function selecting overload by conformance
func info<T>(_ x: T) -> String { "plain" }
func info<T: Describable>(_ x: T) -> String { "describable " + x.describe() }
print(info(1), info(1.0), info([1]), info([1.0]))

// expect: int(1) str(a) arr[int(1),int(2)] arr[arr[int(1)],arr[int(2),int(3)]]
// expect: some(int(5)) none arr[some(str(x)),none]
// expect: dict{a->arr[],b->arr[int(1)]}
// expect: ["int(1)", "arr[int(1),int(2)]", "not describable", "arr[str(s)]", "some(int(3))", "not describable"]
// expect: Optional(4) Optional(9) int(3) | int(9) | int(4)
// expect:   LoudStack push x
// expect:   LoudStack push yy
// expect: Optional("yy") Optional("yy") str(x) | str(yy)
// expect: true 1
// expect: true false
// expect: describable int(1) plain describable arr[int(1)] plain
