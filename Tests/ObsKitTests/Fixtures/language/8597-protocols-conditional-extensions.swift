// Swift book style (Protocols): conditional conformance, protocol extensions with constraints and default implementations
protocol Describable {
    var textual: String { get }
}

extension Int: Describable {
    var textual: String { "#\(self)" }
}
extension String: Describable {
    var textual: String { "'\(self)'" }
}

extension Array: Describable where Element: Describable {
    var textual: String {
        "[" + map(\.textual).joined(separator: " ") + "]"
    }
}

extension Optional: Describable where Wrapped: Describable {
    var textual: String {
        switch self {
        case .some(let w): return "some(\(w.textual))"
        case .none: return "none"
        }
    }
}

print(5.textual)
print(["a", "b"].textual)
print([[1, 2], [3]].textual)
let maybe: Int? = nil
print(maybe.textual, Optional(8).textual)

protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func greetTwice() -> String { greet() + " / " + greet() }
}

struct Plain: Greeter { let name: String }
struct Fancy: Greeter {
    let name: String
    func greet() -> String { "Salutations, \(name)" }
}

print(Plain(name: "Ola").greetTwice())
print(Fancy(name: "Uma").greetTwice())

extension Collection where Element: Equatable {
    func allSame() -> Bool {
        guard let first = self.first else { return true }
        return allSatisfy { $0 == first }
    }
}
print([3, 3, 3].allSame(), [3, 4].allSame(), "zzz".allSame(), [String]().allSame())

extension Sequence where Element: Numeric {
    var total: Element { reduce(0, +) }
}
print([1, 2, 3, 4].total, [0.5, 0.25].total)

protocol Ranked { var score: Int { get } }
extension Ranked where Self: CustomStringConvertible {
    func banner() -> String { "\(description) scored \(score)" }
}
struct Runner: Ranked, CustomStringConvertible {
    let score: Int
    var description: String { "Runner" }
}
print(Runner(score: 88).banner())

// expect: #5
// expect: ['a' 'b']
// expect: [[#1 #2] [#3]]
// expect: none some(#8)
// expect: Hello, Ola / Hello, Ola
// expect: Salutations, Uma / Salutations, Uma
// expect: true false true true
// expect: 10 0.75
// expect: Runner scored 88
