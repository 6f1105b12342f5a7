// Class inheritance: subclass inherits stored properties and methods
class Animal {
    var name: String
    init(name: String) {
        self.name = name
    }
    func speak() -> String {
        return "..."
    }
    func describe() -> String {
        return "\(name) says \(speak())"
    }
}

class Dog: Animal {
    override func speak() -> String {
        return "Woof"
    }
}

class Puppy: Dog {
    override func speak() -> String {
        return super.speak() + " (squeaky)"
    }
}

let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit")]
for a in animals {
    print(a.describe())
}
print(animals[2] is Dog)
print(animals[1] is Puppy)

// expect: Generic says ...
// expect: Rex says Woof
// expect: Bit says Woof (squeaky)
// expect: true
// expect: false
