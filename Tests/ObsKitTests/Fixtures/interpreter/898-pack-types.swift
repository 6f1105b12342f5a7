// Types of packs: `type(of:)` of each element, a type pack read as `(each T).self`, tuples typed by a pack
// expansion beside fixed elements (a literal becomes the declared Double), and variadic generic types printed
// with their pack as `Pack{...}`. Expected output: swiftc 6.3.1 on this machine.
func typeNames<each T>(_ values: repeat each T) -> [String] {
    var names: [String] = []
    repeat names.append(String(describing: type(of: each values)))
    return names
}
print(typeNames(1, "a", [1.5], ["k": 1], (1, 2), Optional(3)))
func declaredTypes<each T>(_ values: repeat each T) -> [String] {
    var names: [String] = []
    repeat names.append(String(describing: (each T).self))
    return names
}
print(declaredTypes(1, "a", Optional(2)))
print(declaredTypes())
func scaled<each T>(_ values: repeat each T) -> (Double, repeat each T) { (1, repeat each values) }
print(scaled(), scaled("x"), scaled(2, 3))
func optionals<each T>(_ values: repeat each T) -> (repeat (each T)?, Int) { (repeat each values, 0) }
print(optionals(1, "z"))
struct Box<each Item> {
    var items: (repeat each Item)
}
print(Box(items: (1, "one")))
print(type(of: Box(items: (1, "one", 2.0))))
final class Holder<Key, each Value> {
    var key: Key
    var values: (repeat each Value)
    init(key: Key, _ values: repeat each Value) {
        self.key = key
        self.values = (repeat each values)
    }
}
let holder = Holder(key: "k", 1, true)
print(holder.key, holder.values, type(of: holder))

// expect: ["Int", "String", "Array<Double>", "Dictionary<String, Int>", "(Int, Int)", "Optional<Int>"]
// expect: ["Int", "String", "Optional<Int>"]
// expect: []
// expect: 1.0 (1.0, "x") (1.0, 2, 3)
// expect: (Optional(1), Optional("z"), 0)
// expect: Box<Pack{Int, String}>(items: (1, "one"))
// expect: Box<Pack{Int, String, Double}>
// expect: k (1, true) Holder<String, Pack{Int, Bool}>
