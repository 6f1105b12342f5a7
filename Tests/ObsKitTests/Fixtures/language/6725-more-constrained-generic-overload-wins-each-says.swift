// Swift book generics style (overload ranking): the more constrained generic overload wins, and each says which ran
protocol Animal { var name: String { get } }
protocol Pet: Animal {}
struct Dog: Pet { let name = "dog" }
struct Fox: Animal { let name = "fox" }

func describe<T>(_ value: T) -> String { "any T" }
func describe<T: Equatable>(_ value: T) -> String { "Equatable T" }
func describe<T: Comparable>(_ value: T) -> String { "Comparable T" }
func describe(_ value: Int) -> String { "concrete Int" }

func kind<A: Animal>(_ a: A) -> String { "animal \(a.name)" }
func kind<P: Pet>(_ p: P) -> String { "pet \(p.name)" }

func summary<C: Sequence>(_ c: C) -> String { "sequence" }
func summary<C: Collection>(_ c: C) -> String { "collection of \(c.count)" }
func summary<C: RandomAccessCollection>(_ c: C) -> String { "random access of \(c.count)" }
func summary<C: RandomAccessCollection>(_ c: C) -> String where C.Element == String { "strings: \(c.joined(separator: "+"))" }

func forward<T>(_ value: T) -> String { describe(value) }
func forwardEq<T: Equatable>(_ value: T) -> String { describe(value) }

struct Opaque {}
struct Token: Equatable { var id = 0 }

print(describe(Opaque()))
print(describe(Token()))
print(describe("text"))
print(describe(3))
print(describe(3.5))
print(forward(3), "|", forwardEq(3), "|", forwardEq(Token()))
print(kind(Dog()), "/", kind(Fox()))
print(summary(sequence(first: 1) { $0 < 4 ? $0 + 1 : nil }))
print(summary(Set([1, 2])))
print(summary([1, 2, 3]))
print(summary(["a", "b"]))
print(summary(Set(["z"])))

// expect: any T
// expect: Equatable T
// expect: Comparable T
// expect: concrete Int
// expect: Comparable T
// expect: any T | Equatable T | Equatable T
// expect: pet dog / animal fox
// expect: sequence
// expect: collection of 2
// expect: random access of 3
// expect: strings: a+b
// expect: collection of 1
