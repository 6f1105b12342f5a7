// Swift Evolution style (SE-0408 pack iteration): tuple equality and early exit
// Element-wise equality for tuples of any length
func tupleEquals<each Element: Equatable>(
    _ lhs: (repeat each Element),
    _ rhs: (repeat each Element)
) -> Bool {
    for (left, right) in repeat (each lhs, each rhs) {
        guard left == right else { return false }
    }
    return true
}

print(tupleEquals((1, "a", true), (1, "a", true)))
print(tupleEquals((1, "a", true), (1, "b", true)))
print(tupleEquals((1, 2, 3, 4, 5, 6, 7, 8), (1, 2, 3, 4, 5, 6, 7, 8)))

// Iterating with `continue` and `break`
func firstNegative<each N: SignedNumeric & Comparable & CustomStringConvertible>(
    _ value: repeat each N
) -> String? {
    var index = 0
    var found: String?
    for number in repeat each value {
        defer { index += 1 }
        if number >= .zero { continue }
        found = "position \(index): \(number)"
        break
    }
    return found
}
print(firstNegative(3, 2.5, -7, -1.5) ?? "none")
print(firstNegative(1, 2) ?? "none")

// Combining pack iteration with ordinary accumulation
func summary<each T: CustomStringConvertible>(_ item: repeat each T) -> String {
    var text = ""
    var count = 0
    for element in repeat each item {
        if !text.isEmpty { text += " + " }
        text += element.description
        count += 1
    }
    return "\(count) items: \(text)"
}
print(summary("bread", 2, 0.5))
print(summary(Character("x")))

// Counting matches across differently-typed collections
func totalCount<each C: Collection>(_ collection: repeat each C,
                                    where predicate: (Int) -> Bool) -> Int {
    var total = 0
    for c in repeat each collection {
        if predicate(c.count) {
            total += c.count
        }
    }
    return total
}
print(totalCount([1, 2, 3], "hello", Set([1]), 0..<10, where: { $0 > 2 }))
print(totalCount("", [Int](), where: { _ in true }))

// expect: true
// expect: false
// expect: true
// expect: position 2: -7
// expect: none
// expect: 3 items: bread + 2 + 0.5
// expect: 1 items: x
// expect: 18
// expect: 0
