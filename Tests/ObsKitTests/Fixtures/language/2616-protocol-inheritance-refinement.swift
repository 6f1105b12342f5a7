// Compiler test style: protocol inheritance where a refined protocol's extension shadows the base default
protocol Animal {
    var name: String { get }
    func sound() -> String
    func intro() -> String
}
extension Animal {
    func sound() -> String { "..." }
    func intro() -> String { "\(name) says \(sound())" }
}
protocol Pet: Animal {
    var owner: String { get }
}
extension Pet {
    func sound() -> String { "purr" }
    func intro() -> String { "\(name) (owned by \(owner)) says \(sound())" }
}
protocol LoudPet: Pet {}
extension LoudPet {
    func sound() -> String { "WOOF" }
}

struct Wolf: Animal { var name = "wolf" }
struct Cat: Pet { var name = "cat"; var owner = "ann" }
struct Dog: LoudPet { var name = "dog"; var owner = "bob" }
struct Parrot: Pet {
    var name = "parrot"; var owner = "cy"
    func sound() -> String { "hello" }
}

func asAnimal(_ a: some Animal) -> String { a.intro() }
func asPet<P: Pet>(_ p: P) -> String { p.sound() }

print(asAnimal(Wolf()))
print(asAnimal(Cat()))
print(asAnimal(Dog()))
print(asAnimal(Parrot()))
print(asPet(Dog()), asPet(Cat()))
let all: [any Animal] = [Wolf(), Cat(), Dog(), Parrot()]
print(all.map { $0.sound() })
// expect: wolf says ...
// expect: cat (owned by ann) says purr
// expect: dog (owned by bob) says WOOF
// expect: parrot (owned by cy) says hello
// expect: WOOF purr
// expect: ["...", "purr", "WOOF", "hello"]
