// Custom prefix and postfix operators, one of them mutating its operand (`inout`), declared on a type and
// globally. Expected output from swiftc 6.3.1 on Linux.
postfix operator %
postfix func % (value: Double) -> Double { value / 100 }
prefix operator √
prefix func √ (value: Int) -> Int { var r = 0; while (r + 1) * (r + 1) <= value { r += 1 }; return r }
struct Counter { var count = 0 }
prefix operator ++
extension Counter {
    static prefix func ++ (counter: inout Counter) -> Counter {
        counter.count += 1
        return counter
    }
}
print(50%, 12.5% * 200, √16, √20)
var clicks = Counter()
let after = ++clicks
_ = ++clicks
print(after.count, clicks.count)

// expect: 0.5 25.0 4 4
// expect: 1 2
