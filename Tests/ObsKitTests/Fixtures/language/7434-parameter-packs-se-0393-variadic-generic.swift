// Swift Evolution style (parameter packs): SE-0393 variadic generic functions with repeat each over heterogeneous arguments
func describe<T>(_ value: T) -> String {
    "\(type(of: value))=\(value)"
}

func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    repeat out.append(describe(each values))
    return out
}

func pairUp<each First, each Second>(
    _ first: repeat each First,
    with second: repeat each Second
) -> (repeat (each First, each Second)) {
    (repeat (each first, each second))
}

func count<each T>(_ items: repeat each T) -> Int {
    var n = 0
    for _ in repeat each items {
        n += 1
    }
    return n
}

func wrapAll<each T>(_ values: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each values))
}

print(describeAll(1, "two", 3.5, true))
print(describeAll())
let pairs = pairUp(1, "a", with: true, 2.5)
print(pairs.0, pairs.1)
print(count("x", 2, [3], (4, 5)))
print(count())
let wrapped = wrapAll(7, "seven")
print(wrapped.0 ?? 0, wrapped.1 ?? "none")
// expect: ["Int=1", "String=two", "Double=3.5", "Bool=true"]
// expect: []
// expect: (1, true) ("a", 2.5)
// expect: 4
// expect: 0
// expect: 7 seven
