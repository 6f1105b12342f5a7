// Swift Evolution style (SE-0328 opaque types in structural positions): returning pairs and lists of some
protocol Animal {
    var name: String { get }
    func speak() -> String
}

struct Dog: Animal {
    let name: String
    func speak() -> String { "\(name) says woof" }
}

struct Cat: Animal {
    let name: String
    func speak() -> String { "\(name) says meow" }
}

// A tuple of two independently opaque types
func makePets() -> (some Animal, some Animal) {
    (Dog(name: "Rex"), Cat(name: "Tom"))
}

// An optional opaque result
func adopt(_ wantsCat: Bool) -> (some Animal)? {
    wantsCat ? Cat(name: "Luna") : nil
}

// An array of one opaque type
func litter(size: Int) -> [some Animal] {
    (1...size).map { Cat(name: "Kitten\($0)") }
}

// A function that returns a closure producing an opaque type
func makeCounter(start: Int) -> () -> some Equatable & CustomStringConvertible {
    var current = start
    let tick: () -> Int = {
        current += 1
        return current
    }
    return tick
}

let (first, second) = makePets()
print(first.speak())
print(second.speak())

if let pet = adopt(true) {
    print("adopted:", pet.name)
}
print("no cat:", adopt(false) == nil)

let kittens = litter(size: 3)
print(kittens.map(\.name).joined(separator: ", "))
print(kittens.count, kittens.last?.speak() ?? "-")

let next = makeCounter(start: 10)
let a = next()
let b = next()
print(a, b, a == b)
let c = next()
print("third:", c.description)

// Dictionary values can be opaque too
func roster() -> [String: some Animal] {
    ["guard": Dog(name: "Bruno")]
}
for (role, animal) in roster() {
    print(role, "->", animal.speak())
}

// expect: Rex says woof
// expect: Tom says meow
// expect: adopted: Luna
// expect: no cat: true
// expect: Kitten1, Kitten2, Kitten3
// expect: 3 Kitten3 says meow
// expect: 11 12 false
// expect: third: 13
// expect: guard -> Bruno says woof
