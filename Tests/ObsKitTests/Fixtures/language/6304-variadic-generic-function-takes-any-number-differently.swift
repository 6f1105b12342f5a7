// What's new in Swift 5.9 style (parameter packs): a variadic generic function that takes any number of differently typed values and returns a tuple
struct Labelled<Value> {
    let label: String
    let value: Value
}

func labelAll<each T>(_ values: repeat each T) -> (repeat Labelled<each T>) {
    return (repeat Labelled(label: String(describing: type(of: each values)), value: each values))
}

func makePairs<each First, each Second>(
    _ first: repeat each First,
    with second: repeat each Second
) -> (repeat (each First, each Second)) {
    return (repeat (each first, each second))
}

func describeAll<each T: CustomStringConvertible>(_ items: repeat each T) -> [String] {
    var out: [String] = []
    repeat out.append((each items).description)
    return out
}

let labelled = labelAll(1, "two", 3.0, true)
print(labelled.0.label, labelled.0.value)
print(labelled.1.label, labelled.1.value)
print(labelled.2.label, labelled.2.value)
print(labelled.3.label, labelled.3.value)

let pairs = makePairs(1, "a", with: 2.5, [1, 2])
print(pairs.0.0, pairs.0.1)
print(pairs.1.0, pairs.1.1)

print(describeAll(10, "eleven", 12.5, false))
print(describeAll().count)

// expect: Int 1
// expect: String two
// expect: Double 3.0
// expect: Bool true
// expect: 1 2.5
// expect: a [1, 2]
// expect: ["10", "eleven", "12.5", "false"]
// expect: 0
