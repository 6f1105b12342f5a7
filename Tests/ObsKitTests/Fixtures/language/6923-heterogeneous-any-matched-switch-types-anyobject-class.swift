// Swift book style (type casting for Any and AnyObject): a heterogeneous [Any] matched with switch on types, and an [AnyObject] of class instances
class Animal {
    let name: String
    init(name: String) { self.name = name }
}
class Dog: Animal {
    func bark() -> String { "\(name) says woof" }
}
class Cat: Animal {
    var lives = 9
}

var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Dog(name: "Rex"))
things.append(Cat(name: "Tom"))
things.append({ (name: String) -> String in "Hi, \(name)" })
things.append(Optional<Int>.none as Any)

for thing in things {
    switch thing {
    case 0 as Int:
        print("zero as an Int")
    case 0 as Double:
        print("zero as a Double")
    case let someInt as Int:
        print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0:
        print("a positive double value of \(someDouble)")
    case let someString as String:
        print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double):
        print("an (x, y) point at \(x), \(y)")
    case let d as Dog:
        print("a dog: \(d.bark())")
    case let a as Animal:
        print("some animal named \(a.name)")
    case let greet as (String) -> String:
        print(greet("Ada"))
    default:
        print("something else")
    }
}

let objects: [AnyObject] = [Dog(name: "Fido"), Cat(name: "Kit"), Dog(name: "Max")]
for obj in objects {
    if let dog = obj as? Dog { print(dog.bark()) }
    else if let cat = obj as? Cat { print("\(cat.name) has \(cat.lives) lives") }
}
let dogs = objects.filter { $0 is Dog }.count
print("dogs: \(dogs)")

// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a dog: Rex says woof
// expect: some animal named Tom
// expect: Hi, Ada
// expect: something else
// expect: Fido says woof
// expect: Kit has 9 lives
// expect: Max says woof
// expect: dogs: 2
