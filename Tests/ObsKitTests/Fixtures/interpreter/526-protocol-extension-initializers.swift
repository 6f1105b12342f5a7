// Initializers a protocol extension adds reach every conforming struct and class (and subclasses, and calls
// through a metatype); each delegates with `self.init(...)` to one of the type's own, and a value type's
// init may delegate twice (the second replaces the first). A settable property a protocol extension gives
// a library type (`extension Bool: Flag`) is set through its setter. Expected output: swiftc 6.3.1 here.
protocol Sized {
    init(width: Int, height: Int)
}
extension Sized {
    init(side: Int) { self.init(width: side, height: side) }
    init(sides: Int, reset: Bool) {
        self.init(width: sides, height: 1)
        if reset { self.init(width: 0, height: 0) }
    }
}
struct Rect: Sized {
    let width: Int
    let height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
class Panel: Sized {
    let area: Int
    required init(width: Int, height: Int) {
        area = width * height
        print("Panel made", type(of: self))
    }
}
final class Tile: Panel {}

let square = Rect(side: 3)
let cleared = Rect(sides: 5, reset: true)
print(square.width, square.height, cleared.width, cleared.height)
print(Panel(side: 4).area, Tile(side: 2).area)
let kind: Panel.Type = Tile.self
print(kind.init(side: 5).area)

protocol Flag {
    func read() -> Bool
    mutating func write(_ value: Bool)
}
extension Flag {
    var isOn: Bool {
        get { read() }
        set { write(newValue) }
    }
}
extension Bool: Flag {
    func read() -> Bool { self }
    mutating func write(_ value: Bool) { self = value }
}
var flag = false
flag.isOn = true
print(flag, flag.isOn)

// expect: 3 3 0 0
// expect: Panel made Panel
// expect: Panel made Tile
// expect: 16 4
// expect: Panel made Tile
// expect: 25
// expect: true true
