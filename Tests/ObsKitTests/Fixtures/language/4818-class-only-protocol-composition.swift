// Swift book style: class-only protocols, protocol composition, checking conformance
// Checks: AnyObject-constrained protocols with identity; `Named & Aged` parameters;
// composition with a class type (Location & Named); is/as? against protocols;
// optional-like requirements modelled with default implementations.

protocol Named {
    var name: String { get }
}
protocol Aged {
    var age: Int { get }
}
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
    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
final class City: Location, Named {
    var name: String
    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        super.init(latitude: latitude, longitude: longitude)
    }
}
func beginConcert(in location: Location & Named) {
    print("Hello, \(location.name)! (\(location.latitude), \(location.longitude))")
}
let seattle = City(name: "Seattle", latitude: 47.6, longitude: -122.3)
beginConcert(in: seattle)

protocol HasArea {
    var area: Double { get }
}
final class Circle: HasArea {
    let pi = 3.0
    var radius: Double
    var area: Double { return pi * radius * radius }
    init(radius: Double) { self.radius = radius }
}
final class Country: HasArea {
    var area: Double
    init(area: Double) { self.area = area }
}
final class Animal {
    var legs: Int
    init(legs: Int) { self.legs = legs }
}
let objects: [AnyObject] = [
    Circle(radius: 2.0),
    Country(area: 243_610),
    Animal(legs: 4),
]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}
print(objects.map { $0 is HasArea })

protocol Observer: AnyObject {
    func notify(_ message: String)
}
final class Listener: Observer {
    let id: Int
    var received: [String] = []
    init(id: Int) { self.id = id }
    func notify(_ message: String) { received.append(message) }
}
final class Hub {
    private var observers: [any Observer] = []
    func add(_ o: any Observer) { observers.append(o) }
    func remove(_ o: any Observer) { observers.removeAll { $0 === o } }
    func send(_ m: String) { observers.forEach { $0.notify(m) } }
}
let l1 = Listener(id: 1), l2 = Listener(id: 2)
let hub = Hub()
hub.add(l1); hub.add(l2)
hub.send("first")
hub.remove(l1)
hub.send("second")
print(l1.received, l2.received)

// Optional-like requirements via defaults
protocol CounterDataSource {
    func increment(forCount count: Int) -> Int?
    var fixedIncrement: Int? { get }
}
extension CounterDataSource {
    func increment(forCount count: Int) -> Int? { nil }
    var fixedIncrement: Int? { nil }
}
final class Counter {
    var count = 0
    var dataSource: CounterDataSource?
    func increment() {
        if let amount = dataSource?.increment(forCount: count) {
            count += amount
        } else if let amount = dataSource?.fixedIncrement {
            count += amount
        }
    }
}
struct ThreeSource: CounterDataSource { let fixedIncrement: Int? = 3 }
struct TowardsZeroSource: CounterDataSource {
    func increment(forCount count: Int) -> Int? {
        if count == 0 { return 0 } else if count < 0 { return 1 } else { return -1 }
    }
}
let counter = Counter()
counter.dataSource = ThreeSource()
for _ in 1...4 { counter.increment() }
print(counter.count)
counter.count = -4
counter.dataSource = TowardsZeroSource()
var trail: [Int] = []
for _ in 1...5 { counter.increment(); trail.append(counter.count) }
print(trail)

let composite: any Named & Aged = Person(name: "Zoe", age: 30)
print(composite.name, composite.age, (composite as? Person)?.age ?? 0)

// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle! (47.6, -122.3)
// expect: Area is 12.0
// expect: Area is 243610.0
// expect: Something that doesn't have an area
// expect: [true, true, false]
// expect: ["first"] ["first", "second"]
// expect: 12
// expect: [-3, -2, -1, 0, 0]
// expect: Zoe 30 30
