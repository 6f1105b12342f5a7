// App code style: undo/redo manager for a simple text document using the command pattern
protocol EditCommand {
    var label: String { get }
    func apply(to doc: inout Document)
    func revert(on doc: inout Document)
}

struct Document {
    var lines: [String] = []
    var rendered: String { lines.isEmpty ? "<empty>" : lines.joined(separator: " | ") }
}

struct InsertLine: EditCommand {
    let index: Int
    let text: String
    var label: String { "Insert \"\(text)\"" }
    func apply(to doc: inout Document) { doc.lines.insert(text, at: index) }
    func revert(on doc: inout Document) { doc.lines.remove(at: index) }
}

struct DeleteLine: EditCommand {
    let index: Int
    let removed: String
    var label: String { "Delete line \(index + 1)" }
    func apply(to doc: inout Document) { doc.lines.remove(at: index) }
    func revert(on doc: inout Document) { doc.lines.insert(removed, at: index) }
}

struct ReplaceText: EditCommand {
    let index: Int
    let old: String
    let new: String
    var label: String { "Replace \"\(old)\" with \"\(new)\"" }
    func apply(to doc: inout Document) { doc.lines[index] = new }
    func revert(on doc: inout Document) { doc.lines[index] = old }
}

final class UndoManager {
    private(set) var document = Document()
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func perform(_ command: EditCommand) {
        command.apply(to: &document)
        undoStack.append(command)
        if undoStack.count > limit { undoStack.removeFirst() }
        redoStack.removeAll()
        print("do:   \(command.label) -> \(document.rendered)")
    }

    @discardableResult
    func undo() -> Bool {
        guard let command = undoStack.popLast() else {
            print("undo: nothing to undo")
            return false
        }
        command.revert(on: &document)
        redoStack.append(command)
        print("undo: \(command.label) -> \(document.rendered)")
        return true
    }

    @discardableResult
    func redo() -> Bool {
        guard let command = redoStack.popLast() else {
            print("redo: nothing to redo")
            return false
        }
        command.apply(to: &document)
        undoStack.append(command)
        print("redo: \(command.label) -> \(document.rendered)")
        return true
    }

    var history: [String] { undoStack.map(\.label) }
}

let manager = UndoManager(limit: 4)
manager.perform(InsertLine(index: 0, text: "Hello"))
manager.perform(InsertLine(index: 1, text: "World"))
manager.perform(InsertLine(index: 1, text: "there"))
manager.perform(ReplaceText(index: 0, old: "Hello", new: "Hi"))
manager.undo()
manager.undo()
manager.redo()
manager.perform(DeleteLine(index: 2, removed: manager.document.lines[2]))
manager.redo()
print("History: \(manager.history)")
manager.perform(InsertLine(index: 0, text: "Title"))
print("History after limit: \(manager.history.count) items, oldest: \(manager.history.first!)")
var undone = 0
while manager.undo() { undone += 1 }
print("Undid \(undone) steps; can redo: \(manager.canRedo)")
while manager.canRedo { manager.redo() }
print("Final: \(manager.document.rendered)")

// expect: do:   Insert "Hello" -> Hello
// expect: do:   Insert "World" -> Hello | World
// expect: do:   Insert "there" -> Hello | there | World
// expect: do:   Replace "Hello" with "Hi" -> Hi | there | World
// expect: undo: Replace "Hello" with "Hi" -> Hello | there | World
// expect: undo: Insert "there" -> Hello | World
// expect: redo: Insert "there" -> Hello | there | World
// expect: do:   Delete line 3 -> Hello | there
// expect: redo: nothing to redo
// expect: History: ["Insert \"Hello\"", "Insert \"World\"", "Insert \"there\"", "Delete line 3"]
// expect: do:   Insert "Title" -> Title | Hello | there
// expect: History after limit: 4 items, oldest: Insert "World"
// expect: undo: Insert "Title" -> Hello | there
// expect: undo: Delete line 3 -> Hello | there | World
// expect: undo: Insert "there" -> Hello | World
// expect: undo: Insert "World" -> Hello
// expect: undo: nothing to undo
// expect: Undid 4 steps; can redo: true
// expect: redo: Insert "World" -> Hello | World
// expect: redo: Insert "there" -> Hello | there | World
// expect: redo: Delete line 3 -> Hello | there
// expect: redo: Insert "Title" -> Title | Hello | there
// expect: Final: Title | Hello | there
