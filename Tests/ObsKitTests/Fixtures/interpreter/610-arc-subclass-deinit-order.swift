// A subclass deinit runs before its superclass deinit; then stored properties are released.
class Resource {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("resource \(label) deinit") }
}
class Base {
    let baseRes = Resource("base")
    deinit { print("Base deinit") }
}
class Derived: Base {
    let derivedRes = Resource("derived")
    deinit { print("Derived deinit") }
}
var obj: Base? = Derived()
print("created")
obj = nil
print("gone")

// expect: created
// expect: Derived deinit
// expect: Base deinit
// expect: resource base deinit
// expect: resource derived deinit
// expect: gone
