// Compiler test style: any P collections and implicitly opening existentials into generic functions
protocol Animal {
    var name: String { get }
    func sound() -> String
}

protocol Identified {
    associatedtype ID: Comparable
    var id: ID { get }
}

struct Dog: Animal, Identified {
    let name: String
    let id: Int
    func sound() -> String { "woof" }
}

struct Cat: Animal, Identified {
    let name: String
    let id: String
    func sound() -> String { "meow" }
}

func describe<A: Animal>(_ a: A) -> String {
    "\(A.self) \(a.name) says \(a.sound())"
}

func idString<T: Identified>(_ x: T) -> String {
    "id=\(x.id) type=\(T.ID.self)"
}

func larger<T: Identified>(_ a: T, _ b: T) -> T { a.id >= b.id ? a : b }

let zoo: [any Animal] = [Dog(name: "Rex", id: 3), Cat(name: "Tom", id: "c7"), Dog(name: "Fido", id: 9)]
for animal in zoo {
    print(describe(animal))
}

let tagged: [any Identified] = [Dog(name: "A", id: 42), Cat(name: "B", id: "zz")]
for t in tagged {
    print(idString(t))
}

func firstSound(_ animals: [any Animal]) -> String? {
    animals.first.map { describe($0) }
}
print(firstSound(zoo) ?? "empty")
print(firstSound([]) ?? "empty")

print(larger(Dog(name: "x", id: 1), Dog(name: "y", id: 5)).name)

let box: any Animal = Cat(name: "Kit", id: "k1")
if let cat = box as? Cat {
    print("downcast ok:", cat.id)
}
print(box is Dog, box is Cat)
let names = zoo.map(\.name).sorted()
print(names)

// expect: Dog Rex says woof
// expect: Cat Tom says meow
// expect: Dog Fido says woof
// expect: id=42 type=Int
// expect: id=zz type=String
// expect: Dog Rex says woof
// expect: empty
// expect: y
// expect: downcast ok: k1
// expect: false true
// expect: ["Fido", "Rex", "Tom"]
