// Swift Evolution style (SE-0047): @discardableResult on functions and methods, result used or ignored, chaining
struct Stack<T> {
    private(set) var items: [T] = []
    @discardableResult
    mutating func push(_ x: T) -> Int {
        items.append(x)
        return items.count
    }
    @discardableResult
    mutating func pop() -> T? { items.popLast() }
}
var s = Stack<String>()
s.push("a")
s.push("b")
let depth = s.push("c")
print("depth", depth)
s.pop()
print(s.items, s.pop() ?? "-")
final class Builder {
    var parts: [String] = []
    @discardableResult
    func add(_ p: String) -> Builder { parts.append(p); return self }
}
let b = Builder()
b.add("x").add("y")
b.add("z")
print(b.parts.joined())
@discardableResult
func log(_ m: String) -> String { print("log:", m); return m.uppercased() }
log("ignored")
print(log("used"))

// expect: depth 3
// expect: ["a", "b"] b
// expect: xyz
// expect: log: ignored
// expect: log: used
// expect: USED
