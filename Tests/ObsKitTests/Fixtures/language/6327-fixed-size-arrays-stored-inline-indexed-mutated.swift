// What's new in Swift 6.2 style (InlineArray, SE-0453): fixed-size arrays stored inline, indexed, mutated and iterated through their indices
// known-gap: error: 6327-fixed-size-arrays-stored-inline-indexed-mutated.swift:3:44: error: cannot find 'InlineArray' in scope
struct Board {
    var cells: InlineArray<9, Character> = InlineArray(repeating: ".")

    mutating func place(_ mark: Character, row: Int, column: Int) {
        cells[row * 3 + column] = mark
    }

    func rendered() -> String {
        var lines: [String] = []
        for row in 0..<3 {
            var line = ""
            for column in 0..<3 {
                line.append(cells[row * 3 + column])
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

var board = Board()
board.place("X", row: 0, column: 0)
board.place("O", row: 1, column: 1)
board.place("X", row: 2, column: 2)
print(board.rendered())

var primes: InlineArray<5, Int> = [2, 3, 5, 7, 11]
print("count:", primes.count, "first:", primes[0], "last:", primes[primes.count - 1])

var sum = 0
for i in primes.indices {
    sum += primes[i]
}
print("sum:", sum)

primes[4] = 13
primes.swapAt(0, 1)
var listed: [Int] = []
for i in primes.indices { listed.append(primes[i]) }
print(listed)

let squares = InlineArray<4, Int> { i in (i + 1) * (i + 1) }
var squareList: [String] = []
for i in squares.indices { squareList.append(String(squares[i])) }
print(squareList.joined(separator: " "))
print("empty?", squares.isEmpty, "size:", MemoryLayout<InlineArray<4, Int>>.size)

// expect: X..
// expect: .O.
// expect: ..X
// expect: count: 5 first: 2 last: 11
// expect: sum: 28
// expect: [3, 2, 5, 7, 13]
// expect: 1 4 9 16
// expect: empty? false size: 32
