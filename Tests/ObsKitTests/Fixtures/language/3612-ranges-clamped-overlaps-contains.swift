// Swift book style: ranges clamped(to:), overlaps, contains, ~= pattern matching
let r = 3..<10
print(r.clamped(to: 5..<20), r.clamped(to: 0..<4), r.clamped(to: 12..<15))
let cr = 1...5
print(cr.clamped(to: 2...3), cr.clamped(to: 7...9))
print(r.overlaps(9..<12), r.overlaps(10..<12), cr.overlaps(5...6), (1..<1).overlaps(0..<5))
print(r.contains(3), r.contains(10), cr.contains(5), r.isEmpty, (4..<4).isEmpty)
print(r.count, cr.count, r.lowerBound, r.upperBound, cr.upperBound)
print(r ~= 7, cr ~= 0)
func grade(_ score: Int) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case ..<50: return "F"
    default: return "C"
    }
}
print([95, 85, 70, 30, 90, 89].map(grade).joined())
let ch: Character = "m"
print(("a"..."z").contains(ch), ("A"..."Z") ~= ch)
let dr = 0.0...1.0
print(dr.contains(0.5), dr.contains(1.0000001), (0.0..<1.0).contains(1.0))
print(dr.clamped(to: 0.25...2.0))
let pr = ..<5
print(pr.contains(-100), pr.contains(5), (2...).contains(Int.max))
let arr = Array(10...20)
print(arr[..<3], arr[8...], arr[2..<4])
print(Array((1...10).reversed().prefix(3)), (0..<5).map { $0 * $0 })
print(Range(2...4), ClosedRange(2..<5))
print((1...3).sum(), (5..<5).sum())
extension Sequence where Element == Int { func sum() -> Int { reduce(0, +) } }
if case 1...9 = 5 { print("single digit") }
let x = 42
if 40..<50 ~= x, !(0..<10 ~= x) { print("forties") }

// expect: 5..<10 3..<4 12..<12
// expect: 2...3 7...7
// expect: true false true false
// expect: true false true false true
// expect: 7 5 3 10 5
// expect: true false
// expect: ABCFAB
// expect: true false
// expect: true false false
// expect: 0.25...1.0
// expect: true false true
// expect: [10, 11, 12] [18, 19, 20] [12, 13]
// expect: [10, 9, 8] [0, 1, 4, 9, 16]
// expect: 2..<5 2...4
// expect: 6 0
// expect: single digit
// expect: forties
