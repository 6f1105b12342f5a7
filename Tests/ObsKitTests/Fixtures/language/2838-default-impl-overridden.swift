// Compiler test style: default implementations overridden by conforming types, called through generics
protocol Animal {
    var name: String { get }
    func sound() -> String
    func describe() -> String
}
extension Animal {
    func sound() -> String { "..." }
    func describe() -> String { "\(name) says \(sound())" }
}
struct Dog: Animal {
    var name = "Dog"
    func sound() -> String { "woof" }
}
struct Fish: Animal {
    var name = "Fish"
}
struct Parrot: Animal {
    var name = "Parrot"
    func sound() -> String { "hello" }
    func describe() -> String { "\(name) repeats \(sound()) twice" }
}
let zoo: [any Animal] = [Dog(), Fish(), Parrot()]
for a in zoo { print(a.describe()) }
func loud<A: Animal>(_ a: A) -> String { a.sound().uppercased() }
print(loud(Dog()), loud(Fish()), loud(Parrot()))
class Cat: Animal {
    var name: String { "Cat" }
    func sound() -> String { "meow" }
}
class Lion: Cat {
    override var name: String { "Lion" }
    override func sound() -> String { "roar" }
}
let cats: [any Animal] = [Cat(), Lion()]
print(cats.map { $0.describe() })
// expect: Dog says woof
// expect: Fish says ...
// expect: Parrot repeats hello twice
// expect: WOOF ... HELLO
// expect: ["Cat says meow", "Lion says roar"]
