// Compiler test style: conditional conformance of a generic wrapper when Element conforms
protocol Describable {
    func describe() -> String
}
extension Int: Describable {
    func describe() -> String { return "Int(\(self))" }
}
extension String: Describable {
    func describe() -> String { return "Str(\(self))" }
}
struct Box<T> {
    var items: [T]
}
extension Box: Describable where T: Describable {
    func describe() -> String {
        return "Box[" + items.map { $0.describe() }.joined(separator: ", ") + "]"
    }
}
func show<D: Describable>(_ d: D) { print(d.describe()) }
show(Box(items: [1, 2, 3]))
show(Box(items: ["a", "b"]))
show(Box(items: [Box(items: [7]), Box(items: [8, 9])]))
let erased: [any Describable] = [5, "x", Box(items: [10])]
for e in erased { print(e.describe()) }
func check(_ x: Any) -> Bool { return x is Describable }
print(check(Box(items: [1])), check(Box(items: [1.5])))
// expect: Box[Int(1), Int(2), Int(3)]
// expect: Box[Str(a), Str(b)]
// expect: Box[Box[Int(7)], Box[Int(8), Int(9)]]
// expect: Int(5)
// expect: Str(x)
// expect: Box[Int(10)]
// expect: true false
