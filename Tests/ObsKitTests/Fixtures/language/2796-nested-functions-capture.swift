// Compiler test style: nested local functions capturing locals and each other
func runLedger() -> [String] {
    var entries: [String] = []
    var balance = 0

    func record(_ s: String) { entries.append("[\(balance)] \(s)") }
    func credit(_ n: Int) { balance += n; record("credit \(n)") }
    func debit(_ n: Int) {
        if n > balance { record("reject \(n)"); return }
        balance -= n
        record("debit \(n)")
    }
    func batch(_ ops: [Int]) {
        for op in ops {
            if op >= 0 { credit(op) } else { debit(-op) }
        }
    }
    batch([10, -3, -20, 5])
    let closure = { credit(1) }
    closure(); closure()
    record("final")
    return entries
}
for e in runLedger() { print(e) }

func isEven(_ n: Int) -> Bool {
    func ev(_ k: Int) -> Bool { k == 0 ? true : od(k - 1) }
    func od(_ k: Int) -> Bool { k == 0 ? false : ev(k - 1) }
    return ev(n)
}
print(isEven(10), isEven(7))
// expect: [10] credit 10
// expect: [7] debit 3
// expect: [7] reject 20
// expect: [12] credit 5
// expect: [13] credit 1
// expect: [14] credit 1
// expect: [14] final
// expect: true false
