// Swift book style: Type Casting: upcasting with as, checking metatypes and generic casting helpers
class Animal {
    func name() -> String { return "animal" }
    class func kingdom() -> String { return "Animalia" }
    required init() {}
}
class Mammal: Animal {
    override func name() -> String { return "mammal" }
}
class Whale: Mammal {
    override func name() -> String { return "whale" }
    override class func kingdom() -> String { return "Animalia (marine)" }
}
class Bird: Animal {
    override func name() -> String { return "bird" }
}

let whale = Whale()
let asAnimal = whale as Animal
print("upcast still calls: \(asAnimal.name())")
print("dynamic type: \(type(of: asAnimal))")
print("kingdom via metatype: \(type(of: asAnimal).kingdom())")

let types: [Animal.Type] = [Animal.self, Mammal.self, Whale.self, Bird.self]
for t in types {
    let instance = t.init()
    print("\(t) -> \(instance.name()), is Mammal: \(instance is Mammal)")
}

func firstOf<T>(_ type: T.Type, in items: [Any]) -> T? {
    for item in items {
        if let match = item as? T {
            return match
        }
    }
    return nil
}
let zoo: [Any] = [Bird(), "keeper", 12, Whale(), Mammal()]
print("first mammal: \(firstOf(Mammal.self, in: zoo)?.name() ?? "none")")
print("first string: \(firstOf(String.self, in: zoo) ?? "none")")
print("first double: \(String(describing: firstOf(Double.self, in: zoo)))")

func count<T>(of type: T.Type, in items: [Any]) -> Int {
    return items.filter { $0 is T }.count
}
print("animals: \(count(of: Animal.self, in: zoo))")
print("mammals: \(count(of: Mammal.self, in: zoo))")
print("ints: \(count(of: Int.self, in: zoo))")

let metatype: Any.Type = type(of: whale)
print("metatype is Mammal.Type: \(metatype is Mammal.Type)")
print("metatype is Bird.Type: \(metatype is Bird.Type)")
print("Whale.self == Mammal.self: \(Whale.self == Mammal.self)")
if let m = metatype as? Animal.Type {
    print("casted metatype kingdom: \(m.kingdom())")
}
let animals: [Animal] = zoo.compactMap { $0 as? Animal }
print(animals.map { $0.name() })
// expect: upcast still calls: whale
// expect: dynamic type: Whale
// expect: kingdom via metatype: Animalia (marine)
// expect: Animal -> animal, is Mammal: false
// expect: Mammal -> mammal, is Mammal: true
// expect: Whale -> whale, is Mammal: true
// expect: Bird -> bird, is Mammal: false
// expect: first mammal: whale
// expect: first string: keeper
// expect: first double: nil
// expect: animals: 3
// expect: mammals: 2
// expect: ints: 1
// expect: metatype is Mammal.Type: true
// expect: metatype is Bird.Type: false
// expect: Whale.self == Mammal.self: false
// expect: casted metatype kingdom: Animalia (marine)
// expect: ["bird", "whale", "mammal"]
