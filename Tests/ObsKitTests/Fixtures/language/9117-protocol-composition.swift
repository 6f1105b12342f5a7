// protocol-composition
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greeter {
    func greet() -> String
}
extension Greeter where Self: Named {
    func greet() -> String { "Hi, I'm \(name)" }
}

struct Person: Named, Aged, Greeter {
    let name: String
    let age: Int
}

class Robot: Named, Greeter {
    let name: String
    init(name: String) { self.name = name }
    func greet() -> String { "BEEP \(name.uppercased())" }
}
class Android: Robot, Aged {
    var age: Int { 3 }
}

typealias Profile = Named & Aged

func birthday(_ who: some Named & Aged) -> String {
    "Happy birthday, \(who.name), now \(who.age + 1)"
}

func describe(_ items: [any Named & Greeter]) {
    for item in items {
        print(item.name, "->", item.greet())
    }
}

func oldest(_ xs: [any Profile]) -> String? {
    xs.max { $0.age < $1.age }?.name
}

func onlyRobots(_ x: Robot & Aged) -> String { "\(x.name) aged \(x.age)" }

let alice = Person(name: "Alice", age: 30)
print(birthday(alice))
print(birthday(Android(name: "R2")))
describe([alice, Robot(name: "bolt"), Android(name: "c3")])
print(oldest([alice, Person(name: "Bob", age: 41), Android(name: "x")]) ?? "-")
print(onlyRobots(Android(name: "Dee")))

let mixed: [Any] = [alice, Robot(name: "r"), 5, Android(name: "a")]
for m in mixed {
    switch m {
    case let p as any Profile: print("profile", p.name)
    case let n as any Named: print("named only", n.name)
    default: print("unknown", type(of: m))
    }
}
// expect: Happy birthday, Alice, now 31
// expect: Happy birthday, R2, now 4
// expect: Alice -> Hi, I'm Alice
// expect: bolt -> BEEP BOLT
// expect: c3 -> BEEP C3
// expect: Bob
// expect: Dee aged 3
// expect: profile Alice
// expect: named only r
// expect: unknown Int
// expect: profile a
