// Rosetta Code style (N-queens problem): backtracking with column and diagonal bit masks, lowest set bit with x & -x
func solveQueens(_ n: Int) -> (count: Int, first: [Int]?) {
    var count = 0
    var first: [Int]? = nil
    var placement: [Int] = []
    let full = (1 << n) - 1

    func place(_ cols: Int, _ diag1: Int, _ diag2: Int) {
        if cols == full {
            count += 1
            if first == nil { first = placement }
            return
        }
        var available = full & ~(cols | diag1 | diag2)
        while available != 0 {
            let bit = available & -available
            available ^= bit
            placement.append(bit.trailingZeroBitCount)
            place(cols | bit, (diag1 | bit) << 1 & full, (diag2 | bit) >> 1)
            placement.removeLast()
        }
    }
    place(0, 0, 0)
    return (count, first)
}
print((1...9).map { solveQueens($0).count })
if let board = solveQueens(8).first {
    for col in board {
        print(String(repeating: ". ", count: col) + "Q " + String(repeating: ". ", count: 7 - col))
    }
}

// expect: [1, 0, 0, 2, 10, 4, 40, 92, 352]
// expect: Q . . . . . . . 
// expect: . . . . Q . . . 
// expect: . . . . . . . Q 
// expect: . . . . . Q . . 
// expect: . . Q . . . . . 
// expect: . . . . . . Q . 
// expect: . Q . . . . . . 
// expect: . . . Q . . . . 
