// Swift book style (subclass observers and super): overriding a stored property with observers and a method that calls super before and after
class Counter {
    var count = 0 {
        didSet { print("Counter.count didSet \(oldValue) -> \(count)") }
    }
    func increment(by n: Int = 1) {
        count += n
    }
    func reset() {
        print("Counter.reset")
        count = 0
    }
}

class BoundedCounter: Counter {
    let maximum: Int
    init(maximum: Int) {
        self.maximum = maximum
        super.init()
        count = 1
    }
    override var count: Int {
        willSet { print("BoundedCounter.willSet \(newValue)") }
        didSet {
            if count > maximum {
                print("over \(maximum)")
            }
        }
    }
    override func increment(by n: Int = 1) {
        print("before super: \(count)")
        super.increment(by: n)
        print("after super: \(count)")
    }
    override func reset() {
        super.reset()
        print("BoundedCounter.reset done")
    }
}

let plain = Counter()
plain.increment()
plain.increment(by: 4)
print("--")
let b = BoundedCounter(maximum: 3)
print("--")
b.increment(by: 2)
print("--")
b.increment()
print("--")
let asBase: Counter = b
asBase.reset()
print(b.count, plain.count)

// expect: Counter.count didSet 0 -> 1
// expect: Counter.count didSet 1 -> 5
// expect: --
// expect: BoundedCounter.willSet 1
// expect: Counter.count didSet 0 -> 1
// expect: --
// expect: before super: 1
// expect: BoundedCounter.willSet 3
// expect: Counter.count didSet 1 -> 3
// expect: after super: 3
// expect: --
// expect: before super: 3
// expect: BoundedCounter.willSet 4
// expect: Counter.count didSet 3 -> 4
// expect: over 3
// expect: after super: 4
// expect: --
// expect: Counter.reset
// expect: BoundedCounter.willSet 0
// expect: Counter.count didSet 4 -> 0
// expect: BoundedCounter.reset done
// expect: 0 5
