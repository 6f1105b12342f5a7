// Rosetta-style task: Josephus problem by simulation and recurrence, plus Catalan numbers three ways
func josephusSimulation(n: Int, k: Int) -> (killed: [Int], survivor: Int) {
    var circle = Array(0..<n)
    var killed: [Int] = []
    var index = 0
    while circle.count > 1 {
        index = (index + k - 1) % circle.count
        killed.append(circle.remove(at: index))
    }
    return (killed, circle[0])
}

func josephusRecurrence(n: Int, k: Int) -> Int {
    (1...n).reduce(0) { position, size in (position + k) % size }
}

let (order, survivor) = josephusSimulation(n: 41, k: 3)
print("n=41, k=3 survivor: \(survivor)")
print("first ten executed: \(order.prefix(10).map(String.init).joined(separator: " "))")
print("recurrence agrees: \(josephusRecurrence(n: 41, k: 3) == survivor)")
print("n=5, k=2 order: \(josephusSimulation(n: 5, k: 2).killed), survivor \(josephusSimulation(n: 5, k: 2).survivor)")

func catalanRecursive(_ n: Int) -> Int {
    n == 0 ? 1 : (0..<n).reduce(0) { $0 + catalanRecursive($1) * catalanRecursive(n - 1 - $1) }
}

func catalanClosed(_ n: Int) -> Int {
    var c = 1
    for i in 0..<n { c = c * 2 * (2 * i + 1) / (i + 2) }
    return c
}

let viaBinomial: [Int] = (0..<15).map { n in
    var c = 1
    for i in 0..<n { c = c * (2 * n - i) / (i + 1) }
    return c / (n + 1)
}

print("Catalan 0...14: \(viaBinomial.map(String.init).joined(separator: " "))")
print("closed form agrees: \((0..<15).map(catalanClosed) == viaBinomial)")
print("recursive agrees (0...10): \((0...10).map(catalanRecursive) == Array(viaBinomial.prefix(11)))")

// expect: n=41, k=3 survivor: 30
// expect: first ten executed: 2 5 8 11 14 17 20 23 26 29
// expect: recurrence agrees: true
// expect: n=5, k=2 order: [1, 3, 0, 4], survivor 2
// expect: Catalan 0...14: 1 1 2 5 14 42 132 429 1430 4862 16796 58786 208012 742900 2674440
// expect: closed form agrees: true
// expect: recursive agrees (0...10): true
