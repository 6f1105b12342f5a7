// App code style: undo/redo stack for a text document using command objects
protocol Command {
    var name: String { get }
    func apply(to doc: inout Document)
    func revert(on doc: inout Document)
}

struct Document {
    var text: String = ""
}

struct InsertText: Command {
    let position: Int
    let text: String
    var name: String { "insert '\(text)'" }
    func apply(to doc: inout Document) {
        let idx = doc.text.index(doc.text.startIndex, offsetBy: position)
        doc.text.insert(contentsOf: text, at: idx)
    }
    func revert(on doc: inout Document) {
        let start = doc.text.index(doc.text.startIndex, offsetBy: position)
        let end = doc.text.index(start, offsetBy: text.count)
        doc.text.removeSubrange(start..<end)
    }
}

final class DeleteRange: Command {
    let start: Int
    let length: Int
    private var removed = ""
    init(start: Int, length: Int) { self.start = start; self.length = length }
    var name: String { "delete \(length) at \(start)" }
    func apply(to doc: inout Document) {
        let s = doc.text.index(doc.text.startIndex, offsetBy: start)
        let e = doc.text.index(s, offsetBy: length)
        removed = String(doc.text[s..<e])
        doc.text.removeSubrange(s..<e)
    }
    func revert(on doc: inout Document) {
        let s = doc.text.index(doc.text.startIndex, offsetBy: start)
        doc.text.insert(contentsOf: removed, at: s)
    }
}

struct UndoManager {
    private(set) var doc = Document()
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    mutating func perform(_ c: Command) {
        c.apply(to: &doc)
        undoStack.append(c)
        if undoStack.count > limit { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    @discardableResult
    mutating func undo() -> String? {
        guard let c = undoStack.popLast() else { return nil }
        c.revert(on: &doc)
        redoStack.append(c)
        return c.name
    }

    @discardableResult
    mutating func redo() -> String? {
        guard let c = redoStack.popLast() else { return nil }
        c.apply(to: &doc)
        undoStack.append(c)
        return c.name
    }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
}

var um = UndoManager(limit: 4)
um.perform(InsertText(position: 0, text: "Hello"))
um.perform(InsertText(position: 5, text: " world"))
um.perform(InsertText(position: 5, text: ","))
print(um.doc.text)
um.perform(DeleteRange(start: 0, length: 7))
print(um.doc.text)
print("undo:", um.undo() ?? "nothing", "->", um.doc.text)
print("undo:", um.undo() ?? "nothing", "->", um.doc.text)
print("redo:", um.redo() ?? "nothing", "->", um.doc.text)
um.perform(InsertText(position: 12, text: "!"))
print("canRedo after new edit:", um.canRedo, um.doc.text)
um.perform(InsertText(position: 0, text: ">> "))
um.perform(DeleteRange(start: 3, length: 5))
print(um.doc.text)
var steps = 0
while let name = um.undo() { steps += 1; print("  undid \(name): \(um.doc.text)") }
print("undo steps:", steps, "canUndo:", um.canUndo, "canRedo:", um.canRedo)
while um.redo() != nil {}
print("after redo all:", um.doc.text)
// expect: Hello, world
// expect: world
// expect: undo: delete 7 at 0 -> Hello, world
// expect: undo: insert ',' -> Hello world
// expect: redo: insert ',' -> Hello, world
// expect: canRedo after new edit: false Hello, world!
// expect: >> , world!
// expect:   undid delete 5 at 3: >> Hello, world!
// expect:   undid insert '>> ': Hello, world!
// expect:   undid insert '!': Hello, world
// expect:   undid insert ',': Hello world
// expect: undo steps: 4 canUndo: false canRedo: true
// expect: after redo all: >> , world!
