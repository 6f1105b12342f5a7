// Swift Evolution style (SE-0393 value and type parameter packs): zipping heterogeneous arguments
// Before packs, this needed one overload per arity.
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var parts: [String] = []
    repeat parts.append(String(describing: each value))
    return parts
}

print(describeAll(1, "two", 3.0, true))
print(describeAll())

// Pack expansion inside a tuple type: wrap every element in Optional
func optionals<each T>(_ value: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each value))
}
let o = optionals(1, "a")
print(o.0 as Any, o.1 as Any)

// Two packs of the same shape can be zipped element-wise
func pairUp<each First, each Second>(
    _ first: repeat each First,
    with second: repeat each Second
) -> (repeat (each First, each Second)) {
    (repeat (each first, each second))
}
let pairs = pairUp(1, "x", true, with: 2.5, "y", 7)
print(pairs)
print(pairs.0.1, pairs.2.0)

// Constraints apply to every element of the pack
func allNonEmpty<each C: Collection>(_ c: repeat each C) -> Bool {
    var ok = true
    repeat ok = ok && !(each c).isEmpty
    return ok
}
print(allNonEmpty([1], "abc", [true: 1]))
print(allNonEmpty([1], "", [2]))

// Calling a closure with each element
func forEachValue<each T: CustomStringConvertible>(
    _ value: repeat each T,
    perform body: (String) -> Void
) {
    repeat body((each value).description)
}
var lengths: [Int] = []
forEachValue(10, "hello", 2.75, perform: { lengths.append($0.count) })
print(lengths)

// Pack expansions can be forwarded to another variadic generic function
func logged<each T>(_ label: String, _ value: repeat each T) -> Int {
    let parts = describeAll(repeat each value)
    print("\(label): \(parts.joined(separator: ", "))")
    return parts.count
}
let n = logged("event", "login", 42, [1, 2])
print("fields:", n)

// Generic over the metatype pack
func typeNames<each T>(_ types: repeat (each T).Type) -> [String] {
    var names: [String] = []
    repeat names.append(String(describing: each types))
    return names
}
print(typeNames(Int.self, String.self, [Double].self))

// expect: ["1", "two", "3.0", "true"]
// expect: []
// expect: Optional(1) Optional("a")
// expect: ((1, 2.5), ("x", "y"), (true, 7))
// expect: 2.5 true
// expect: true
// expect: false
// expect: [2, 5, 4]
// expect: event: login, 42, [1, 2]
// expect: fields: 3
// expect: ["Int", "String", "Array<Double>"]
