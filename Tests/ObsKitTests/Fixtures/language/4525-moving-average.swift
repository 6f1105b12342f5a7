// App code style: a fixed-window moving average and exponential smoothing for sensor readings
// known-gap: line 19: expected "0.0", got "0"
struct MovingAverage<T: FloatingPoint> {
    let window: Int
    private var buffer: [T] = []
    private var runningSum: T = 0

    init(window: Int) {
        self.window = window
    }

    mutating func add(_ value: T) -> T {
        buffer.append(value)
        runningSum += value
        if buffer.count > window {
            runningSum -= buffer.removeFirst()
        }
        return runningSum / T(buffer.count)
    }

    var isFull: Bool { buffer.count == window }
}

struct ExponentialSmoother<T: BinaryFloatingPoint> {
    let alpha: T
    private(set) var current: T?

    init(alpha: T) { self.alpha = alpha }

    mutating func update(_ x: T) -> T {
        let next: T
        if let c = current {
            next = alpha * x + (1 - alpha) * c
        } else {
            next = x
        }
        current = next
        return next
    }
}

extension Array where Element: BinaryFloatingPoint {
    func movingAverages(window: Int) -> [Element] {
        var ma = MovingAverage<Element>(window: window)
        return map { ma.add($0) }
    }

    var mean: Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}

let readings: [Double] = [10, 12, 11, 15, 20, 18, 16, 14]
var ma = MovingAverage<Double>(window: 3)
for r in readings {
    let avg = ma.add(r)
    print("reading \(r) -> avg \(avg) full=\(ma.isFull)")
}

print(readings.movingAverages(window: 2))
print(readings.mean)

var smoother = ExponentialSmoother<Double>(alpha: 0.5)
let smoothed = readings.map { smoother.update($0) }
print(smoothed)

var fs = ExponentialSmoother<Float>(alpha: 0.25)
for x: Float in [4, 8, 8, 0] {
    print("float smoothed:", fs.update(x))
}
print("current:", fs.current ?? -1)

let floats: [Float] = [0.1, 0.2, 0.3, 0.4]
print(floats.movingAverages(window: 4))
print(floats.mean)
print([Double]().mean)

var jitter = MovingAverage<Double>(window: 5)
var last = 0.0
for i in 0..<10 {
    last = jitter.add(i % 2 == 0 ? 1.0 : -1.0)
}
print("jitter settles at:", last)
// expect: reading 10.0 -> avg 10.0 full=false
// expect: reading 12.0 -> avg 11.0 full=false
// expect: reading 11.0 -> avg 11.0 full=true
// expect: reading 15.0 -> avg 12.666666666666666 full=true
// expect: reading 20.0 -> avg 15.333333333333334 full=true
// expect: reading 18.0 -> avg 17.666666666666668 full=true
// expect: reading 16.0 -> avg 18.0 full=true
// expect: reading 14.0 -> avg 16.0 full=true
// expect: [10.0, 11.0, 11.5, 13.0, 17.5, 19.0, 17.0, 15.0]
// expect: 14.5
// expect: [10.0, 11.0, 11.0, 13.0, 16.5, 17.25, 16.625, 15.3125]
// expect: float smoothed: 4.0
// expect: float smoothed: 5.0
// expect: float smoothed: 5.75
// expect: float smoothed: 4.3125
// expect: current: 4.3125
// expect: [0.1, 0.15, 0.2, 0.25]
// expect: 0.25
// expect: 0.0
// expect: jitter settles at: -0.2
