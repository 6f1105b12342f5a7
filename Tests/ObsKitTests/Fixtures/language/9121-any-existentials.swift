// any-existentials
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Animal {
    var name: String { get }
    func sound() -> String
}
extension Animal {
    func introduce() -> String { "\(name) says \(sound())" }
}

struct Dog: Animal {
    let name: String
    func sound() -> String { "woof" }
}
struct Cat: Animal {
    let name: String
    var lives = 9
    func sound() -> String { "meow" }
}

var zoo: [any Animal] = [Dog(name: "Rex"), Cat(name: "Tom"), Dog(name: "Fido")]
for a in zoo { print(a.introduce()) }

zoo.sort { $0.name < $1.name }
print(zoo.map(\.name))

let cats = zoo.compactMap { $0 as? Cat }
print(cats.count, cats.first?.lives ?? 0)
print(zoo.filter { $0 is Dog }.count)

func loudest(_ a: some Animal) -> String { a.sound().uppercased() + "!" }
for a in zoo { print(loudest(a)) }

func describeType(_ a: any Animal) -> String {
    "\(type(of: a))"
}
print(zoo.map(describeType))

var box: any Animal = Dog(name: "Box")
print(box.introduce())
box = Cat(name: "Kit", lives: 3)
if let c = box as? Cat { print(c.lives) }

let grouped = Dictionary(grouping: zoo) { String(describing: type(of: $0)) }
for key in grouped.keys.sorted() {
    print(key, grouped[key]!.map(\.name))
}

protocol Identified { associatedtype ID: Hashable; var id: ID { get } }
struct User: Identified { let id: Int }
struct Tag: Identified { let id: String }
let things: [any Identified] = [User(id: 7), Tag(id: "swift")]
for t in things {
    let anyID = AnyHashable(t.id)
    print(anyID, anyID == AnyHashable(7))
}
// expect: Rex says woof
// expect: Tom says meow
// expect: Fido says woof
// expect: ["Fido", "Rex", "Tom"]
// expect: 1 9
// expect: 2
// expect: WOOF!
// expect: WOOF!
// expect: MEOW!
// expect: ["Dog", "Dog", "Cat"]
// expect: Box says woof
// expect: 3
// expect: Cat ["Tom"]
// expect: Dog ["Fido", "Rex"]
// expect: 7 true
// expect: swift false
