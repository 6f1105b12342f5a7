// Computed properties with get and set
struct Rect {
    var x = 0.0, y = 0.0, w = 0.0, h = 0.0
    var center: (Double, Double) {
        get { (x + w / 2, y + h / 2) }
        set {
            x = newValue.0 - w / 2
            y = newValue.1 - h / 2
        }
    }
    var area: Double { w * h }
}

struct Celsius {
    var value: Double
    var fahrenheit: Double {
        get { value * 9 / 5 + 32 }
        set(f) { value = (f - 32) * 5 / 9 }
    }
}

var r = Rect(x: 0, y: 0, w: 4, h: 2)
print(r.center)
r.center = (10, 10)
print(r.x, r.y)
print(r.area)
var c = Celsius(value: 100)
print(c.fahrenheit)
c.fahrenheit = 32
print(c.value)

// expect: (2.0, 1.0)
// expect: 8.0 9.0
// expect: 8.0
// expect: 212.0
// expect: 0.0
