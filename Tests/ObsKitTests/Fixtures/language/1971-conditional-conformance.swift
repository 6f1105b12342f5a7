// Compiler test style: conditional conformances on generic types
protocol Describable {
    func describe() -> String
}

extension Int: Describable { func describe() -> String { "int \(self)" } }
extension String: Describable { func describe() -> String { "str '\(self)'" } }

struct Wrapper<T> {
    let value: T
}

extension Wrapper: Describable where T: Describable {
    func describe() -> String { "wrapped(\(value.describe()))" }
}
extension Wrapper: Equatable where T: Equatable {}
extension Wrapper: Comparable where T: Comparable {
    static func < (a: Wrapper, b: Wrapper) -> Bool { a.value < b.value }
}

extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String {
        switch self {
        case .some(let w): return "some \(w.describe())"
        case .none: return "none"
        }
    }
}

func show<D: Describable>(_ d: D) { print(d.describe()) }

show(Wrapper(value: 5))
show(Wrapper(value: Wrapper(value: "deep")))
show([1, 2, 3])
show([Wrapper(value: "a"), Wrapper(value: "b")])
show(Optional(7))
show(Optional<String>.none)
show([[1], [2, 3]])

print(Wrapper(value: 3) == Wrapper(value: 3), Wrapper(value: "x") == Wrapper(value: "y"))
let sorted = [Wrapper(value: 9), Wrapper(value: 2), Wrapper(value: 5)].sorted()
print(sorted.map { $0.value })
print([Wrapper(value: "m"), Wrapper(value: "c")].max()!.value)

struct NotDescribable {}
let plain = Wrapper(value: NotDescribable())
print(plain is Describable, Wrapper(value: 1) is Describable)
let anyList: [Any] = [Wrapper(value: 1), [2, 3], Wrapper(value: 2.5), "s"]
for item in anyList {
    if let d = item as? Describable { print("describable:", d.describe()) }
    else { print("not describable:", type(of: item)) }
}

// expect: wrapped(int 5)
// expect: wrapped(wrapped(str 'deep'))
// expect: [int 1, int 2, int 3]
// expect: [wrapped(str 'a'), wrapped(str 'b')]
// expect: some int 7
// expect: none
// expect: [[int 1], [int 2, int 3]]
// expect: true false
// expect: [2, 5, 9]
// expect: m
// expect: false true
// expect: describable: wrapped(int 1)
// expect: describable: [int 2, int 3]
// expect: not describable: Wrapper<Double>
// expect: describable: str 's'
