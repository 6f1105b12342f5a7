// App code style: event ticket booking with seat map
enum SeatStatus: Character {
    case free = "."
    case held = "h"
    case sold = "X"
}

struct SeatID: Hashable, Comparable, CustomStringConvertible {
    let row: Character
    let number: Int
    static func < (a: SeatID, b: SeatID) -> Bool { (a.row, a.number) < (b.row, b.number) }
    var description: String { "\(row)\(number)" }
}

enum BookingError: Error {
    case seatTaken(SeatID)
    case noSuchSeat(SeatID)
    case notContiguous
}

struct Venue {
    let rows: [Character]
    let seatsPerRow: Int
    var status: [SeatID: SeatStatus] = [:]

    init(rows: String, seatsPerRow: Int) {
        self.rows = Array(rows)
        self.seatsPerRow = seatsPerRow
        for r in self.rows {
            for n in 1...seatsPerRow { status[SeatID(row: r, number: n)] = .free }
        }
    }

    mutating func book(_ seats: [SeatID], hold: Bool = false) throws {
        for s in seats {
            guard let st = status[s] else { throw BookingError.noSuchSeat(s) }
            guard st == .free else { throw BookingError.seatTaken(s) }
        }
        let sorted = seats.sorted()
        let sameRow = Set(sorted.map(\.row)).count == 1
        let adjacent = zip(sorted, sorted.dropFirst()).allSatisfy { $1.number == $0.number + 1 }
        guard sameRow && adjacent else { throw BookingError.notContiguous }
        for s in seats { status[s] = hold ? .held : .sold }
    }

    func bestBlock(of size: Int) -> [SeatID]? {
        for r in rows.reversed() {
            let center = (seatsPerRow + 1) / 2
            let starts = (1...(seatsPerRow - size + 1)).sorted { abs($0 + size / 2 - center) < abs($1 + size / 2 - center) }
            for start in starts {
                let block = (start..<start + size).map { SeatID(row: r, number: $0) }
                if block.allSatisfy({ status[$0] == .free }) { return block }
            }
        }
        return nil
    }

    func draw() {
        print("   " + (1...seatsPerRow).map { String($0 % 10) }.joined())
        for r in rows {
            let line = (1...seatsPerRow).map { status[SeatID(row: r, number: $0)]!.rawValue }
            print(" \(r) " + String(line))
        }
    }
}

func s(_ text: String) -> SeatID { SeatID(row: text.first!, number: Int(text.dropFirst())!) }

var venue = Venue(rows: "ABC", seatsPerRow: 8)
let requests: [[String]] = [["C4", "C5"], ["C5", "C6"], ["A1", "A3"], ["B2", "B3", "B4"], ["D1"], ["A7", "A8"]]
for req in requests {
    do {
        try venue.book(req.map(s), hold: req.count == 3)
        print("booked \(req)")
    } catch BookingError.seatTaken(let seat) {
        print("\(req): \(seat) is taken")
    } catch {
        print("\(req): \(error)")
    }
}
venue.draw()
for size in [2, 4, 6] {
    print("best \(size): \(venue.bestBlock(of: size)?.description ?? "none")")
}
let counts = venue.status.values.reduce(into: [Character: Int]()) { $0[$1.rawValue, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

// expect: booked ["C4", "C5"]
// expect: ["C5", "C6"]: C5 is taken
// expect: ["A1", "A3"]: notContiguous
// expect: booked ["B2", "B3", "B4"]
// expect: ["D1"]: noSuchSeat(D1)
// expect: booked ["A7", "A8"]
// expect:    12345678
// expect:  A ......XX
// expect:  B .hhh....
// expect:  C ...XX...
// expect: best 2: [C2, C3]
// expect: best 4: [B5, B6, B7, B8]
// expect: best 6: [A1, A2, A3, A4, A5, A6]
// expect: .=17 X=4 h=3
