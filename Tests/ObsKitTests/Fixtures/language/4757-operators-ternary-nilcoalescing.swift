// Swift book style: ternary conditional and nil-coalescing operators
// Checks: ternary inside arithmetic, nested ternaries, ?? with defaults,
// chained ??, ?? with a right-hand side evaluated lazily, and comparison
// operators including identity on class instances.

let contentHeight = 40
let hasHeader = true
let rowHeight = contentHeight + (hasHeader ? 50 : 20)
print(rowHeight)
let plainHeight = contentHeight + (false ? 50 : 20)
print(plainHeight)

func sign(of n: Int) -> String {
    n > 0 ? "positive" : n < 0 ? "negative" : "zero"
}
print(sign(of: 5), sign(of: -2), sign(of: 0))

let defaultColorName = "red"
var userDefinedColorName: String?
var colorNameToUse = userDefinedColorName ?? defaultColorName
print(colorNameToUse)
userDefinedColorName = "green"
colorNameToUse = userDefinedColorName ?? defaultColorName
print(colorNameToUse)

let first: Int? = nil
let second: Int? = nil
let third: Int? = 7
print(first ?? second ?? third ?? 0)
print(first ?? second ?? 0)

var fallbackCalls = 0
func fallback() -> Int {
    fallbackCalls += 1
    return 99
}
let present: Int? = 5
let r1 = present ?? fallback()
let r2 = first ?? fallback()
print(r1, r2, "fallback called \(fallbackCalls) time(s)")

// ?? producing an optional
let maybeA: Int? = nil
let maybeB: Int? = 3
let stillOptional: Int? = maybeA ?? maybeB
print(stillOptional as Any)

// comparison operators
print(1 == 1, 2 != 1, 2 > 1, 1 < 2, 1 >= 1, 2 <= 1)
print("apple" < "banana", "Zebra" < "apple", "abc" == "abc")

class Token {}
let t1 = Token()
let t2 = t1
let t3 = Token()
print(t1 === t2, t1 === t3, t1 !== t3)

let name = "world"
if name == "world" {
    print("hello, world")
} else {
    print("I'm sorry \(name), but I don't recognize you")
}

// Optional comparison with ==
let optionalNumber: Int? = 4
print(optionalNumber == 4, optionalNumber != nil, optionalNumber == nil)

// Ternary with different expressions
let scores = [72, 91, 55]
for s in scores {
    print("\(s): \(s >= 90 ? "A" : (s >= 70 ? "C" : "F"))")
}
let label = scores.isEmpty ? "none" : "\(scores.count) scores"
print(label)

// Optional chaining with ??
let words: [String]? = ["one", "two"]
print(words?.first ?? "empty")
print(words?.count ?? 0)
let noWords: [String]? = nil
print(noWords?.first ?? "empty")
print(noWords?.count ?? 0)

// expect: 90
// expect: 60
// expect: positive negative zero
// expect: red
// expect: green
// expect: 7
// expect: 0
// expect: 5 99 fallback called 1 time(s)
// expect: Optional(3)
// expect: true true true true true false
// expect: true true true
// expect: true false true
// expect: hello, world
// expect: true true false
// expect: 72: C
// expect: 91: A
// expect: 55: F
// expect: 3 scores
// expect: one
// expect: 2
// expect: empty
// expect: 0
