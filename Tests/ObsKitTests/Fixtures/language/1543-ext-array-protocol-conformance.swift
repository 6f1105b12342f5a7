// Extensions: `extension Array: Summarizable {}` adds a conformance, then protocol-extension methods are used on arrays; constrained extensions on Array where Element: Numeric.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Summarizable {
    var itemCount: Int { get }
}

extension Summarizable {
    func summary(label: String) -> String {
        "\(label): \(itemCount) item\(itemCount == 1 ? "" : "s")"
    }
    var isLarge: Bool { itemCount > 3 }
}

extension Array: Summarizable {
    var itemCount: Int { count }
}

extension Dictionary: Summarizable {
    var itemCount: Int { count }
}

extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

extension Array where Element == String {
    func bulleted() -> String { map { "- " + $0 }.joined(separator: "\n") }
}

let groceries = ["eggs", "milk", "bread", "tea"]
print(groceries.summary(label: "groceries"))
print(groceries.isLarge)
print(["x"].summary(label: "single"))
print(["a": 1, "b": 2].summary(label: "dict"))
print([3, 4, 5].total(), [1.5, 2.25].total())
print(groceries.bulleted())

let boxes: [any Summarizable] = [groceries, [1, 2], ["k": "v"]]
for b in boxes {
    print(b.summary(label: "box"), b.isLarge)
}

// expect: groceries: 4 items
// expect: true
// expect: single: 1 item
// expect: dict: 2 items
// expect: 12 3.75
// expect: - eggs
// expect: - milk
// expect: - bread
// expect: - tea
// expect: box: 4 items true
// expect: box: 2 items false
// expect: box: 1 item false
