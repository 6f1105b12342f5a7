// Course exercise: computed properties with get and set, and read-only computed properties
struct Temperature {
    var celsius: Double

    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }

    var kelvin: Double {
        get { celsius + 273.15 }
        set(newKelvin) { celsius = newKelvin - 273.15 }
    }

    var description: String {
        "\(celsius)°C"
    }
}

struct Rect {
    var origin = (x: 0.0, y: 0.0)
    var width = 0.0
    var height = 0.0

    var center: (x: Double, y: Double) {
        get {
            (origin.x + width / 2, origin.y + height / 2)
        }
        set {
            origin.x = newValue.x - width / 2
            origin.y = newValue.y - height / 2
        }
    }

    var area: Double { width * height }
}

var t = Temperature(celsius: 100)
print("100C in F: \(t.fahrenheit)")
t.fahrenheit = 32
print("after setting 32F: \(t.description)")
t.kelvin = 300
print("after setting 300K: \(t.celsius)")
t.celsius = -40
print("-40C in F: \(t.fahrenheit)")

var r = Rect(width: 10, height: 4)
print("center: \(r.center)")
r.center = (x: 20, y: 20)
print("origin after move: \(r.origin)")
print("area: \(r.area)")
r.width = 3
print("new center: (\(r.center.x), \(r.center.y))")

// expect: 100C in F: 212.0
// expect: after setting 32F: 0.0°C
// expect: after setting 300K: 26.850000000000023
// expect: -40C in F: -40.0
// expect: center: (x: 5.0, y: 2.0)
// expect: origin after move: (x: 15.0, y: 18.0)
// expect: area: 40.0
// expect: new center: (16.5, 20.0)
