// undo-redo-editor
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol EditCommand {
    var name: String { get }
    func apply(to text: inout String)
    func revert(on text: inout String)
}
struct Insert: EditCommand {
    let offset: Int
    let string: String
    var name: String { "insert '\(string)'" }
    func apply(to text: inout String) {
        let i = text.index(text.startIndex, offsetBy: offset)
        text.insert(contentsOf: string, at: i)
    }
    func revert(on text: inout String) {
        let start = text.index(text.startIndex, offsetBy: offset)
        let end = text.index(start, offsetBy: string.count)
        text.removeSubrange(start..<end)
    }
}
struct Delete: EditCommand {
    let range: Range<Int>
    let removed: String
    var name: String { "delete '\(removed)'" }
    init(range: Range<Int>, in text: String) {
        self.range = range
        let s = text.index(text.startIndex, offsetBy: range.lowerBound)
        let e = text.index(text.startIndex, offsetBy: range.upperBound)
        removed = String(text[s..<e])
    }
    func apply(to text: inout String) {
        let s = text.index(text.startIndex, offsetBy: range.lowerBound)
        let e = text.index(text.startIndex, offsetBy: range.upperBound)
        text.removeSubrange(s..<e)
    }
    func revert(on text: inout String) {
        Insert(offset: range.lowerBound, string: removed).apply(to: &text)
    }
}
final class Editor {
    private(set) var text = ""
    private var undoStack: [EditCommand] = []
    private var redoStack: [EditCommand] = []
    func perform(_ c: EditCommand) {
        c.apply(to: &text)
        undoStack.append(c)
        redoStack.removeAll()
        print("do   \(c.name.padding(toLength: 16, withPad: " ", startingAt: 0)) -> \"\(text)\"")
    }
    func undo() {
        guard let c = undoStack.popLast() else { print("nothing to undo"); return }
        c.revert(on: &text)
        redoStack.append(c)
        print("undo \(c.name.padding(toLength: 16, withPad: " ", startingAt: 0)) -> \"\(text)\"")
    }
    func redo() {
        guard let c = redoStack.popLast() else { print("nothing to redo"); return }
        c.apply(to: &text)
        undoStack.append(c)
        print("redo \(c.name.padding(toLength: 16, withPad: " ", startingAt: 0)) -> \"\(text)\"")
    }
}
import Foundation
let editor = Editor()
editor.perform(Insert(offset: 0, string: "Hello"))
editor.perform(Insert(offset: 5, string: " world"))
editor.perform(Insert(offset: 5, string: ","))
editor.perform(Delete(range: 0..<1, in: editor.text))
editor.perform(Insert(offset: 0, string: "J"))
editor.undo()
editor.undo()
editor.redo()
editor.perform(Insert(offset: 11, string: "!"))
editor.redo()
editor.undo(); editor.undo(); editor.undo(); editor.undo(); editor.undo()
editor.undo()
print("final: \"\(editor.text)\"")
// expect: do   insert 'Hello'   -> "Hello"
// expect: do   insert ' world'  -> "Hello world"
// expect: do   insert ','       -> "Hello, world"
// expect: do   delete 'H'       -> "ello, world"
// expect: do   insert 'J'       -> "Jello, world"
// expect: undo insert 'J'       -> "ello, world"
// expect: undo delete 'H'       -> "Hello, world"
// expect: redo delete 'H'       -> "ello, world"
// expect: do   insert '!'       -> "ello, world!"
// expect: nothing to redo
// expect: undo insert '!'       -> "ello, world"
// expect: undo delete 'H'       -> "Hello, world"
// expect: undo insert ','       -> "Hello world"
// expect: undo insert ' world'  -> "Hello"
// expect: undo insert 'Hello'   -> ""
// expect: nothing to undo
// expect: final: ""
