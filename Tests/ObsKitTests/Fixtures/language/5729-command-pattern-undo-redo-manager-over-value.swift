// Swift by Sundell style (undo stack): a command pattern with an undo/redo manager over a value-type document
struct Document: CustomStringConvertible {
    var lines: [String] = []
    var description: String { lines.isEmpty ? "(empty)" : lines.enumerated().map { "\($0 + 1):\($1)" }.joined(separator: " ") }
}

protocol EditCommand {
    var label: String { get }
    func apply(to doc: inout Document)
    func revert(on doc: inout Document)
}

struct Append: EditCommand {
    let text: String
    var label: String { "append '\(text)'" }
    func apply(to doc: inout Document) { doc.lines.append(text) }
    func revert(on doc: inout Document) { doc.lines.removeLast() }
}

struct Replace: EditCommand {
    let index: Int
    let old: String
    let new: String
    var label: String { "replace #\(index + 1)" }
    func apply(to doc: inout Document) { doc.lines[index] = new }
    func revert(on doc: inout Document) { doc.lines[index] = old }
}

struct Editor {
    private(set) var doc = Document()
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []

    mutating func perform(_ command: EditCommand) {
        command.apply(to: &doc)
        undoStack.append(command)
        redoStack.removeAll()
    }

    mutating func undo() -> String {
        guard let c = undoStack.popLast() else { return "nothing to undo" }
        c.revert(on: &doc)
        redoStack.append(c)
        return "undid \(c.label)"
    }

    mutating func redo() -> String {
        guard let c = redoStack.popLast() else { return "nothing to redo" }
        c.apply(to: &doc)
        undoStack.append(c)
        return "redid \(c.label)"
    }
}

var editor = Editor()
editor.perform(Append(text: "hello"))
editor.perform(Append(text: "world"))
editor.perform(Replace(index: 0, old: "hello", new: "goodbye"))
print(editor.doc)
print(editor.undo(), "|", editor.doc)
print(editor.undo(), "|", editor.doc)
print(editor.redo(), "|", editor.doc)
let snapshot = editor.doc
editor.perform(Append(text: "again"))
print(editor.redo(), "|", editor.doc)
print(editor.undo(), editor.undo(), editor.undo(), editor.undo())
print(editor.doc, "| snapshot:", snapshot)

// expect: 1:goodbye 2:world
// expect: undid replace #1 | 1:hello 2:world
// expect: undid append 'world' | 1:hello
// expect: redid append 'world' | 1:hello 2:world
// expect: nothing to redo | 1:hello 2:world 3:again
// expect: undid append 'again' undid append 'world' undid append 'hello' nothing to undo
// expect: (empty) | snapshot: 1:hello 2:world
