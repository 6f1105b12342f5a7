// Q&A style (why does type(of:) print the protocol/base type sometimes?): static vs dynamic types
protocol Animal { func sound() -> String }
struct Dog: Animal { func sound() -> String { "woof" } }
class Cat: Animal { func sound() -> String { "meow" } }
class Lion: Cat { override func sound() -> String { "roar" } }

let pet: any Animal = Dog()
let cat: Cat = Lion()
print(type(of: pet))
print(type(of: cat))
print(type(of: cat) == Lion.self, type(of: cat) == Cat.self)

// Generic T is the static type at the call site, type(of:) is dynamic.
func inspect<T>(_ value: T) -> String {
    "T=\(T.self) dynamic=\(type(of: value))"
}
print(inspect(Dog()))
print(inspect(pet))
print(inspect(cat))
print(inspect(3 as Any))
print(inspect(Optional(5)))

// Metatype of the existential itself.
print((any Animal).self)
print(type(of: pet) is Dog.Type)
print(pet is Dog, pet is Cat)

// Array of existentials.
let zoo: [any Animal] = [Dog(), Cat(), Lion()]
for a in zoo { print(type(of: a), a.sound()) }
print(type(of: zoo))

// Generic constrained to the protocol uses the concrete type.
func loud<A: Animal>(_ a: A) -> String { "\(A.self): \(a.sound().uppercased())" }
print(loud(Dog()))
print(loud(cat))

// Any boxing.
let anything: [Any] = [1, "s", 2.0, [1], Dog()]
print(anything.map { "\(type(of: $0))" })

// expect: Dog
// expect: Lion
// expect: true false
// expect: T=Dog dynamic=Dog
// expect: T=Animal dynamic=Animal
// expect: T=Cat dynamic=Lion
// expect: T=Any dynamic=Any
// expect: T=Optional<Int> dynamic=Optional<Int>
// expect: Animal
// expect: true
// expect: true false
// expect: Dog woof
// expect: Cat meow
// expect: Lion roar
// expect: Array<Animal>
// expect: Dog: WOOF
// expect: Cat: ROAR
// expect: ["Int", "String", "Double", "Array<Int>", "Dog"]
