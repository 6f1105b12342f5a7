// Functions: argument labels, defaults, variadics, in-out, multiple returns (expected output from swiftc 6.3.1 on Linux)
func transfer(_ amount: Int, from source: String, to target: String) -> String {
    "moved \(amount) from \(source) to \(target)"
}
print(transfer(50, from: "savings", to: "checking"))

func area(_ w: Double, _ h: Double) -> Double { w * h }
print(area(2.5, 4))

func brew(_ drink: String, cups: Int = 1, sugar: Bool = false) -> String {
    "\(cups)x \(drink)\(sugar ? " with sugar" : "")"
}
print(brew("tea"))
print(brew("coffee", cups: 3))
print(brew("cocoa", sugar: true))

func widest(_ lines: String...) -> Int {
    lines.map(\.count).max() ?? 0
}
print(widest("ab", "abcd", "a"), widest("solo"), widest())

func tag(_ labels: String..., prefix: String = "#") -> String {
    labels.map { prefix + $0 }.joined(separator: " ")
}
print(tag("swift", "code"), tag("x", prefix: "@"))

func swapEnds(_ list: inout [Int]) {
    guard list.count > 1 else { return }
    list.swapAt(0, list.count - 1)
}
var queue = [1, 2, 3, 4]
swapEnds(&queue)
print(queue)

func levelUp(_ level: inout Int, by amount: Int = 1) -> Bool {
    level += amount
    return level >= 10
}
var hero = 7
print(levelUp(&hero), hero)
print(levelUp(&hero, by: 5), hero)

func stats(_ xs: [Int]) -> (sum: Int, mean: Double, spread: Int)? {
    guard let lo = xs.min(), let hi = xs.max() else { return nil }
    let s = xs.reduce(0, +)
    return (s, Double(s) / Double(xs.count), hi - lo)
}
if let s = stats([4, 8, 15, 16, 23, 42]) {
    print("sum \(s.sum) mean \(s.mean) spread \(s.spread)")
}
print(stats([]) == nil)

func sayNothing() { print("side effect only") }
let result: Void = sayNothing()
print(result)

@discardableResult
func logAndCount(_ message: String) -> Int {
    print("LOG:", message)
    return message.count
}
logAndCount("discarded")
print(logAndCount("kept"))

func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0...10).map(fib))
func implicitReturn(x: Int) -> String { x > 0 ? "pos" : "non-pos" }
print(implicitReturn(x: 3), implicitReturn(x: -3))

// expect: moved 50 from savings to checking
// expect: 10.0
// expect: 1x tea
// expect: 3x coffee
// expect: 1x cocoa with sugar
// expect: 4 4 0
// expect: #swift #code @x
// expect: [4, 2, 3, 1]
// expect: false 8
// expect: true 13
// expect: sum 108 mean 18.0 spread 38
// expect: true
// expect: side effect only
// expect: ()
// expect: LOG: discarded
// expect: LOG: kept
// expect: 4
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
// expect: pos non-pos
