// Compiler test style (archetype and existential casts): as?, as! and is between generic parameters, protocols, classes and Any
protocol Named { var name: String { get } }
protocol Loud {}
class Animal: Named { var name: String { "animal" } }
class Dog: Animal, Loud { override var name: String { "dog" } }
struct Rock: Named { var name: String { "rock" } }

func probe<T>(_ value: T) -> String {
    var parts: [String] = []
    if let n = value as? Named { parts.append("Named(\(n.name))") }
    if value is Loud { parts.append("Loud") }
    if let a = value as? Animal { parts.append("Animal(\(a.name))") }
    if value is Dog { parts.append("Dog") }
    if let i = value as? Int { parts.append("Int(\(i))") }
    return parts.isEmpty ? "nothing" : parts.joined(separator: " ")
}

print(probe(Dog()))
print(probe(Animal()))
print(probe(Rock()))
print(probe(42))
print(probe("text"))
let anAnimal: Animal = Dog()
print(probe(anAnimal))
let existential: Named = Rock()
print(probe(existential))

func convert<T, U>(_ value: T, to: U.Type) -> U? { value as? U }
print(convert(3, to: Int.self) as Any)
print(convert(3, to: String.self) as Any)
print(convert(Dog(), to: Animal.self)?.name ?? "nil")
print(convert(Animal(), to: Dog.self)?.name ?? "nil")
print(convert(Rock(), to: (any Named).self)?.name ?? "nil")

let things: [Any] = [1, "two", 3.0, Dog(), Rock(), [1, 2], Optional<Int>.none as Any]
for thing in things {
    switch thing {
    case let d as Dog: print("dog", d.name)
    case let n as Named: print("named", n.name)
    case let i as Int: print("int", i)
    case let s as String: print("string", s)
    case let xs as [Int]: print("ints", xs.count)
    case let o as Int?: print("optional int", o as Any)
    default: print("other", type(of: thing))
    }
}

let forced = (Dog() as Any) as! Animal
print(forced.name, forced is Loud)
let nested: Any = Optional(Optional(5)) as Any
print(nested as? Int as Any)

// expect: Named(dog) Loud Animal(dog) Dog
// expect: Named(animal) Animal(animal)
// expect: Named(rock)
// expect: Int(42)
// expect: nothing
// expect: Named(dog) Loud Animal(dog) Dog
// expect: Named(rock)
// expect: Optional(3)
// expect: nil
// expect: dog
// expect: nil
// expect: rock
// expect: int 1
// expect: string two
// expect: other Double
// expect: dog dog
// expect: named rock
// expect: ints 2
// expect: optional int nil
// expect: dog true
// expect: Optional(5)
