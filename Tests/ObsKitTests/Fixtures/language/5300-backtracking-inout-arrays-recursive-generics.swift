// Rosetta Code style (N-queens and permutations): backtracking with inout arrays and recursive generics
func solveNQueens(_ n: Int) -> [[Int]] {
    var solutions: [[Int]] = []
    var cols = [Int]()
    var usedCols = Set<Int>(), usedDiag1 = Set<Int>(), usedDiag2 = Set<Int>()
    func place(_ row: Int) {
        if row == n { solutions.append(cols); return }
        for c in 0..<n where !usedCols.contains(c) && !usedDiag1.contains(row + c) && !usedDiag2.contains(row - c) {
            cols.append(c); usedCols.insert(c); usedDiag1.insert(row + c); usedDiag2.insert(row - c)
            place(row + 1)
            cols.removeLast(); usedCols.remove(c); usedDiag1.remove(row + c); usedDiag2.remove(row - c)
        }
    }
    place(0)
    return solutions
}

for n in 1...7 {
    print("n=\(n): \(solveNQueens(n).count) solutions")
}
let six = solveNQueens(6)
print(six.first!)
for row in six.first! {
    print(String(repeating: ". ", count: row) + "Q" + String(repeating: " .", count: 5 - row))
}

func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    var result: [[T]] = []
    for (i, x) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        for p in permutations(rest) { result.append([x] + p) }
    }
    return result
}

func heapPermutations<T>(_ a: inout [T], _ k: Int, _ out: inout [[T]]) {
    if k == 1 { out.append(a); return }
    heapPermutations(&a, k - 1, &out)
    for i in 0..<(k - 1) {
        a.swapAt(k % 2 == 0 ? i : 0, k - 1)
        heapPermutations(&a, k - 1, &out)
    }
}

print(permutations([1, 2, 3]))
print(permutations(Array("abc")).map { String($0) })
var arr = ["x", "y", "z"]
var outs: [[String]] = []
heapPermutations(&arr, arr.count, &outs)
print(outs.map { $0.joined() }, arr)
print(Set(outs.map { $0.joined() }).count == permutations(["x", "y", "z"]).count)

// expect: n=1: 1 solutions
// expect: n=2: 0 solutions
// expect: n=3: 0 solutions
// expect: n=4: 2 solutions
// expect: n=5: 10 solutions
// expect: n=6: 4 solutions
// expect: n=7: 40 solutions
// expect: [1, 3, 5, 0, 2, 4]
// expect: . Q . . . .
// expect: . . . Q . .
// expect: . . . . . Q
// expect: Q . . . . .
// expect: . . Q . . .
// expect: . . . . Q .
// expect: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
// expect: ["abc", "acb", "bac", "bca", "cab", "cba"]
// expect: ["xyz", "yxz", "zxy", "xzy", "yzx", "zyx"] ["z", "y", "x"]
// expect: true
