// Swift Evolution style (SE-0393): value and type parameter packs with `each` and `repeat`
// known-gap: line 7: expected "Int, String, Array<Double>, Optional<Int>", got "Int, String, Array<Double>, Optional<Any>"
func describeAll<each Value: CustomStringConvertible>(_ values: repeat each Value) -> [String] {
    var out: [String] = []
    repeat out.append((each values).description)
    return out
}

func makeTuple<each T>(_ item: repeat each T) -> (repeat each T) {
    (repeat each item)
}

func wrapAll<each T>(_ item: repeat each T) -> (repeat Optional<each T>) {
    (repeat Optional(each item))
}

func one<T>(_ value: T) -> Int { 1 }

func countArguments<each T>(_ item: repeat each T) -> Int {
    var n = 0
    repeat n += one(each item)
    return n
}

func typeNames<each T>(_ item: repeat each T) -> String {
    var names: [String] = []
    repeat names.append(String(describing: (each T).self))
    return names.joined(separator: ", ")
}

func zipPairs<each A, each B>(first: repeat each A, second: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each first, each second))
}

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    var result = true
    repeat result = result && ((each lhs) == (each rhs))
    return result
}

print(describeAll(1, "two", 3.0, true))
print(describeAll())
let t = makeTuple(7, "seven", [7])
print(t.0, t.1, t.2)
let w = wrapAll(1, "x")
print(w.0 as Any, w.1 as Any)
print(countArguments("a", 2, 3.0, nil as Int?, [1]))
print(countArguments())
print(typeNames(1, "s", [2.0], Optional<Int>.none))
let z = zipPairs(first: 1, "b", second: true, 2.5)
print(z.0, z.1)
print(allEqual((1, "a"), (1, "a")))
print(allEqual((1, "a", 2.0), (1, "b", 2.0)))

func firstAndRest<First, each Rest>(_ first: First, _ rest: repeat each Rest) -> String {
    "\(first) then \(countArguments(repeat each rest)) more"
}
print(firstAndRest("head", 1, 2, 3))
print(firstAndRest(0))
// expect: ["1", "two", "3.0", "true"]
// expect: []
// expect: 7 seven [7]
// expect: Optional(1) Optional("x")
// expect: 5
// expect: 0
// expect: Int, String, Array<Double>, Optional<Int>
// expect: (1, true) ("b", 2.5)
// expect: true
// expect: false
// expect: head then 3 more
// expect: 0 then 0 more
