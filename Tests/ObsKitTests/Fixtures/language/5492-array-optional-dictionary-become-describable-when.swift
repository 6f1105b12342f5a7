// Stack Overflow style (conditional conformance): Array, Optional and Dictionary become Describable when their elements are
protocol Describable {
    var describe: String { get }
}

extension Int: Describable {
    var describe: String { "int(\(self))" }
}

extension String: Describable {
    var describe: String { "str(\(self))" }
}

extension Array: Describable where Element: Describable {
    var describe: String { "[" + map { $0.describe }.joined(separator: ", ") + "]" }
}

extension Optional: Describable where Wrapped: Describable {
    var describe: String {
        switch self {
        case .some(let w): return "some(\(w.describe))"
        case .none: return "none"
        }
    }
}

extension Dictionary: Describable where Key == String, Value: Describable {
    var describe: String {
        "{" + keys.sorted().map { "\($0): \(self[$0]!.describe)" }.joined(separator: ", ") + "}"
    }
}

func render<T: Describable>(_ x: T) -> String { x.describe }

print(render(3))
print(render([1, 2]))
print(render([["a"], ["b", "c"]]))
let maybe: Int? = nil
print(render(maybe))
print(render([Optional(1), nil, 3]))
print(render(["k": [1], "a": []]))

let items: [any Describable] = [1, "two", [3, 4], Optional("five")]
for item in items {
    print(item.describe)
}
print([1, 2] is any Describable)
let anyArr: Any = [1.5]
print(anyArr is any Describable)

// expect: int(3)
// expect: [int(1), int(2)]
// expect: [[str(a)], [str(b), str(c)]]
// expect: none
// expect: [some(int(1)), none, some(int(3))]
// expect: {a: [], k: [int(1)]}
// expect: int(1)
// expect: str(two)
// expect: [int(3), int(4)]
// expect: some(str(five))
// expect: true
// expect: false
