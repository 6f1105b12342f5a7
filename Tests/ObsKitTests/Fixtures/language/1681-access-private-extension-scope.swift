// Access control: `private` members used from an extension in the same file, private nested types, and `private(set)` with an internal getter.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Inventory {
    private var stock: [String: Int] = [:]
    private(set) var changes = 0

    private struct Line {
        let name: String
        let qty: Int
        var text: String { "\(name) x\(qty)" }
    }

    private func lines() -> [Line] {
        stock.keys.sorted().map { Line(name: $0, qty: stock[$0]!) }
    }
}

extension Inventory {
    mutating func add(_ name: String, _ qty: Int = 1) {
        stock[name, default: 0] += qty
        changes += 1
    }

    mutating func take(_ name: String) -> Bool {
        guard let q = stock[name], q > 0 else { return false }
        stock[name] = q == 1 ? nil : q - 1
        changes += 1
        return true
    }

    var report: String { lines().map(\.text).joined(separator: ", ") }
}

private let greeting = "Inventory report"
fileprivate enum Mode { case quiet, loud }

var inv = Inventory()
inv.add("bolt", 3)
inv.add("nut")
inv.add("washer", 2)
print(inv.take("nut"), inv.take("nut"), inv.take("gear"))
fileprivate let mode = Mode.loud
print(mode == .loud ? greeting.uppercased() : greeting)
print(inv.report)
print("changes:", inv.changes)

// expect: true false false
// expect: INVENTORY REPORT
// expect: bolt x3, washer x2
// expect: changes: 4
