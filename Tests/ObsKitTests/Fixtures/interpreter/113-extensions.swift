// Extensions on standard types and own types: methods, computed props, inits
extension Int {
    var squared: Int { self * self }
    func times(_ body: () -> Void) {
        for _ in 0..<self { body() }
    }
}

extension String {
    func shout() -> String { uppercased() + "!" }
}

struct Temp {
    var celsius: Double
}

extension Temp {
    init(fahrenheit: Double) {
        self.celsius = (fahrenheit - 32) / 1.8
    }
    var fahrenheit: Double { celsius * 1.8 + 32 }
}

print(7.squared)
3.times { print("tick") }
print("hey".shout())
print(Temp(fahrenheit: 212).celsius)
print(Temp(celsius: 0).fahrenheit)

// expect: 49
// expect: tick
// expect: tick
// expect: tick
// expect: HEY!
// expect: 100.0
// expect: 32.0
