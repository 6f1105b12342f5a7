// Rosetta Code style (N-Queens): backtracking solver for n=6 with a class board and board printing
final class QueensSolver {
    let n: Int
    private var columns: [Int] = []
    private(set) var solutions: [[Int]] = []
    init(n: Int) { self.n = n }
    private func safe(_ col: Int) -> Bool {
        let row = columns.count
        for (r, c) in columns.enumerated() {
            if c == col || abs(c - col) == row - r { return false }
        }
        return true
    }
    private func place() {
        if columns.count == n { solutions.append(columns); return }
        for col in 0..<n where safe(col) {
            columns.append(col)
            place()
            columns.removeLast()
        }
    }
    func solve() -> Self { place(); return self }
}
let solver = QueensSolver(n: 6).solve()
print("6-queens solutions: \(solver.solutions.count)")
for sol in solver.solutions {
    print(sol.map { String($0 + 1) }.joined(separator: " "))
}
if let first = solver.solutions.first {
    for c in first {
        print(String(repeating: ". ", count: c) + "Q " + String(repeating: ". ", count: 6 - c - 1))
    }
}
let counts = (4...7).map { ($0, QueensSolver(n: $0).solve().solutions.count) }
for (n, c) in counts { print("n=\(n): \(c)") }
// expect: 6-queens solutions: 4
// expect: 2 4 6 1 3 5
// expect: 3 6 2 5 1 4
// expect: 4 1 5 2 6 3
// expect: 5 3 1 6 4 2
// expect: . Q . . . . 
// expect: . . . Q . . 
// expect: . . . . . Q 
// expect: Q . . . . . 
// expect: . . Q . . . 
// expect: . . . . Q . 
// expect: n=4: 2
// expect: n=5: 10
// expect: n=6: 4
// expect: n=7: 40
