// Swift book style: initializers with argument labels, optional properties and constant properties
struct Fahrenheit {
    var temperature: Double
    init() {
        temperature = 32.0
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

class SurveyQuestion {
    let text: String
    var response: String?
    init(text: String) {
        self.text = text
    }
    func ask() {
        print(text)
    }
}

let f = Fahrenheit()
print("The default temperature is \(f.temperature)° Fahrenheit")
let boilingPointOfWater = Celsius(fromFahrenheit: 212.0)
let freezingPointOfWater = Celsius(fromKelvin: 273.15)
let bodyTemperature = Celsius(37.0)
print(boilingPointOfWater.temperatureInCelsius, freezingPointOfWater.temperatureInCelsius, bodyTemperature.temperatureInCelsius)

let magenta = Color(red: 1.0, green: 0.0, blue: 1.0)
let halfGray = Color(white: 0.5)
print(magenta.red, magenta.green, magenta.blue, halfGray.green)

let cheeseQuestion = SurveyQuestion(text: "Do you like cheese?")
cheeseQuestion.ask()
print(cheeseQuestion.response as Any)
cheeseQuestion.response = "Yes, I do like cheese."
print(cheeseQuestion.response ?? "no answer")
let beetsQuestion = SurveyQuestion(text: "How about beets?")
beetsQuestion.ask()
beetsQuestion.response = "I also like beets. (But not with cheese.)"
print(beetsQuestion.response!)
// expect: The default temperature is 32.0° Fahrenheit
// expect: 100.0 0.0 37.0
// expect: 1.0 0.0 1.0 0.5
// expect: Do you like cheese?
// expect: nil
// expect: Yes, I do like cheese.
// expect: How about beets?
// expect: I also like beets. (But not with cheese.)
