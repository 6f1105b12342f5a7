// Compiler test style: recursive backtracking (N-Queens, permutations, subsets) with pattern guards
func solveQueens(_ n: Int) -> [[Int]] {
    var solutions: [[Int]] = []
    var cols: [Int] = []
    func safe(_ col: Int) -> Bool {
        let row = cols.count
        for (r, c) in cols.enumerated() {
            switch (c - col, r - row) {
            case (0, _): return false
            case let (dc, dr) where dc == dr || dc == -dr: return false
            default: continue
            }
        }
        return true
    }
    func place() {
        if cols.count == n {
            solutions.append(cols)
            return
        }
        for c in 0..<n where safe(c) {
            cols.append(c)
            place()
            cols.removeLast()
        }
    }
    place()
    return solutions
}

for n in 1...8 {
    print("queens(\(n)): \(solveQueens(n).count) solutions")
}
let six = solveQueens(6)
print("first 6-queens: \(six[0])")
for row in six[0] {
    var line = ""
    for c in 0..<6 { line += c == row ? "Q" : "." }
    print(line)
}

func permutations<T>(_ items: [T]) -> [[T]] {
    switch items.count {
    case 0: return [[]]
    case 1: return [items]
    default:
        var out: [[T]] = []
        for (i, x) in items.enumerated() {
            var rest = items
            rest.remove(at: i)
            for p in permutations(rest) { out.append([x] + p) }
        }
        return out
    }
}

let perms = permutations(["a", "b", "c"])
print(perms.map { $0.joined() }.joined(separator: " "))

func subsets(_ xs: [Int], target: Int) -> [[Int]] {
    guard let first = xs.first else { return target == 0 ? [[]] : [] }
    let rest = Array(xs.dropFirst())
    var result: [[Int]] = []
    if first <= target {
        result += subsets(rest, target: target - first).map { [first] + $0 }
    }
    result += subsets(rest, target: target)
    return result
}

for sub in subsets([2, 3, 5, 7, 8], target: 10) {
    print("subset summing to 10: \(sub)")
}

// Expected output:
// expect: queens(1): 1 solutions
// expect: queens(2): 0 solutions
// expect: queens(3): 0 solutions
// expect: queens(4): 2 solutions
// expect: queens(5): 10 solutions
// expect: queens(6): 4 solutions
// expect: queens(7): 40 solutions
// expect: queens(8): 92 solutions
// expect: first 6-queens: [1, 3, 5, 0, 2, 4]
// expect: .Q....
// expect: ...Q..
// expect: .....Q
// expect: Q.....
// expect: ..Q...
// expect: ....Q.
// expect: abc acb bac bca cab cba
// expect: subset summing to 10: [2, 3, 5]
// expect: subset summing to 10: [2, 8]
// expect: subset summing to 10: [3, 7]
