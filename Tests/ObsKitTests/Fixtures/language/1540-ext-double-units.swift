// Extensions: computed properties on Double for units (`5.0.minutes`), on Int, and using them in arithmetic.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Double {
    var seconds: Double { self }
    var minutes: Double { self * 60 }
    var hours: Double { self * 3600 }
    var km: Double { self * 1000 }
    var m: Double { self }
    var cm: Double { self / 100 }
}

extension Int {
    var minutes: Double { Double(self) * 60 }
    var isEven: Bool { self % 2 == 0 }
    var squared: Int { self * self }
}

let warmup = 5.0.minutes
print("warm-up lasts \(warmup) seconds")
let workout = 1.5.hours + 20.0.minutes + 30.0.seconds
print("workout: \(workout) s")
let route = 2.5.km + 300.0.m + 50.0.cm
print("route is \(route) metres long")
print(10.minutes, 7.isEven, 8.isEven, 12.squared)
print((1...6).filter(\.isEven).map(\.squared))
let pace = workout / route.km
print(pace > 0)

// expect: warm-up lasts 300.0 seconds
// expect: workout: 6630.0 s
// expect: route is 2800.5 metres long
// expect: 600.0 false true 144
// expect: [4, 16, 36]
// expect: true
