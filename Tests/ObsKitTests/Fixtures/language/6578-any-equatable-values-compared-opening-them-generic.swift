// Hacking with Swift style (existential unboxing): any Equatable values compared by opening them into a generic helper that casts the other side
func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
}

func areEqual(_ lhs: any Equatable, _ rhs: any Equatable) -> Bool {
    isEqual(lhs, rhs)
}

struct Point: Equatable { var x = 0, y = 0 }

let values: [any Equatable] = [1, "one", 1.0, Point(x: 1), 1, Point(x: 1)]
for (i, a) in values.enumerated() {
    let matches = values.indices.filter { $0 != i && areEqual(a, values[$0]) }
    print(i, a, "matches", matches)
}

func describeHashable(_ value: any Hashable) -> String {
    func typeName<H: Hashable>(_ h: H) -> String { String(describing: H.self) }
    return typeName(value)
}
print(describeHashable(3), describeHashable("s"), describeHashable([1, 2]), describeHashable(Optional(2.5)))

func dedupe(_ items: [any Hashable]) -> [AnyHashable] {
    var seen: [AnyHashable] = []
    for item in items where !seen.contains(AnyHashable(item)) {
        seen.append(AnyHashable(item))
    }
    return seen
}
print(dedupe([1, "a", 1, "a", 2, true]).count)

// expect: 0 1 matches [4]
// expect: 1 one matches []
// expect: 2 1.0 matches []
// expect: 3 Point(x: 1, y: 0) matches [5]
// expect: 4 1 matches [0]
// expect: 5 Point(x: 1, y: 0) matches [3]
// expect: Int String Array<Int> Optional<Double>
// expect: 4
