// WWDC "Generalize APIs with parameter packs" style: variadic generic functions over each T
func describeAll<each T: CustomStringConvertible>(_ value: repeat each T) -> [String] {
    var parts: [String] = []
    for v in repeat each value {
        parts.append(v.description)
    }
    return parts
}

func all<each T>(_ value: repeat each T, test: (Any) -> Bool) -> Bool {
    for v in repeat each value {
        if !test(v) { return false }
    }
    return true
}

func count<each T>(_ value: repeat each T) -> Int {
    var n = 0
    for _ in repeat each value { n += 1 }
    return n
}

func typeNames<each T>(_ value: repeat each T) -> String {
    var names: [String] = []
    repeat names.append(String(describing: type(of: each value)))
    return names.joined(separator: ", ")
}

func wrapAll<each T>(_ value: repeat each T) -> (repeat [each T]) {
    (repeat [each value])
}

func pairUp<each A, each B>(_ first: repeat each A, with second: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each first, each second))
}

print(describeAll(1, "two", 3.5, true))
print(describeAll())
print(all(1, 2, 3) { $0 is Int }, all(1, "x") { $0 is Int })
print(count(), count("a"), count(1, 2.0, "3", [4]))
print(typeNames(1, "s", [2.0], Optional(3)))
let wrapped = wrapAll(1, "b")
print(wrapped.0, wrapped.1)
let pairs = pairUp(1, "x", with: true, 2.5)
print(pairs.0, pairs.1)
print(pairs.0.0, pairs.1.1)

// expect: ["1", "two", "3.5", "true"]
// expect: []
// expect: true false
// expect: 0 1 4
// expect: Int, String, Array<Double>, Optional<Int>
// expect: [1] ["b"]
// expect: (1, true) ("x", 2.5)
// expect: 1 2.5
