// n-queens
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Queens {
    let n: Int
    private(set) var solutions: [[Int]] = []
    private var cols: [Int] = []
    private var usedCols = Set<Int>(), diag1 = Set<Int>(), diag2 = Set<Int>()
    var nodesVisited = 0

    init(n: Int) { self.n = n }

    mutating func solve(row: Int = 0) {
        nodesVisited += 1
        if row == n { solutions.append(cols); return }
        for c in 0..<n where !usedCols.contains(c) && !diag1.contains(row - c) && !diag2.contains(row + c) {
            cols.append(c); usedCols.insert(c); diag1.insert(row - c); diag2.insert(row + c)
            solve(row: row + 1)
            cols.removeLast(); usedCols.remove(c); diag1.remove(row - c); diag2.remove(row + c)
        }
    }

    static func render(_ s: [Int]) -> String {
        s.map { c in String((0..<s.count).map { $0 == c ? "Q" : "." }) }.joined(separator: "\n")
    }
}

for n in 1...8 {
    var q = Queens(n: n)
    q.solve()
    print("n=\(n): \(q.solutions.count) solutions, \(q.nodesVisited) nodes")
}
var six = Queens(n: 6)
six.solve()
for s in six.solutions {
    print(s)
    print(Queens.render(s))
    print()
}
var eight = Queens(n: 8)
eight.solve()
print("first 8:", eight.solutions.first!, "last 8:", eight.solutions.last!)
let symmetric = eight.solutions.filter { $0 == $0.reversed().map { 7 - $0 } }
print("point-symmetric:", symmetric.count)
let mirrored = Set(eight.solutions.map { $0.map { 7 - $0 } })
print(mirrored == Set(eight.solutions))

// expect: n=1: 1 solutions, 2 nodes
// expect: n=2: 0 solutions, 3 nodes
// expect: n=3: 0 solutions, 6 nodes
// expect: n=4: 2 solutions, 17 nodes
// expect: n=5: 10 solutions, 54 nodes
// expect: n=6: 4 solutions, 153 nodes
// expect: n=7: 40 solutions, 552 nodes
// expect: n=8: 92 solutions, 2057 nodes
// expect: [1, 3, 5, 0, 2, 4]
// expect: .Q....
// expect: ...Q..
// expect: .....Q
// expect: Q.....
// expect: ..Q...
// expect: ....Q.
// expect:
// expect: [2, 5, 1, 4, 0, 3]
// expect: ..Q...
// expect: .....Q
// expect: .Q....
// expect: ....Q.
// expect: Q.....
// expect: ...Q..
// expect:
// expect: [3, 0, 4, 1, 5, 2]
// expect: ...Q..
// expect: Q.....
// expect: ....Q.
// expect: .Q....
// expect: .....Q
// expect: ..Q...
// expect:
// expect: [4, 2, 0, 5, 3, 1]
// expect: ....Q.
// expect: ..Q...
// expect: Q.....
// expect: .....Q
// expect: ...Q..
// expect: .Q....
// expect:
// expect: first 8: [0, 4, 7, 5, 2, 6, 1, 3] last 8: [7, 3, 0, 2, 5, 1, 6, 4]
// expect: point-symmetric: 4
// expect: true
