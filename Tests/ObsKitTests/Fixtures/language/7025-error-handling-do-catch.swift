// Error handling: custom errors, throwing functions, catch patterns, try?, defer, rethrows
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum LibraryError: Error, CustomStringConvertible {
    case unknownBook(String)
    case checkedOut(by: String)
    case lateFees(owed: Int)

    var description: String {
        switch self {
        case .unknownBook(let t): return "no book titled \(t)"
        case .checkedOut(let who): return "already borrowed by \(who)"
        case .lateFees(let n): return "pay \(n) cents first"
        }
    }
}

final class Library {
    private var loans: [String: String?] = ["Dune": nil, "Emma": "zoe", "Ulysses": nil]
    var fees: [String: Int] = ["max": 250]

    func borrow(_ title: String, as member: String) throws -> String {
        defer { print("  (desk logged \(title) for \(member))") }
        guard let holder = loans[title] else { throw LibraryError.unknownBook(title) }
        if let holder { throw LibraryError.checkedOut(by: holder) }
        if let owed = fees[member], owed > 0 { throw LibraryError.lateFees(owed: owed) }
        loans[title] = member
        return "\(member) has \(title)"
    }
}

let lib = Library()
let requests = [("Dune", "ann"), ("Dune", "bob"), ("Emma", "cy"), ("Ulysses", "max"), ("Odyssey", "ann")]
for (title, who) in requests {
    do {
        print(try lib.borrow(title, as: who))
    } catch LibraryError.lateFees(let owed) where owed > 100 {
        print("big debt: \(owed)")
    } catch let e as LibraryError {
        print("refused: \(e)")
    }
}

struct CSVError: Error { let row: Int; let message: String }
func parseRow(_ line: String, row: Int) throws -> (String, Int) {
    let cols = line.split(separator: ",")
    guard cols.count == 2 else { throw CSVError(row: row, message: "expected 2 columns") }
    guard let qty = Int(cols[1]) else { throw CSVError(row: row, message: "bad qty '\(cols[1])'") }
    return (String(cols[0]), qty)
}
func parseAll(_ lines: [String]) throws -> [(String, Int)] {
    try lines.enumerated().map { try parseRow($1, row: $0 + 1) }
}
do {
    print(try parseAll(["pen,3", "cup,1"]).map { "\($0.0)x\($0.1)" })
    _ = try parseAll(["ink,2", "mug;4"])
} catch let e as CSVError {
    print("row \(e.row): \(e.message)")
} catch {
    print("unexpected \(error)")
}
print((try? parseRow("a,1", row: 1))?.1 as Any, (try? parseRow("a,x", row: 1)) == nil)
print(try! parseRow("box,12", row: 0).1 * 2)

func timed<T>(_ name: String, _ work: () throws -> T) rethrows -> T {
    print("begin \(name)")
    defer { print("finish \(name)") }
    return try work()
}
print(timed("sum") { [1, 2, 3].reduce(0, +) })
do { _ = try timed("parse") { try parseRow("x,?", row: 9) } } catch { print("caught:", error) }
// expect:   (desk logged Dune for ann)
// expect: ann has Dune
// expect:   (desk logged Dune for bob)
// expect: refused: already borrowed by ann
// expect:   (desk logged Emma for cy)
// expect: refused: already borrowed by zoe
// expect:   (desk logged Ulysses for max)
// expect: big debt: 250
// expect:   (desk logged Odyssey for ann)
// expect: refused: no book titled Odyssey
// expect: ["penx3", "cupx1"]
// expect: row 2: expected 2 columns
// expect: Optional(1) true
// expect: 24
// expect: begin sum
// expect: finish sum
// expect: 6
// expect: begin parse
// expect: finish parse
// expect: caught: CSVError(row: 9, message: "bad qty \'?\'")
