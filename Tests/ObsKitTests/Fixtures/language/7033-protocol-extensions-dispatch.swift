// Protocols: requirements, extension defaults, static vs dynamic dispatch, composition
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello from \(name)" }
    func farewell() -> String { "Bye from \(name)" }
    var loudGreeting: String { greet().uppercased() }
}

struct Robot: Greeter {
    let name: String
    func greet() -> String { "BEEP. UNIT \(name) ONLINE" }
    func farewell() -> String { "UNIT \(name) OFFLINE" }
}
struct Villager: Greeter { let name: String }

let robot = Robot(name: "R2")
let greeters: [any Greeter] = [robot, Villager(name: "Ada")]
for g in greeters { print(g.greet(), "|", g.farewell()) }
print(robot.farewell(), "|", (robot as any Greeter).farewell())
print(greeters.map(\.loudGreeting))

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Employee: Named, Aged { let name: String; let age: Int; let role: String }

func birthdayCard(for who: some Named & Aged) -> String {
    "Happy \(who.age + 1)th, \(who.name)!"
}
print(birthdayCard(for: Employee(name: "Kim", age: 29, role: "dev")))

protocol Scorable {
    var points: Int { get }
    static var label: String { get }
}
extension Scorable {
    static var label: String { "item" }
    var rating: String { points >= 50 ? "gold" : "bronze" }
}
struct Quiz: Scorable { let points: Int; static var label: String { "quiz" } }
struct Puzzle: Scorable { let points: Int }
print(Quiz.label, Puzzle.label, Quiz(points: 70).rating, Puzzle(points: 10).rating)

extension Collection where Element: Scorable {
    var totalPoints: Int { reduce(0) { $0 + $1.points } }
    func best() -> Element? { self.max { $0.points < $1.points } }
}
let quizzes = [Quiz(points: 30), Quiz(points: 80), Quiz(points: 55)]
print(quizzes.totalPoints, quizzes.best()!.points)

protocol Resettable: AnyObject { func reset() }
final class Counter: Resettable, CustomStringConvertible {
    var value = 10
    func reset() { value = 0 }
    var description: String { "Counter(\(value))" }
}
let c = Counter()
let r: Resettable = c
r.reset()
print(c, c is Resettable, (c as Any) is Greeter)
func anyNamed(_ items: [Any]) -> [String] { items.compactMap { ($0 as? Named)?.name } }
print(anyNamed([Employee(name: "Lee", age: 1, role: "x"), 3, "s"]))
// expect: BEEP. UNIT R2 ONLINE | Bye from R2
// expect: Hello from Ada | Bye from Ada
// expect: UNIT R2 OFFLINE | Bye from R2
// expect: ["BEEP. UNIT R2 ONLINE", "HELLO FROM ADA"]
// expect: Happy 30th, Kim!
// expect: quiz item gold bronze
// expect: 165 80
// expect: Counter(0) true false
// expect: ["Lee"]
