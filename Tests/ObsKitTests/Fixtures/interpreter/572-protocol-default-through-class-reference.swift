// A protocol extension's member reached through a class reference: a subclass member of the same name
// overrides nothing, so a reference typed as the conforming class calls the extension's (static
// dispatch); a member the class itself declares is dispatched dynamically as usual.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
protocol Describer {
    func describe() -> String
}
extension Describer {
    func describe() -> String { "default describe" }
    func tag() -> String { "default tag" }
    var label: String { "default label" }
}

class Animal: Describer {
    func sound() -> String { "..." }
}
class Dog: Animal {
    func describe() -> String { "dog describe" }
    func tag() -> String { "dog tag" }
    var label: String { "dog label" }
    override func sound() -> String { "woof" }
}
class Puppy: Dog {}

let dog = Dog()
let animal: Animal = dog
print(animal.describe(), "|", animal.tag(), "|", animal.label, "|", animal.sound())
print(dog.describe(), "|", dog.tag(), "|", dog.label, "|", dog.sound())

func viaAnimal(_ a: Animal) -> String { a.describe() + ", " + a.tag() + ", " + a.sound() }
print(viaAnimal(Puppy()))

let puppy: Dog = Puppy()
print(puppy.describe(), "|", puppy.tag())

struct Robot: Describer {
    func describe() -> String { "robot describe" }
    func tag() -> String { "robot tag" }
}
let all: [any Describer] = [Animal(), Dog(), Robot()]
for (i, d) in all.enumerated() {
    print(i, d.describe(), d.tag(), d.label)
}
for d in all {
    print(d.tag())
}

// expect: default describe | default tag | default label | woof
// expect: dog describe | dog tag | dog label | woof
// expect: default describe, default tag, woof
// expect: dog describe | dog tag
// expect: 0 default describe default tag default label
// expect: 1 default describe default tag default label
// expect: 2 robot describe default tag default label
// expect: default tag
// expect: default tag
// expect: default tag
