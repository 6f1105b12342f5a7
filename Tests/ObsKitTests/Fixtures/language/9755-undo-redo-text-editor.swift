// Everyday app logic, undo/redo for a tiny text editor: command pattern with protocol and structs, String.Index arithmetic, two stacks, mutating through inout, closures capturing state
protocol EditCommand {
    var name: String { get }
    func apply(to text: inout String)
    func revert(_ text: inout String)
}

struct Insert: EditCommand {
    let offset: Int
    let value: String
    var name: String { "insert '\(value)' at \(offset)" }
    func apply(to text: inout String) {
        text.insert(contentsOf: value, at: text.index(text.startIndex, offsetBy: offset))
    }
    func revert(_ text: inout String) {
        let start = text.index(text.startIndex, offsetBy: offset)
        text.removeSubrange(start..<text.index(start, offsetBy: value.count))
    }
}

struct Delete: EditCommand {
    let range: Range<Int>
    let removed: String
    var name: String { "delete \(range.lowerBound)..<\(range.upperBound) '\(removed)'" }
    init(range: Range<Int>, in text: String) {
        self.range = range
        let s = text.index(text.startIndex, offsetBy: range.lowerBound)
        let e = text.index(text.startIndex, offsetBy: range.upperBound)
        removed = String(text[s..<e])
    }
    func apply(to text: inout String) {
        let s = text.index(text.startIndex, offsetBy: range.lowerBound)
        text.removeSubrange(s..<text.index(s, offsetBy: range.count))
    }
    func revert(_ text: inout String) {
        Insert(offset: range.lowerBound, value: removed).apply(to: &text)
    }
}

struct Uppercase: EditCommand {
    let before: String
    var name: String { "uppercase all" }
    func apply(to text: inout String) { text = text.uppercased() }
    func revert(_ text: inout String) { text = before }
}

final class Editor {
    private(set) var text = ""
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []
    func perform(_ cmd: EditCommand) {
        cmd.apply(to: &text)
        undoStack.append(cmd)
        redoStack.removeAll()
        print("do   \(cmd.name.padding(to: 28)) -> \"\(text)\"")
    }
    func undo() {
        guard let cmd = undoStack.popLast() else { print("undo: nothing to undo"); return }
        cmd.revert(&text)
        redoStack.append(cmd)
        print("undo \(cmd.name.padding(to: 28)) -> \"\(text)\"")
    }
    func redo() {
        guard let cmd = redoStack.popLast() else { print("redo: nothing to redo"); return }
        cmd.apply(to: &text)
        undoStack.append(cmd)
        print("redo \(cmd.name.padding(to: 28)) -> \"\(text)\"")
    }
    var canUndo: Bool { !undoStack.isEmpty }
}

extension String {
    func padding(to n: Int) -> String { count < n ? self + String(repeating: " ", count: n - count) : self }
}

let editor = Editor()
editor.perform(Insert(offset: 0, value: "Hello world"))
editor.perform(Insert(offset: 5, value: ","))
editor.perform(Insert(offset: 12, value: "!"))
editor.perform(Delete(range: 0..<7, in: editor.text))
editor.undo()
editor.undo()
editor.redo()
editor.perform(Uppercase(before: editor.text))
editor.redo()
editor.perform(Insert(offset: 6, value: "🌍 "))
editor.undo()
while editor.canUndo { editor.undo() }
editor.undo()
print("final: \"\(editor.text)\" isEmpty=\(editor.text.isEmpty)")
// expect: do   insert 'Hello world' at 0    -> "Hello world"
// expect: do   insert ',' at 5              -> "Hello, world"
// expect: do   insert '!' at 12             -> "Hello, world!"
// expect: do   delete 0..<7 'Hello, '       -> "world!"
// expect: undo delete 0..<7 'Hello, '       -> "Hello, world!"
// expect: undo insert '!' at 12             -> "Hello, world"
// expect: redo insert '!' at 12             -> "Hello, world!"
// expect: do   uppercase all                -> "HELLO, WORLD!"
// expect: redo: nothing to redo
// expect: do   insert '🌍 ' at 6             -> "HELLO,🌍  WORLD!"
// expect: undo insert '🌍 ' at 6             -> "HELLO, WORLD!"
// expect: undo uppercase all                -> "Hello, world!"
// expect: undo insert '!' at 12             -> "Hello, world"
// expect: undo insert ',' at 5              -> "Hello world"
// expect: undo insert 'Hello world' at 0    -> ""
// expect: undo: nothing to undo
// expect: final: "" isEmpty=true
