// Basic Operators: the ternary conditional and nil-coalescing operators, chained and mixed, in a small rendering helper.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let cardPadding = 12
let showsBadge = true
let cardHeight = cardPadding + (showsBadge ? 36 : 16)
print(cardHeight)
let defaultFont = "Helvetica"
var chosenFont: String?
var fontToUse = chosenFont ?? defaultFont
print(fontToUse)
chosenFont = "Georgia"
fontToUse = chosenFont ?? defaultFont
print(fontToUse)
let preferred: String? = nil
let fallback: String? = nil
print(preferred ?? fallback ?? "system")
func badge(_ count: Int?) -> String {
    guard let count else { return "-" }
    return count == 0 ? "" : count > 99 ? "99+" : String(count)
}
for c in [nil, 0, 7, 120] as [Int?] { print("[\(badge(c))]") }
var calls = 0
func expensiveDefault() -> Int { calls += 1; return 0 }
let present: Int? = 5
print(present ?? expensiveDefault(), calls)
let missing: Int? = nil
print(missing ?? expensiveDefault(), calls)
let score = 72
let grade = score >= 90 ? "A" : score >= 80 ? "B" : score >= 70 ? "C" : "F"
print("grade:", grade)
let values: [Int?] = [3, nil, 5]
print(values.map { $0 ?? 0 }.reduce(0, +))
let nickname: String? = ""
print(nickname?.isEmpty ?? true ? "anonymous" : nickname!)
print((nil as Int?) ?? 1 + 1)

// expect: 48
// expect: Helvetica
// expect: Georgia
// expect: system
// expect: [-]
// expect: []
// expect: [7]
// expect: [99+]
// expect: 5 0
// expect: 0 1
// expect: grade: C
// expect: 8
// expect: anonymous
// expect: 2
