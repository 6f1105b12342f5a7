// App code style: undo/redo stack of commands conforming to a Command protocol
protocol Command {
    var label: String { get }
    func apply(to doc: inout [String])
    func revert(on doc: inout [String])
}

struct Append: Command {
    let line: String
    var label: String { "append \(line)" }
    func apply(to doc: inout [String]) { doc.append(line) }
    func revert(on doc: inout [String]) { doc.removeLast() }
}
struct Replace: Command {
    let index: Int, old: String, new: String
    var label: String { "replace #\(index)" }
    func apply(to doc: inout [String]) { doc[index] = new }
    func revert(on doc: inout [String]) { doc[index] = old }
}
struct Remove: Command {
    let index: Int, value: String
    var label: String { "remove #\(index)" }
    func apply(to doc: inout [String]) { doc.remove(at: index) }
    func revert(on doc: inout [String]) { doc.insert(value, at: index) }
}

struct Editor {
    private(set) var doc: [String] = []
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []

    mutating func perform(_ c: Command) { c.apply(to: &doc); undoStack.append(c); redoStack.removeAll() }
    mutating func undo() -> String? {
        guard let c = undoStack.popLast() else { return nil }
        c.revert(on: &doc); redoStack.append(c); return c.label
    }
    mutating func redo() -> String? {
        guard let c = redoStack.popLast() else { return nil }
        c.apply(to: &doc); undoStack.append(c); return c.label
    }
    var status: String { "\(doc) undo:\(undoStack.count) redo:\(redoStack.count)" }
}

var ed = Editor()
ed.perform(Append(line: "a"))
ed.perform(Append(line: "b"))
ed.perform(Replace(index: 0, old: "a", new: "A"))
print(ed.status)
print(ed.undo() ?? "-", "|", ed.status)
print(ed.undo() ?? "-", "|", ed.status)
print(ed.redo() ?? "-", "|", ed.status)
ed.perform(Remove(index: 0, value: "a"))
print(ed.status)
print(ed.redo() ?? "nothing to redo")
while let l = ed.undo() { print("undid", l) }
print(ed.status)
// expect: ["A", "b"] undo:3 redo:0
// expect: replace #0 | ["a", "b"] undo:2 redo:1
// expect: append b | ["a"] undo:1 redo:2
// expect: append b | ["a", "b"] undo:2 redo:1
// expect: ["b"] undo:3 redo:0
// expect: nothing to redo
// expect: undid remove #0
// expect: undid append b
// expect: undid append a
// expect: [] undo:0 redo:3
