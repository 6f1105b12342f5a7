// Swift Evolution SE-0393 style (same-shape packs): zipping two packs of equal length, constrained pack elements and a variadic tuple builder
func zipPacks<each A, each B>(_ a: repeat each A, with b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}

func maxOfEach<each T: Comparable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> (repeat each T) {
    (repeat max(each lhs, each rhs))
}

func wrapInOptionals<each T>(_ values: repeat each T) -> (repeat (each T)?) {
    (repeat Optional(each values))
}

func unwrapAll<each T>(_ values: repeat (each T)?) -> (repeat each T)? {
    for v in repeat each values {
        if v == nil { return nil }
    }
    return (repeat (each values)!)
}

func names<each T>(of types: repeat (each T).Type) -> [String] {
    var result: [String] = []
    repeat result.append(String(describing: each types))
    return result
}

let zipped = zipPacks(1, "b", with: "one", 2.0)
print(zipped.0, zipped.1)

let best = maxOfEach((3, "apple", 2.5), (1, "banana", 9.0))
print(best.0, best.1, best.2)

let wrapped = wrapInOptionals(7, "seven")
print(wrapped.0 as Any, wrapped.1 as Any)

if let all = unwrapAll(Optional(1), Optional("x"), Optional(true)) {
    print("all present:", all.0, all.1, all.2)
}
let missing = unwrapAll(Optional(1), Optional<String>.none)
print("missing is nil:", missing == nil)

print(names(of: Int.self, String.self, [Double].self))

// expect: (1, "one") ("b", 2.0)
// expect: 3 banana 9.0
// expect: Optional(7) Optional("seven")
// expect: all present: 1 x true
// expect: missing is nil: true
// expect: ["Int", "String", "Array<Double>"]
