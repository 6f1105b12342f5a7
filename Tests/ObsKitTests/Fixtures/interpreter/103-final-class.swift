// final classes and final methods
class Counter {
    private(set) var count = 0
    final func increment() {
        count += 1
    }
    func report() -> String { "count=\(count)" }
}

final class LoudCounter: Counter {
    override func report() -> String { "COUNT=\(count)!" }
}

let c = LoudCounter()
c.increment()
c.increment()
c.increment()
print(c.report())
let base: Counter = c
print(base.report())
print(c.count)

// expect: COUNT=3!
// expect: COUNT=3!
// expect: 3
