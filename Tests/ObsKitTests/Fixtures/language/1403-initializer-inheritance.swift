// Initialization: automatic initializer inheritance: subclasses with defaults inherit designated inits, and convenience inits follow.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    var numberOfWheels = 0
    var description: String { "\(numberOfWheels) wheel(s)" }
}
class Bicycle: Vehicle {
    override init() {
        super.init()
        numberOfWheels = 2
    }
}
class Hoverboard: Vehicle {
    var color: String
    init(color: String) {
        self.color = color
    }
    override var description: String { "\(super.description) in a beautiful \(color)" }
}
print("Vehicle: \(Vehicle().description)")
print("Bicycle: \(Bicycle().description)")
print("Hoverboard: \(Hoverboard(color: "silver").description)")
class Label {
    var text: String
    var size: Int
    init(text: String, size: Int) { self.text = text; self.size = size }
    convenience init(text: String) { self.init(text: text, size: 12) }
    convenience init() { self.init(text: "") }
}
class Badge: Label {
    var color = "red"
}
class Title: Label {
    var bold: Bool
    override init(text: String, size: Int) {
        bold = size > 20
        super.init(text: text.uppercased(), size: size)
    }
}
let badge = Badge(text: "new")
let emptyBadge = Badge()
let title = Title(text: "chapter one")
let bigTitle = Title(text: "Part", size: 30)
print(badge.text, badge.size, badge.color, "[\(emptyBadge.text)]", emptyBadge.size)
print(title.text, title.size, title.bold, bigTitle.text, bigTitle.bold)
print(type(of: Title()), Title().text.isEmpty)

// expect: Vehicle: 0 wheel(s)
// expect: Bicycle: 2 wheel(s)
// expect: Hoverboard: 0 wheel(s) in a beautiful silver
// expect: new 12 red [] 12
// expect: CHAPTER ONE 12 false PART true
// expect: Title true
