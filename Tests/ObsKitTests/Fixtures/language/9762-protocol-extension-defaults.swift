// Swift by Sundell style protocol extensions: default implementations, overriding in conforming types, static vs dynamic dispatch (requirement vs extension-only method), constrained extensions with where Self
protocol Greeter {
    var name: String { get }
    func greet() -> String          // requirement: dynamically dispatched
}

extension Greeter {
    func greet() -> String { "Hello, I'm \(name)." }
    func farewell() -> String { "Bye from \(name)." }   // not a requirement: statically dispatched
    func introduce() -> String { greet() + " " + farewell() }
}

struct Robot: Greeter {
    let name: String
}

struct Pirate: Greeter {
    let name: String
    func greet() -> String { "Ahoy! Cap'n \(name) here." }
    func farewell() -> String { "Arr, \(name) sails away." }
}

protocol Describable {
    var summary: String { get }
}

extension Describable where Self: Collection, Element: CustomStringConvertible {
    var summary: String { "\(count) items: " + map(\.description).joined(separator: ", ") }
}

extension Array: Describable where Element: CustomStringConvertible {}

protocol Scorable {
    var points: Int { get }
}

extension Sequence where Element: Scorable {
    var totalPoints: Int { reduce(0) { $0 + $1.points } }
    func best() -> Element? { self.max { $0.points < $1.points } }
}

struct Answer: Scorable, CustomStringConvertible {
    let text: String
    let points: Int
    var description: String { "\(text)(\(points))" }
}

protocol Resettable {
    mutating func reset()
}
extension Resettable where Self: ExpressibleByIntegerLiteral {
    mutating func reset() { self = 0 }
}
extension Int: Resettable {}

let robot = Robot(name: "R2")
let pirate = Pirate(name: "Flint")
print(robot.greet())
print(robot.introduce())
print(pirate.greet())
print(pirate.farewell())
print(pirate.introduce())

let crew: [any Greeter] = [robot, pirate]
for member in crew {
    print("[existential] \(member.greet()) / \(member.farewell())")
}
func viaGeneric<G: Greeter>(_ g: G) -> String { g.farewell() }
print("[generic] \(viaGeneric(pirate))")

let answers = [Answer(text: "a", points: 3), Answer(text: "b", points: 7), Answer(text: "c", points: 5)]
print(answers.summary)
print([1, 2, 3].summary)
print("total \(answers.totalPoints), best \(answers.best()!.text)")
print("lazy best: \(answers.lazy.filter { $0.points < 6 }.best()?.text ?? "none")")

var counter = 42
counter.reset()
print("counter after reset: \(counter)")
// expect: Hello, I'm R2.
// expect: Hello, I'm R2. Bye from R2.
// expect: Ahoy! Cap'n Flint here.
// expect: Arr, Flint sails away.
// expect: Ahoy! Cap'n Flint here. Bye from Flint.
// expect: [existential] Hello, I'm R2. / Bye from R2.
// expect: [existential] Ahoy! Cap'n Flint here. / Bye from Flint.
// expect: [generic] Bye from Flint.
// expect: 3 items: a(3), b(7), c(5)
// expect: 3 items: 1, 2, 3
// expect: total 15, best b
// expect: lazy best: c
// expect: counter after reset: 0
