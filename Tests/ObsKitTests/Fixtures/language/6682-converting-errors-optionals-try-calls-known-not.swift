// Swift book style (try? and try!): converting errors to optionals, and try! on calls known not to fail
enum TemperatureError: Error {
    case belowAbsoluteZero(Double)
    case unreadable(String)
}

func celsius(from text: String) throws -> Double {
    guard let value = Double(text) else { throw TemperatureError.unreadable(text) }
    guard value >= -273.15 else { throw TemperatureError.belowAbsoluteZero(value) }
    return value
}

let readings = ["21.5", "hot", "-300", "0", "37"]
let parsed = readings.map { try? celsius(from: $0) }
print(parsed)
let valid = readings.compactMap { try? celsius(from: $0) }
print(valid, valid.count)

let fallback = (try? celsius(from: "n/a")) ?? -1
print("fallback:", fallback)

let sure = try! celsius(from: "100")
print("boiling:", sure)
let kelvins = try! ["0", "25"].map { try celsius(from: $0) + 273.15 }
print(kelvins)

if let t = try? celsius(from: "18"), t > 15 {
    print("mild at \(t)")
}
func nested() throws -> Double? {
    try celsius(from: "5") > 0 ? 5 : nil
}
let flattened: Double? = try? nested()
print(flattened as Any)
switch try? celsius(from: "-500") {
case .some(let v): print("got", v)
case .none: print("rejected")
}

// expect: [Optional(21.5), nil, nil, Optional(0.0), Optional(37.0)]
// expect: [21.5, 0.0, 37.0] 3
// expect: fallback: -1.0
// expect: boiling: 100.0
// expect: [273.15, 298.15]
// expect: mild at 18.0
// expect: Optional(5.0)
// expect: rejected
