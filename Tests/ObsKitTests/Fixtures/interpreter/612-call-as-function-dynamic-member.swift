// callAsFunction (a value called like a function, overloads chosen by labels, a mutating one writes
// back) and @dynamicMemberLookup (a String subscript with get/set, a key-path subscript over a wrapped
// value, a class). Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
@dynamicMemberLookup
struct Bag {
    var store: [String: Int] = [:]
    subscript(dynamicMember key: String) -> Int {
        get { store[key, default: 0] }
        set { store[key] = newValue }
    }
}
var bag = Bag()
bag.apples = 3
bag.pears += 2
print(bag.apples, bag.pears, bag.kiwis, bag.store.count)

struct Point { var x: Int; var y: Int }
@dynamicMemberLookup
struct Labeled<Base> {
    var label: String
    var base: Base
    subscript<T>(dynamicMember path: WritableKeyPath<Base, T>) -> T {
        get { base[keyPath: path] }
        set { base[keyPath: path] = newValue }
    }
}
var origin = Labeled(label: "origin", base: Point(x: 1, y: 2))
origin.x = 10
print(origin.label, origin.x, origin.y, origin.base.x)

@dynamicMemberLookup
final class Settings {
    var values: [String: String] = [:]
    subscript(dynamicMember key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
let settings = Settings()
settings.theme = "dark"
print(settings.theme ?? "none", settings.font ?? "none")

struct Polynomial {
    let coefficients: [Int]
    func callAsFunction(_ x: Int) -> Int { coefficients.reversed().reduce(0) { $0 * x + $1 } }
    func callAsFunction(derivativeAt x: Int) -> Int {
        Polynomial(coefficients: coefficients.enumerated().dropFirst().map { $0.offset * $0.element })(x)
    }
}
let p = Polynomial(coefficients: [1, 2, 3])
print(p(2), p(derivativeAt: 2), [0, 1, 2].map { p($0) })

struct Ticker {
    var count = 0
    mutating func callAsFunction(by step: Int = 1) -> Int { count += step; return count }
}
var tick = Ticker()
_ = tick()
print(tick(by: 5), tick.count)

final class Logger {
    var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
}
let log = Logger()
log("one"); log("two")
print(log.lines)

// expect: 3 2 0 2
// expect: origin 10 2 10
// expect: dark none
// expect: 17 14 [1, 6, 17]
// expect: 6 6
// expect: ["one", "two"]
