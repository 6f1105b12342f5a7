// Compiler test style: generic functions constrained by where clauses, most specific overload wins
// known-gap: needs the compiler check (the types it gives); unchecked: line 15: expected "Box<T>", got "Box<Int> 3"
protocol Animal { var sound: String { get } }
protocol Pet: Animal { var owner: String { get } }

struct Dog: Pet { var sound: String { "woof" }; var owner: String { "ann" } }
struct Wolf: Animal { var sound: String { "howl" } }

func describe<T>(_ x: T) -> String { return "any T" }
func describe<T: Animal>(_ x: T) -> String { return "Animal(\(x.sound))" }
func describe<T: Pet>(_ x: T) -> String { return "Pet(\(x.sound), \(x.owner))" }

print(describe(1))
print(describe(Wolf()))
print(describe(Dog()))
print(describe("str"))

func pick<C: Collection>(_ c: C) -> String { return "Collection of \(c.count)" }
func pick<C: Collection>(_ c: C) -> String where C.Element == Int { return "Int collection sum \(c.reduce(0, +))" }
func pick<C: RandomAccessCollection>(_ c: C) -> String where C.Element == Int { return "RA Int collection first \(c.first!)" }

print(pick(Set(["a"])))
print(pick([1, 2, 3]))
print(pick(Set([5])))
print(pick(["x", "y"]))

func relay<T>(_ x: T) -> String { return describe(x) }
func relayAnimal<T: Animal>(_ x: T) -> String { return describe(x) }
print(relay(Dog()))
print(relayAnimal(Dog()))

struct Box<T> {
  let value: T
  func info() -> String { return "Box<T>" }
}
extension Box where T: Equatable {
  func info() -> String { return "Box<Equatable>" }
}
extension Box where T == Int {
  func info() -> String { return "Box<Int> \(value)" }
}

print(Box(value: 3).info())
print(Box(value: "s").info())
print(Box(value: [1.0]).info())
struct Opaque {}
print(Box(value: Opaque()).info())

func outer<T>(_ b: Box<T>) -> String { return b.info() }
print(outer(Box(value: 3)))

func outerEq<T: Equatable>(_ b: Box<T>) -> String { return b.info() }
print(outerEq(Box(value: 3)))

func eq<T>(_ a: T, _ b: T) -> String { return "unconstrained" }
func eq<T: Equatable>(_ a: T, _ b: T) -> String { return a == b ? "equal" : "different" }
print(eq(1, 1))
print(eq(1, 2))
print(eq(Opaque(), Opaque()))

// expect: any T
// expect: Animal(howl)
// expect: Pet(woof, ann)
// expect: any T
// expect: Collection of 1
// expect: RA Int collection first 1
// expect: Int collection sum 5
// expect: Collection of 2
// expect: any T
// expect: Animal(woof)
// expect: Box<Int> 3
// expect: Box<Equatable>
// expect: Box<Equatable>
// expect: Box<T>
// expect: Box<T>
// expect: Box<Equatable>
// expect: equal
// expect: different
// expect: unconstrained
