// Course exercise: required initializers and creating subclasses through a metatype
class Animal {
    let name: String
    class var kind: String { "animal" }

    required init(name: String) {
        self.name = name
    }

    convenience init() {
        self.init(name: "Unnamed")
    }

    func speak() -> String {
        "\(name) the \(Self.kind) makes a sound"
    }
}

class Dog: Animal {
    override class var kind: String { "dog" }
    var tricks: [String] = []

    required init(name: String) {
        super.init(name: name)
        tricks = ["sit"]
    }

    override func speak() -> String {
        "\(name) barks and knows \(tricks.count) trick(s)"
    }
}

class Cat: Animal {
    override class var kind: String { "cat" }
}

func adopt<T: Animal>(_ type: T.Type, named name: String) -> T {
    type.init(name: name)
}

let animalTypes: [Animal.Type] = [Animal.self, Dog.self, Cat.self]
for t in animalTypes {
    let a = t.init(name: "Pet\(t.kind.count)")
    print(a.speak())
}

let rex = adopt(Dog.self, named: "Rex")
rex.tricks.append("roll over")
print(rex.speak())

let nameless = Cat()
print(nameless.speak())
print("kinds: \(animalTypes.map { $0.kind }.joined(separator: ", "))")
let mystery: Animal = Dog()
print("mystery is \(type(of: mystery).kind) named \(mystery.name)")

// expect: Pet6 the animal makes a sound
// expect: Pet3 barks and knows 1 trick(s)
// expect: Pet3 the cat makes a sound
// expect: Rex barks and knows 2 trick(s)
// expect: Unnamed the cat makes a sound
// expect: kinds: animal, dog, cat
// expect: mystery is dog named Unnamed
