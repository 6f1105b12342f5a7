// Swift Apprentice style (structures vs classes): value copies versus shared references, identity with ===, and mutating a copy
struct Location {
    let x: Int
    let y: Int
}
struct DeliveryArea {
    let center: Location
    var radius: Double
    func contains(_ location: Location) -> Bool {
        let dx = Double(center.x - location.x)
        let dy = Double(center.y - location.y)
        return (dx * dx + dy * dy).squareRoot() < radius
    }
    func overlaps(with area: DeliveryArea) -> Bool {
        let dx = Double(center.x - area.center.x)
        let dy = Double(center.y - area.center.y)
        return (dx * dx + dy * dy).squareRoot() < radius + area.radius
    }
}
var area1 = DeliveryArea(center: Location(x: 2, y: 4), radius: 2.5)
var area2 = area1
print(area1.radius, area2.radius)
area1.radius = 4
print(area1.radius, area2.radius)
print(area1.contains(Location(x: 5, y: 5)), area2.contains(Location(x: 5, y: 5)))
area2 = DeliveryArea(center: Location(x: 9, y: 7), radius: 1)
print(area1.overlaps(with: area2))

class Person {
    var firstName: String
    var lastName: String
    init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }
    var fullName: String { "\(firstName) \(lastName)" }
}
let john = Person(firstName: "Johnny", lastName: "Appleseed")
var homeOwner = john
homeOwner.firstName = "John"
print(john.fullName, homeOwner.fullName)
print(john === homeOwner)
let imposter = Person(firstName: "John", lastName: "Appleseed")
print(john === imposter, john.fullName == imposter.fullName)
var people = [john, imposter]
print(people.contains { $0 === imposter })
homeOwner = imposter
print(john === homeOwner, people.firstIndex { $0 === homeOwner } ?? -1)
people[1].lastName = "Seed"
print(imposter.fullName)

struct Grade {
    var letter: Character
    var points: Double
}
class Student {
    let name: String
    var grades: [Grade] = []
    init(name: String) { self.name = name }
    func record(_ grade: Grade) { grades.append(grade) }
    var gpa: Double { grades.isEmpty ? 0 : grades.map(\.points).reduce(0, +) / Double(grades.count) }
}
let jane = Student(name: "Jane")
let alias = jane
var history = Grade(letter: "B", points: 9)
jane.record(history)
history.points = 12
alias.record(history)
print(jane.grades.map(\.points), jane.gpa, alias.grades.count)

// expect: 2.5 2.5
// expect: 4.0 2.5
// expect: true false
// expect: false
// expect: John Appleseed John Appleseed
// expect: true
// expect: false true
// expect: true
// expect: false 1
// expect: John Seed
// expect: [9.0, 12.0] 10.5 2
