// Compiler test style: class properties — class var overridden in subclasses, static vs class dispatch through type(of:) and metatypes
class Animal {
    class var sound: String { "..." }
    class var legs: Int { 4 }
    static var kingdom: String { "Animalia" }
    class func describe() -> String { "\(self) says \(sound) on \(legs) legs" }

    func speak() -> String {
        return "\(type(of: self).sound)!"
    }
}

class Dog: Animal {
    override class var sound: String { "woof" }
}

class Bird: Animal {
    override class var sound: String { "tweet" }
    override class var legs: Int { 2 }
}

final class Parrot: Bird {
    override class var sound: String { "hello, " + super.sound }
}

print(Animal.sound, Dog.sound, Bird.sound, Parrot.sound)
print(Animal.legs, Dog.legs, Bird.legs, Parrot.legs)
print(Parrot.kingdom)

let zoo: [Animal] = [Animal(), Dog(), Bird(), Parrot()]
for a in zoo {
    print(a.speak())
}

let types: [Animal.Type] = [Animal.self, Dog.self, Bird.self, Parrot.self]
for t in types {
    print(t.describe())
}

// Metatype stored in a variable and dynamic dispatch through it
var meta: Animal.Type = Dog.self
print(meta.sound)
meta = Parrot.self
print(meta.sound, meta.legs)

// Stored class-level state via static stored property, with class var computed from it
class Counter {
    static var created = 0
    class var label: String { "Counter" }
    init() { Counter.created += 1 }
    func report() -> String { "\(type(of: self).label) #\(Counter.created)" }
}
class FancyCounter: Counter {
    override class var label: String { "Fancy" + super.label }
}
print(Counter().report())
print(FancyCounter().report())
print(Counter.created)

// Class var accessed from an instance method of a subclass via Self
class Shape {
    class var sides: Int { 0 }
    func info() -> String { "sides=\(Self.sides)" }
}
class Triangle: Shape { override class var sides: Int { 3 } }
class Square: Shape { override class var sides: Int { 4 } }
print([Shape(), Triangle(), Square()].map { $0.info() })

// expect: ... woof tweet hello, tweet
// expect: 4 4 2 2
// expect: Animalia
// expect: ...!
// expect: woof!
// expect: tweet!
// expect: hello, tweet!
// expect: Animal says ... on 4 legs
// expect: Dog says woof on 4 legs
// expect: Bird says tweet on 2 legs
// expect: Parrot says hello, tweet on 2 legs
// expect: woof
// expect: hello, tweet 2
// expect: Counter #1
// expect: FancyCounter #2
// expect: 2
// expect: ["sides=0", "sides=3", "sides=4"]
