// Swift book style (Functions): multiple returns, optional tuples, labels, defaults, variadics
func extremes(of values: [Int]) -> (low: Int, high: Int)? {
    guard var low = values.first else { return nil }
    var high = low
    for v in values.dropFirst() {
        if v < low { low = v } else if v > high { high = v }
    }
    return (low, high)
}
if let range = extremes(of: [8, -6, 2, 109, 3, 71]) {
    print("low \(range.low), high \(range.high)")
}
print(extremes(of: []) == nil ? "no extremes for empty list" : "?")

func introduce(_ person: String, from town: String) -> String {
    "\(person) comes from \(town)"
}
print(introduce("Grace", from: "Arlington"))

func pad(_ text: String, to width: Int = 8, with filler: Character = ".") -> String {
    let missing = max(0, width - text.count)
    return text + String(repeating: filler, count: missing)
}
print(pad("ab") + "|")
print(pad("abc", to: 5) + "|")
print(pad("x", to: 4, with: "*") + "|")

func average(_ numbers: Double...) -> Double {
    if numbers.isEmpty { return 0 }
    var total = 0.0
    for n in numbers { total += n }
    return total / Double(numbers.count)
}
print(average(1, 2, 3, 4, 5))
print(average(3, 8.25, 18.75))
print(average())

func greeting(for name: String) -> String { "Hi, " + name }
print(greeting(for: "Tim"))
func logNothing() { print("side effect only") }
let result: Void = logNothing()
print(type(of: result))

// expect: low -6, high 109
// expect: no extremes for empty list
// expect: Grace comes from Arlington
// expect: ab......|
// expect: abc..|
// expect: x***|
// expect: 3.0
// expect: 10.0
// expect: 0.0
// expect: Hi, Tim
// expect: side effect only
// expect: ()
