// Swift book style: initialization of value types
// Checks: default property values, memberwise initializers (with defaults omitted),
// custom initializers with argument labels and without (_), initializer delegation
// with self.init, optional properties defaulting to nil, constant properties set in init.

struct Fahrenheit {
    var temperature: Double
    init() {
        temperature = 32.0
    }
}
let f = Fahrenheit()
print("The default temperature is \(f.temperature)° Fahrenheit")

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
let boiling = Celsius(fromFahrenheit: 212.0)
let freezing = Celsius(fromKelvin: 273.15)
let body = Celsius(37.0)
print(boiling.temperatureInCelsius, freezing.temperatureInCelsius, body.temperatureInCelsius)

struct Tint {
    let red, green, blue: Double
    init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }
    init(white: Double) {
        red = white
        green = white
        blue = white
    }
}
let magenta = Tint(red: 1.0, green: 0.0, blue: 1.0)
let halfGray = Tint(white: 0.5)
print(magenta.red, magenta.green, halfGray.blue)

final class SurveyQuestion {
    let text: String
    var response: String?
    init(text: String) {
        self.text = text
    }
    func ask() {
        print(text)
    }
}
let cheeseQuestion = SurveyQuestion(text: "Do you like cheese?")
cheeseQuestion.ask()
print(cheeseQuestion.response ?? "no response yet")
cheeseQuestion.response = "Yes, I do like cheese."
print(cheeseQuestion.response ?? "no response yet")

struct Extent {
    var width = 0.0, height = 0.0
}
let twoByTwo = Extent(width: 2.0, height: 2.0)
let zeroByTwo = Extent(height: 2.0)
let fourByZero = Extent(width: 4.0)
print(twoByTwo.width, zeroByTwo.width, zeroByTwo.height, fourByZero.height)

struct Corner {
    var x = 0.0, y = 0.0
}
struct Frame {
    var origin = Corner()
    var extent = Extent()
    init() {}
    init(origin: Corner, extent: Extent) {
        self.origin = origin
        self.extent = extent
    }
    init(center: Corner, extent: Extent) {
        let originX = center.x - (extent.width / 2)
        let originY = center.y - (extent.height / 2)
        self.init(origin: Corner(x: originX, y: originY), extent: extent)
    }
}
let basic = Frame()
print("basic origin (\(basic.origin.x), \(basic.origin.y))")
let original = Frame(origin: Corner(x: 2.0, y: 2.0), extent: Extent(width: 5.0, height: 5.0))
print("original origin (\(original.origin.x), \(original.origin.y))")
let centered = Frame(center: Corner(x: 4.0, y: 4.0), extent: Extent(width: 3.0, height: 3.0))
print("centered origin (\(centered.origin.x), \(centered.origin.y))")

// Memberwise init kept when a custom init lives in an extension
struct Badge {
    var name: String
    var level: Int = 1
}
extension Badge {
    init(vip name: String) {
        self.init(name: name, level: 99)
    }
}
let b1 = Badge(name: "ann")
let b2 = Badge(name: "bob", level: 3)
let b3 = Badge(vip: "cy")
print("\(b1.name):\(b1.level) \(b2.name):\(b2.level) \(b3.name):\(b3.level)")

// let property with default cannot be in the memberwise init; var optional can be omitted
struct Config {
    let version = 2
    var name: String
    var note: String?
}
let c1 = Config(name: "a")
let c2 = Config(name: "b", note: "hi")
print(c1.version, c1.name, c1.note ?? "nil", c2.note ?? "nil")

// expect: The default temperature is 32.0° Fahrenheit
// expect: 100.0 0.0 37.0
// expect: 1.0 0.0 0.5
// expect: Do you like cheese?
// expect: no response yet
// expect: Yes, I do like cheese.
// expect: 2.0 0.0 2.0 0.0
// expect: basic origin (0.0, 0.0)
// expect: original origin (2.0, 2.0)
// expect: centered origin (2.5, 2.5)
// expect: ann:1 bob:3 cy:99
// expect: 2 a nil hi
