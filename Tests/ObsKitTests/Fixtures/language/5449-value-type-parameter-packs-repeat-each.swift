// Swift Evolution style (SE-0393/SE-0398): value and type parameter packs with repeat each, pack expansion in tuples and generic types
func describeAll<each T>(_ value: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each value {
        out.append("\(type(of: v))=\(v)")
    }
    return out
}

func zipPair<each A, each B>(_ first: (repeat each A), _ second: (repeat each B)) -> (repeat (each A, each B)) {
    return (repeat (each first, each second))
}

func count<each T>(_ items: repeat each T) -> Int {
    var n = 0
    for _ in repeat each items { n += 1 }
    return n
}

struct Tagged<each V> {
    var values: (repeat each V)
    init(_ v: repeat each V) { values = (repeat each v) }

    func labels() -> [String] {
        var result: [String] = []
        for v in repeat each values {
            result.append(String(describing: v))
        }
        return result
    }
}

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}

func wrapOptional<each T>(_ v: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each v))
}

print(describeAll(1, "two", 3.5, true))
print(count())
print(count(1, 2, 3, 4, 5))

let z = zipPair((1, "a"), (true, 2.5))
print(z.0.0, z.0.1, z.1.0, z.1.1)

let t = Tagged(7, "seven", [7])
print(t.labels())
print(t.values.2)

print(allEqual((1, "x", 2.0), (1, "x", 2.0)))
print(allEqual((1, "x", 2.0), (1, "y", 2.0)))

let w = wrapOptional(1, "s")
print(w.0 as Any, w.1 as Any)

// expect: ["Int=1", "String=two", "Double=3.5", "Bool=true"]
// expect: 0
// expect: 5
// expect: 1 true a 2.5
// expect: ["7", "seven", "[7]"]
// expect: [7]
// expect: true
// expect: false
// expect: Optional(1) Optional("s")
