// Compiler test style (initializer delegation): convenience initializers delegating across to designated ones
class Color {
    let r: Int, g: Int, b: Int
    init(r: Int, g: Int, b: Int) {
        print("designated Color(r:\(r), g:\(g), b:\(b))")
        self.r = r; self.g = g; self.b = b
    }
    convenience init(gray: Int) {
        print("convenience gray \(gray)")
        self.init(r: gray, g: gray, b: gray)
    }
    convenience init(hex: Int) {
        print("convenience hex")
        self.init(r: (hex >> 16) & 0xFF, g: (hex >> 8) & 0xFF, b: hex & 0xFF)
    }
    convenience init() {
        print("convenience default")
        self.init(gray: 0)
    }
    var text: String { "rgb(\(r),\(g),\(b))" }
}

print(Color().text)
print(Color(hex: 0x10FF80).text)

class NamedColor: Color {
    let name: String
    init(name: String, r: Int, g: Int, b: Int) {
        print("designated NamedColor \(name)")
        self.name = name
        super.init(r: r, g: g, b: b)
    }
    // Overriding the superclass designated init makes all of its
    // convenience initializers inherited.
    override convenience init(r: Int, g: Int, b: Int) {
        print("override convenience NamedColor")
        self.init(name: "anon", r: r, g: g, b: b)
    }
    override var text: String { "\(name):" + super.text }
}

print(NamedColor(gray: 7).text)
print(NamedColor(name: "red", r: 255, g: 0, b: 0).text)
print(NamedColor().text)

// Value types: initializer delegation with self.init
struct Temperature {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) { self.init(celsius: (fahrenheit - 32) * 5 / 9) }
    init(kelvin: Double) { self.init(celsius: kelvin - 273.15) }
}
print(Temperature(fahrenheit: 212).celsius, Temperature(kelvin: 273.15).celsius)

// expect: convenience default
// expect: convenience gray 0
// expect: designated Color(r:0, g:0, b:0)
// expect: rgb(0,0,0)
// expect: convenience hex
// expect: designated Color(r:16, g:255, b:128)
// expect: rgb(16,255,128)
// expect: convenience gray 7
// expect: override convenience NamedColor
// expect: designated NamedColor anon
// expect: designated Color(r:7, g:7, b:7)
// expect: anon:rgb(7,7,7)
// expect: designated NamedColor red
// expect: designated Color(r:255, g:0, b:0)
// expect: red:rgb(255,0,0)
// expect: convenience default
// expect: convenience gray 0
// expect: override convenience NamedColor
// expect: designated NamedColor anon
// expect: designated Color(r:0, g:0, b:0)
// expect: anon:rgb(0,0,0)
// expect: 100.0 0.0
