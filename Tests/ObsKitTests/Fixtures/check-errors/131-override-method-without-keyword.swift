// Mistake: a subclass redefines a method of its superclass without writing `override`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
class Animal {
    let name: String

    init(name: String) {
        self.name = name
    }

    func sound() -> String {
        "..."
    }
}

class Dog: Animal {
    func sound() -> String {
        "Woof"
    }
}

let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex")]
for animal in animals {
    print("\(animal.name) says \(animal.sound())")
}
// expect-error: overriding declaration requires an 'override' keyword
