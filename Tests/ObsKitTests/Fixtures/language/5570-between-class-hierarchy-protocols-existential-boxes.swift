// Compiler test style (dynamic casts): as?, as! and is between a class hierarchy, protocols and existential boxes
protocol Named { var name: String { get } }
protocol Loud: Named { func shout() -> String }

class Animal: Named {
    var name: String
    init(name: String) { self.name = name }
}
class Dog: Animal, Loud {
    func shout() -> String { return name.uppercased() + "!" }
}
final class Puppy: Dog {}
class Cat: Animal {}
struct Robot: Loud {
    var name: String { return "robot" }
    func shout() -> String { return "BEEP" }
}

let zoo: [Animal] = [Animal(name: "generic"), Dog(name: "rex"), Puppy(name: "bit"), Cat(name: "tom")]
for a in zoo {
    let kind = a is Puppy ? "puppy" : a is Dog ? "dog" : a is Cat ? "cat" : "animal"
    if let loud = a as? Loud {
        print(a.name, kind, "loud:", loud.shout())
    } else {
        print(a.name, kind, "quiet")
    }
}

let things: [Any] = [Dog(name: "max"), Robot(), 42, "text", Cat(name: "kit")]
var namedCount = 0
for t in things {
    if let n = t as? Named { namedCount += 1; print("named", n.name) }
    if t is Loud { print("  and loud") }
    if let obj = t as? AnyObject, t is Animal { print("  class instance", type(of: obj)) }
}
print("named:", namedCount)

let existential: Named = Puppy(name: "tiny")
let back = existential as! Dog
print(type(of: back), back.shout())
print(existential is Cat, existential is Animal, existential is Loud)

let loudOnes: [Loud] = [Robot(), Dog(name: "a"), Puppy(name: "b")]
let dogs = loudOnes.compactMap { $0 as? Dog }
print(dogs.map { $0.name }, dogs.count)
let asNamed = loudOnes.map { $0 as Named }
print(asNamed.map { "\(type(of: $0))" })

func classify<T>(_ value: T) -> String {
    switch value {
    case let p as Puppy: return "puppy \(p.name)"
    case let d as Dog: return "dog \(d.name)"
    case is Animal: return "some animal"
    case let l as Loud: return "loud \(l.shout())"
    default: return "other \(T.self)"
    }
}
print(classify(Puppy(name: "p")), classify(Dog(name: "d")), classify(Cat(name: "c")))
print(classify(Robot()), classify(3.5))

// expect: generic animal quiet
// expect: rex dog loud: REX!
// expect: bit puppy loud: BIT!
// expect: tom cat quiet
// expect: named max
// expect:   and loud
// expect:   class instance Dog
// expect: named robot
// expect:   and loud
// expect: named kit
// expect:   class instance Cat
// expect: named: 3
// expect: Puppy TINY!
// expect: false true true
// expect: ["a", "b"] 2
// expect: ["Robot", "Dog", "Puppy"]
// expect: puppy p dog d some animal
// expect: loud BEEP other Double
