// App architecture style (undo/redo): a text document edited through Command protocol objects on undo and redo stacks
protocol Command {
    var name: String { get }
    func execute(on doc: Document)
    func undo(on doc: Document)
}

final class Document {
    var text = ""
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []

    func perform(_ cmd: Command) {
        cmd.execute(on: self)
        undoStack.append(cmd)
        redoStack.removeAll()
    }
    @discardableResult
    func undo() -> String? {
        guard let cmd = undoStack.popLast() else { return nil }
        cmd.undo(on: self)
        redoStack.append(cmd)
        return cmd.name
    }
    @discardableResult
    func redo() -> String? {
        guard let cmd = redoStack.popLast() else { return nil }
        cmd.execute(on: self)
        undoStack.append(cmd)
        return cmd.name
    }
    var status: String { "\"\(text)\" undo:\(undoStack.count) redo:\(redoStack.count)" }
}

struct Append: Command {
    let piece: String
    var name: String { "append \(piece)" }
    func execute(on doc: Document) { doc.text += piece }
    func undo(on doc: Document) { doc.text.removeLast(piece.count) }
}

final class Uppercase: Command {
    private var previous = ""
    let name = "uppercase"
    func execute(on doc: Document) { previous = doc.text; doc.text = doc.text.uppercased() }
    func undo(on doc: Document) { doc.text = previous }
}

let doc = Document()
doc.perform(Append(piece: "hello"))
print(doc.status)
doc.perform(Append(piece: " world"))
print(doc.status)
doc.perform(Uppercase())
print(doc.status)
print("undid:", doc.undo() ?? "-", doc.status)
print("undid:", doc.undo() ?? "-", doc.status)
print("redid:", doc.redo() ?? "-", doc.status)
doc.perform(Append(piece: "!"))
print(doc.status)
print("redo after new edit:", doc.redo() ?? "nothing")
while let n = doc.undo() { print("unwinding", n) }
print(doc.status)

// expect: "hello" undo:1 redo:0
// expect: "hello world" undo:2 redo:0
// expect: "HELLO WORLD" undo:3 redo:0
// expect: undid: uppercase "hello world" undo:2 redo:1
// expect: undid: append  world "hello" undo:1 redo:2
// expect: redid: append  world "hello world" undo:2 redo:1
// expect: "hello world!" undo:3 redo:0
// expect: redo after new edit: nothing
// expect: unwinding append !
// expect: unwinding append  world
// expect: unwinding append hello
// expect: "" undo:0 redo:3
