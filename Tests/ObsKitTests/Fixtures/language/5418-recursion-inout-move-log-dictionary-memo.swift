// Rosetta Code style (Towers of Hanoi, Fibonacci memoized): recursion with an inout move log and a dictionary memo
func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}

var moves: [String] = []
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print(moves.count, "moves:", moves.joined(separator: " "))

var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let cached = memo[n] { return cached }
    let value = fib(n - 1) + fib(n - 2)
    memo[n] = value
    return value
}

print((0...15).map(fib))
print("fib(90) =", fib(90))
print("memo entries:", memo.count)

// expect: 7 moves: A->C A->B C->B A->C B->A B->C A->C
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610]
// expect: fib(90) = 2880067194370816120
// expect: memo entries: 89
