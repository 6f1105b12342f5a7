// Blog style (undo stack): a store that records undo snapshots on every edit
import Observation

@Observable
final class Document {
    var text = ""
    @ObservationIgnored private var undoStack: [String] = []
    @ObservationIgnored private var redoStack: [String] = []

    func type(_ s: String) {
        undoStack.append(text)
        redoStack.removeAll()
        text += s
    }
    func undo() {
        guard let last = undoStack.popLast() else { print("nothing to undo"); return }
        redoStack.append(text)
        text = last
    }
    func redo() {
        guard let next = redoStack.popLast() else { print("nothing to redo"); return }
        undoStack.append(text)
        text = next
    }
    var canUndo: Bool { !undoStack.isEmpty }
}

let doc = Document()
var renders = 0
func render() {
    withObservationTracking {
        renders += 1
        print("render #\(renders): '\(doc.text)'")
    } onChange: {
        print("  (text invalidated)")
    }
}
render()
doc.type("Hello")
render()
doc.type(", world")
doc.undo()
render()
doc.redo()
doc.redo()
render()
doc.undo(); doc.undo(); doc.undo()
print("canUndo \(doc.canUndo), text '\(doc.text)'")
// expect: render #1: ''
// expect:   (text invalidated)
// expect: render #2: 'Hello'
// expect:   (text invalidated)
// expect: render #3: 'Hello'
// expect:   (text invalidated)
// expect: nothing to redo
// expect: render #4: 'Hello, world'
// expect:   (text invalidated)
// expect: nothing to undo
// expect: canUndo false, text ''
