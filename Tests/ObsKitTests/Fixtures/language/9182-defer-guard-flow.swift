// defer-guard-flow
// expected output: swiftc 6.3.1 (Linux), run on this machine
func processFile(named name: String) -> String {
    print("open \(name)")
    defer { print("close \(name)") }
    guard !name.isEmpty else {
        print("empty name")
        return "error"
    }
    defer { print("flush \(name)") }
    guard name.hasSuffix(".txt") else {
        print("unsupported type")
        return "skipped"
    }
    print("reading \(name)")
    return "ok"
}

for n in ["notes.txt", "image.png", ""] {
    print("result:", processFile(named: n))
}

func countdown(_ n: Int) {
    for i in (1...n).reversed() {
        defer { print("  after \(i)") }
        if i == 2 { continue }
        print("tick \(i)")
    }
}
countdown(3)

var depth = 0
func nested(_ level: Int) {
    depth += 1
    defer { depth -= 1; print("leave \(level) depth->\(depth)") }
    print("enter \(level) depth=\(depth)")
    if level < 3 { nested(level + 1) }
}
nested(1)
print("final depth", depth)

struct Order { let id: Int; let items: [String]; let paid: Bool }

enum OrderError: Error { case empty(Int), unpaid(Int) }

func ship(_ order: Order) throws -> String {
    var log = ["begin #\(order.id)"]
    defer { print(log.joined(separator: " > ")) }
    guard !order.items.isEmpty else { log.append("no items"); throw OrderError.empty(order.id) }
    guard order.paid else { log.append("unpaid"); throw OrderError.unpaid(order.id) }
    log.append("packed \(order.items.count)")
    return "shipped #\(order.id)"
}
let orders = [Order(id: 1, items: ["pen"], paid: true), Order(id: 2, items: [], paid: true), Order(id: 3, items: ["ink", "pad"], paid: false)]
for o in orders {
    do { print(try ship(o)) } catch { print("failed:", error) }
}

func firstNegative(in values: [Int]) -> Int? {
    for (i, v) in values.enumerated() {
        guard v >= 0 else { return i }
    }
    return nil
}
print(firstNegative(in: [3, 0, -2, -5]) as Any, firstNegative(in: [1, 2]) as Any)
do {
    defer { print("defer 1") }
    defer { print("defer 2") }
    print("body")
}
// expect: open notes.txt
// expect: reading notes.txt
// expect: flush notes.txt
// expect: close notes.txt
// expect: result: ok
// expect: open image.png
// expect: unsupported type
// expect: flush image.png
// expect: close image.png
// expect: result: skipped
// expect: open 
// expect: empty name
// expect: close 
// expect: result: error
// expect: tick 3
// expect:   after 3
// expect:   after 2
// expect: tick 1
// expect:   after 1
// expect: enter 1 depth=1
// expect: enter 2 depth=2
// expect: enter 3 depth=3
// expect: leave 3 depth->2
// expect: leave 2 depth->1
// expect: leave 1 depth->0
// expect: final depth 0
// expect: begin #1 > packed 1
// expect: shipped #1
// expect: begin #2 > no items
// expect: failed: empty(2)
// expect: begin #3 > unpaid
// expect: failed: unpaid(3)
// expect: Optional(2) nil
// expect: body
// expect: defer 2
// expect: defer 1
