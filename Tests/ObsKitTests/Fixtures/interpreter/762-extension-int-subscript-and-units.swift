// Members added to library number types: a subscript on Int giving a decimal digit, computed properties on
// Double for units, and a mutating method on Int. Expected output from swiftc 6.3.1 on Linux.
extension Int {
    subscript(digit index: Int) -> Int {
        var base = 1
        for _ in 0..<index { base *= 10 }
        return (self / base) % 10
    }
    mutating func clamp(to limit: Int) { if self > limit { self = limit } }
}
extension Double {
    var minutes: Double { self * 60 }
    var hours: Double { self * 3600 }
}
print(2024[digit: 0], 2024[digit: 1], 2024[digit: 3])
var volume = 140
volume.clamp(to: 100)
print(volume)
print(5.0.minutes, 1.5.hours, 0.5.hours + 10.0.minutes)

// expect: 4 2 2
// expect: 100
// expect: 300.0 5400.0 2400.0
