// Compiler test style: required initializers invoked through class metatypes in a generic factory
class Animal {
    let name: String
    required init(name: String) {
        self.name = name
        print("Animal.required init \(name)")
    }
    func sound() -> String { "..." }
    class var kind: String { "animal" }
}

class Dog: Animal {
    var tricks: [String] = []
    required init(name: String) {
        print("Dog.required init \(name)")
        super.init(name: name)
    }
    override func sound() -> String { "woof" }
    override class var kind: String { "dog" }
}

class Puppy: Dog {
    // inherits required init automatically (no new stored properties without defaults)
    var age = 0
    override func sound() -> String { "yip" }
    override class var kind: String { "puppy" }
}

class Cat: Animal {
    let indoor: Bool
    init(name: String, indoor: Bool) {
        self.indoor = indoor
        super.init(name: name)
    }
    required convenience init(name: String) {
        print("Cat.required convenience \(name)")
        self.init(name: name, indoor: true)
    }
    override func sound() -> String { indoor ? "meow" : "hiss" }
    override class var kind: String { "cat" }
}

func make<T: Animal>(_ type: T.Type, _ name: String) -> T {
    print("make \(type.kind)")
    return type.init(name: name)
}

let types: [Animal.Type] = [Animal.self, Dog.self, Puppy.self, Cat.self]
for t in types {
    let a = t.init(name: "x-\(t.kind)")
    print("  ->", a.name, a.sound())
}

let p = make(Puppy.self, "rex")
print(p.name, p.sound(), p.age, p.tricks.count)
let c: Cat = make(Cat.self, "tom")
print(c.name, c.indoor, c.sound())
let dynamicType: Animal.Type = type(of: p)
print(dynamicType.kind, dynamicType == Puppy.self)

// expect: Animal.required init x-animal
// expect:   -> x-animal ...
// expect: Dog.required init x-dog
// expect: Animal.required init x-dog
// expect:   -> x-dog woof
// expect: Dog.required init x-puppy
// expect: Animal.required init x-puppy
// expect:   -> x-puppy yip
// expect: Cat.required convenience x-cat
// expect: Animal.required init x-cat
// expect:   -> x-cat meow
// expect: make puppy
// expect: Dog.required init rex
// expect: Animal.required init rex
// expect: rex yip 0 0
// expect: make cat
// expect: Cat.required convenience tom
// expect: Animal.required init tom
// expect: tom true meow
// expect: puppy true
