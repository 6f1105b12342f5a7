// Kodeco Swift Apprentice style (classes and initializers): designated vs convenience initializers, failable init, two-phase initialization
class Animal {
    let species: String
    var legs: Int
    var sound: String

    init(species: String, legs: Int, sound: String) {
        self.species = species
        self.legs = legs
        self.sound = sound
    }

    convenience init(bird name: String) {
        self.init(species: name, legs: 2, sound: "tweet")
    }

    convenience init?(code: String) {
        let parts = code.split(separator: ":")
        guard parts.count == 3, let legs = Int(parts[1]), legs >= 0 else { return nil }
        self.init(species: String(parts[0]), legs: legs, sound: String(parts[2]))
    }

    func speak() -> String { "\(species) says \(sound)" }
}

class Dog: Animal {
    let breed: String
    var tricks: [String]

    init(breed: String, tricks: [String] = []) {
        self.breed = breed
        self.tricks = tricks
        super.init(species: "dog", legs: 4, sound: "woof")
        self.sound = tricks.isEmpty ? "woof" : "WOOF"
    }

    override func speak() -> String {
        super.speak() + (tricks.isEmpty ? "" : " and knows \(tricks.joined(separator: ", "))")
    }
}

struct Temperature {
    let kelvin: Double
    init?(kelvin: Double) {
        guard kelvin >= 0 else { return nil }
        self.kelvin = kelvin
    }
    init(celsius: Double) { kelvin = celsius + 273.15 }
}

let zoo: [Animal] = [
    Animal(species: "cat", legs: 4, sound: "meow"),
    Animal(bird: "sparrow"),
    Dog(breed: "collie"),
    Dog(breed: "poodle", tricks: ["sit", "roll"]),
]
for a in zoo { print(a.speak(), "-", a.legs, "legs") }

for code in ["cow:4:moo", "snake:0:hiss", "bad:x:y", "spider:-8:none", "fish:0"] {
    if let a = Animal(code: code) { print("parsed", a.speak()) } else { print("could not parse", code) }
}

print(Temperature(kelvin: -1) == nil, Temperature(kelvin: 300)!.kelvin, Temperature(celsius: 20).kelvin)
let dogs = zoo.compactMap { $0 as? Dog }
print(dogs.map(\.breed), dogs.map(\.tricks.count))

// expect: cat says meow - 4 legs
// expect: sparrow says tweet - 2 legs
// expect: dog says woof - 4 legs
// expect: dog says WOOF and knows sit, roll - 4 legs
// expect: parsed cow says moo
// expect: parsed snake says hiss
// expect: could not parse bad:x:y
// expect: could not parse spider:-8:none
// expect: could not parse fish:0
// expect: true 300.0 293.15
// expect: ["collie", "poodle"] [0, 2]
