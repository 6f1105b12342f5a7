// Protocols: extensions with default implementations, conditional conformance, constrained extensions
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol TextRepresentable {
    var textualDescription: String { get }
}
extension TextRepresentable {
    var shout: String { textualDescription.uppercased() + "!" }
}
struct Hamster: TextRepresentable {
    var name: String
    var textualDescription: String { "A hamster named \(name)" }
}
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        "[" + map { $0.textualDescription }.joined(separator: ", ") + "]"
    }
}
let hamsters = [Hamster(name: "Simon"), Hamster(name: "Mauve")]
print(hamsters.textualDescription)
print(hamsters[0].shout)

protocol Greeter {
    func greet() -> String
    func farewell() -> String
}
extension Greeter {
    func greet() -> String { "Hello" }
    func farewell() -> String { "Bye" }
    func both() -> String { greet() + " / " + farewell() }
}
struct Plain: Greeter {}
struct Fancy: Greeter {
    func greet() -> String { "Salutations" }
}
print(Plain().both())
print(Fancy().both())
let g: any Greeter = Fancy()
print(g.greet())

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for e in self where e != self.first! { return false }
        return true
    }
}
print([100, 100, 100].allEqual(), [100, 100, 90].allEqual(), "aaa".allEqual())

struct Box<T> { var value: T }
extension Box: Equatable where T: Equatable {}
extension Box: CustomStringConvertible where T: CustomStringConvertible {
    var description: String { "Box(\(value.description))" }
}
print(Box(value: 3) == Box(value: 3), Box(value: "a") == Box(value: "b"))
print(Box(value: 42))
print("\(Box(value: [1, 2]).value)")

protocol Scorable { var score: Int { get } }
extension Sequence where Element: Scorable {
    var totalScore: Int { reduce(0) { $0 + $1.score } }
}
struct Round: Scorable { let score: Int }
print([Round(score: 3), Round(score: 9)].totalScore)

protocol Describer { func describe() -> String }
extension Describer { func describe() -> String { "default" } }
extension Describer where Self: Numeric { func describe() -> String { "numeric" } }
extension Int: Describer {}
extension String: Describer {}
print(5.describe(), "x".describe())
// expect: [A hamster named Simon, A hamster named Mauve]
// expect: A HAMSTER NAMED SIMON!
// expect: Hello / Bye
// expect: Salutations / Bye
// expect: Salutations
// expect: true false true
// expect: true false
// expect: Box(42)
// expect: [1, 2]
// expect: 12
// expect: numeric default
