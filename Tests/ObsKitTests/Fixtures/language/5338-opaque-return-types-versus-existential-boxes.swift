// Swift with Majid style (some and any): opaque return types versus existential boxes
protocol Animal {
    var name: String { get }
    func sound() -> String
}

struct Dog: Animal {
    let name: String
    func sound() -> String { "Woof" }
}

struct Cat: Animal {
    let name: String
    var lives = 9
    func sound() -> String { "Meow" }
}

func makePet() -> some Animal {
    Dog(name: "Rex")
}

func makeAny(_ flag: Bool) -> any Animal {
    flag ? Dog(name: "Fido") : Cat(name: "Tom")
}

func introduce(_ animal: some Animal) -> String {
    "\(animal.name) says \(animal.sound())"
}

func loudest(_ animals: [any Animal]) -> String {
    animals.map { $0.sound().uppercased() }.joined(separator: " ")
}

let pet = makePet()
print(introduce(pet))
print(introduce(makeAny(true)))
print(introduce(makeAny(false)))
print(loudest([Dog(name: "a"), Cat(name: "b"), pet]))

let zoo: [any Animal] = [Cat(name: "Kit", lives: 3), Dog(name: "Max")]
for animal in zoo {
    if let cat = animal as? Cat {
        print("\(cat.name) is a cat with \(cat.lives) lives")
    } else if animal is Dog {
        print("\(animal.name) is a dog")
    }
}
print(type(of: pet), zoo.count)

func sameKind<A: Animal>(_ a: A, _ b: A) -> Bool { a.sound() == b.sound() }
print(sameKind(Dog(name: "x"), Dog(name: "y")))

// expect: Rex says Woof
// expect: Fido says Woof
// expect: Tom says Meow
// expect: WOOF MEOW WOOF
// expect: Kit is a cat with 3 lives
// expect: Max is a dog
// expect: Dog 2
// expect: true
