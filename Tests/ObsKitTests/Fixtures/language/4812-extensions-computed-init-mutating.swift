// Swift book style: extensions adding computed properties, initializers and methods
// Checks: computed unit conversions on Double, an initializer added by extension that
// delegates to the memberwise init, methods taking closures, mutating methods on Int,
// extending a protocol-less struct and a class from the same file.

extension Double {
    var km: Double { return self * 1_000.0 }
    var m: Double { return self }
    var cm: Double { return self / 100.0 }
    var mm: Double { return self / 1_000.0 }
    var ft: Double { return self / 3.28084 }
}
let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let threeFeet = 3.ft
print("Three feet is \(threeFeet) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")

struct Extent {
    var width = 0.0, height = 0.0
}
struct Spot {
    var x = 0.0, y = 0.0
}
struct Area {
    var origin = Spot()
    var extent = Extent()
}
let defaultArea = Area()
let memberwiseArea = Area(origin: Spot(x: 2.0, y: 2.0), extent: Extent(width: 5.0, height: 5.0))
extension Area {
    init(center: Spot, extent: Extent) {
        let originX = center.x - (extent.width / 2)
        let originY = center.y - (extent.height / 2)
        self.init(origin: Spot(x: originX, y: originY), extent: extent)
    }
}
let centerArea = Area(center: Spot(x: 4.0, y: 4.0), extent: Extent(width: 3.0, height: 3.0))
print("centerArea origin (\(centerArea.origin.x), \(centerArea.origin.y))")
print("defaults \(defaultArea.extent.width) memberwise \(memberwiseArea.origin.x)")

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self {
            task()
        }
    }
    mutating func square() {
        self = self * self
    }
    var isEven: Bool { self % 2 == 0 }
}
3.repetitions {
    print("Hello!")
}
var someInt = 3
someInt.square()
print("squared \(someInt)")
someInt.square()
print("squared again \(someInt), even? \(someInt.isEven)")

var numbers = [1, 2, 3]
numbers[1].square()
print(numbers)

extension String {
    var shouted: String { uppercased() + "!" }
    func repeated(_ times: Int, separator: String = " ") -> String {
        Array(repeating: self, count: times).joined(separator: separator)
    }
    mutating func surround(with mark: Character) {
        self = String(mark) + self + String(mark)
    }
}
print("hey".shouted)
print("ho".repeated(3))
print("ho".repeated(2, separator: "-"))
var word = "quote"
word.surround(with: "\"")
print(word)

final class Account {
    var cents: Int
    init(cents: Int) { self.cents = cents }
}
extension Account {
    convenience init(dollars: Int) {
        self.init(cents: dollars * 100)
    }
    var formatted: String {
        let dollars = cents / 100
        let rest = cents % 100
        return "$\(dollars).\(rest < 10 ? "0" : "")\(rest)"
    }
    func deposit(cents amount: Int) -> Self {
        cents += amount
        return self
    }
}
let account = Account(dollars: 12)
print(account.formatted)
print(account.deposit(cents: 5).formatted)
print(Account(cents: 99).formatted)

// Extension on Array constrained to Int
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
    mutating func doubleAll() {
        for i in indices { self[i] *= 2 }
    }
}
var scores = [3, 4, 5]
scores.doubleAll()
print(scores, scores.total)

// Extension on Optional
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let missing: String? = nil
print("[\(missing.orEmpty)]", "[\(Optional("x").orEmpty)]")

// expect: One inch is 0.0254 meters
// expect: Three feet is 0.914399970739201 meters
// expect: A marathon is 42195.0 meters long
// expect: centerArea origin (2.5, 2.5)
// expect: defaults 0.0 memberwise 2.0
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: squared 9
// expect: squared again 81, even? false
// expect: [1, 4, 3]
// expect: HEY!
// expect: ho ho ho
// expect: ho-ho
// expect: "quote"
// expect: $12.00
// expect: $12.05
// expect: $0.99
// expect: [6, 8, 10] 24
// expect: [] [x]
