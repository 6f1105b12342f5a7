// Blog style (custom string interpolation): extending DefaultStringInterpolation with formatting helpers
import Foundation
extension DefaultStringInterpolation {
    mutating func appendInterpolation(_ value: Int, padded width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: " ", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation(_ value: Double, places: Int) {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        let decimals = text.split(separator: ".").last?.count ?? 0
        if decimals < places { text += String(repeating: "0", count: places - decimals) }
        appendLiteral(text)
    }
    mutating func appendInterpolation<T>(list items: [T], conjunction: String = "and") {
        let strs = items.map { "\($0)" }
        switch strs.count {
        case 0: appendLiteral("nothing")
        case 1: appendLiteral(strs[0])
        default: appendLiteral(strs.dropLast().joined(separator: ", ") + " \(conjunction) " + strs.last!)
        }
    }
    mutating func appendInterpolation(plural count: Int, _ word: String) {
        appendLiteral("\(count) \(word)\(count == 1 ? "" : "s")")
    }
    mutating func appendInterpolation<T>(ifPresent value: T?, default fallback: String = "n/a") {
        if let value { appendInterpolation(value) } else { appendLiteral(fallback) }
    }
}

struct Row { let name: String; let qty: Int; let price: Double }
let rows = [Row(name: "pens", qty: 12, price: 1.5), Row(name: "ink", qty: 3, price: 12.125), Row(name: "pad", qty: 140, price: 0.333)]

for r in rows {
    print("\(r.name)\(String(repeating: " ", count: 5 - r.name.count))|\(r.qty, padded: 5)|\(r.price, places: 2)")
}
print("Bought \(list: rows.map(\.name))")
print("Or maybe \(list: ["tea", "coffee"], conjunction: "or")")
print("Nothing: \(list: [Int]())")
print("\(plural: 1, "file"), \(plural: 3, "folder"), \(plural: 0, "error")")
let nickname: String? = nil
let age: Int? = 41
print("nickname: \(ifPresent: nickname), age: \(ifPresent: age)")
print("pi ~ \(3.14159, places: 3), e ~ \(2.71828, places: 1), whole \(2.0, places: 2)")

struct Temperature: CustomStringConvertible {
    let celsius: Double
    var description: String { "\(celsius, places: 1)°C" }
}
print("Today: \(Temperature(celsius: 21.46)), tonight: \(Temperature(celsius: 9.0))")
// expect: pens |   12|1.50
// expect: ink  |    3|12.13
// expect: pad  |  140|0.33
// expect: Bought pens, ink and pad
// expect: Or maybe tea or coffee
// expect: Nothing: nothing
// expect: 1 file, 3 folders, 0 errors
// expect: nickname: n/a, age: 41
// expect: pi ~ 3.142, e ~ 2.7, whole 2.00
// expect: Today: 21.5°C, tonight: 9.0°C
