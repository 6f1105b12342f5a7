// Computed properties with getters and setters (named and implicit newValue).
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set(f) { celsius = (f - 32) * 5 / 9 }
    }
    var kelvin: Double {
        get { celsius + 273 }
        set { celsius = newValue - 273 }
    }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit, t.kelvin)
t.fahrenheit = 32
print(t.celsius)
t.kelvin = 300
print(t.celsius, t.fahrenheit)
struct Square {
    var side: Int
    var perimeter: Int {
        get { side * 4 }
        set { side = newValue / 4 }
    }
}
var sq = Square(side: 3)
sq.perimeter = 28
print(sq.side, sq.perimeter)
sq.perimeter += 9
print(sq.side)

// expect: 212.0 373.0
// expect: 0.0
// expect: 27.0 80.6
// expect: 7 28
// expect: 9
