// App model layer: an undo/redo stack of reversible editing commands on a document model
struct Document {
    var lines: [String] = []
}

enum EditCommand {
    case insert(String, at: Int)
    case delete(at: Int, removed: String)
    case replace(at: Int, old: String, new: String)

    func apply(to doc: inout Document) {
        switch self {
        case let .insert(text, index): doc.lines.insert(text, at: index)
        case let .delete(index, _): doc.lines.remove(at: index)
        case let .replace(index, _, new): doc.lines[index] = new
        }
    }

    var inverse: EditCommand {
        switch self {
        case let .insert(text, index): return .delete(at: index, removed: text)
        case let .delete(index, removed): return .insert(removed, at: index)
        case let .replace(index, old, new): return .replace(at: index, old: new, new: old)
        }
    }
}

final class Editor {
    private(set) var document = Document()
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func perform(_ command: EditCommand) {
        command.apply(to: &document)
        undoStack.append(command)
        redoStack.removeAll()
    }

    func delete(at index: Int) { perform(.delete(at: index, removed: document.lines[index])) }
    func replace(at index: Int, with text: String) {
        perform(.replace(at: index, old: document.lines[index], new: text))
    }

    func undo() {
        guard let command = undoStack.popLast() else { return }
        command.inverse.apply(to: &document)
        redoStack.append(command)
    }

    func redo() {
        guard let command = redoStack.popLast() else { return }
        command.apply(to: &document)
        undoStack.append(command)
    }
}

let editor = Editor()
func show(_ label: String) {
    print("\(label): \(editor.document.lines) undo=\(editor.canUndo) redo=\(editor.canRedo)")
}
editor.perform(.insert("Hello", at: 0))
editor.perform(.insert("World", at: 1))
editor.perform(.insert("Swift", at: 1))
show("typed")
editor.replace(at: 2, with: "Everyone")
editor.delete(at: 0)
show("edited")
editor.undo(); editor.undo()
show("undo x2")
editor.redo()
show("redo")
editor.perform(.insert("!", at: 3))
show("new edit")
editor.redo()
while editor.canUndo { editor.undo() }
show("undo all")

// expect: typed: ["Hello", "Swift", "World"] undo=true redo=false
// expect: edited: ["Swift", "Everyone"] undo=true redo=false
// expect: undo x2: ["Hello", "Swift", "World"] undo=true redo=true
// expect: redo: ["Hello", "Swift", "Everyone"] undo=true redo=true
// expect: new edit: ["Hello", "Swift", "Everyone", "!"] undo=true redo=false
// expect: undo all: [] undo=false redo=true
