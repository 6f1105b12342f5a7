// Protocol inheritance chains, refined defaults, and `where Self:` constrained extensions
protocol Named { var name: String { get } }
protocol Greeter: Named { func greet() -> String }
protocol LoudGreeter: Greeter { var volume: Int { get } }

extension Named { var initial: Character { name.first ?? "?" } }
extension Greeter { func greet() -> String { "Hello, \(name)" } }
extension LoudGreeter {
    func greet() -> String { String(repeating: "HEY ", count: volume) + name.uppercased() }
}

class Animal { var legs: Int { 4 } }
extension Greeter where Self: Animal {
    func describe() -> String { "\(name) with \(legs) legs says \(greet())" }
}
extension Named where Self: Equatable {
    func same(as other: Self) -> Bool { self == other }
}
extension Named where Self: CustomStringConvertible {
    var both: String { "\(name)/\(description)" }
}

struct Person: Greeter, Equatable { let name: String }
struct Crowd: LoudGreeter { let name: String; let volume: Int }
final class Dog: Animal, Greeter { let name = "Rex" }
final class Bird: Animal, LoudGreeter, CustomStringConvertible {
    let name = "Tweety"
    let volume = 2
    override var legs: Int { 2 }
    var description: String { "bird(\(legs))" }
}

func viaGreeter<G: Greeter>(_ g: G) -> String { g.greet() }
func viaNamed(_ n: any Named) -> Character { n.initial }

let p = Person(name: "Ann")
let c = Crowd(name: "fans", volume: 3)
let d = Dog()
let b = Bird()
print(p.greet())
print(c.greet())
print(viaGreeter(c))
print(d.describe())
print(b.describe())
print(p.same(as: Person(name: "Ann")), p.same(as: Person(name: "Bob")))
print(b.both)
print(viaNamed(p), viaNamed(c), viaNamed(d), viaNamed(b))
let greeters: [any Greeter] = [p, c, d, b]
for g in greeters { print(type(of: g), "->", g.greet()) }
print(greeters.map { $0 is any LoudGreeter })
print(greeters.compactMap { ($0 as? Animal)?.legs })
let animals: [Animal] = [d, b, Animal()]
print(animals.map { $0.legs })
print(animals.map { ($0 as? any Named)?.name ?? "anonymous" })

// expect: Hello, Ann
// expect: HEY HEY HEY FANS
// expect: HEY HEY HEY FANS
// expect: Rex with 4 legs says Hello, Rex
// expect: Tweety with 2 legs says HEY HEY TWEETY
// expect: true false
// expect: Tweety/bird(2)
// expect: A f R T
// expect: Person -> Hello, Ann
// expect: Crowd -> HEY HEY HEY FANS
// expect: Dog -> Hello, Rex
// expect: Bird -> HEY HEY TWEETY
// expect: [false, true, false, true]
// expect: [4, 2]
// expect: [4, 2, 4]
// expect: ["Rex", "Tweety", "anonymous"]
