// Compiler test style: key paths on class properties including ReferenceWritableKeyPath
class Person {
    var name: String
    var age: Int
    var address: Address
    init(name: String, age: Int, city: String) {
        self.name = name; self.age = age; self.address = Address(city: city)
    }
}
struct Address { var city: String }
class Employee: Person {
    var salary = 0
}

let people = [Person(name: "Ann", age: 30, city: "Oslo"), Person(name: "Bo", age: 25, city: "Rome")]
let nameKP = \Person.name
print(people.map { $0[keyPath: nameKP] })
let cityKP: WritableKeyPath<Person, String> = \Person.address.city
let ageKP: ReferenceWritableKeyPath<Person, Int> = \Person.age
let p = people[0]
p[keyPath: ageKP] += 1
p[keyPath: \.address.city] = "Bergen"
print(p.age, p.address.city, people[0][keyPath: cityKP])
let e = Employee(name: "Cy", age: 40, city: "Lima")
e[keyPath: \Employee.salary] = 1000
e[keyPath: \Person.name] = "Cyrus"
print(e.name, e.salary)
let sorted = (people + [e]).sorted { $0[keyPath: ageKP] < $1[keyPath: ageKP] }
print(sorted.map(\.name))
print(sorted.map(\.address.city))
// expect: ["Ann", "Bo"]
// expect: 31 Bergen Bergen
// expect: Cyrus 1000
// expect: ["Bo", "Ann", "Cyrus"]
// expect: ["Rome", "Bergen", "Lima"]
