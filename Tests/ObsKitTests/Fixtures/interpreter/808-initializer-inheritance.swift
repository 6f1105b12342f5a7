// Initializer inheritance: a subclass with defaults for its new properties inherits all initializers, one
// overriding the designated initializer inherits the convenience ones, which then reach its override.
// Expected output from swiftc 6.3.1 on Linux.
class Label {
    var text: String
    var size: Int
    init(text: String, size: Int) { self.text = text; self.size = size }
    convenience init(text: String) { self.init(text: text, size: 12) }
    convenience init() { self.init(text: "") }
}
final class Badge: Label { var color = "red" }
final class Title: Label {
    var bold: Bool
    override init(text: String, size: Int) {
        bold = size > 20
        super.init(text: text.uppercased(), size: size)
    }
}
let badge = Badge(text: "new")
print(badge.text, badge.size, badge.color, Badge().size)
let title = Title(text: "chapter one")
print(title.text, title.size, title.bold, Title(text: "Part", size: 30).bold, type(of: Title()))

// expect: new 12 red 12
// expect: CHAPTER ONE 12 false true Title
