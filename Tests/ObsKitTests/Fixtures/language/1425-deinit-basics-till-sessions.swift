// Deinitialization: a deinitializer closes a till session, lowering a shared count and filing a report, when the last reference goes away.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ShiftLog {
    static var openTills = 0
    static var entries: [String] = []
    static func record(_ line: String) { entries.append(line) }
}
final class TillSession {
    let cashier: String
    var sales: [Int] = []
    init(cashier: String) {
        self.cashier = cashier
        ShiftLog.openTills += 1
        print("\(cashier) opened a till, open tills: \(ShiftLog.openTills)")
    }
    func ring(_ cents: Int) { sales.append(cents) }
    deinit {
        ShiftLog.openTills -= 1
        let total = sales.reduce(0, +)
        ShiftLog.record("\(cashier): \(sales.count) sales, \(total) cents")
        print("\(cashier) closed the till with \(total) cents")
    }
}
var morning: TillSession? = TillSession(cashier: "Ana")
morning!.ring(450)
morning!.ring(1_200)
print("open tills:", ShiftLog.openTills)
var cover = morning
morning = nil
print("Ana's till is still referenced, open tills:", ShiftLog.openTills)
cover = nil
print("log after Ana:", ShiftLog.entries)
var counter: [TillSession] = [TillSession(cashier: "Bo"), TillSession(cashier: "Cy")]
counter[1].ring(99)
counter.removeFirst()
print("open tills:", ShiftLog.openTills)
counter[0] = TillSession(cashier: "Di")
print("open tills:", ShiftLog.openTills)
counter.removeAll()
print("open tills at the end:", ShiftLog.openTills, "log lines:", ShiftLog.entries.count)

// expect: Ana opened a till, open tills: 1
// expect: open tills: 1
// expect: Ana's till is still referenced, open tills: 1
// expect: Ana closed the till with 1650 cents
// expect: log after Ana: ["Ana: 2 sales, 1650 cents"]
// expect: Bo opened a till, open tills: 1
// expect: Cy opened a till, open tills: 2
// expect: Bo closed the till with 0 cents
// expect: open tills: 1
// expect: Di opened a till, open tills: 2
// expect: Cy closed the till with 99 cents
// expect: open tills: 1
// expect: Di closed the till with 0 cents
// expect: open tills at the end: 0 log lines: 4
