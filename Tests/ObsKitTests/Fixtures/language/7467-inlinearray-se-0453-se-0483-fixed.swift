// Swift Evolution style (InlineArray): SE-0453/SE-0483 fixed-size inline arrays with the [N of T] sugar
// known-gap: `InlineArray` (SE-0453, `[3 of Int]`) is not provided: its initializers and `MemoryLayout` of it
var board: [9 of Character] = .init(repeating: ".")

func show(_ b: [9 of Character]) {
    for row in 0..<3 {
        var line = ""
        for col in 0..<3 {
            line.append(b[row * 3 + col])
        }
        print(line)
    }
}

let moves = [4, 0, 8, 2, 6]
for (turn, cell) in moves.enumerated() {
    board[cell] = turn.isMultiple(of: 2) ? "X" : "O"
}
show(board)
print("cells:", board.count, "first:", board[board.startIndex])

let primes: [5 of Int] = [2, 3, 5, 7, 11]
var total = 0
for i in primes.indices {
    total += primes[i]
}
print("sum of primes:", total)

let squares = InlineArray<6, Int> { i in i * i }
var text: [String] = []
for i in squares.indices { text.append(String(squares[i])) }
print(text.joined(separator: " "))

var counts: [3 of Int] = [0, 0, 0]
for word in ["a", "bb", "cc", "ddd", "e", "ff"] {
    counts[min(word.count, 3) - 1] += 1
}
print(counts[0], counts[1], counts[2])

struct Pixel {
    var rgb: [3 of UInt8]
    var brightness: Int {
        var s = 0
        for i in rgb.indices { s += Int(rgb[i]) }
        return s / 3
    }
}
var p = Pixel(rgb: [200, 100, 30])
print(p.brightness)
p.rgb[2] = 255
print(p.brightness, p.rgb.isEmpty, MemoryLayout<[3 of UInt8]>.size)
// expect: O.O
// expect: .X.
// expect: X.X
// expect: cells: 9 first: O
// expect: sum of primes: 28
// expect: 0 1 4 9 16 25
// expect: 2 3 1
// expect: 110
// expect: 185 false 3
