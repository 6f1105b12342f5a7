// Puzzle style: Rosetta Code N-queens with bitmasks and Heap's permutation algorithm
func countQueens(_ n: Int) -> (count: Int, first: [Int]?) {
    var count = 0
    var first: [Int]? = nil
    var placement: [Int] = []
    let full = (1 << n) - 1
    func place(columns: Int, diagonals: Int, antiDiagonals: Int) {
        if columns == full {
            count += 1
            if first == nil { first = placement }
            return
        }
        var available = full & ~(columns | diagonals | antiDiagonals)
        while available != 0 {
            let bit = available & -available
            available ^= bit
            placement.append(bit.trailingZeroBitCount)
            place(columns: columns | bit, diagonals: (diagonals | bit) << 1, antiDiagonals: (antiDiagonals | bit) >> 1)
            placement.removeLast()
        }
    }
    place(columns: 0, diagonals: 0, antiDiagonals: 0)
    return (count, first)
}

for n in 1...8 {
    let result = countQueens(n)
    print("\(n) queens: \(result.count) solutions, first \(result.first.map { "\($0)" } ?? "none")")
}
if let board = countQueens(6).first {
    for column in board {
        print(String(repeating: ". ", count: column) + "Q" + String(repeating: " .", count: 5 - column))
    }
}

func heapPermutations<T>(_ items: [T]) -> [[T]] {
    var result: [[T]] = []
    var a = items
    func generate(_ k: Int) {
        if k <= 1 {
            result.append(a)
            return
        }
        generate(k - 1)
        for i in 0..<(k - 1) {
            a.swapAt(k % 2 == 0 ? i : 0, k - 1)
            generate(k - 1)
        }
    }
    generate(a.count)
    return result
}

let perms = heapPermutations(Array("abc"))
print("Heap order: \(perms.map { String($0) }.joined(separator: " "))")
let numberPerms = heapPermutations([1, 2, 3, 4])
print("4! = \(numberPerms.count), distinct \(Set(numberPerms.map { $0.map(String.init).joined() }).count), last \(numberPerms.last!)")
let derangements = numberPerms.filter { p in p.enumerated().allSatisfy { $0.offset + 1 != $0.element } }
print("Derangements of 4: \(derangements.count)")
// expect: 1 queens: 1 solutions, first [0]
// expect: 2 queens: 0 solutions, first none
// expect: 3 queens: 0 solutions, first none
// expect: 4 queens: 2 solutions, first [1, 3, 0, 2]
// expect: 5 queens: 10 solutions, first [0, 2, 4, 1, 3]
// expect: 6 queens: 4 solutions, first [1, 3, 5, 0, 2, 4]
// expect: 7 queens: 40 solutions, first [0, 2, 4, 6, 1, 3, 5]
// expect: 8 queens: 92 solutions, first [0, 4, 7, 5, 2, 6, 1, 3]
// expect: . Q . . . .
// expect: . . . Q . .
// expect: . . . . . Q
// expect: Q . . . . .
// expect: . . Q . . .
// expect: . . . . Q .
// expect: Heap order: abc bac cab acb bca cba
// expect: 4! = 24, distinct 24, last [2, 3, 4, 1]
// expect: Derangements of 4: 9
