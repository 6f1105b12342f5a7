// Compiler test style: defer modifying inout parameters and mutating self after return value
func takeAndIncrement(_ x: inout Int) -> Int {
    defer { x += 1 }
    return x
}

var v = 10
let got = takeAndIncrement(&v)
print(got, v)

struct Queue {
    var items: [String]
    mutating func dequeue() -> String? {
        guard !items.isEmpty else { return nil }
        defer { items.removeFirst() }
        return items[0]
    }
    mutating func drain() -> [String] {
        var out: [String] = []
        defer { print("drained \(out.count), left \(items.count)") }
        while let x = dequeue() { out.append(x) }
        return out
    }
}

var q = Queue(items: ["a", "b", "c"])
print(q.dequeue() ?? "-", q.items)
print(q.drain())
print(q.dequeue() ?? "empty")

struct Stats {
    var count = 0
    var calls: [String] = []
    mutating func record(_ name: String) -> Int {
        calls.append("start \(name)")
        defer { calls.append("end \(name) count=\(count)") }
        defer { count += 1 }
        return count
    }
}
var s = Stats()
print(s.record("a"), s.record("b"), s.count)
print(s.calls.joined(separator: "; "))

var arr = [1, 2, 3]
print(takeAndIncrement(&arr[2]), arr)
var dict = ["k": 0]
print(takeAndIncrement(&dict["k"]!), dict["k"]!)
// expect: 10 11
// expect: a ["b", "c"]
// expect: drained 2, left 0
// expect: ["b", "c"]
// expect: empty
// expect: 0 1 2
// expect: start a; end a count=1; start b; end b count=2
// expect: 3 [1, 2, 4]
// expect: 0 1
