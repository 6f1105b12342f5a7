// Swift book style: class methods overridden in subclasses, Self return types and static factories
class Animal {
    class var species: String { "animal" }
    class func sound() -> String { "..." }
    static func describe() -> String {
        return "static describe on Animal"
    }
    class func create() -> Self {
        return self.init()
    }
    required init() {}
    func speak() -> String {
        return "\(Self.species) says \(Self.sound())"
    }
    func clone() -> Self {
        return Self.create()
    }
}

class Dog: Animal {
    override class var species: String { "dog" }
    override class func sound() -> String { "woof" }
}

class Puppy: Dog {
    override class func sound() -> String { super.sound() + " (tiny)" }
}

struct Counter {
    static var created = 0
    let id: Int
    static func make() -> Counter {
        created += 1
        return Counter(id: created)
    }
}

print(Animal.sound(), Dog.sound(), Puppy.sound())
print(Puppy.species)
print(Animal.describe(), Dog.describe())
let animals: [Animal] = [Animal.create(), Dog.create(), Puppy.create()]
for a in animals {
    print(a.speak())
}
let d: Dog = Puppy.create()
print(type(of: d), type(of: d.clone()))
let c1 = Counter.make(), c2 = Counter.make()
print(c1.id, c2.id, Counter.created)
let makers: [() -> String] = [Animal.sound, Dog.sound, Puppy.sound]
print(makers.map { $0() })
// expect: ... woof woof (tiny)
// expect: dog
// expect: static describe on Animal static describe on Animal
// expect: animal says ...
// expect: dog says woof
// expect: dog says woof (tiny)
// expect: Puppy Puppy
// expect: 1 2 2
// expect: ["...", "woof", "woof (tiny)"]
