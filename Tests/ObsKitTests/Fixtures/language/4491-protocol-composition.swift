// Swift book style: Protocols - composition with &, conformance checks with is/as?, constrained protocol extensions, default implementations
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged {
    var name: String
    var age: Int
}
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
let birthdayPerson = Person(name: "Malcolm", age: 21)
wishHappyBirthday(to: birthdayPerson)

class Location {
    var latitude: Double
    var longitude: Double
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

protocol HasArea { var area: Double { get } }
class Circle: HasArea {
    let pi = 3.0
    var radius: Double
    var area: Double { pi * radius * radius }
    init(radius: Double) { self.radius = radius }
}
class Country: HasArea {
    var area: Double
    init(area: Double) { self.area = area }
}
class Animal {
    var legs: Int
    init(legs: Int) { self.legs = legs }
}
let objects: [AnyObject] = [Circle(radius: 2.0), Country(area: 243_610), Animal(legs: 4)]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}

protocol Describable {
    var summary: String { get }
}
extension Describable {
    var summary: String { "a thing" }
    func describe() -> String { "<" + summary + ">" }
}
struct Plain: Describable {}
struct Fancy: Describable { var summary: String { "a fancy thing" } }
print(Plain().describe(), Fancy().describe())

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self where element != self.first { return false }
        return true
    }
}
print([100, 100, 100].allEqual(), [100, 100, 200].allEqual(), "aaa".allEqual())

extension Collection where Element == Int {
    var total: Int { reduce(0, +) }
}
print([1, 2, 3, 4].total, Set([5]).total)

protocol Scorable { var score: Int { get } }
extension Array where Element: Scorable {
    func best() -> Element? { self.max { $0.score < $1.score } }
}
struct Player: Scorable, Named { let name: String; let score: Int }
let players = [Player(name: "ann", score: 7), Player(name: "bo", score: 12), Player(name: "cy", score: 3)]
print(players.best()?.name ?? "none")

func introduce<T: Named & Scorable>(_ x: T) -> String { "\(x.name) scored \(x.score)" }
print(players.map(introduce))
let anyNamed: [any Named] = [birthdayPerson, players[0], City(name: "Oslo", latitude: 59.9, longitude: 10.7)]
print(anyNamed.map { $0.name }.joined(separator: ", "))
for item in anyNamed {
    var tags: [String] = []
    if item is Aged { tags.append("aged") }
    if item is Scorable { tags.append("scorable") }
    if item is Location { tags.append("location") }
    print(item.name, tags)
}

protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "Hello" } }
extension Greeter where Self: Named { func loudGreet() -> String { greet().uppercased() + " " + name } }
struct Robot: Greeter, Named { let name = "R2" }
struct Butler: Greeter { func greet() -> String { "Good evening" } }
print(Robot().greet(), Robot().loudGreet(), Butler().greet())
let greeters: [Greeter] = [Robot(), Butler()]
print(greeters.map { $0.greet() })

// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle! (47.6, -122.3)
// expect: Area is 12.0
// expect: Area is 243610.0
// expect: Something that doesn't have an area
// expect: <a thing> <a fancy thing>
// expect: true false true
// expect: 10 5
// expect: bo
// expect: ["ann scored 7", "bo scored 12", "cy scored 3"]
// expect: Malcolm, ann, Oslo
// expect: Malcolm ["aged"]
// expect: ann ["scorable"]
// expect: Oslo ["location"]
// expect: Hello HELLO R2 Good evening
// expect: ["Hello", "Good evening"]
