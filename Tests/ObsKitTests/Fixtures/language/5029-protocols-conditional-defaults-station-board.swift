// Protocols: extensions with default implementations, conditional conformance, constrained extensions
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Announceable {
    var announcement: String { get }
}
extension Announceable {
    var loud: String { announcement.uppercased() + "!" }
}
struct Departure: Announceable {
    var destination: String
    var announcement: String { "The train to \(destination)" }
}
extension Array: Announceable where Element: Announceable {
    var announcement: String {
        "[" + map { $0.announcement }.joined(separator: ", ") + "]"
    }
}
let board = [Departure(destination: "Bristol"), Departure(destination: "Cardiff")]
print(board.announcement)
print(board[0].loud)

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
print([7, 7, 7].allEqual(), [7, 7, 8].allEqual(), "zzz".allEqual())

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
// expect: [The train to Bristol, The train to Cardiff]
// expect: THE TRAIN TO BRISTOL!
// expect: Hello / Bye
// expect: Salutations / Bye
// expect: Salutations
// expect: true false true
// expect: true false
// expect: Box(42)
// expect: [1, 2]
// expect: 12
// expect: numeric default
