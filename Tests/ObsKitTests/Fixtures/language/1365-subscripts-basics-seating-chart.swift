// Subscripts: read-only subscripts, read-write subscripts with two parameters, a precondition on the indices.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct PriceList {
    let unitPrice: Int
    subscript(quantity: Int) -> Int { unitPrice * quantity }
}
let coffeeBeans = PriceList(unitPrice: 7)
print("six bags of beans cost \(coffeeBeans[6])")
print((1...5).map { coffeeBeans[$0] })
struct SeatingChart {
    let rows: Int, seatsPerRow: Int
    var guests: [String]
    init(rows: Int, seatsPerRow: Int) {
        self.rows = rows
        self.seatsPerRow = seatsPerRow
        guests = Array(repeating: "-", count: rows * seatsPerRow)
    }
    func isValid(row: Int, seat: Int) -> Bool {
        row >= 0 && row < rows && seat >= 0 && seat < seatsPerRow
    }
    subscript(row: Int, seat: Int) -> String {
        get {
            precondition(isValid(row: row, seat: seat), "No such seat")
            return guests[(row * seatsPerRow) + seat]
        }
        set {
            precondition(isValid(row: row, seat: seat), "No such seat")
            guests[(row * seatsPerRow) + seat] = newValue
        }
    }
}
var chart = SeatingChart(rows: 2, seatsPerRow: 2)
chart[0, 1] = "Noor"
chart[1, 0] = "Eli"
chart[1, 0] += " (vegan)"
print(chart.guests)
print(chart[0, 1] + " & " + chart[1, 0], chart.isValid(row: 2, seat: 2))
struct Board {
    private var cells = Array(repeating: Character("."), count: 9)
    subscript(row: Int, col: Int) -> Character {
        get { cells[row * 3 + col] }
        set { cells[row * 3 + col] = newValue }
    }
    var rendered: String {
        (0..<3).map { r in String((0..<3).map { self[r, $0] }) }.joined(separator: "/")
    }
}
var board = Board()
board[1, 1] = "X"
board[0, 2] = "O"
print(board.rendered, board[1, 1])
print("asking for a seat in a missing row next")
print(chart[2, 0])

// expect: six bags of beans cost 42
// expect: [7, 14, 21, 28, 35]
// expect: ["-", "Noor", "Eli (vegan)", "-"]
// expect: Noor & Eli (vegan) false
// expect: ..O/.X./... X
// expect: asking for a seat in a missing row next
// expect-error: Precondition failed: No such seat
