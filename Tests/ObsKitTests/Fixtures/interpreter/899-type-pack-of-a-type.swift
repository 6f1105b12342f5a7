// A variadic generic type's own type pack read in its members as `(each Field).self`, a static member that
// reads it from the metatype, and a subscript with a value pack. Expected output: swiftc 6.3.1 on this machine.
struct Schema<each Field> {
    var sample: (repeat each Field)
    func fieldTypes() -> [String] {
        var names: [String] = []
        repeat names.append(String(describing: (each Field).self))
        return names
    }
    static func arity() -> Int {
        var n = 0
        for _ in repeat (each Field).self { n += 1 }
        return n
    }
    func matches<each Other>(_ values: repeat each Other) -> Bool where (repeat (each Other, each Field)): Any {
        var same = true
        repeat same = same && String(describing: type(of: each values)) == String(describing: (each Field).self)
        return same
    }
}
let schema = Schema(sample: ("id", 7, 2.5))
print(schema.fieldTypes())
print(Schema<Int, String>.arity(), Schema<Bool>.arity())
print(schema.matches("x", 1, 0.5), schema.matches(1, "x", 0.5))
struct Counter {
    subscript<each T>(_ keys: repeat each T) -> Int {
        var n = 0
        for _ in repeat each keys { n += 1 }
        return n
    }
}
let counter = Counter()
print(counter[1, "a", 2.0], counter[], counter[[1]])

// expect: ["String", "Int", "Double"]
// expect: 2 1
// expect: true false
// expect: 3 0 1
