// Book style (Initialization): default values, memberwise init, init delegation for value types
struct Color {
    let red, green, blue: Double
    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }
    init(white: Double) {
        self.init(red: white, green: white, blue: white)
    }
    init(_ hex: Int) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
    }
}

struct Window {
    var title = "Untitled"
    var width = 800
    var height = 600
    var visible = true
    var tint: Color? = nil
}

extension Window {
    init(square side: Int, title: String) {
        self.init(title: title, width: side, height: side)
    }
}

struct Celsius {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) {
        temperatureInCelsius = (fahrenheit - 32.0) / 1.8
    }
    init(fromKelvin kelvin: Double) {
        temperatureInCelsius = kelvin - 273.15
    }
    init(_ celsius: Double) {
        temperatureInCelsius = celsius
    }
}

let magenta = Color(red: 1.0, green: 0.0, blue: 1.0)
let halfGray = Color(white: 0.5)
let fromHex = Color(0xFF8000)
print(magenta)
print(halfGray)
print(fromHex.red, fromHex.green, fromHex.blue)

let w1 = Window()
let w2 = Window(title: "Editor")
let w3 = Window(width: 1024, visible: false)
let w4 = Window(square: 300, title: "Tile")
let w5 = Window(title: "Paint", tint: halfGray)
print(w1)
print(w2)
print(w3.width, w3.height, w3.visible, w3.title)
print(w4)
print(w5.tint as Any)
print([w1, w4].map { $0.width * $0.height })

let boiling = Celsius(fromFahrenheit: 212.0)
let freezing = Celsius(fromKelvin: 273.15)
let body = Celsius(37.0)
print(boiling.temperatureInCelsius, freezing.temperatureInCelsius, body.temperatureInCelsius)
print(boiling)

struct Counter {
    var count: Int = 0
    let step: Int
}
var c = Counter(step: 3)
c.count += c.step
print(c, Counter(count: 10, step: 1))

// expect: Color(red: 1.0, green: 0.0, blue: 1.0)
// expect: Color(red: 0.5, green: 0.5, blue: 0.5)
// expect: 1.0 0.5019607843137255 0.0
// expect: Window(title: "Untitled", width: 800, height: 600, visible: true, tint: nil)
// expect: Window(title: "Editor", width: 800, height: 600, visible: true, tint: nil)
// expect: 1024 600 false Untitled
// expect: Window(title: "Tile", width: 300, height: 300, visible: true, tint: nil)
// expect: Optional(main.Color(red: 0.5, green: 0.5, blue: 0.5))
// expect: [480000, 90000]
// expect: 100.0 0.0 37.0
// expect: Celsius(temperatureInCelsius: 100.0)
// expect: Counter(count: 3, step: 3) Counter(count: 10, step: 1)
