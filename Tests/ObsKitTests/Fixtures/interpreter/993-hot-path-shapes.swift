// The shapes issue 14's direct paths take, each beside a variation that leaves them: compound assignment to a
// struct field held by a local (optional and Double fields, a String field, a field of a captured local, an
// operand that reassigns the variable), `dict[key, default:] += ` (its key evaluated once), `String(Int)`,
// classes made by their one initializer (optional and Double parameters, a default argument, a subclass), and
// mutating methods called on a local. Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Tally {
    var count = 0
    var ratio: Double = 1
    var label = "t"
    var best: Int? = nil
    mutating func bump(by step: Int) {
        count += step
        ratio *= 2
        label += "!"
        best = (best ?? 0) + step
    }
    mutating func bumpTwice(by step: Int = 5) {
        count += step
        count += step
    }
}
var tally = Tally()
for step in 1...3 { tally.bump(by: step) }
tally.bumpTwice()
tally.bumpTwice(by: 1)
print(tally.count, tally.ratio, tally.label, tally.best ?? -1)

func local() {
    var point = Tally()
    point.count += 4
    point.ratio += 0.5
    let read = { point.count }
    point.count -= 1
    print(point.count, point.ratio, read())
    var other = Tally()
    other.count += { other = Tally(count: 100); return 1 }()
    print(other.count)
}
local()

var calls = 0
func key(_ text: String) -> String {
    calls += 1
    return text
}
var counts: [String: Int] = [:]
for index in 0..<10 {
    counts[key(String(index % 3)), default: 0] += 1
}
counts["0", default: 7] -= 2
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "), calls)
var texts: [Int: String] = [:]
texts[1, default: "a"] += "b"
texts[1, default: "z"] += "c"
print(texts[1] ?? "-", String(-42) + String(7))

final class Node {
    let value: Double
    var next: Node?
    init(value: Double, next: Node?) {
        self.value = value
        self.next = next
    }
    deinit { print("deinit", value) }
}
var head: Node? = Node(value: 1, next: nil)
head = Node(value: 2, next: head)
print(head!.value, head!.next!.value)
head = nil

class Base {
    var tag: String
    init(tag: String = "base") { self.tag = tag }
}
final class Derived: Base {
    let extra: Int
    init(extra: Int) {
        self.extra = extra
        super.init(tag: "derived")
    }
}
print(Base().tag, Base(tag: "given").tag, Derived(extra: 3).tag, Derived(extra: 3).extra)

// expect: 18 8.0 t!!! 6
// expect: 3 1.5 3
// expect: 101
// expect: 0=2 1=3 2=3 10
// expect: abc -427
// expect: 2.0 1.0
// expect: deinit 2.0
// expect: deinit 1.0
// expect: base given derived 3
