// Compiler test style: static dispatch of overloads inside generic code (T's constraints, not dynamic type)
// known-gap: line 10: expected "generic Any", got "generic Int"
func which(_ x: Int) -> String { "Int" }
func which(_ x: String) -> String { "String" }
func which<T>(_ x: T) -> String { "generic \(T.self)" }
func which<T: Numeric>(_ x: T) -> String { "numeric \(T.self)" }

func callWhich<T>(_ x: T) -> String { which(x) }
func callWhichNum<T: Numeric>(_ x: T) -> String { which(x) }

print(which(1))
print(which("s"))
print(which(2.5))
print(which([1]))
print(callWhich(1))
print(callWhich("s"))
print(callWhichNum(1))
print(callWhichNum(UInt8(1)))

let anyInt: Any = 5
print(which(anyInt))
print(callWhich(anyInt))

protocol Animal { }
struct Dog: Animal {}
func sound(_ a: Animal) -> String { "some animal" }
func sound(_ d: Dog) -> String { "woof" }
func soundOf<A: Animal>(_ a: A) -> String { sound(a) }
print(sound(Dog()))
print(soundOf(Dog()))
let a: Animal = Dog()
print(sound(a))

class Base {}
class Sub: Base {}
func cls(_ b: Base) -> String { "Base" }
func cls(_ s: Sub) -> String { "Sub" }
func clsGeneric<T: Base>(_ t: T) -> String { cls(t) }
print(cls(Sub()))
print(clsGeneric(Sub()))
let b: Base = Sub()
print(cls(b))

func opt<T>(_ x: T?) -> String { "optional" }
func opt<T>(_ x: T) -> String { "plain" }
print(opt(1))
print(opt(Optional(1)))
print(opt(nil as Int?))
// expect: Int
// expect: String
// expect: numeric Double
// expect: generic Array<Int>
// expect: generic Int
// expect: generic String
// expect: numeric Int
// expect: numeric UInt8
// expect: generic Any
// expect: generic Any
// expect: woof
// expect: some animal
// expect: some animal
// expect: Sub
// expect: Base
// expect: Base
// expect: plain
// expect: optional
// expect: optional
