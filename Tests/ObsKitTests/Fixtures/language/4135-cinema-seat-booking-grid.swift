// App code style: cinema seat booking grid with holds, best-seat search and receipts
enum SeatState: Character {
    case free = ".", held = "h", booked = "X", blocked = "#"
}

struct SeatID: Hashable, Comparable, CustomStringConvertible {
    let row: Int, col: Int
    var description: String { "\(Character(UnicodeScalar(65 + row)!))\(col + 1)" }
    static func < (a: SeatID, b: SeatID) -> Bool { (a.row, a.col) < (b.row, b.col) }
}

enum BookingError: Error { case unavailable([SeatID]), noBlock(Int) }

final class Auditorium {
    private var grid: [[SeatState]]
    private var holds: [String: [SeatID]] = [:]

    init(rows: Int, cols: Int, blocked: [SeatID] = []) {
        grid = Array(repeating: Array(repeating: .free, count: cols), count: rows)
        for s in blocked { grid[s.row][s.col] = .blocked }
    }

    subscript(_ s: SeatID) -> SeatState {
        get { grid[s.row][s.col] }
        set { grid[s.row][s.col] = newValue }
    }

    func hold(_ seats: [SeatID], for customer: String) throws {
        let bad = seats.filter { self[$0] != .free }
        guard bad.isEmpty else { throw BookingError.unavailable(bad.sorted()) }
        seats.forEach { self[$0] = .held }
        holds[customer, default: []] += seats
    }

    func bestBlock(of n: Int) throws -> [SeatID] {
        let rows = grid.count, mid = Double(grid[0].count - 1) / 2
        var best: (score: Double, seats: [SeatID])? = nil
        for r in 0..<rows {
            for c in 0...(grid[r].count - n) {
                let seats = (c..<c + n).map { SeatID(row: r, col: $0) }
                guard seats.allSatisfy({ self[$0] == .free }) else { continue }
                let center = Double(c) + Double(n - 1) / 2
                let score = abs(center - mid) + abs(Double(r) - Double(rows) * 0.6)
                if best == nil || score < best!.score { best = (score, seats) }
            }
        }
        guard let b = best else { throw BookingError.noBlock(n) }
        return b.seats
    }

    func confirm(_ customer: String, priceCents: Int) -> String {
        let seats = holds.removeValue(forKey: customer) ?? []
        seats.forEach { self[$0] = .booked }
        return "\(customer): \(seats.sorted().map(\.description).joined(separator: " ")) total \(seats.count * priceCents / 100)"
    }

    func release(_ customer: String) {
        for s in holds.removeValue(forKey: customer) ?? [] { self[s] = .free }
    }

    var map: [String] { grid.map { String($0.map(\.rawValue)) } }
    var freeCount: Int { grid.joined().filter { $0 == .free }.count }
}

let hall = Auditorium(rows: 5, cols: 8, blocked: [SeatID(row: 0, col: 0), SeatID(row: 0, col: 7), SeatID(row: 3, col: 3)])
do {
    let pick = try hall.bestBlock(of: 3)
    print("best 3:", pick)
    try hall.hold(pick, for: "ann")
    try hall.hold(try hall.bestBlock(of: 2), for: "ben")
    try hall.hold([SeatID(row: 0, col: 1), SeatID(row: 3, col: 3), SeatID(row: 3, col: 4)], for: "cal")
} catch BookingError.unavailable(let seats) {
    print("unavailable:", seats)
} catch {
    print("error:", error)
}
print(hall.confirm("ann", priceCents: 1250))
hall.release("ben")
print(hall.confirm("ben", priceCents: 1250))
hall.map.forEach { print($0) }
print("free:", hall.freeCount)
do { _ = try hall.bestBlock(of: 8) } catch { print("error:", error) }
// expect: best 3: [C3, C4, C5]
// expect: unavailable: [D4, D5]
// expect: ann: C3 C4 C5 total 37
// expect: ben:  total 0
// expect: #......#
// expect: ........
// expect: ..XXX...
// expect: ...#....
// expect: ........
// expect: free: 34
