// Rosetta-style task: N-queens backtracking with Set-based conflict tracking
struct QueenSolver {
    let n: Int
    private(set) var solutions: [[Int]] = []

    init(n: Int) { self.n = n }

    mutating func solve() {
        var columns = Set<Int>()
        var diag1 = Set<Int>()
        var diag2 = Set<Int>()
        var placement: [Int] = []
        place(row: 0, &placement, &columns, &diag1, &diag2)
    }

    private mutating func place(row: Int, _ placement: inout [Int], _ cols: inout Set<Int>,
                                _ d1: inout Set<Int>, _ d2: inout Set<Int>) {
        if row == n {
            solutions.append(placement)
            return
        }
        for col in 0..<n where !cols.contains(col) && !d1.contains(row + col) && !d2.contains(row - col) {
            cols.insert(col); d1.insert(row + col); d2.insert(row - col)
            placement.append(col)
            place(row: row + 1, &placement, &cols, &d1, &d2)
            placement.removeLast()
            cols.remove(col); d1.remove(row + col); d2.remove(row - col)
        }
    }
}

for n in 1...8 {
    var solver = QueenSolver(n: n)
    solver.solve()
    print("\(n) queens: \(solver.solutions.count) solutions")
}

var six = QueenSolver(n: 6)
six.solve()
if let first = six.solutions.first {
    print("First 6-queens board:")
    for col in first {
        print((0..<6).map { $0 == col ? "Q" : "." }.joined(separator: " "))
    }
}

// expect: 1 queens: 1 solutions
// expect: 2 queens: 0 solutions
// expect: 3 queens: 0 solutions
// expect: 4 queens: 2 solutions
// expect: 5 queens: 10 solutions
// expect: 6 queens: 4 solutions
// expect: 7 queens: 40 solutions
// expect: 8 queens: 92 solutions
// expect: First 6-queens board:
// expect: . Q . . . .
// expect: . . . Q . .
// expect: . . . . . Q
// expect: Q . . . . .
// expect: . . Q . . .
// expect: . . . . Q .
