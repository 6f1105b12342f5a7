// Generic functions and types with constraints
func largest<T: Comparable>(_ xs: [T]) -> T? {
    guard var best = xs.first else { return nil }
    for x in xs where x > best {
        best = x
    }
    return best
}

struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var count: Int { items.count }
}

print(largest([3, 9, 2]) ?? 0)
print(largest(["pear", "apple", "zucchini"]) ?? "")
print(largest([Double]()) as Any)

var st = Stack<String>()
st.push("a")
st.push("b")
print(st.count)
print(st.pop() ?? "-")
print(st.pop() ?? "-")
print(st.pop() ?? "-")

// expect: 9
// expect: zucchini
// expect: nil
// expect: 2
// expect: b
// expect: a
// expect: -
