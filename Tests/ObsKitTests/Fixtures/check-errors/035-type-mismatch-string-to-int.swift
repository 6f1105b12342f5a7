// Assigning a String (read from text) to a constant declared as Int
// Written by an outside author (stop 28 corpus, file 7045); the message and its place are swiftc's on this machine.
struct Person {
    var name: String
    var age: Int
}

func makePerson(name: String, ageText: String) -> Person {
    let age: Int = ageText
    return Person(name: name, age: age)
}

let people = [
    makePerson(name: "Ana", ageText: "31"),
    makePerson(name: "Ben", ageText: "27"),
]
for person in people {
    print("\(person.name) is \(person.age)")
}

// expect-error: cannot convert value of type 'String' to specified type 'Int'
// expect-location: 8:20
