// Mistake: calls an instance method on the type itself instead of on a value of the type.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct TemperatureConverter {
    var decimals = 1

    func fahrenheit(fromCelsius celsius: Double) -> Double {
        celsius * 9 / 5 + 32
    }
}

let readings = [12.0, 20.5, 31.0]
for reading in readings {
    let f = TemperatureConverter.fahrenheit(fromCelsius: reading)
    print("\(reading)°C = \(f)°F")
}
// expect-error: instance member 'fahrenheit' cannot be used on type 'TemperatureConverter'; did you mean to use a value of this type instead?
