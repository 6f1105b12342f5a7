// Protocols: property and method requirements, protocol inheritance, composition, protocols as types
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get set } }
struct Person: Named, Aged {
    var name: String
    var age: Int
}
func wishHappyBirthday(to celebrator: inout some Named & Aged) {
    celebrator.age += 1
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
var birthdayPerson = Person(name: "Malcolm", age: 21)
wishHappyBirthday(to: &birthdayPerson)
func describe(_ x: any Named & Aged) -> String { "\(x.name) (\(x.age))" }
print(describe(birthdayPerson))

protocol RandomNumberGenerator2 { mutating func random() -> Double }
struct LinearCongruentialGenerator: RandomNumberGenerator2 {
    var lastRandom = 42.0
    let m = 139968.0, a = 3877.0, c = 29573.0
    mutating func random() -> Double {
        lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
        return lastRandom / m
    }
}
var gen = LinearCongruentialGenerator()
print(Int(gen.random() * 1000), Int(gen.random() * 1000))

protocol TextRepresentable { var textualDescription: String { get } }
protocol PrettyTextRepresentable: TextRepresentable { var prettyTextualDescription: String { get } }
struct Dice: PrettyTextRepresentable {
    let sides: Int
    var textualDescription: String { "A \(sides)-sided dice" }
    var prettyTextualDescription: String { "🎲 " + textualDescription + " 🎲" }
}
let d12 = Dice(sides: 12)
print(d12.textualDescription)
print(d12.prettyTextualDescription)

class Location {
    var latitude: Double, longitude: Double
    init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
}
class City: Location, Named {
    var name: String
    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        super.init(latitude: latitude, longitude: longitude)
    }
}
func beginConcert(in location: Location & Named) {
    print("Hello, \(location.name)! (\(location.latitude), \(location.longitude))")
}
beginConcert(in: City(name: "Seattle", latitude: 47.6, longitude: -122.3))

let items: [any TextRepresentable] = [d12, Dice(sides: 6)]
for i in items {
    if let pretty = i as? PrettyTextRepresentable { print("pretty:", pretty.prettyTextualDescription) }
}
protocol Togglable { mutating func toggle() }
enum OnOff: Togglable { case on, off
    mutating func toggle() { self = self == .on ? .off : .on }
}
var sw = OnOff.off
sw.toggle()
print(sw)
protocol SomeClassOnly: AnyObject { var tag: Int { get set } }
final class Tagged: SomeClassOnly { var tag = 1 }
let t: SomeClassOnly = Tagged()
t.tag = 5
print(t.tag)
// expect: Happy birthday, Malcolm, you're 22!
// expect: Malcolm (22)
// expect: 374 729
// expect: A 12-sided dice
// expect: 🎲 A 12-sided dice 🎲
// expect: Hello, Seattle! (47.6, -122.3)
// expect: pretty: 🎲 A 12-sided dice 🎲
// expect: pretty: 🎲 A 6-sided dice 🎲
// expect: on
// expect: 5
