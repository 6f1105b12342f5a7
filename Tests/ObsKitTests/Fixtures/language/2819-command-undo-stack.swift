// Compiler test style: command pattern with closure pairs forming an undo stack
struct Command {
    let name: String
    let apply: () -> Void
    let revert: () -> Void
}

final class Document {
    var text = ""
    private var undoStack: [Command] = []
    private var redoStack: [Command] = []

    func perform(_ name: String, _ apply: @escaping (Document) -> Void, _ revert: @escaping (Document) -> Void) {
        let cmd = Command(name: name, apply: { [unowned self] in apply(self) }, revert: { [unowned self] in revert(self) })
        cmd.apply()
        undoStack.append(cmd)
        redoStack.removeAll()
    }
    func append(_ s: String) {
        perform("append \(s)", { $0.text += s }, { $0.text.removeLast(s.count) })
    }
    func undo() {
        guard let c = undoStack.popLast() else { print("nothing to undo"); return }
        c.revert(); redoStack.append(c)
        print("undid \(c.name)")
    }
    func redo() {
        guard let c = redoStack.popLast() else { print("nothing to redo"); return }
        c.apply(); undoStack.append(c)
        print("redid \(c.name)")
    }
}
let doc = Document()
doc.append("Hello")
doc.append(", ")
doc.append("world")
print(doc.text)
doc.undo(); doc.undo()
print(doc.text)
doc.redo()
print(doc.text)
doc.append("!")
doc.redo()
print(doc.text)
doc.undo(); doc.undo(); doc.undo(); doc.undo()
print("[\(doc.text)]")
// expect: Hello, world
// expect: undid append world
// expect: undid append , 
// expect: Hello
// expect: redid append , 
// expect: Hello, 
// expect: nothing to redo
// expect: Hello, !
// expect: undid append !
// expect: undid append , 
// expect: undid append Hello
// expect: nothing to undo
// expect: []
