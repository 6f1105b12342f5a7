// Functions: argument labels, default parameters, variadic parameters, inout, multiple returns
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A running club's stopwatch helpers.
func averageLap(_ seconds: Double...) -> Double {
    guard !seconds.isEmpty else { return 0 }
    var total = 0.0
    for s in seconds { total += s }
    return total / Double(seconds.count)
}
print(averageLap(62, 64, 61, 65))
print(averageLap(70.5, 68.25, 72.75))
print(averageLap())

func join(_ parts: String..., separator: String = ", ", terminator end: String = ".") -> String {
    parts.joined(separator: separator) + end
}
print(join("a", "b", "c"))
print(join("x", "y", separator: " & "))
print(join("one", terminator: "!"))

func swapLanes<T>(_ a: inout T, _ b: inout T) {
    let held = a
    a = b
    b = held
}
var laneOne = 4, laneTwo = 9
swapLanes(&laneOne, &laneTwo)
print("laneOne=\(laneOne) laneTwo=\(laneTwo)")
var pacer = "Noor", sweeper = "Ivan"
swapLanes(&pacer, &sweeper)
print(pacer, sweeper)

func bump(_ value: inout Int, by step: Int = 1) { value += step }
var counter = 10
bump(&counter)
bump(&counter, by: 5)
print(counter)
var scores = [1, 2, 3]
bump(&scores[1], by: 100)
print(scores)

func fastestAndSlowest(of laps: [Int]) -> (fastest: Int, slowest: Int)? {
    guard var lo = laps.first else { return nil }
    var hi = lo
    for lap in laps.dropFirst() {
        if lap < lo { lo = lap } else if lap > hi { hi = lap }
    }
    return (lo, hi)
}
if let spread = fastestAndSlowest(of: [63, 59, 71, 60, 66, 58]) {
    print("fastest lap \(spread.fastest)s, slowest lap \(spread.slowest)s")
}
print(fastestAndSlowest(of: []) == nil)
func cheer(for runner: String) -> String { "Go, " + runner + "!" }
print(cheer(for: "Wren"))
// expect: 63.0
// expect: 70.5
// expect: 0.0
// expect: a, b, c.
// expect: x & y.
// expect: one!
// expect: laneOne=9 laneTwo=4
// expect: Ivan Noor
// expect: 16
// expect: [1, 102, 3]
// expect: fastest lap 58s, slowest lap 71s
// expect: true
// expect: Go, Wren!
