// Exercism style (Difference of Squares + Armstrong Numbers): numeric folds with reduce, map over digits and pow by repeated multiply
func squareOfSum(_ n: Int) -> Int {
    let s = (1...n).reduce(0, +)
    return s * s
}
func sumOfSquares(_ n: Int) -> Int { (1...n).map { $0 * $0 }.reduce(0, +) }

func isArmstrong(_ n: Int) -> Bool {
    let digits = String(n).compactMap { $0.wholeNumberValue }
    let power = digits.count
    let total = digits.map { d in (0..<power).reduce(1) { acc, _ in acc * d } }.reduce(0, +)
    return total == n
}

for n in [1, 5, 10, 100] {
    print(n, squareOfSum(n), sumOfSquares(n), squareOfSum(n) - sumOfSquares(n))
}
print((0...10_000).filter(isArmstrong))
print(isArmstrong(9_926_315), isArmstrong(9_926_314))

// expect: 1 1 1 0
// expect: 5 225 55 170
// expect: 10 3025 385 2640
// expect: 100 25502500 338350 25164150
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 153, 370, 371, 407, 1634, 8208, 9474]
// expect: true false
