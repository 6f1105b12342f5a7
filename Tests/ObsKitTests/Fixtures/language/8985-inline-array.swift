// Swift Evolution style (SE-0453 InlineArray): fixed-size storage for a tic-tac-toe board
// known-gap: error: 8985-inline-array.swift:35:13: error: no exact matches in call to initializer 'InlineArray(repeating:)' with an argument of type 'Int'
// InlineArray<count, Element> stores its elements inline, with no heap allocation.
var board: InlineArray<9, Character> = [".", ".", ".", ".", ".", ".", ".", ".", "."]
print("cells:", board.count, "isEmpty:", board.isEmpty)

func show(_ b: InlineArray<9, Character>) {
    for row in 0..<3 {
        var line = ""
        for col in 0..<3 {
            line.append(b[row * 3 + col])
        }
        print(line)
    }
}

// Subscripts are mutable, indices are plain Ints
let moves: [(Int, Character)] = [(4, "X"), (0, "O"), (2, "X"), (6, "O"), (3, "X"), (5, "X")]
for (cell, mark) in moves {
    board[cell] = mark
}
show(board)

func winner(_ b: InlineArray<9, Character>) -> Character? {
    let lines: [(Int, Int, Int)] = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6),
                                    (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    for (a, b2, c) in lines where b[a] != "." && b[a] == b[b2] && b[b2] == b[c] {
        return b[a]
    }
    return nil
}
print("winner:", winner(board).map(String.init) ?? "none")

// Repeating initializer and closure-based initializer
let zeros = InlineArray<4, Int>(repeating: 0)
let squares = InlineArray<5, Int> { i in i * i }
var total = 0
for i in squares.indices { total += squares[i] }
print("zeros count:", zeros.count, "sum of squares:", total)

// Value semantics: copies are independent
var copy = board
copy[8] = "O"
print("original corner:", board[8], "copy corner:", copy[8])

// Swapping elements in place
var rgb: InlineArray<3, UInt8> = [255, 128, 0]
rgb.swapAt(0, 2)
print(rgb[0], rgb[1], rgb[2])

// The count is part of the type
print(InlineArray<9, Character>.count, MemoryLayout<InlineArray<4, Int32>>.size)

// Generic helper over any InlineArray size
func maxElement<let N: Int>(_ values: InlineArray<N, Int>) -> Int? {
    guard N > 0 else { return nil }
    var best = values[0]
    for i in values.indices where values[i] > best { best = values[i] }
    return best
}
print(maxElement([3, 17, 5, 11] as InlineArray<4, Int>) ?? -1)
print(maxElement(squares) ?? -1)

// expect: cells: 9 isEmpty: false
// expect: O.X
// expect: XXX
// expect: O..
// expect: winner: X
// expect: zeros count: 4 sum of squares: 30
// expect: original corner: . copy corner: O
// expect: 0 128 255
// expect: 9 16
// expect: 17
// expect: 16
