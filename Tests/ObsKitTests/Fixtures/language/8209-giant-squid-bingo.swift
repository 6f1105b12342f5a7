// Advent of Code style: bingo boards marked with a Set, first and last winning board scores
let input = """
7,4,9,5,11,17,23,2,0,14,21,24,10,16,13,6,15,25,12,22,18,20,8,19,3,26,1

22 13 17 11  0
 8  2 23  4 24
21  9 14 16  7
 6 10  3 18  5
 1 12 20 15 19

 3 15  0  2 22
 9 18 13 17  5
19  8  7 25 23
20 11 10 24  4
14 21 16 12  6

14 21 17 24  4
10 16 15  9 19
18  8 23 26 20
22 11 13  6  5
 2  0 12  3  7
"""

struct Board {
    let rows: [[Int]]
    var marked = Set<Int>()

    var hasWon: Bool {
        for i in 0..<5 {
            if rows[i].allSatisfy(marked.contains) { return true }
            if rows.map({ $0[i] }).allSatisfy(marked.contains) { return true }
        }
        return false
    }

    var unmarkedSum: Int {
        rows.joined().filter { !marked.contains($0) }.reduce(0, +)
    }
}

let blocks = input.split(separator: "\n\n")
let draws = blocks[0].split(separator: ",").map { Int($0)! }
var boards = blocks.dropFirst().map { block in
    Board(rows: block.split(separator: "\n").map { $0.split(separator: " ").map { Int($0)! } })
}

var scores: [(board: Int, score: Int)] = []
var finished = Set<Int>()
for n in draws {
    for i in boards.indices where !finished.contains(i) {
        boards[i].marked.insert(n)
        if boards[i].hasWon {
            finished.insert(i)
            scores.append((i, boards[i].unmarkedSum * n))
            print("Board \(i + 1) wins on \(n)")
        }
    }
}
print("Part 1: \(scores.first!.score)")
print("Part 2: \(scores.last!.score)")

// expect: Board 3 wins on 24
// expect: Board 1 wins on 16
// expect: Board 2 wins on 13
// expect: Part 1: 4512
// expect: Part 2: 1924
