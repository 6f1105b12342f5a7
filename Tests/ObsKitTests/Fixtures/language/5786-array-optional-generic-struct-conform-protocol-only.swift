// Compiler test style (conditional conformances): Array, Optional and a generic struct conform to a protocol only when their elements do
protocol Describable { func describe() -> String }
extension Int: Describable { func describe() -> String { "i\(self)" } }
extension String: Describable { func describe() -> String { "s'\(self)'" } }

extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ",") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String {
        switch self {
        case .some(let w): return "some(\(w.describe()))"
        case .none: return "none"
        }
    }
}
struct Pair<A, B> { var a: A; var b: B }
extension Pair: Describable where A: Describable, B: Describable {
    func describe() -> String { "<\(a.describe()) \(b.describe())>" }
}
extension Pair: Equatable where A: Equatable, B: Equatable {}

func show<T: Describable>(_ x: T) { print(x.describe()) }

show(3)
show([1, 2, 3])
show([[1], [2, 3], []])
show(["a", "b"])
show(Optional(7))
show(Optional<Int>.none)
show([Optional(1), nil])
show(Pair(a: 1, b: "x"))
show([Pair(a: [1], b: Optional("y"))])

print(Pair(a: 1, b: "z") == Pair(a: 1, b: "z"), Pair(a: 1, b: "z") == Pair(a: 2, b: "z"))

func isDescribable(_ x: Any) -> Bool { x is Describable }
print(isDescribable([1, 2]), isDescribable([1.5]), isDescribable(Optional(3)))
let anyList: [Any] = [5, ["p"], [2.0], Pair(a: 1, b: 2), Pair(a: 1.0, b: 2)]
for item in anyList {
    if let d = item as? Describable { print("yes", d.describe()) } else { print("no", item) }
}

protocol Summable { static func + (l: Self, r: Self) -> Self; static var zero: Self { get } }
extension Int: Summable { static var zero: Int { 0 } }
extension Array: Summable where Element: Summable {
    static var zero: [Element] { [] }
}
func sumAll<T: Summable>(_ xs: [T]) -> T { xs.reduce(T.zero, +) }
print(sumAll([1, 2, 3]), sumAll([[1], [2, 3]]))

// expect: i3
// expect: [i1,i2,i3]
// expect: [[i1],[i2,i3],[]]
// expect: [s'a',s'b']
// expect: some(i7)
// expect: none
// expect: [some(i1),none]
// expect: <i1 s'x'>
// expect: [<[i1] some(s'y')>]
// expect: true false
// expect: true false true
// expect: yes i5
// expect: yes [s'p']
// expect: no [2.0]
// expect: yes <i1 i2>
// expect: no Pair<Double, Int>(a: 1.0, b: 2)
// expect: 6 [1, 2, 3]
