// Swift book style: Protocols: composition, extensions with defaults, static vs dynamic dispatch, class-only
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))

class Location {
    var latitude: Double, longitude: Double
    init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
}
class City: Location, Named {
    var name: String
    init(name: String, latitude: Double, longitude: Double) { self.name = name; super.init(latitude: latitude, longitude: longitude) }
}
func beginConcert(in location: Location & Named) { print("Hello, \(location.name)! (\(location.latitude))") }
beginConcert(in: City(name: "Seattle", latitude: 47.6, longitude: -122.3))

protocol TextRepresentable { var textualDescription: String { get } }
extension TextRepresentable {
    var textualDescription: String { "<\(type(of: self))>" }
    var loud: String { textualDescription.uppercased() }
}
struct Hamster: TextRepresentable { var name: String; var textualDescription: String { "A hamster named \(name)" } }
struct Rock: TextRepresentable {}
print(Hamster(name: "Simon").loud, Rock().textualDescription)

protocol Greeter { func greet() -> String }
extension Greeter {
    func greet() -> String { "hello from default" }
    func farewell() -> String { "bye from extension" }
}
struct Butler: Greeter {
    func greet() -> String { "good evening, sir" }
    func farewell() -> String { "very good, sir" }
}
let butler = Butler()
let asGreeter: Greeter = butler
print(butler.greet(), "|", asGreeter.greet())
print(butler.farewell(), "|", asGreeter.farewell())

func describe<T: Greeter>(_ g: T) -> String { g.farewell() + " / " + g.greet() }
print(describe(butler))

protocol Scorable { var points: Int { get } }
extension Collection where Element: Scorable {
    var totalPoints: Int { reduce(0) { $0 + $1.points } }
}
struct Goal: Scorable { let points: Int }
print([Goal(points: 3), Goal(points: 2), Goal(points: 7)].totalPoints)

protocol Resettable: AnyObject { var counter: Int { get set }; func reset() }
extension Resettable { func reset() { counter = 0 } }
final class Turnstile: Resettable { var counter = 0 }
let gate = Turnstile()
gate.counter = 12
let r: Resettable = gate
r.reset()
print(gate.counter, r === gate)

protocol HasArea { var area: Double { get } }
struct Square: HasArea { var side: Double; var area: Double { side * side } }
struct Label: Named { var name: String }
let mixed: [Any] = [Square(side: 3), Label(name: "tag"), City(name: "Oslo", latitude: 59.9, longitude: 10.7), 4]
for item in mixed {
    if let shaped = item as? HasArea { print("area", shaped.area) }
    else if let n = item as? Named & AnyObject { print("object named", n.name) }
    else if let n = item as? Named { print("named", n.name) }
    else { print("neither", item) }
}

// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle! (47.6)
// expect: A HAMSTER NAMED SIMON <Rock>
// expect: good evening, sir | good evening, sir
// expect: very good, sir | bye from extension
// expect: bye from extension / good evening, sir
// expect: 12
// expect: 0 true
// expect: area 9.0
// expect: named tag
// expect: object named Oslo
// expect: neither 4
