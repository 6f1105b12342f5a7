// Compiler test style: overload resolution between generic, constrained generic and concrete functions
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 11: expected "numeric Int double numeric Float", got "double double numeric Float"
func describe<T>(_ x: T) -> String { "any" }
func describe<T: Equatable>(_ x: T) -> String { "equatable" }
func describe<T: Hashable>(_ x: T) -> String { "hashable" }
func describe<T: BinaryInteger>(_ x: T) -> String { "integer" }
func describe(_ x: Int) -> String { "Int" }
func describe<T>(_ x: [T]) -> String { "array of \(describe(x.first!))" }
func describe<T>(_ x: T?) -> String { "optional" }

struct Plain {}
struct Eq: Equatable { var n: Int }
struct Hs: Hashable { var n: Int }

func viaGeneric<T>(_ x: T) -> String { describe(x) }
func viaHashable<T: Hashable>(_ x: T) -> String { describe(x) }

print(describe(Plain()))
print(describe(Eq(n: 1)))
print(describe(Hs(n: 1)))
print(describe(UInt8(3)))
print(describe(3))
print(describe("s"))
print(describe([Plain()]), "|", describe([1]))
print(describe(Optional(Plain())))
print(viaGeneric(3), "|", viaHashable(3), "|", viaHashable(Hs(n: 2)))

class Animal {}
class Dog: Animal {}
func speak(_ a: Animal) -> String { "animal" }
func speak(_ d: Dog) -> String { "dog" }
func speak<T: Animal>(generic a: T) -> String { speak(a) }
let d: Animal = Dog()
print(speak(Dog()), speak(d), speak(generic: Dog()))

func pick(_ x: Double) -> String { "double" }
func pick<T: Numeric>(_ x: T) -> String { "numeric \(T.self)" }
print(pick(1), pick(1.0), pick(Float(1)))
// expect: any
// expect: equatable
// expect: hashable
// expect: integer
// expect: Int
// expect: hashable
// expect: array of any | hashable
// expect: optional
// expect: any | hashable | hashable
// expect: dog animal animal
// expect: numeric Int double numeric Float
