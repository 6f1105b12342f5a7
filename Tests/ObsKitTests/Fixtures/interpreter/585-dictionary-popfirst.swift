// Dictionary.popFirst() removes and returns an entry as a (key:, value:) tuple, nil when empty; a `while let`
// drains a one-entry work list. Expected output from swiftc on this machine (one entry at a time, so the
// dictionary's own order does not show).
var pending = ["build": 2]
let first = pending.popFirst()
print(first as Any, pending.isEmpty)
print(first?.key ?? "-", first?.value ?? 0)
print(pending.popFirst() as Any)

var work: [String: Int] = ["test": 5]
var total = 0
while let (name, weight) = work.popFirst() {
    total += weight
    print("ran", name)
    if total < 12 { work[name + "+"] = weight + 1 }
}
print("total", total, work.count)

// expect: Optional((key: "build", value: 2)) true
// expect: build 2
// expect: nil
// expect: ran test
// expect: ran test+
// expect: ran test++
// expect: total 18 0
