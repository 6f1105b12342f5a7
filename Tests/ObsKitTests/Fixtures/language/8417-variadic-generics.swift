// Compiler-test style: parameter packs (each T / repeat each) in simple variadic generic functions and types
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each value {
        out.append("\(v):\(type(of: v))")
    }
    return out
}

func count<each T>(_ value: repeat each T) -> Int {
    var n = 0
    for _ in repeat each value { n += 1 }
    return n
}

func makeTuple<each T>(_ value: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each value))
}

func pairUp<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}

struct Labeled<each V> {
    let values: (repeat each V)
    init(_ v: repeat each V) { values = (repeat each v) }
    func strings() -> [String] {
        var s: [String] = []
        for v in repeat each values { s.append(String(describing: v)) }
        return s
    }
}

print(describeAll(1, "two", 3.0, true))
print(count(), count(1), count("a", "b", "c"))
print(makeTuple(1, "x"))
print(pairUp(1, "a", with: true, 2.5))
print(allEqual((1, "a"), (1, "a")), allEqual((1, "a", 2.0), (1, "b", 2.0)))
print(Labeled(7, [1, 2], "z").strings())
print(describeAll())

// expect: ["1:Int", "two:String", "3.0:Double", "true:Bool"]
// expect: 0 1 3
// expect: (Optional(1), Optional("x"))
// expect: ((1, true), ("a", 2.5))
// expect: true false
// expect: ["7", "[1, 2]", "z"]
// expect: []
