// Swift Forums style (generic Strideable and Range helpers): stepping custom Strideable types and generic range utilities
struct Day: Strideable, CustomStringConvertible {
    let index: Int
    func distance(to other: Day) -> Int { other.index - index }
    func advanced(by n: Int) -> Day { Day(index: index + n) }
    var description: String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][index % 7] }
}

func everyOther<T: Strideable>(_ r: ClosedRange<T>) -> [T] where T.Stride: ExpressibleByIntegerLiteral {
    Array(stride(from: r.lowerBound, through: r.upperBound, by: 2))
}

func span<T: Comparable>(_ xs: [T]) -> ClosedRange<T>? {
    guard let lo = xs.min(), let hi = xs.max() else { return nil }
    return lo...hi
}

func overlap<T: Comparable>(_ a: ClosedRange<T>, _ b: ClosedRange<T>) -> ClosedRange<T>? {
    a.overlaps(b) ? max(a.lowerBound, b.lowerBound)...min(a.upperBound, b.upperBound) : nil
}

let week = Day(index: 0)...Day(index: 6)
print(everyOther(week))
print(Array(Day(index: 2)..<Day(index: 5)))
print(everyOther(1...9), everyOther(0.5...3.0))
print(span([4, 9, 1]) as Any, span([String]()) as Any, span(["k", "b"]) as Any)
print(overlap(1...5, 3...8) as Any, overlap(1...2, 5...6) as Any)
print(Day(index: 1).distance(to: Day(index: 10)), week.count)

// expect: [Mon, Wed, Fri, Sun]
// expect: [Wed, Thu, Fri]
// expect: [1, 3, 5, 7, 9] [0.5, 2.5]
// expect: Optional(ClosedRange(1...9)) nil Optional(ClosedRange("b"..."k"))
// expect: Optional(ClosedRange(3...5)) nil
// expect: 9 7
