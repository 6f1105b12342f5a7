// Swift book style: Protocols: initializer requirements, required init and failable init requirements
protocol SomeProtocol {
    init(someParameter: Int)
}

class SomeClass: SomeProtocol {
    var value: Int
    required init(someParameter: Int) {
        value = someParameter
        print("SomeClass init with \(someParameter)")
    }
}

class SomeSubClass: SomeClass {
    required init(someParameter: Int) {
        super.init(someParameter: someParameter * 2)
        print("SomeSubClass init done, value \(value)")
    }
}

func make<T: SomeProtocol>(_ type: T.Type, _ n: Int) -> T {
    return T(someParameter: n)
}
let a = make(SomeClass.self, 1)
let b = make(SomeSubClass.self, 5)
print("a \(a.value), b \(b.value)")

protocol Parsable {
    init?(text: String)
}

struct Celsius: Parsable {
    var degrees: Double
    init?(text: String) {
        guard text.hasSuffix("C"), let v = Double(String(text.dropLast())) else {
            return nil
        }
        degrees = v
    }
}

enum Answer: Parsable {
    case yes, no
    init?(text: String) {
        switch text.lowercased() {
        case "y", "yes": self = .yes
        case "n", "no": self = .no
        default: return nil
        }
    }
}

func parseAll<T: Parsable>(_ inputs: [String], as type: T.Type) -> [T] {
    return inputs.compactMap { T(text: $0) }
}

let temps = parseAll(["21.5C", "abc", "-3C", "40F"], as: Celsius.self)
print("temps: \(temps.map { $0.degrees })")
let answers = parseAll(["Yes", "maybe", "n", "NO"], as: Answer.self)
print("answers: \(answers)")

protocol Shape {
    static func unit() -> Self
    var area: Double { get }
}
struct Sq: Shape {
    var side: Double
    static func unit() -> Sq { return Sq(side: 1) }
    var area: Double { side * side }
}
func unitArea<S: Shape>(_ t: S.Type) -> Double { return t.unit().area }
print("unit area: \(unitArea(Sq.self))")

final class Config: SomeProtocol {
    let level: Int
    init(someParameter: Int) { level = someParameter }
}
print("config level: \(make(Config.self, 9).level)")
// expect: SomeClass init with 1
// expect: SomeClass init with 10
// expect: SomeSubClass init done, value 10
// expect: a 1, b 10
// expect: temps: [21.5, -3.0]
// expect: answers: [main.Answer.yes, main.Answer.no, main.Answer.no]
// expect: unit area: 1.0
// expect: config level: 9
