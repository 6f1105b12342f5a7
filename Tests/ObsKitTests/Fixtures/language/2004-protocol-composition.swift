// Compiler test style: protocol composition types (A & B) as parameters, existentials, typealias and class constraints
protocol Drawable {
    func draw() -> String
}
protocol Resizable {
    var scale: Int { get set }
}
protocol Identified {
    var id: Int { get }
}

typealias Widget = Drawable & Resizable & Identified

struct Button: Widget {
    let id: Int
    var scale: Int
    func draw() -> String { "[Button#\(id) x\(scale)]" }
}
struct Label: Drawable, Identified {
    let id: Int
    func draw() -> String { "Label#\(id)" }
}
class View {
    var tag = 0
    func kind() -> String { "View" }
}
final class Canvas: View, Drawable {
    override func kind() -> String { "Canvas" }
    func draw() -> String { "Canvas(tag: \(tag))" }
}

func render(_ items: [Drawable & Identified]) {
    for item in items.sorted(by: { $0.id < $1.id }) {
        print(item.id, item.draw())
    }
}

func grow(_ w: inout any Widget) {
    w.scale *= 2
}

func show(_ v: View & Drawable) -> String {
    v.tag += 1
    return v.kind() + " -> " + v.draw()
}

func describe<T: Drawable & Identified>(_ t: T) -> String { "generic \(t.id): \(t.draw())" }

render([Label(id: 3), Button(id: 1, scale: 1), Label(id: 2)])

var w: any Widget = Button(id: 9, scale: 3)
grow(&w)
grow(&w)
print(w.draw(), w.scale)

let canvas = Canvas()
print(show(canvas))
print(show(canvas))
print(canvas.tag)

print(describe(Button(id: 4, scale: 2)))
print(describe(Label(id: 5)))

let mixed: [Any] = [Button(id: 1, scale: 1), Label(id: 2), canvas, 42]
for m in mixed {
    if let full = m as? any Widget {
        print("widget", full.id)
    } else if let di = m as? Drawable & Identified {
        print("drawable+identified", di.id)
    } else if let d = m as? Drawable {
        print("just drawable", d.draw())
    } else {
        print("other", m)
    }
}
let asComposition: any Drawable & Identified = Button(id: 8, scale: 1)
print(asComposition is Resizable, asComposition is View)

// expect: 1 [Button#1 x1]
// expect: 2 Label#2
// expect: 3 Label#3
// expect: [Button#9 x12] 12
// expect: Canvas -> Canvas(tag: 1)
// expect: Canvas -> Canvas(tag: 2)
// expect: 2
// expect: generic 4: [Button#4 x2]
// expect: generic 5: Label#5
// expect: widget 1
// expect: drawable+identified 2
// expect: just drawable Canvas(tag: 2)
// expect: other 42
// expect: true false
