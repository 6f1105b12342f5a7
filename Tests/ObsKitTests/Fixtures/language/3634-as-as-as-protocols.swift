// Compiler test style: as, as?, as!, is with protocols and class hierarchies
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }

class Person: Named {
    let name: String
    init(name: String) { self.name = name }
}
class Employee: Person, Aged {
    let age: Int
    init(name: String, age: Int) { self.age = age; super.init(name: name) }
}
struct Robot: Named { let name = "R2" }

let items: [Any] = [Person(name: "Ann"), Employee(name: "Bob", age: 41), Robot(), 7, "text"]

for item in items {
    let isNamed = item is Named
    let isAged = item is Aged
    let isPerson = item is Person
    print(isNamed, isAged, isPerson)
}
for item in items {
    if let n = item as? Named, let a = item as? Aged {
        print("\(n.name) is \(a.age)")
    } else if let n = item as? Named {
        print("\(n.name) has no age")
    } else {
        print("unnamed: \(item)")
    }
}
let named: Named = Employee(name: "Cy", age: 30)
let asPerson = named as! Person
print(asPerson.name, asPerson is Employee)
let asAged = named as? Aged
print(asAged?.age ?? -1)
let up = Employee(name: "Di", age: 22) as Person
print(type(of: up), up is Aged)
print((Robot() as Named).name)
// expect: true false true
// expect: true true true
// expect: true false false
// expect: false false false
// expect: false false false
// expect: Ann has no age
// expect: Bob is 41
// expect: R2 has no age
// expect: unnamed: 7
// expect: unnamed: text
// expect: Cy true
// expect: 30
// expect: Employee true
// expect: R2
