// Compiler test style: class hierarchies with overriding, super calls, and initializer chaining
class Animal {
    let name: String
    var sound: String { "..." }
    init(name: String) { self.name = name; print("Animal.init \(name)") }
    convenience init() { self.init(name: "nobody") }
    func speak() -> String { "\(name) says \(sound)" }
    class func category() -> String { "animal" }
    final func tag() -> String { "[\(Self.category())] \(name)" }
    deinit { print("deinit Animal \(name)") }
}
class Dog: Animal {
    var tricks: [String]
    init(name: String, tricks: [String]) {
        self.tricks = tricks
        super.init(name: name)
        print("Dog.init tricks=\(tricks.count)")
    }
    override var sound: String { "woof" }
    override func speak() -> String { super.speak() + "!" }
    override class func category() -> String { "dog" }
}
class Puppy: Dog {
    override var sound: String { "yip (" + super.sound + ")" }
    override func speak() -> String { "small: " + super.speak() }
    deinit { print("deinit Puppy") }
}
do {
    let animals: [Animal] = [Animal(), Dog(name: "rex", tricks: ["sit"]), Puppy(name: "bit", tricks: [])]
    for a in animals { print(a.speak()) }
    for a in animals { print(a.tag()) }
    print(type(of: animals[2]).category())
    print(animals.map { $0 is Dog })
    if let d = animals[1] as? Dog { d.tricks.append("roll"); print(d.tricks) }
}
print("end")

// expect: Animal.init nobody
// expect: Animal.init rex
// expect: Dog.init tricks=1
// expect: Animal.init bit
// expect: Dog.init tricks=0
// expect: nobody says ...
// expect: rex says woof!
// expect: small: bit says yip (woof)!
// expect: [animal] nobody
// expect: [dog] rex
// expect: [dog] bit
// expect: dog
// expect: [false, true, true]
// expect: ["sit", "roll"]
// expect: deinit Animal nobody
// expect: deinit Animal rex
// expect: deinit Puppy
// expect: deinit Animal bit
// expect: end
