// A generic parameter bound by an argument declared [Animal], Animal? or [String: Animal] holding a subclass instance is the declared type
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
class Animal {}
class Cat: Animal {}
func show<T>(_ x: T) { print(T.self) }
let xs: [Animal] = [Cat()]
show(xs)
let o: Animal? = Cat()
show(o)
let a: Animal = Cat()
show(a)
let d: [String: Animal] = ["c": Cat()]
show(d)
show([Cat()])

// expect: Array<Animal>
// expect: Optional<Animal>
// expect: Animal
// expect: Dictionary<String, Animal>
// expect: Array<Cat>
