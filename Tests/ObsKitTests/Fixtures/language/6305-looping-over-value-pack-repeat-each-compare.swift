// What's new in Swift 6.0 style (pack iteration, SE-0408): looping over a value pack with for-in repeat each to compare tuples of any arity
func allEqual<each Element: Equatable>(_ lhs: (repeat each Element), _ rhs: (repeat each Element)) -> Bool {
    for (left, right) in repeat (each lhs, each rhs) {
        guard left == right else { return false }
    }
    return true
}

func countNonNil<each T>(_ values: repeat (each T)?) -> Int {
    var count = 0
    for value in repeat each values {
        if value != nil { count += 1 }
    }
    return count
}

func printEach<each T>(_ values: repeat each T) {
    var index = 0
    for value in repeat each values {
        print("  [\(index)] \(value)")
        index += 1
    }
}

print(allEqual((1, "a", true), (1, "a", true)))
print(allEqual((1, "a", true), (1, "b", true)))
print(allEqual((2.5, 9), (2.5, 9)))

let maybeName: String? = "Ada"
let maybeAge: Int? = nil
let maybeScore: Double? = 9.5
print("non-nil:", countNonNil(maybeName, maybeAge, maybeScore))

print("values:")
printEach("first", 2, [3, 4], (5, 6))

func sumLengths<each S: Collection>(_ collections: repeat each S) -> Int {
    var total = 0
    for c in repeat each collections {
        total += c.count
    }
    return total
}
print("total length:", sumLengths("hello", [1, 2, 3], Set([1, 1, 2]), 0..<4))

// expect: true
// expect: false
// expect: true
// expect: non-nil: 2
// expect: values:
// expect:   [0] first
// expect:   [1] 2
// expect:   [2] [3, 4]
// expect:   [3] (5, 6)
// expect: total length: 14
