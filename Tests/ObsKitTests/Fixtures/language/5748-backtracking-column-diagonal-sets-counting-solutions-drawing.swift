// Rosetta Code style (N-queens): backtracking with column and diagonal sets, counting solutions and drawing the first board
struct QueenSolver {
    let n: Int
    private(set) var solutions: [[Int]] = []
    private var columns = Set<Int>()
    private var diag1 = Set<Int>()
    private var diag2 = Set<Int>()
    private var placed: [Int] = []

    init(n: Int) { self.n = n }

    mutating func solve() {
        let row = placed.count
        if row == n {
            solutions.append(placed)
            return
        }
        for col in 0..<n where !columns.contains(col) && !diag1.contains(row + col) && !diag2.contains(row - col) {
            columns.insert(col); diag1.insert(row + col); diag2.insert(row - col)
            placed.append(col)
            solve()
            placed.removeLast()
            columns.remove(col); diag1.remove(row + col); diag2.remove(row - col)
        }
    }
}

func board(_ cols: [Int]) -> String {
    cols.map { c in
        (0..<cols.count).map { $0 == c ? "Q" : "." }.joined(separator: " ")
    }.joined(separator: "\n")
}

for n in 1...8 {
    var solver = QueenSolver(n: n)
    solver.solve()
    print("n=\(n): \(solver.solutions.count) solutions")
}

var six = QueenSolver(n: 6)
six.solve()
if let first = six.solutions.first {
    print(board(first))
}
print(six.solutions.map { $0.map(String.init).joined() }.sorted())

// expect: n=1: 1 solutions
// expect: n=2: 0 solutions
// expect: n=3: 0 solutions
// expect: n=4: 2 solutions
// expect: n=5: 10 solutions
// expect: n=6: 4 solutions
// expect: n=7: 40 solutions
// expect: n=8: 92 solutions
// expect: . Q . . . .
// expect: . . . Q . .
// expect: . . . . . Q
// expect: Q . . . . .
// expect: . . Q . . .
// expect: . . . . Q .
// expect: ["135024", "251403", "304152", "420531"]
