// Initialization: automatic initializer inheritance: subclasses with defaults inherit designated inits, and convenience inits follow.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Lamp {
    var bulbs = 0
    var description: String { "\(bulbs) bulb(s)" }
}
class DeskLamp: Lamp {
    override init() {
        super.init()
        bulbs = 1
    }
}
class CandleHolder: Lamp {
    var finish: String
    init(finish: String) {
        self.finish = finish
    }
    override var description: String { "\(super.description), \(finish) finish" }
}
print("Lamp: \(Lamp().description)")
print("DeskLamp: \(DeskLamp().description)")
print("CandleHolder: \(CandleHolder(finish: "brass").description)")
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

// expect: Lamp: 0 bulb(s)
// expect: DeskLamp: 1 bulb(s)
// expect: CandleHolder: 0 bulb(s), brass finish
// expect: new 12 red [] 12
// expect: CHAPTER ONE 12 false PART true
// expect: Title true
