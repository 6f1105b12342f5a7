// App code style: cinema seat booking on a 2D grid with stride, tuple coordinates and a booking enum
enum Seat: Character {
    case free = "."
    case booked = "X"
    case aisle = "|"
}

struct Theater {
    private(set) var rows: [[Seat]]

    init(rows: Int, seatsPerRow: Int, aisleAfter: Int) {
        let row = (0..<seatsPerRow).map { $0 == aisleAfter ? Seat.aisle : .free }
        self.rows = Array(repeating: row, count: rows)
    }

    mutating func book(_ seats: [(row: Int, col: Int)]) -> [String] {
        var messages: [String] = []
        for (r, c) in seats {
            switch (rows.indices.contains(r), rows.first?.indices.contains(c) ?? false) {
            case (false, _), (_, false):
                messages.append("(\(r),\(c)) out of range")
            case (true, true) where rows[r][c] == .aisle:
                messages.append("(\(r),\(c)) is the aisle")
            case (true, true) where rows[r][c] == .booked:
                messages.append("(\(r),\(c)) already taken")
            default:
                rows[r][c] = .booked
                messages.append("(\(r),\(c)) booked")
            }
        }
        return messages
    }

    func render() {
        for (i, row) in rows.enumerated() {
            print("\(i) " + String(row.map(\.rawValue)))
        }
    }

    var freeCount: Int { rows.joined().filter { $0 == .free }.count }
}

var theater = Theater(rows: 3, seatsPerRow: 7, aisleAfter: 3)
let request = [(row: 1, col: 1), (row: 1, col: 2), (row: 1, col: 3), (row: 1, col: 2), (row: 5, col: 0)]
theater.book(request).forEach { print($0) }
let everyOther = stride(from: 0, to: 7, by: 2).map { (row: 0, col: $0) }
print(theater.book(everyOther).filter { $0.hasSuffix("booked") }.count, "booked in row 0")
theater.render()
print("free seats: \(theater.freeCount)")
// expect: (1,1) booked
// expect: (1,2) booked
// expect: (1,3) is the aisle
// expect: (1,2) already taken
// expect: (5,0) out of range
// expect: 4 booked in row 0
// expect: 0 X.X|X.X
// expect: 1 .XX|...
// expect: 2 ...|...
// expect: free seats: 12
