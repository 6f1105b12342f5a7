// Swift Evolution style (SE-0352): implicitly opened existentials passed to generic functions
protocol Animal {
    var name: String { get }
    func sound() -> String
}
struct Dog: Animal { let name: String; func sound() -> String { "woof" } }
struct Cat: Animal { let name: String; func sound() -> String { "meow" } }
struct Cow: Animal { let name: String; func sound() -> String { "moo" } }

func speak<A: Animal>(_ a: A) -> String {
    "\(A.self)(\(a.name)) says \(a.sound())"
}

func typeName<T>(_ value: T) -> String { "\(T.self)" }

func isSameType<T: Animal>(_ a: T, as other: any Animal) -> Bool {
    other is T
}

let zoo: [any Animal] = [Dog(name: "rex"), Cat(name: "tom"), Cow(name: "bessie")]
for animal in zoo {
    print(speak(animal))
}
for animal in zoo {
    print("opened type:", typeName(animal))
}
print("first vs second:", isSameType(zoo[0], as: zoo[1]))
print("first vs dog:", isSameType(zoo[0], as: Dog(name: "fido")))

func equalValues<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool {
    guard let b = b as? T else { return false }
    return a == b
}
let values: [any Equatable] = [1, "one", 1, 2.0]
print(equalValues(values[0], values[2]))
print(equalValues(values[0], values[1]))
print(equalValues(values[3], 2.0))

func sumCollection<C: Collection>(_ c: C) -> Int where C.Element == Int { c.reduce(0, +) }
let collections: [any Collection<Int>] = [[1, 2, 3], 1...10, Set([7])]
for col in collections { print("sum:", sumCollection(col)) }

func describeHashable(_ h: some Hashable) -> String { "hashable \(h)" }
let hashables: [any Hashable] = [3, "x", true]
for h in hashables { print(describeHashable(h)) }

// expect: Dog(rex) says woof
// expect: Cat(tom) says meow
// expect: Cow(bessie) says moo
// expect: opened type: Animal
// expect: opened type: Animal
// expect: opened type: Animal
// expect: first vs second: false
// expect: first vs dog: true
// expect: true
// expect: false
// expect: true
// expect: sum: 6
// expect: sum: 55
// expect: sum: 7
// expect: hashable 3
// expect: hashable x
// expect: hashable true
