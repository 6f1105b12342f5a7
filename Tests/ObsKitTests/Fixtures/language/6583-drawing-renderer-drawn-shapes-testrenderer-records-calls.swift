// WWDC Protocol-Oriented Programming style (value semantics with protocols): a Drawing of Renderer-drawn shapes, with a TestRenderer that records calls instead of drawing
protocol Renderer {
    mutating func move(toX x: Double, y: Double)
    mutating func line(toX x: Double, y: Double)
    mutating func arc(radius: Double)
}

struct TestRenderer: Renderer {
    var log: [String] = []
    mutating func move(toX x: Double, y: Double) { log.append("move \(x),\(y)") }
    mutating func line(toX x: Double, y: Double) { log.append("line \(x),\(y)") }
    mutating func arc(radius: Double) { log.append("arc r=\(radius)") }
}

struct CountingRenderer: Renderer {
    var calls = 0
    mutating func move(toX x: Double, y: Double) { calls += 1 }
    mutating func line(toX x: Double, y: Double) { calls += 1 }
    mutating func arc(radius: Double) { calls += 1 }
}

protocol Drawable {
    func draw<R: Renderer>(into r: inout R)
}

struct Polygon: Drawable {
    var corners: [(Double, Double)]
    func draw<R: Renderer>(into r: inout R) {
        guard let first = corners.first else { return }
        r.move(toX: first.0, y: first.1)
        for c in corners.dropFirst() + [first] { r.line(toX: c.0, y: c.1) }
    }
}

struct Disc: Drawable {
    var radius: Double
    func draw<R: Renderer>(into r: inout R) { r.arc(radius: radius) }
}

struct Diagram: Drawable {
    var elements: [any Drawable] = []
    func draw<R: Renderer>(into r: inout R) {
        for e in elements { e.draw(into: &r) }
    }
}

var diagram = Diagram()
diagram.elements.append(Polygon(corners: [(0, 0), (2, 0), (1, 1)]))
diagram.elements.append(Disc(radius: 1.5))
var copy = diagram
copy.elements.append(Disc(radius: 9))

var test = TestRenderer()
diagram.draw(into: &test)
test.log.forEach { print($0) }
var counter = CountingRenderer()
copy.draw(into: &counter)
print("calls:", counter.calls, "elements:", diagram.elements.count, copy.elements.count)

// expect: move 0.0,0.0
// expect: line 2.0,0.0
// expect: line 1.0,1.0
// expect: line 0.0,0.0
// expect: arc r=1.5
// expect: calls: 6 elements: 2 3
