// Standard library API style (ranges): clamped(to:), overlaps, ~= pattern matching, contains, reversed, counts of closed and half-open ranges
let r = 0..<10
let c = 5...15
print("clamped half-open:", r.clamped(to: 3..<20), r.clamped(to: 12..<20))
print("clamped closed:", c.clamped(to: 0...8), c.clamped(to: 20...30))
print("overlaps:", r.overlaps(9..<12), r.overlaps(10..<12), c.overlaps(15...20), c.overlaps(16...20))
print("overlaps empty:", (0..<0).overlaps(0..<5), (3..<3).overlaps(0..<5))
print("~=:", r ~= 5, r ~= 10, c ~= 15, (1.0...2.0) ~= 1.5)
print("contains:", r.contains(0), r.contains(10), c.contains(5), ("a"..."f").contains("c"), ("a"..."f").contains("cz"))
print("counts:", r.count, c.count, (3...3).count, (3..<3).count)
print("isEmpty:", (3..<3).isEmpty, (3...3).isEmpty, r.isEmpty)
print("reversed:", Array((1...5).reversed()), Array((0..<3).reversed()))
print("bounds:", c.lowerBound, c.upperBound, r.lowerBound, r.upperBound)
print("first last:", c.first!, c.last!, r.last!, (0..<0).first as Any)
print("description:", r, c, 1.5...2.5, "a"..<"z")
print("debug:", String(reflecting: r), String(reflecting: c))
let pr = ..<5
let pf = 3...
print("partial contains:", pr.contains(-100), pr.contains(5), pf.contains(1000), pf.contains(2))
let arr = [10, 20, 30, 40, 50]
print("partial slices:", arr[..<2], arr[3...], arr[...1])
print("relative:", (2...).relative(to: arr), (..<3).relative(to: arr))
func grade(_ score: Int) -> String {
    switch score {
    case ..<50: return "fail"
    case 50..<70: return "pass"
    case 70...: return "merit"
    default: return "?"
    }
}
print("grades:", [10, 50, 69, 70, 100].map(grade))
print("equal ranges:", (0..<3) == (0..<3), (0...2) == (0...2), (0..<0) == (5..<5))
print("map filter range:", (1...10).filter { $0 % 4 == 0 }, (1..<4).map { $0 * $0 })
print("sum range:", (1...100).reduce(0, +))
print("char range:", ("a"..."e").contains("b"), Array(Unicode.Scalar("a").value...Unicode.Scalar("e").value).count)
print("ClosedRange from Range:", ClosedRange(0..<5), Range(2...4))
let d = 0.0..<1.0
print("double range:", d.contains(0.999), d.contains(1.0), d.clamped(to: 0.5..<2.0))
print("index of in range:", (10..<20).firstIndex(of: 15) as Any, (10..<20).firstIndex(of: 25) as Any)

// expect: clamped half-open: 3..<10 12..<12
// expect: clamped closed: 5...8 20...20
// expect: overlaps: true false true false
// expect: overlaps empty: false false
// expect: ~=: true false true true
// expect: contains: true false true true true
// expect: counts: 10 11 1 0
// expect: isEmpty: true false false
// expect: reversed: [5, 4, 3, 2, 1] [2, 1, 0]
// expect: bounds: 5 15 0 10
// expect: first last: 5 15 9 nil
// expect: description: 0..<10 5...15 1.5...2.5 a..<z
// expect: debug: Range(0..<10) ClosedRange(5...15)
// expect: partial contains: true false true false
// expect: partial slices: [10, 20] [40, 50] [10, 20]
// expect: relative: 2..<5 0..<3
// expect: grades: ["fail", "pass", "pass", "merit", "merit"]
// expect: equal ranges: true true false
// expect: map filter range: [4, 8] [1, 4, 9]
// expect: sum range: 5050
// expect: char range: true 5
// expect: ClosedRange from Range: 0...4 2..<5
// expect: double range: true false 0.5..<1.0
// expect: index of in range: Optional(15) nil
