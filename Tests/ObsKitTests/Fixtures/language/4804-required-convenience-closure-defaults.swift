// Swift book style: required initializers and setting defaults with closures
// Checks: required init must be implemented by subclasses and can be called via a
// metatype; convenience init chains; a stored property's default from a closure
// runs once per instance; a chessboard-like pattern generated in a closure.

class Widget {
    let id: String
    required init(id: String) {
        self.id = id
        print("Widget.init(id: \(id))")
    }
    convenience init() {
        self.init(id: "anonymous")
    }
    func kind() -> String { "widget" }
}

final class Button: Widget {
    var title = "OK"
    required init(id: String) {
        super.init(id: id)
        print("Button.init(id: \(id))")
    }
    override func kind() -> String { "button" }
}

func build(_ type: Widget.Type, id: String) -> Widget {
    return type.init(id: id)
}

let w = build(Widget.self, id: "w1")
let b = build(Button.self, id: "b1")
print(w.kind(), b.kind())
let anon = Button()
print(anon.id, anon.title)

struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 {
                temporaryBoard.append(isBlack)
                isBlack = !isBlack
            }
            isBlack = !isBlack
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool {
        return boardColors[(row * 8) + column]
    }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1))
print(board.squareIsBlackAt(row: 7, column: 7))
print(board.boardColors.filter { $0 }.count)

var closureRuns = 0
final class Session {
    let token: Int = {
        closureRuns += 1
        print("generating token #\(closureRuns)")
        return closureRuns * 100
    }()
    var tags: [String] = ["new"]
}
let s1 = Session()
let s2 = Session()
print(s1.token, s2.token, closureRuns)

// Convenience initializers chaining through each other
final class Rectangle {
    var width: Int
    var height: Int
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        print("designated \(width)x\(height)")
    }
    convenience init(side: Int) {
        print("convenience side \(side)")
        self.init(width: side, height: side)
    }
    convenience init() {
        print("convenience default")
        self.init(side: 1)
    }
}
let r = Rectangle()
print(r.width * r.height)

// Required init satisfying a protocol requirement
protocol Resettable {
    init()
}
class Gauge: Resettable {
    var value = 10
    required init() {
        print("Gauge.init")
    }
}
final class PressureGauge: Gauge {
    required init() {
        super.init()
        value = 20
        print("PressureGauge.init")
    }
}
func fresh<T: Resettable>(_ type: T.Type) -> T { T() }
let g1 = fresh(Gauge.self)
let g2 = fresh(PressureGauge.self)
print(g1.value, g2.value)

// Dynamic metatype from an instance
let gauges: [Gauge] = [g1, g2]
for g in gauges {
    let copy = type(of: g).init()
    print("copy value \(copy.value)")
}

// expect: Widget.init(id: w1)
// expect: Widget.init(id: b1)
// expect: Button.init(id: b1)
// expect: widget button
// expect: Widget.init(id: anonymous)
// expect: Button.init(id: anonymous)
// expect: anonymous OK
// expect: true
// expect: false
// expect: 32
// expect: generating token #1
// expect: generating token #2
// expect: 100 200 2
// expect: convenience default
// expect: convenience side 1
// expect: designated 1x1
// expect: 1
// expect: Gauge.init
// expect: Gauge.init
// expect: PressureGauge.init
// expect: 10 20
// expect: Gauge.init
// expect: copy value 10
// expect: Gauge.init
// expect: PressureGauge.init
// expect: copy value 20
