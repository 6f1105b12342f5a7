// Swift book style (initializer delegation in structs and classes): memberwise init kept via an extension, and a class convenience chain
struct Size {
    var width = 0.0, height = 0.0
}
struct Point {
    var x = 0.0, y = 0.0
}
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}

class Frame {
    var rect: Rect
    var label: String
    init(rect: Rect, label: String) {
        self.rect = rect
        self.label = label
    }
    convenience init(label: String) {
        self.init(rect: Rect(), label: label)
    }
    convenience init(center: Point, side: Double) {
        self.init(rect: Rect(center: center, size: Size(width: side, height: side)), label: "square")
    }
    func show() {
        let r = rect
        print("\(label): (\(r.origin.x), \(r.origin.y)) \(r.size.width)x\(r.size.height)")
    }
}

class PaddedFrame: Frame {
    var padding = 2.0
    override func show() {
        print("padded by \(padding) ->", terminator: " ")
        super.show()
    }
}

print(Rect())
print(Rect(origin: Point(x: 2, y: 2), size: Size(width: 5, height: 5)))
print(Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 3)))
Frame(label: "empty").show()
Frame(center: Point(x: 10, y: 10), side: 4).show()
let p = PaddedFrame(center: Point(x: 1, y: 1), side: 2)
p.padding = 0.5
p.show()
PaddedFrame(label: "plain").show()

// expect: Rect(origin: main.Point(x: 0.0, y: 0.0), size: main.Size(width: 0.0, height: 0.0))
// expect: Rect(origin: main.Point(x: 2.0, y: 2.0), size: main.Size(width: 5.0, height: 5.0))
// expect: Rect(origin: main.Point(x: 2.5, y: 2.5), size: main.Size(width: 3.0, height: 3.0))
// expect: empty: (0.0, 0.0) 0.0x0.0
// expect: square: (8.0, 8.0) 4.0x4.0
// expect: padded by 0.5 -> square: (0.0, 0.0) 2.0x2.0
// expect: padded by 2.0 -> plain: (0.0, 0.0) 0.0x0.0
