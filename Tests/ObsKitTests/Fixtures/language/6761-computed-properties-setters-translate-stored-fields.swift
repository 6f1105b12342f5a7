// Advanced Swift style (computed properties): computed properties with setters that translate to and from stored fields
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
}

struct Rect {
    var origin = (x: 0, y: 0)
    var width = 0
    var height = 0

    var center: (x: Int, y: Int) {
        get { (origin.x + width / 2, origin.y + height / 2) }
        set {
            origin.x = newValue.x - width / 2
            origin.y = newValue.y - height / 2
        }
    }

    var area: Int { width * height }
}

var t = Temperature(celsius: 100)
print(t.fahrenheit, t.kelvin)
t.fahrenheit = 32
print(t.celsius)
t.kelvin = 300
print(t.celsius.rounded())
t.fahrenheit += 18
print(t.celsius.rounded())

var r = Rect(width: 10, height: 4)
print(r.center, r.area)
r.center = (x: 50, y: 50)
print(r.origin)
r.center.x += 5
print(r.origin, r.center)
r.width *= 2
print(r.center, r.area)

var rects = [Rect(width: 2, height: 2), Rect(width: 6, height: 8)]
for i in rects.indices {
    rects[i].center = (x: 100, y: 0)
}
print(rects.map { "\($0.origin.x),\($0.origin.y)" })

// expect: 212.0 373.15
// expect: 0.0
// expect: 27.0
// expect: 37.0
// expect: (x: 5, y: 2) 40
// expect: (x: 45, y: 48)
// expect: (x: 50, y: 48) (x: 55, y: 50)
// expect: (x: 60, y: 50) 80
// expect: ["99,-1", "97,-4"]
