// Compiler test style: conditional conformances on Array/Optional/Dictionary and dispatch in generic contexts
// known-gap: error: 2265-conditional-conformance.swift:38:38: error: value of type 'Any.Type' has no member 'zero'
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

func show<T: Describable>(_ x: T) -> String { x.describe() }
func showIfPossible<T>(_ x: T) -> String {
    if let d = x as? Describable { return "dynamic " + d.describe() }
    return "not describable: \(x)"
}

print(show(5), show("a"))
print(show([1, 2]), show([[3], [4, 5]]))
print(show(Optional(7)), show(Optional<Int>.none), show([Optional("x"), nil]))
print(showIfPossible(9))
print(showIfPossible([1, 2]))
print(showIfPossible([1.5]))
print(showIfPossible(Optional([8])))

protocol Summable { static func + (a: Self, b: Self) -> Self; static var zero: Self { get } }
extension Int: Summable { static var zero: Int { 0 } }
extension String: Summable { static var zero: String { "" } }
extension Sequence where Element: Summable {
    func total() -> Element { reduce(Element.zero, +) }
}
extension Collection where Element: Collection, Element.Element: Summable {
    func rowTotals() -> [Element.Element] { map { $0.total() } }
}
print([1, 2, 3].total(), ["a", "b"].total(), [[1, 2], [3]].rowTotals(), [["x"], []].rowTotals())
extension Array where Element == Int {
    func describe() -> String { "shadowed ints \(count)" }
}
print([1, 2].describe(), show([1, 2]))
// expect: int(5) str(a)
// expect: [int(1), int(2)] [[int(3)], [int(4), int(5)]]
// expect: some(int(7)) none [some(str(x)), none]
// expect: dynamic int(9)
// expect: dynamic [int(1), int(2)]
// expect: not describable: [1.5]
// expect: dynamic some([int(8)])
// expect: 6 ab [3, 3] ["x", ""]
// expect: shadowed ints 2 [int(1), int(2)]
