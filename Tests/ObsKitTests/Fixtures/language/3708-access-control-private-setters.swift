// Swift book style: access control with private setters in a class hierarchy and private nested types
class Counter {
    private(set) var value = 0
    fileprivate(set) var resets = 0
    private struct Step { static let size = 1 }
    func tick() { value += Step.size }
    func reset() {
        value = 0
        resets += 1
    }
}

class DoubleCounter: Counter {
    override func tick() {
        super.tick()
        super.tick()
    }
    var summary: String { "value=\(value) resets=\(resets)" }
}

let c = DoubleCounter()
for _ in 0..<3 { c.tick() }
print(c.summary)
c.reset()
c.tick()
print(c.summary)
c.resets = 10
print(c.summary)

struct Vault {
    private var contents: [String: Int] = [:]
    private(set) var accessLog: [String] = []
    mutating func store(_ key: String, _ amount: Int) {
        contents[key, default: 0] += amount
        accessLog.append("store \(key)")
    }
    mutating func peek(_ key: String) -> Int {
        accessLog.append("peek \(key)")
        return contents[key] ?? 0
    }
    var keys: [String] { contents.keys.sorted() }
}
var v = Vault()
v.store("gold", 5)
v.store("silver", 2)
v.store("gold", 1)
print(v.peek("gold"), v.peek("bronze"))
print(v.keys)
print(v.accessLog.joined(separator: ", "))
// expect: value=6 resets=0
// expect: value=2 resets=1
// expect: value=2 resets=10
// expect: 6 0
// expect: ["gold", "silver"]
// expect: store gold, store silver, store gold, peek gold, peek bronze
