// Swift Evolution style: SE-0393 parameter packs - variadic generic functions with repeat each and pack expansion
func makePairs<each First, each Second>(
    firsts first: repeat each First,
    seconds second: repeat each Second
) -> (repeat (each First, each Second)) {
    return (repeat (each first, each second))
}

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for isEqual in repeat (each lhs) == (each rhs) {
        if !isEqual { return false }
    }
    return true
}

func describeAll<each Value: CustomStringConvertible>(_ value: repeat each Value) -> [String] {
    var parts: [String] = []
    repeat parts.append((each value).description)
    return parts
}

func countArguments<each T>(_ value: repeat each T) -> Int {
    var count = 0
    for _ in repeat each value {
        count += 1
    }
    return count
}

let pairs = makePairs(firsts: 1, "two", 3.0, seconds: true, 2, "three")
print(pairs.0)
print(pairs.1)
print(pairs.2)

print(allEqual((1, "a", true), (1, "a", true)))
print(allEqual((1, "a", true), (1, "b", true)))

print(describeAll(42, "hello", 2.5, false))
print(countArguments())
print(countArguments(1, 2, 3, "four"))

struct Tagged<each Field> {
    var fields: (repeat each Field)
    init(_ field: repeat each Field) {
        fields = (repeat each field)
    }
    func names() -> [String] {
        var out: [String] = []
        for field in repeat each fields {
            out.append("\(type(of: field))")
        }
        return out
    }
}

let tagged = Tagged("id", 7, [1, 2])
print(tagged.names())
print(tagged.fields.1)

// expect: (1, true)
// expect: ("two", 2)
// expect: (3.0, "three")
// expect: true
// expect: false
// expect: ["42", "hello", "2.5", "false"]
// expect: 0
// expect: 4
// expect: ["String", "Int", "Array<Int>"]
// expect: 7
