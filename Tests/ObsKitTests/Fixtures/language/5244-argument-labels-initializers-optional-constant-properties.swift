// Book style (Initialization): argument labels in initializers, optional and constant properties, closure defaults and a chessboard
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
print(magenta.red + magenta.blue, halfGray.green)

class SurveyQuestion {
    let text: String
    var response: String?
    init(text: String) { self.text = text }
    func ask() { print(text) }
}
let beetsQuestion = SurveyQuestion(text: "How about beets?")
beetsQuestion.ask()
print(beetsQuestion.response ?? "(no response)")
beetsQuestion.response = "I also like beets. (But not with cheese.)"
print(beetsQuestion.response!)

struct Size {
    var width = 0.0, height = 0.0
}
let twoByTwo = Size(width: 2.0, height: 2.0)
let zeroByTwo = Size(height: 2.0)
print(zeroByTwo.width, zeroByTwo.height, Size(), twoByTwo.width * twoByTwo.height)

struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for i in 1...8 {
            for j in 1...8 {
                temporaryBoard.append(isBlack)
                isBlack = !isBlack
            }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool {
        return boardColors[(row * 8) + column]
    }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1))
print(board.squareIsBlackAt(row: 7, column: 7))
for row in 0..<3 {
    print((0..<8).map { board.squareIsBlackAt(row: row, column: $0) ? "#" : "." }.joined())
}

class Account {
    static var created = 0
    let id: Int = {
        Account.created += 1
        return Account.created
    }()
    var owner: String
    lazy var statement: String = "Statement for \(owner) #\(id)"
    init(owner: String) { self.owner = owner }
    convenience init() { self.init(owner: "anonymous") }
}
let first = Account()
let second = Account(owner: "Kim")
second.owner = "Kim Lee"
print(first.statement, "|", second.statement, "|", Account.created)

// expect: 100.0 0.0 37.0
// expect: 2.0 0.5
// expect: How about beets?
// expect: (no response)
// expect: I also like beets. (But not with cheese.)
// expect: 0.0 2.0 Size(width: 0.0, height: 0.0) 4.0
// expect: true
// expect: false
// expect: .#.#.#.#
// expect: #.#.#.#.
// expect: .#.#.#.#
// expect: Statement for anonymous #1 | Statement for Kim Lee #2 | 2
