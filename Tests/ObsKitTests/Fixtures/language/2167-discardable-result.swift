// Swift Evolution style (SE-0047): @discardableResult on functions, methods and initializers' helpers
struct Counter {
    private(set) var value = 0

    @discardableResult
    mutating func increment(by n: Int = 1) -> Int {
        value += n
        return value
    }

    mutating func reset() -> Int {
        let old = value
        value = 0
        return old
    }
}

final class Logger {
    var lines: [String] = []

    @discardableResult
    func log(_ s: String) -> Logger {
        lines.append(s)
        return self
    }

    @discardableResult
    static func banner(_ s: String) -> String {
        let b = "== \(s) =="
        print(b)
        return b
    }
}

@discardableResult
func compute(_ x: Int) -> Int {
    print("computing \(x)")
    return x * x
}

var c = Counter()
c.increment()
c.increment(by: 5)
let now = c.increment()
print("now:", now)
let old = c.reset()
_ = c.reset()
print("old:", old, "value:", c.value)

let logger = Logger()
logger.log("a").log("b")
logger.log("c")
print(logger.lines)

Logger.banner("title")
let saved = Logger.banner("saved")
print(saved.count)

compute(4)
print(compute(5))

var dict = ["a": 1]
dict.updateValue(2, forKey: "a")
dict.removeValue(forKey: "zzz")
var set: Set<Int> = []
set.insert(3)
print(dict, set.insert(3).inserted)

// expect: now: 7
// expect: old: 7 value: 0
// expect: ["a", "b", "c"]
// expect: == title ==
// expect: == saved ==
// expect: 11
// expect: computing 4
// expect: computing 5
// expect: 25
// expect: ["a": 2] false
