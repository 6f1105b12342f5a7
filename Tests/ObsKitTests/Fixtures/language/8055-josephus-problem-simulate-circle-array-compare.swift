// Rosetta Code style (Josephus problem): simulate the circle with an array and compare with the recurrence
func josephusSimulation(n: Int, k: Int) -> (survivor: Int, order: [Int]) {
    var circle = Array(0..<n)
    var order: [Int] = []
    var idx = 0
    while circle.count > 1 {
        idx = (idx + k - 1) % circle.count
        order.append(circle.remove(at: idx))
    }
    return (circle[0], order)
}
func josephusFormula(n: Int, k: Int) -> Int {
    (1...n).reduce(0) { ($0 + k) % $1 }
}
let (survivor, order) = josephusSimulation(n: 41, k: 3)
print("n=41 k=3 survivor: \(survivor)")
print("first ten killed: \(order.prefix(10).map { String($0) }.joined(separator: " "))")
print("formula agrees: \(josephusFormula(n: 41, k: 3) == survivor)")
for (n, k) in [(5, 2), (7, 3), (10, 1), (12, 4)] {
    let sim = josephusSimulation(n: n, k: k)
    print("J(\(n),\(k)) = \(sim.survivor) order=\(sim.order)")
}
let lastTwo = josephusSimulation(n: 41, k: 3).order.suffix(2)
print("last killed before survivor:", Array(lastTwo))
// expect: n=41 k=3 survivor: 30
// expect: first ten killed: 2 5 8 11 14 17 20 23 26 29
// expect: formula agrees: true
// expect: J(5,2) = 2 order=[1, 3, 0, 4]
// expect: J(7,3) = 3 order=[2, 5, 1, 6, 4, 0]
// expect: J(10,1) = 9 order=[0, 1, 2, 3, 4, 5, 6, 7, 8]
// expect: J(12,4) = 0 order=[3, 7, 11, 4, 9, 2, 10, 6, 5, 8, 1]
// expect: last killed before survivor: [34, 15]
