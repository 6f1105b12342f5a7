// Slashes in custom operators: swiftc's default (Swift 5) mode has no bare /.../ regex literals, so two
// uses of an operator with a '/' on one line are operators, not a regex (expected output from swiftc 6.3.1 on Linux)
prefix operator ~/
prefix func ~/ (x: Double) -> Double { 1 / x }
infix operator </>: MultiplicationPrecedence
func </> (a: Int, b: Int) -> (Int, Int) { (a / b, a % b) }
postfix operator /%
postfix func /% (x: Int) -> Double { Double(x) / 100 }

print(~/4.0, ~/(2.0 + 2.0), ~/8.0 + ~/8.0)
print(17 </> 5, 9 </> 3, [20 </> 6, 7 </> 7])
let shares = [25/%, 50/%]
print(shares, 12/% + 13/%)
let halves = [10, 20].map { $0 / 2 }, quarters = [10, 20].map { $0 / 4 }
print(halves, quarters, 100 / 5 / 2)

// expect: 0.25 0.25 0.25
// expect: (3, 2) (3, 0) [(3, 2), (1, 0)]
// expect: [0.25, 0.5] 0.25
// expect: [5, 10] [2, 5] 10
