// Swift book style (Protocols): property and method requirements, FullyNamed, RandomNumberGenerator-like, Togglable
protocol FullyNamed {
    var fullName: String { get }
}
struct Person: FullyNamed {
    var fullName: String
}
let kai = Person(fullName: "Kai Moreau")
print(kai.fullName)
class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) { self.name = name; self.prefix = prefix }
    var fullName: String { (prefix != nil ? prefix! + " " : "") + name }
}
let ship = Starship(name: "Endeavour", prefix: "HMS")
print(ship.fullName)
protocol NumberSource {
    mutating func next() -> Double
}
struct LinearCongruential: NumberSource {
    var last = 42.0
    let m = 139968.0, a = 3877.0, c = 29573.0
    mutating func next() -> Double {
        last = (last * a + c).truncatingRemainder(dividingBy: m)
        return last / m
    }
}
var gen = LinearCongruential()
print("Here's a number: \(gen.next())")
print("And another one: \(gen.next())")
protocol Togglable { mutating func toggle() }
enum OnOff: Togglable {
    case off, on
    mutating func toggle() { self = self == .off ? .on : .off }
}
var sw = OnOff.off
sw.toggle()
print(sw)
protocol Named { init(name: String); var name: String { get } }
class Pet: Named {
    let name: String
    required init(name: String) { self.name = name }
}
func make<T: Named>(_ t: T.Type, _ n: String) -> T { T(name: n) }
print(make(Pet.self, "Rex").name)
let named: [FullyNamed] = [kai, ship, Person(fullName: "Zoe Lin")]
for n in named { print("- \(n.fullName)") }
print(named.map(\.fullName).joined(separator: ", "))
// expect: Kai Moreau
// expect: HMS Endeavour
// expect: Here's a number: 0.3746499199817101
// expect: And another one: 0.729023776863283
// expect: on
// expect: Rex
// expect: - Kai Moreau
// expect: - HMS Endeavour
// expect: - Zoe Lin
// expect: Kai Moreau, HMS Endeavour, Zoe Lin
