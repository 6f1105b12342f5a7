// Subscripts: static and class type subscripts on an enum, a struct registry and a class hierarchy.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Weekday: Int {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
    static subscript(n: Int) -> Weekday? { Weekday(rawValue: n) }
}
let friday = Weekday[5]
print(friday as Any, Weekday[8] as Any, Weekday[3] as Any)
struct Palette {
    private static var colors: [String: (Int, Int, Int)] = ["black": (0, 0, 0)]
    static subscript(name: String) -> (Int, Int, Int)? {
        get { colors[name] }
        set { colors[name] = newValue }
    }
    static subscript(hex name: String) -> String {
        guard let (r, g, b) = colors[name] else { return "#??????" }
        return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}
Palette["coral"] = (255, 127, 80)
print(Palette["coral"].map { "\($0.0),\($0.1),\($0.2)" } ?? "-")
print(Palette[hex: "coral"], Palette[hex: "black"], Palette[hex: "mauve"])
Palette["black"] = nil
print(Palette["black"] == nil)
class Unit {
    class var factor: Double { 1 }
    class subscript(amount: Double) -> String { "\(amount * factor) \(self)" }
}
final class Kilo: Unit {
    override class var factor: Double { 1_000 }
}
let unitTypes: [Unit.Type] = [Unit.self, Kilo.self]
print(Unit[2.5], unitTypes.map { $0[4] })
enum Fibonacci {
    static subscript(index: Int) -> Int {
        var (a, b) = (0, 1)
        for _ in 0..<index { (a, b) = (b, a + b) }
        return a
    }
}
print((0...10).map { Fibonacci[$0] })

// expect: Optional(main.Weekday.friday) nil Optional(main.Weekday.wednesday)
// expect: 255,127,80
// expect: #ff7f50 #000000 #??????
// expect: true
// expect: 2.5 Unit ["4.0 Unit", "4000.0 Kilo"]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
