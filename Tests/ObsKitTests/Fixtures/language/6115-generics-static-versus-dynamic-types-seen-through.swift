// Compiler test style (type(of:) with generics): static versus dynamic types seen through generic parameters, existentials, class hierarchies and metatype equality
// known-gap: line 5: expected "Array<Animal> / Array<Animal>", got "Array<Animal> / Array<Cat>"
class Animal { class var sound: String { "..." }; required init() {} }
class Cat: Animal { override class var sound: String { "meow" } }
protocol Tagged {}
struct Tag: Tagged {}
extension Int: Tagged {}

func staticAndDynamic<T>(_ x: T) -> String { "\(T.self) / \(type(of: x))" }
print(staticAndDynamic(1))
print(staticAndDynamic(Cat() as Animal))
print(staticAndDynamic(Tag() as any Tagged))
print(staticAndDynamic(Optional(3)))
print(staticAndDynamic([Cat()] as [Animal]))
print(staticAndDynamic(1 as Any))
print(staticAndDynamic(Int.self))
print(staticAndDynamic({ (x: Int) in x }))

let animal: Animal = Cat()
print(type(of: animal), type(of: animal).sound, Swift.type(of: animal) == Cat.self)
let meta = type(of: animal)
let another = meta.init()
print(type(of: another), another is Cat)

func sameType<A, B>(_ a: A, _ b: B) -> Bool { type(of: a) == type(of: b) as Any.Type }
print(sameType(1, 2), sameType(1, "x"), sameType(Cat(), Animal()), sameType(Cat() as Animal, Cat()))

func typeName<T>(of _: T.Type) -> String { String(describing: T.self) }
print(typeName(of: [String: Int?].self), typeName(of: (Int, Double).self), typeName(of: Animal.Type.self))
struct Wrapper<T> { var value: T }
print(type(of: Wrapper(value: 1)), type(of: Wrapper(value: Wrapper(value: "s"))), Wrapper<Animal>.self)
print(type(of: Wrapper(value: Cat() as Animal).value))

let existentials: [any Tagged] = [Tag(), 5]
print(existentials.map { "\(type(of: $0))" })
let anyValues: [Any] = [1, "s", 2.0, [1], Cat(), Tag(), Optional<Int>.none as Any]
print(anyValues.map { String(describing: type(of: $0)) })
func count<T>(_ xs: [T]) -> String { "\(xs.count) of \(T.self)" }
print(count([1, 2]), count(anyValues), count([Cat(), Animal()]), count([Int]()))
print(type(of: type(of: 1)), type(of: Int.self), type(of: Cat.self as Animal.Type))

// expect: Int / Int
// expect: Animal / Cat
// expect: Tagged / Tagged
// expect: Optional<Int> / Optional<Int>
// expect: Array<Animal> / Array<Animal>
// expect: Any / Any
// expect: Int.Type / Int.Type
// expect: (Int) -> Int / (Int) -> Int
// expect: Cat meow true
// expect: Cat true
// expect: true false false true
// expect: Dictionary<String, Optional<Int>> (Int, Double) Animal.Type
// expect: Wrapper<Int> Wrapper<Wrapper<String>> Wrapper<Animal>
// expect: Cat
// expect: ["Tag", "Int"]
// expect: ["Int", "String", "Double", "Array<Int>", "Cat", "Tag", "Optional<Int>"]
// expect: 2 of Int 7 of Any 2 of Animal 0 of Int
// expect: Int.Type Int.Type Animal.Type
