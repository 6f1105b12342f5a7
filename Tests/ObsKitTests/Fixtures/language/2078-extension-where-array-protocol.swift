// Compiler test style: conditional conformance of Array to a custom protocol where Element conforms
protocol Describable {
    func describe(indent: Int) -> String
}

extension Int: Describable {
    func describe(indent: Int) -> String {
        String(repeating: " ", count: indent) + "int \(self)"
    }
}

extension String: Describable {
    func describe(indent: Int) -> String {
        String(repeating: " ", count: indent) + "string \"\(self)\""
    }
}

extension Array: Describable where Element: Describable {
    func describe(indent: Int) -> String {
        var lines = [String(repeating: " ", count: indent) + "array(\(count))"]
        for e in self {
            lines.append(e.describe(indent: indent + 2))
        }
        return lines.joined(separator: "\n")
    }
}

extension Optional: Describable where Wrapped: Describable {
    func describe(indent: Int) -> String {
        switch self {
        case .some(let w): return w.describe(indent: indent)
        case .none: return String(repeating: " ", count: indent) + "nil"
        }
    }
}

extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}

extension Array where Element == String {
    func shout() -> [String] { map { $0.uppercased() + "!" } }
}

func show<T: Describable>(_ value: T) {
    print(value.describe(indent: 0))
}

show(5)
show(["a", "b"])
show([[1, 2], [], [3]])
show([Optional(1), nil, 3])
let nested: [[String?]] = [["x", nil]]
show(nested)
print([1, 2, 3, 4].total(), [0.5, 0.25].total())
print(["hi", "yo"].shout())
print([1, 2] is Describable, [1.5] is Describable)

// expect: int 5
// expect: array(2)
// expect:   string "a"
// expect:   string "b"
// expect: array(3)
// expect:   array(2)
// expect:     int 1
// expect:     int 2
// expect:   array(0)
// expect:   array(1)
// expect:     int 3
// expect: array(3)
// expect:   int 1
// expect:   nil
// expect:   int 3
// expect: array(1)
// expect:   array(2)
// expect:     string "x"
// expect:     nil
// expect: 10 0.75
// expect: ["HI!", "YO!"]
// expect: true false
