// Swift book style: clamping values with Comparable and ClosedRange in generic functions and extensions
extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        if self < range.lowerBound { return range.lowerBound }
        if self > range.upperBound { return range.upperBound }
        return self
    }
}

func clamp<T: Comparable>(_ value: T, min low: T, max high: T) -> T {
    return Swift.min(Swift.max(value, low), high)
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = wrappedValue.clamped(to: range)
    }

    var wrappedValue: Value {
        get { value }
        set { value = newValue.clamped(to: range) }
    }
}

struct Volume {
    @Clamped(0...10) var level: Int = 5
    @Clamped(0.0...1.0) var balance: Double = 0.5
}

print(15.clamped(to: 0...10))
print((-3).clamped(to: 0...10))
print(7.clamped(to: 0...10))
print(2.5.clamped(to: 0.0...1.0))
print("m".clamped(to: "a"..."f"))
print(clamp(300, min: 0, max: 255))
print(clamp(-0.25, min: 0.0, max: 1.0))
print(clamp(Int8(-100), min: -50, max: 50))

var v = Volume()
print(v.level, v.balance)
v.level = 12
v.balance = -1
print(v.level, v.balance)
v.level -= 4
print(v.level)

let range = 10...20
print(range.contains(15), range.contains(25))
print(range.count, range.lowerBound, range.upperBound)
let halfOpen = 0..<5
print(Array(halfOpen), halfOpen.count)
print(range.clamped(to: 12...30))
print((0..<100).clamped(to: 50..<60))

func percentOfRange<T: BinaryFloatingPoint>(_ x: T, in r: ClosedRange<T>) -> T {
    let t = (x.clamped(to: r) - r.lowerBound) / (r.upperBound - r.lowerBound)
    return t * 100
}
print(percentOfRange(25.0, in: 0...50))
print(percentOfRange(Float(75), in: 50...150))
print(percentOfRange(-10.0, in: 0...50))

let readings = [-5, 3, 12, 8, 20, 0]
print(readings.map { $0.clamped(to: 0...10) })
print(readings.filter { (1...9).contains($0) })
print(UInt8.max.clamped(to: 0...100), Int.min.clamped(to: -1...1))
// expect: 10
// expect: 0
// expect: 7
// expect: 1.0
// expect: f
// expect: 255
// expect: 0.0
// expect: -50
// expect: 5 0.5
// expect: 10 0.0
// expect: 6
// expect: true false
// expect: 11 10 20
// expect: [0, 1, 2, 3, 4] 5
// expect: 12...20
// expect: 50..<60
// expect: 50.0
// expect: 25.0
// expect: 0.0
// expect: [0, 3, 10, 8, 10, 0]
// expect: [3, 8]
// expect: 100 -1
