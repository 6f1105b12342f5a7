// Swift Evolution style (SE-0393): value and type parameter packs with repeat each
func makeTuple<each T>(_ value: repeat each T) -> (repeat each T) {
    (repeat each value)
}

func describeAll<each T>(_ value: repeat each T) -> [String] {
    var out: [String] = []
    repeat out.append(String(describing: each value))
    return out
}

func countArgs<each T>(_ value: repeat each T) -> Int {
    var n = 0
    for _ in repeat each value { n += 1 }
    return n
}

func pairUp<each A, each B>(_ first: repeat each A, with second: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each first, each second))
}

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}

let t = makeTuple(1, "two", 3.5, true)
print(t)
print(t.1, t.3)
print(describeAll(42, "x", [1, 2], Optional<Int>.none as Any))
print(countArgs(), countArgs(1), countArgs("a", "b", "c"))
let pairs = pairUp(1, "a", with: true, 2.5)
print(pairs)
print(allEqual((1, "a", true), (1, "a", true)))
print(allEqual((1, "a", true), (1, "b", true)))

func typeNames<each T>(_ types: repeat (each T).Type) -> [String] {
    var names: [String] = []
    repeat names.append(String(describing: each types))
    return names
}
print(typeNames(Int.self, String.self, Bool.self))

// expect: (1, "two", 3.5, true)
// expect: two true
// expect: ["42", "x", "[1, 2]", "nil"]
// expect: 0 1 3
// expect: ((1, true), ("a", 2.5))
// expect: true
// expect: false
// expect: ["Int", "String", "Bool"]
