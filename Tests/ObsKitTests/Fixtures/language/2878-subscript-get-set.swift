// Compiler test style: read-write subscripts with custom setters, newValue naming, and generic subscripts
struct Board {
    private var cells = Array(repeating: ".", count: 9)

    subscript(row: Int, col: Int) -> String {
        get { cells[row * 3 + col] }
        set(mark) {
            if cells[row * 3 + col] == "." {
                cells[row * 3 + col] = mark
            } else {
                print("cell (\(row),\(col)) already taken")
            }
        }
    }

    var rendered: String {
        stride(from: 0, to: 9, by: 3).map { cells[$0..<$0 + 3].joined() }.joined(separator: "/")
    }
}

var board = Board()
board[0, 0] = "X"
board[1, 1] = "O"
board[0, 0] = "O"
board[2, 2] = "X"
print(board.rendered)
print(board[1, 1], board[0, 1])

struct Bag {
    var items: [String: Any] = [:]

    subscript<T>(key: String, as type: T.Type) -> T? {
        get { items[key] as? T }
        set { items[key] = newValue }
    }
}

var bag = Bag()
bag["count", as: Int.self] = 5
bag["label", as: String.self] = "five"
print(bag["count", as: Int.self] ?? -1)
print(bag["label", as: String.self] ?? "?")
print(bag["count", as: String.self] ?? "wrong type")
bag["count", as: Int.self] = nil
print(bag.items.count)

// expect: cell (0,0) already taken
// expect: X../.O./..X
// expect: O .
// expect: 5
// expect: five
// expect: wrong type
// expect: 1
