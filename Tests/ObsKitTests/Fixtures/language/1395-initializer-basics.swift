// Initialization: initializers with and without argument labels, default values, optional properties, constants set in init.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Fahrenheit {
    var temperature: Double
    init() { temperature = 32.0 }
}
print("The default temperature is \(Fahrenheit().temperature)° Fahrenheit")
struct Celsius {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) { temperatureInCelsius = (fahrenheit - 32.0) / 1.8 }
    init(fromKelvin kelvin: Double) { temperatureInCelsius = kelvin - 273.15 }
    init(_ celsius: Double) { temperatureInCelsius = celsius }
}
let boilingPointOfWater = Celsius(fromFahrenheit: 212.0)
let freezingPointOfWater = Celsius(fromKelvin: 273.15)
let bodyTemperature = Celsius(37.0)
print(boilingPointOfWater.temperatureInCelsius, freezingPointOfWater.temperatureInCelsius, bodyTemperature.temperatureInCelsius)
struct Color {
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
let magenta = Color(red: 1.0, green: 0.0, blue: 1.0)
let halfGray = Color(white: 0.5)
print(magenta, halfGray)
final class SurveyQuestion {
    let text: String
    var response: String?
    init(text: String) { self.text = text }
    func ask() { print(text) }
}
let beetsQuestion = SurveyQuestion(text: "How about beets?")
beetsQuestion.ask()
print(beetsQuestion.response as Any)
beetsQuestion.response = "I also like beets. (But not with cheese.)"
print(beetsQuestion.response!)
final class ShoppingListItem {
    var name: String?
    var quantity = 1
    var purchased = false
}
let item = ShoppingListItem()
print(item.name as Any, item.quantity, item.purchased)
struct Size { var width = 0.0, height = 0.0 }
print(Size(), Size(width: 2.0), Size(height: 3.0), Size(width: 1, height: 1))

// expect: The default temperature is 32.0° Fahrenheit
// expect: 100.0 0.0 37.0
// expect: Color(red: 1.0, green: 0.0, blue: 1.0) Color(red: 0.5, green: 0.5, blue: 0.5)
// expect: How about beets?
// expect: nil
// expect: I also like beets. (But not with cheese.)
// expect: nil 1 false
// expect: Size(width: 0.0, height: 0.0) Size(width: 2.0, height: 0.0) Size(width: 0.0, height: 3.0) Size(width: 1.0, height: 1.0)
