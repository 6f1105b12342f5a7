// Compiler test style: conditional conformance of Optional and Array to a user protocol, recursing through wrappers
protocol Describable {
    func describe() -> String
}
extension Int: Describable {
    func describe() -> String { "int \(self)" }
}
extension String: Describable {
    func describe() -> String { "str '\(self)'" }
}
extension Optional: Describable where Wrapped: Describable {
    func describe() -> String {
        switch self {
        case .some(let w): return "some(\(w.describe()))"
        case .none: return "none"
        }
    }
}
extension Array: Describable where Element: Describable {
    func describe() -> String { "[" + map { $0.describe() }.joined(separator: ", ") + "]" }
}
extension Dictionary: Describable where Key == String, Value: Describable {
    func describe() -> String {
        keys.sorted().map { "\($0)=\(self[$0]!.describe())" }.joined(separator: ";")
    }
}

func show<T: Describable>(_ x: T) -> String { x.describe() }

let a: Int? = 4
let b: String? = nil
let c: [Int?] = [1, nil, 3]
let d: [String: [Int]] = ["y": [2], "x": [1, 1]]
let e: Int?? = .some(nil)
print(show(a))
print(show(b))
print(show(c))
print(show(d))
print(show(e))
print(show([[Optional("q")]]))
print((5 as Int?).describe())
let anyD: any Describable = c
print(anyD.describe())
// expect: some(int 4)
// expect: none
// expect: [some(int 1), none, some(int 3)]
// expect: x=[int 1, int 1];y=[int 2]
// expect: some(none)
// expect: [[some(str 'q')]]
// expect: some(int 5)
// expect: [some(int 1), none, some(int 3)]
