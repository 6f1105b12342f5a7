// App code style: text editor buffer with undo/redo command stacks
protocol EditCommand {
    var name: String { get }
    func apply(to text: inout String)
    func revert(_ text: inout String)
}

struct Append: EditCommand {
    let s: String
    var name: String { "append(\(s))" }
    func apply(to text: inout String) { text += s }
    func revert(_ text: inout String) { text.removeLast(s.count) }
}

struct DeleteLast: EditCommand {
    let count: Int
    private let removed: String
    init(count: Int, from text: String) { self.count = count; removed = String(text.suffix(count)) }
    var name: String { "delete(\(count))" }
    func apply(to text: inout String) { text.removeLast(min(count, text.count)) }
    func revert(_ text: inout String) { text += removed }
}

struct Uppercase: EditCommand {
    let original: String
    var name: String { "upper" }
    func apply(to text: inout String) { text = text.uppercased() }
    func revert(_ text: inout String) { text = original }
}

final class Editor {
    private(set) var text = ""
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []

    func perform(_ cmd: EditCommand) {
        cmd.apply(to: &text)
        undoStack.append(cmd)
        redoStack.removeAll()
    }

    func undo() {
        guard let cmd = undoStack.popLast() else { print("  nothing to undo"); return }
        cmd.revert(&text)
        redoStack.append(cmd)
    }

    func redo() {
        guard let cmd = redoStack.popLast() else { print("  nothing to redo"); return }
        cmd.apply(to: &text)
        undoStack.append(cmd)
    }

    var status: String { "\"\(text)\" undo=\(undoStack.map(\.name)) redo=\(redoStack.count)" }
}

let ed = Editor()
ed.perform(Append(s: "hello"))
ed.perform(Append(s: " world"))
print(ed.status)
ed.perform(DeleteLast(count: 3, from: ed.text))
print(ed.status)
ed.undo(); print(ed.status)
ed.undo(); print(ed.status)
ed.redo(); print(ed.status)
ed.perform(Uppercase(original: ed.text))
print(ed.status)
ed.redo()
ed.undo(); ed.undo(); ed.undo(); ed.undo()
print(ed.status)
ed.redo(); ed.redo(); ed.redo()
print(ed.status)
// expect: "hello world" undo=["append(hello)", "append( world)"] redo=0
// expect: "hello wo" undo=["append(hello)", "append( world)", "delete(3)"] redo=0
// expect: "hello world" undo=["append(hello)", "append( world)"] redo=1
// expect: "hello" undo=["append(hello)"] redo=2
// expect: "hello world" undo=["append(hello)", "append( world)"] redo=1
// expect: "HELLO WORLD" undo=["append(hello)", "append( world)", "upper"] redo=0
// expect:   nothing to redo
// expect:   nothing to undo
// expect: "" undo=[] redo=3
// expect: "HELLO WORLD" undo=["append(hello)", "append( world)", "upper"] redo=0
