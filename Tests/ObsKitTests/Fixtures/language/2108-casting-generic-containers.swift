// Compiler test style: dynamic casts inside generic functions, collection casts and metatype checks
class Animal { var name: String { "animal" } }
class Dog: Animal { override var name: String { "dog" } }
class Cat: Animal { override var name: String { "cat" } }

func firstOf<T>(_ type: T.Type, in items: [Any]) -> T? {
    for item in items {
        if let t = item as? T { return t }
    }
    return nil
}

func describeType<T>(_ value: T) -> String {
    switch value {
    case is Int.Type: return "metatype Int"
    case let t as Animal.Type: return "animal metatype \(t)"
    case is [Any]: return "array"
    case is Int, is Double: return "number"
    default: return "other \(T.self)"
    }
}

let pets: [Animal] = [Dog(), Cat(), Dog()]
let dogs = pets.compactMap { $0 as? Dog }
print(dogs.count, dogs.map(\.name))
print(pets as? [Dog] == nil, (dogs as [Animal]).count)
let upcast: [Animal] = dogs
if let back = upcast as? [Dog] { print("downcast array ok", back.count) }

let items: [Any] = ["s", 2, Dog(), 3.5, Cat()]
print(firstOf(Int.self, in: items) as Any)
print(firstOf(Cat.self, in: items)?.name ?? "none")
print(firstOf(Animal.self, in: items)?.name ?? "none")
print(firstOf(Bool.self, in: items) as Any)

print(describeType(Int.self))
print(describeType(Dog.self))
print(describeType([1, 2]))
print(describeType(4.5))
print(describeType("x"))

func countInstances<T>(of: T.Type, _ xs: [Any]) -> Int { xs.filter { $0 is T }.count }
print(countInstances(of: Animal.self, items), countInstances(of: Dog.self, items), countInstances(of: Any.self, items))

let optionals: [Int?] = [1, nil, 3]
let anyOpts = optionals as [Any]
print(anyOpts.count, anyOpts.compactMap { $0 as? Int })
let dictOfAnimals: [String: Animal] = ["a": Dog(), "b": Cat()]
let dictDogs = dictOfAnimals as? [String: Dog]
print(dictDogs == nil, dictOfAnimals.compactMapValues { $0 as? Cat }.keys.sorted())
let t: Animal.Type = Dog.self
print(t == Dog.self, t is Dog.Type, t is Cat.Type, String(describing: t))

// expect: 2 ["dog", "dog"]
// expect: true 2
// expect: downcast array ok 2
// expect: Optional(2)
// expect: cat
// expect: dog
// expect: nil
// expect: metatype Int
// expect: animal metatype Dog
// expect: array
// expect: number
// expect: other String
// expect: 2 1 5
// expect: 3 [1, 3]
// expect: true ["b"]
// expect: true true false Dog
