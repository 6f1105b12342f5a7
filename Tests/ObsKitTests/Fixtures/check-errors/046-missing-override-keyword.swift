// A subclass redefines a superclass method without writing `override`
// Written by an outside author (stop 28 corpus, file 7056); the message and its place are swiftc's on this machine.
class Animal {
    let name: String
    init(name: String) { self.name = name }

    func speak() -> String {
        "..."
    }
}

class Dog: Animal {
    func speak() -> String {
        "Woof"
    }
}

let animals = [Animal(name: "Generic"), Dog(name: "Rex")]
for a in animals {
    print("\(a.name): \(a.speak())")
}

// expect-error: overriding declaration requires an 'override' keyword
// expect-location: 12:10
