// Compiler test style: protocol composition with &, class-constrained composition, protocol requirements for initializers and mutating
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }

struct Person: Named, Aged {
    var name: String
    var age: Int
}
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
    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        super.init(latitude: latitude, longitude: longitude)
    }
}
func beginConcert(in location: Location & Named) {
    print("Hello, \(location.name)! (\(location.latitude), \(location.longitude))")
}
beginConcert(in: City(name: "Seattle", latitude: 47.6, longitude: -122.3))

protocol Togglable { mutating func toggle() }
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() { self = self == .off ? .on : .off }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)

protocol Resettable { init() ; var count: Int { get set } }
struct Tally: Resettable, Named { var count = 0; var name: String { return "tally(\(count))" } }
func fresh<T: Resettable>(_ t: T.Type, bumped n: Int) -> T { var x = T(); x.count += n; return x }
let t = fresh(Tally.self, bumped: 3)
print(t.name)
let items: [Named] = [Person(name: "Kay", age: 3), t, City(name: "Oslo", latitude: 59.9, longitude: 10.7)]
print(items.map { $0.name })
print(items.compactMap { $0 as? Aged }.map { $0.age }, items[1] is Resettable)
// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle! (47.6, -122.3)
// expect: on
// expect: tally(3)
// expect: ["Kay", "tally(3)", "Oslo"]
// expect: [3] true
