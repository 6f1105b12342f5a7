// Swift book style (Type Casting): class hierarchies with checked casts, metatypes and AnyObject
class Animal {
    let name: String
    required init(name: String) { self.name = name }
    func sound() -> String { "..." }
    class func kind() -> String { "animal" }
}
class Dog: Animal {
    override func sound() -> String { "Woof" }
    override class func kind() -> String { "dog" }
}
class Puppy: Dog {
    override func sound() -> String { "Yip" }
}
class Cat: Animal {
    override func sound() -> String { "Meow" }
}
let zoo: [Animal] = [Dog(name: "Rex"), Cat(name: "Tom"), Puppy(name: "Bit"), Animal(name: "Blob")]
for a in zoo {
    var tags: [String] = []
    if a is Dog { tags.append("dog") }
    if a is Puppy { tags.append("puppy") }
    if a is Cat { tags.append("cat") }
    print(a.name, a.sound(), type(of: a).kind(), tags)
}
let types: [Animal.Type] = [Dog.self, Cat.self, Puppy.self]
let made = types.map { $0.init(name: "new") }
print(made.map { "\(type(of: $0))" })
print(made.map { $0.sound() })
let dogs = zoo.compactMap { $0 as? Dog }
print(dogs.count, dogs.map(\.name))
let obj: AnyObject = zoo[1]
if let cat = obj as? Cat { print("AnyObject is a cat named", cat.name) }
let anything: Any = zoo[2]
print(anything is Animal, anything is Cat, anything as? Dog != nil)
let meta: Any.Type = type(of: zoo[2])
print(meta, meta == Puppy.self, meta is Dog.Type)
let numbers: [Any] = [1, 2.0, Float(3), "4", Int8(5)]
var total = 0.0
for n in numbers {
    if let i = n as? Int { total += Double(i) }
    else if let d = n as? Double { total += d }
    else if let f = n as? Float { total += Double(f) }
}
print(total)
// expect: Rex Woof dog ["dog"]
// expect: Tom Meow animal ["cat"]
// expect: Bit Yip dog ["dog", "puppy"]
// expect: Blob ... animal []
// expect: ["Dog", "Cat", "Puppy"]
// expect: ["Woof", "Meow", "Yip"]
// expect: 2 ["Rex", "Bit"]
// expect: AnyObject is a cat named Tom
// expect: true false true
// expect: Puppy true true
// expect: 6.0
