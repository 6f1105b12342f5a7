// Compiler-test style: some P and any P in parameter position, implicit generics vs boxed existentials
protocol Animal {
    var name: String { get }
    func sound() -> String
}
struct Dog: Animal { let name: String; func sound() -> String { "woof" } }
struct Cat: Animal { let name: String; func sound() -> String { "meow" } }

func speak(_ a: some Animal) -> String { "\(a.name) says \(a.sound())" }
func speakAll(_ list: [any Animal]) -> [String] { list.map { speak($0) } }
func typeName(_ a: some Animal) -> String { "\(type(of: a))" }
func boxedName(_ a: any Animal) -> String { "\(type(of: a))" }
func sameKind(_ a: some Animal, _ b: some Animal) -> Bool { type(of: a) == type(of: b) }

func total(_ xs: some Collection<Int>) -> Int { xs.reduce(0, +) }
func describeAll(_ xs: some Sequence<any CustomStringConvertible>) -> String {
    xs.map(\.description).joined(separator: ",")
}
func firstOf(_ c: some Collection<String>) -> String { c.first ?? "<empty>" }
func keys(_ d: any Collection<(key: String, value: Int)>) -> Int { d.count }

let dog = Dog(name: "Rex")
let pets: [any Animal] = [dog, Cat(name: "Tom"), Dog(name: "Fido")]
print(speak(dog))
print(speakAll(pets))
print(typeName(dog), boxedName(pets[1]), typeName(pets[1]))
print(sameKind(dog, Dog(name: "x")), sameKind(dog, Cat(name: "y")), sameKind(pets[0], pets[2]))
print(total([1, 2, 3]), total(1...10), total(Set([5])))
print(describeAll([1, "two", 3.5] as [any CustomStringConvertible]))
print(firstOf(["q", "r"]), firstOf([String]()), firstOf(["only"].reversed()))
print(keys(["a": 1, "b": 2]))

// expect: Rex says woof
// expect: ["Rex says woof", "Tom says meow", "Fido says woof"]
// expect: Dog Cat Cat
// expect: true false true
// expect: 6 55 5
// expect: 1,two,3.5
// expect: q <empty> only
// expect: 2
