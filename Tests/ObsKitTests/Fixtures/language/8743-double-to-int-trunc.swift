// Apple docs style (Int.init(_: Double)): truncation toward zero when converting
let durations: [Double] = [59.9, 60.0, 125.5, 3599.99, -0.7, -61.2]

for seconds in durations {
    let whole = Int(seconds)
    let minutes = whole / 60
    let rest = whole % 60
    print("\(seconds)s -> \(whole)s = \(minutes)m \(rest)s")
}

// Truncation is not flooring: compare for negatives
let values: [Double] = [2.9, 2.1, -2.1, -2.9, 0.999999]
for v in values {
    let t = Int(v)
    let floorLike = v < Double(t) ? t - 1 : t
    print("v=\(v) Int(v)=\(t) floor=\(floorLike)")
}

// Float to integer types
let temp: Float = 98.6
print(Int(temp), UInt8(temp), Int16(-temp))

// Computing a percentage bar
let progress = 0.678
let width = 20
let filled = Int(progress * Double(width))
let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
print("[\(bar)] \(Int(progress * 100))%")

// Price in cents: truncation can lose a cent
let price = 19.99
let cents = Int(price * 100)
print("price * 100 = \(price * 100), truncated cents = \(cents)")
let price2 = 4.35
print("4.35 * 100 = \(price2 * 100), truncated = \(Int(price2 * 100))")

// expect: 59.9s -> 59s = 0m 59s
// expect: 60.0s -> 60s = 1m 0s
// expect: 125.5s -> 125s = 2m 5s
// expect: 3599.99s -> 3599s = 59m 59s
// expect: -0.7s -> 0s = 0m 0s
// expect: -61.2s -> -61s = -1m -1s
// expect: v=2.9 Int(v)=2 floor=2
// expect: v=2.1 Int(v)=2 floor=2
// expect: v=-2.1 Int(v)=-2 floor=-3
// expect: v=-2.9 Int(v)=-2 floor=-3
// expect: v=0.999999 Int(v)=0 floor=0
// expect: 98 98 -98
// expect: [#############.......] 67%
// expect: price * 100 = 1998.9999999999998, truncated cents = 1998
// expect: 4.35 * 100 = 434.99999999999994, truncated = 434
