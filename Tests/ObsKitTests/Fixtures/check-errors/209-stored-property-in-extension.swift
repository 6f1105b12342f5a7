// Check error: a stored property declared in an extension
struct Temperature {
    var celsius: Double
}

extension Temperature {
    var unitSymbol = "°C"

    var fahrenheit: Double {
        celsius * 9 / 5 + 32
    }

    func formatted() -> String {
        "\(celsius)\(unitSymbol)"
    }
}

let today = Temperature(celsius: 23)
print(today.formatted())
print(today.fahrenheit)
// expect-error: extensions must not contain stored properties
