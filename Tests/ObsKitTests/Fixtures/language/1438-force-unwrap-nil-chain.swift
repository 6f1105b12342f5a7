// Optional Chaining: ? yields nil quietly where ! traps: a force-unwrapped nil residence stops the program.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Residence { var numberOfRooms = 1 }
final class Person {
    let name: String
    var residence: Residence?
    init(name: String) { self.name = name }
}
let people = [Person(name: "Ada"), Person(name: "Ben")]
people[0].residence = Residence()
people[0].residence?.numberOfRooms = 3
for person in people {
    print(person.name, person.residence?.numberOfRooms ?? 0)
}
for person in people {
    print("\(person.name) has \(person.residence!.numberOfRooms) rooms")
}

// expect: Ada 3
// expect: Ben 0
// expect: Ada has 3 rooms
// expect-error: Fatal error: Unexpectedly found nil while unwrapping an Optional value
