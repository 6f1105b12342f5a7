// Compiler test style: dynamic dispatch through base class references, overrides and super calls
class Animal {
    var name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    func speak() -> String { "\(name) says \(sound())" }
    var legs: Int { 4 }
    class func kind() -> String { "animal" }
    static func category() -> String { "living" }
    final func id() -> String { "#\(name)" }
}

class Dog: Animal {
    override func sound() -> String { "woof" }
    override class func kind() -> String { "dog" }
}

class Puppy: Dog {
    override func sound() -> String { super.sound() + " (squeaky)" }
    override func speak() -> String { "tiny " + super.speak() }
}

class Bird: Animal {
    override var legs: Int { 2 }
    override func sound() -> String { "tweet" }
    override var name: String {
        get { "bird " + super.name }
        set { super.name = newValue.lowercased() }
    }
}

let zoo: [Animal] = [Animal(name: "generic"), Dog(name: "rex"), Puppy(name: "bit"), Bird(name: "tweety")]
for a in zoo {
    print(a.speak(), "| legs:", a.legs, "| kind:", type(of: a).kind(), "|", a.id())
}

let b: Animal = zoo[3]
b.name = "POLLY"
print(b.name, b.speak())
print(Animal.category(), Dog.category(), Dog.kind(), Puppy.kind())

func describe(_ a: Animal) -> String {
    switch a {
    case is Puppy: return "a puppy"
    case let d as Dog: return "a dog named \(d.name)"
    case is Bird: return "a bird"
    default: return "something"
    }
}
print(zoo.map(describe))

let metas: [Animal.Type] = [Animal.self, Dog.self, Puppy.self]
print(metas.map { $0.kind() })
let dogsOnly = zoo.compactMap { $0 as? Dog }
print(dogsOnly.map { $0.sound() })

// expect: generic says ... | legs: 4 | kind: animal | #generic
// expect: rex says woof | legs: 4 | kind: dog | #rex
// expect: tiny bit says woof (squeaky) | legs: 4 | kind: dog | #bit
// expect: bird tweety says tweet | legs: 2 | kind: animal | #bird tweety
// expect: bird polly bird polly says tweet
// expect: living living dog dog
// expect: ["something", "a dog named rex", "a puppy", "a bird"]
// expect: ["animal", "dog", "dog"]
// expect: ["woof", "woof (squeaky)"]
