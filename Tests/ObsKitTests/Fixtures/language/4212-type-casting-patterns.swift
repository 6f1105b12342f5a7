// Compiler test style: is and as patterns in switch over heterogeneous [Any] values and class hierarchies
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
}
class Dog: Animal {
    let breed: String
    init(name: String, breed: String) { self.breed = breed; super.init(name: name) }
    override func sound() -> String { "woof" }
}
class Cat: Animal {
    let indoor: Bool
    init(name: String, indoor: Bool) { self.indoor = indoor; super.init(name: name) }
    override func sound() -> String { "meow" }
}

protocol Describable { var summary: String { get } }
struct Point: Describable {
    let x: Int, y: Int
    var summary: String { "Point(\(x), \(y))" }
}

func describe(_ value: Any) -> String {
    switch value {
    case 0 as Int:
        return "the integer zero"
    case let i as Int where i < 0:
        return "negative int \(i)"
    case let i as Int:
        return "int \(i)"
    case let d as Double:
        return "double \(d)"
    case let s as String where s.isEmpty:
        return "empty string"
    case let s as String:
        return "string \"\(s)\" of length \(s.count)"
    case let (a, b) as (Int, Int):
        return "int pair \(a),\(b)"
    case let d as Dog:
        return "dog \(d.name) (\(d.breed)) says \(d.sound())"
    case let c as Cat where c.indoor:
        return "indoor cat \(c.name)"
    case let a as Animal:
        return "animal \(a.name) says \(a.sound())"
    case let p as Describable:
        return "describable: \(p.summary)"
    case let xs as [Int]:
        return "int array with sum \(xs.reduce(0, +))"
    case is Bool:
        return "a boolean"
    case let f as (Int) -> Int:
        return "function giving f(3) = \(f(3))"
    default:
        return "something else"
    }
}

let things: [Any] = [
    0, -5, 42, 3.5, "", "hello", (1, 2),
    Dog(name: "Rex", breed: "collie"),
    Cat(name: "Tom", indoor: true),
    Cat(name: "Stray", indoor: false),
    Animal(name: "Generic"),
    Point(x: 1, y: -1),
    [1, 2, 3],
    true,
    { (x: Int) in x * x },
    Character("c"),
]

for t in things {
    print(describe(t))
}

let zoo: [Animal] = [Dog(name: "Fido", breed: "pug"), Cat(name: "Kit", indoor: false), Animal(name: "Blob"), Dog(name: "Max", breed: "lab")]
var dogs = 0, cats = 0
for animal in zoo {
    switch animal {
    case is Dog: dogs += 1
    case is Cat: cats += 1
    default: break
    }
}
print("dogs \(dogs), cats \(cats), others \(zoo.count - dogs - cats)")
for case let d as Dog in zoo {
    print("dog: \(d.name)")
}
if let c = zoo[1] as? Cat, !c.indoor {
    print("\(c.name) goes outside")
}

// Expected output:
// expect: the integer zero
// expect: negative int -5
// expect: int 42
// expect: double 3.5
// expect: empty string
// expect: string "hello" of length 5
// expect: int pair 1,2
// expect: dog Rex (collie) says woof
// expect: indoor cat Tom
// expect: animal Stray says meow
// expect: animal Generic says ...
// expect: describable: Point(1, -1)
// expect: int array with sum 6
// expect: a boolean
// expect: function giving f(3) = 9
// expect: something else
// expect: dogs 2, cats 1, others 1
// expect: dog: Fido
// expect: dog: Max
// expect: Kit goes outside
