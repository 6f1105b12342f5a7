// Compiler test style: dynamic dispatch through base class references and super chains
class Animal {
    func speak() -> String { return "..." }
    func intro() -> String { return "I say \(speak())" }
    func chain() -> [String] { return ["Animal"] }
}
class Dog: Animal {
    override func speak() -> String { return "Woof" }
    override func chain() -> [String] { return super.chain() + ["Dog"] }
}
class Puppy: Dog {
    override func speak() -> String { return super.speak() + " (squeaky)" }
    override func chain() -> [String] { return super.chain() + ["Puppy"] }
}
class Cat: Animal {
    override func speak() -> String { return "Meow" }
}

let zoo: [Animal] = [Animal(), Dog(), Puppy(), Cat()]
for a in zoo {
    print(a.intro())
}
for a in zoo {
    print(a.chain().joined(separator: " > "))
}
let d: Dog = Puppy()
print(d.speak())
func callSpeak(_ a: Animal) -> String { a.speak() }
print(callSpeak(d))
// expect: I say ...
// expect: I say Woof
// expect: I say Woof (squeaky)
// expect: I say Meow
// expect: Animal
// expect: Animal > Dog
// expect: Animal > Dog > Puppy
// expect: Animal
// expect: Woof (squeaky)
// expect: Woof (squeaky)
