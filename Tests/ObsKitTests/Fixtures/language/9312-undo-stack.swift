// An undo/redo manager for a simple text document editor
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Document {
    var title: String
    var paragraphs: [String]
}

enum EditCommand {
    case rename(from: String, to: String)
    case insert(paragraph: String, at: Int)
    case delete(paragraph: String, at: Int)
    var inverse: EditCommand {
        switch self {
        case let .rename(from, to): return .rename(from: to, to: from)
        case let .insert(p, i): return .delete(paragraph: p, at: i)
        case let .delete(p, i): return .insert(paragraph: p, at: i)
        }
    }
    func apply(to doc: inout Document) {
        switch self {
        case .rename(_, let to): doc.title = to
        case .insert(let p, let i): doc.paragraphs.insert(p, at: i)
        case .delete(_, let i): doc.paragraphs.remove(at: i)
        }
    }
}

final class Editor {
    private(set) var document: Document
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []
    let limit: Int
    init(document: Document, limit: Int = 3) {
        self.document = document
        self.limit = limit
    }
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    func perform(_ command: EditCommand) {
        command.apply(to: &document)
        undoStack.append(command)
        if undoStack.count > limit { undoStack.removeFirst() }
        redoStack.removeAll()
    }
    func undo() {
        guard let c = undoStack.popLast() else { print("nothing to undo"); return }
        c.inverse.apply(to: &document)
        redoStack.append(c)
    }
    func redo() {
        guard let c = redoStack.popLast() else { print("nothing to redo"); return }
        c.apply(to: &document)
        undoStack.append(c)
    }
    func dump(_ label: String) {
        print("\(label): \"\(document.title)\" \(document.paragraphs) undo=\(canUndo) redo=\(canRedo)")
    }
}

let editor = Editor(document: Document(title: "Untitled", paragraphs: []))
editor.dump("start")
editor.perform(.rename(from: "Untitled", to: "Notes"))
editor.perform(.insert(paragraph: "Buy milk", at: 0))
editor.perform(.insert(paragraph: "Call Mom", at: 1))
editor.dump("after 3 edits")
editor.undo()
editor.dump("undo")
editor.redo()
editor.dump("redo")
editor.perform(.delete(paragraph: "Buy milk", at: 0))
editor.dump("delete (history limited to 3)")
editor.undo(); editor.undo(); editor.undo()
editor.dump("undo x3")
editor.undo()
editor.redo()
editor.perform(.insert(paragraph: "New branch", at: 0))
editor.redo()
editor.dump("end")
// expect: start: "Untitled" [] undo=false redo=false
// expect: after 3 edits: "Notes" ["Buy milk", "Call Mom"] undo=true redo=false
// expect: undo: "Notes" ["Buy milk"] undo=true redo=true
// expect: redo: "Notes" ["Buy milk", "Call Mom"] undo=true redo=false
// expect: delete (history limited to 3): "Notes" ["Call Mom"] undo=true redo=false
// expect: undo x3: "Notes" [] undo=false redo=true
// expect: nothing to undo
// expect: nothing to redo
// expect: end: "Notes" ["New branch", "Buy milk"] undo=true redo=false
