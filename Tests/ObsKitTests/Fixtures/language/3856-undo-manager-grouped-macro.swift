// App code style: undo manager with grouped macro commands and closure-based commands
protocol Undoable { var title: String { get }; func execute(); func undo() }

final class Canvas { var shapes: [String] = []; var color = "black" }

struct ClosureCommand: Undoable {
    let title: String
    let doIt: () -> Void, undoIt: () -> Void
    func execute() { doIt() }
    func undo() { undoIt() }
}

struct MacroCommand: Undoable {
    let title: String
    let steps: [Undoable]
    func execute() { steps.forEach { $0.execute() } }
    func undo() { steps.reversed().forEach { $0.undo() } }
}

final class History {
    private var done: [Undoable] = []
    private var undone: [Undoable] = []
    private var group: [Undoable]? = nil
    func run(_ c: Undoable) {
        c.execute()
        if group != nil { group!.append(c) } else { done.append(c); undone = [] }
    }
    func grouped(_ title: String, _ body: () -> Void) {
        group = []
        body()
        let steps = group!
        group = nil
        done.append(MacroCommand(title: title, steps: steps)); undone = []
    }
    func undo() { if let c = done.popLast() { c.undo(); undone.append(c); print("undo '\(c.title)'") } }
    func redo() { if let c = undone.popLast() { c.execute(); done.append(c); print("redo '\(c.title)'") } }
    var titles: [String] { done.map(\.title) }
}

let canvas = Canvas()
let h = History()
func add(_ s: String) -> Undoable {
    ClosureCommand(title: "add \(s)", doIt: { canvas.shapes.append(s) }, undoIt: { canvas.shapes.removeLast() })
}
func paint(_ c: String) -> Undoable {
    let old = canvas.color
    return ClosureCommand(title: "paint \(c)", doIt: { canvas.color = c }, undoIt: { canvas.color = old })
}
h.run(add("circle"))
h.grouped("logo") { h.run(add("square")); h.run(paint("red")); h.run(add("star")) }
h.run(paint("blue"))
print(canvas.shapes, canvas.color, h.titles)
h.undo(); h.undo()
print(canvas.shapes, canvas.color)
h.redo()
print(canvas.shapes, canvas.color, h.titles)
h.undo(); h.undo(); h.undo()
print(canvas.shapes, canvas.color, h.titles)
// expect: ["circle", "square", "star"] blue ["add circle", "logo", "paint blue"]
// expect: undo 'paint blue'
// expect: undo 'logo'
// expect: ["circle"] black
// expect: redo 'logo'
// expect: ["circle", "square", "star"] red ["add circle", "logo"]
// expect: undo 'logo'
// expect: undo 'add circle'
// expect: [] black []
