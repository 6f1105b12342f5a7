// Swift book style: Protocols: class-only protocols, protocol composition and checking conformance
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
let seattle = City(name: "Seattle", latitude: 47.6, longitude: -122.3)
beginConcert(in: seattle)
protocol HasArea {
    var area: Double { get }
}
class Circle: HasArea {
    let pi = 3.1415927
    var radius: Double
    var area: Double { return pi * radius * radius }
    init(radius: Double) { self.radius = radius }
}
class Country: HasArea {
    var area: Double
    init(area: Double) { self.area = area }
}
class Animal { var legs: Int; init(legs: Int) { self.legs = legs } }
let objects: [AnyObject] = [
    Circle(radius: 2.0),
    Country(area: 243_610),
    Animal(legs: 4)
]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}
protocol Resettable: AnyObject {
    var count: Int { get set }
}
extension Resettable {
    func reset() { count = 0 }
}
final class Tally: Resettable { var count = 0 }
let t = Tally()
t.count = 5
let alias: Resettable = t
alias.reset()
print("tally after reset: \(t.count)")
let composed: [Named & Aged] = [Person(name: "Zoe", age: 30), Person(name: "Al", age: 45)]
print(composed.map { "\($0.name)=\($0.age)" }.joined(separator: ","))
// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle! (47.6, -122.3)
// expect: Area is 12.5663708
// expect: Area is 243610.0
// expect: Something that doesn't have an area
// expect: tally after reset: 0
// expect: Zoe=30,Al=45
