// Book style (Enumerations): associated values with labels, pattern matching and CaseIterable
enum Barcode: Equatable {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}

enum Beverage: CaseIterable {
    case coffee, tea, juice, water
}

enum Weather {
    case sunny(temp: Int)
    case rainy(mm: Double, windy: Bool)
    case cloudy
}

func advice(_ w: Weather) -> String {
    switch w {
    case .sunny(let t) where t >= 30: return "stay in shade (\(t))"
    case .sunny(let t): return "enjoy (\(t))"
    case .rainy(_, true): return "umbrella will break"
    case .rainy(let mm, false) where mm > 10: return "heavy rain \(mm)"
    case .rainy: return "light rain"
    case .cloudy: return "meh"
    }
}

var product = Barcode.upc(8, 85909, 51226, 3)
print(product)
product = .qrCode("ABCDEFGHIJKLMNOP")
print(product)
switch product {
case let .upc(numberSystem, manufacturer, item, check):
    print("UPC: \(numberSystem), \(manufacturer), \(item), \(check).")
case let .qrCode(code):
    print("QR code: \(code).")
}
print(product == .qrCode("ABCDEFGHIJKLMNOP"), product == .upc(1, 2, 3, 4))

print("\(Beverage.allCases.count) beverages available")
for b in Beverage.allCases { print(b, terminator: " ") }
print()
print(Beverage.allCases)

let forecast: [Weather] = [.sunny(temp: 33), .sunny(temp: 21), .rainy(mm: 2.5, windy: true), .rainy(mm: 12, windy: false), .rainy(mm: 1, windy: false), .cloudy]
for w in forecast { print(advice(w)) }
print(forecast[2])
print(forecast)

if case .sunny(let t) = forecast[0] { print("first day sunny at", t) }
let rainyDays = forecast.filter {
    if case .rainy = $0 { return true }
    return false
}
print(rainyDays.count)
for case let .rainy(mm, windy) in forecast where !windy {
    print("calm rain", mm)
}
let pair = (Beverage.tea, forecast[5])
switch pair {
case (.tea, .cloudy): print("tea on a cloudy day")
default: print("whatever")
}
let optionalDrink: Beverage? = .juice
switch optionalDrink {
case .some(.juice): print("juice!")
case .some(let other): print("other", other)
case .none: print("nothing")
}

// expect: upc(8, 85909, 51226, 3)
// expect: qrCode("ABCDEFGHIJKLMNOP")
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: true false
// expect: 4 beverages available
// expect: coffee tea juice water 
// expect: [main.Beverage.coffee, main.Beverage.tea, main.Beverage.juice, main.Beverage.water]
// expect: stay in shade (33)
// expect: enjoy (21)
// expect: umbrella will break
// expect: heavy rain 12.0
// expect: light rain
// expect: meh
// expect: rainy(mm: 2.5, windy: true)
// expect: [main.Weather.sunny(temp: 33), main.Weather.sunny(temp: 21), main.Weather.rainy(mm: 2.5, windy: true), main.Weather.rainy(mm: 12.0, windy: false), main.Weather.rainy(mm: 1.0, windy: false), main.Weather.cloudy]
// expect: first day sunny at 33
// expect: 3
// expect: calm rain 12.0
// expect: calm rain 1.0
// expect: tea on a cloudy day
// expect: juice!
