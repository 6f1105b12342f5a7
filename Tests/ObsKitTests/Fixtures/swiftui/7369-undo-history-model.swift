// An undo history kept in the model, as posts on "undo without UndoManager" write it: the document keeps snapshots of
// its shapes in an undo stack and a redo stack, and the toolbar enables Undo and Redo from computed properties.
// What SwiftUI does: the canvas read `shapes`; the toolbar read `canUndo` and `canRedo`, computed from the two private
// stacks, which are stored properties and tracked like any other (rules §8.1, §8.3). Each action changes a stack in
// place (`append`, `popLast`, `removeAll`), and in-place changes always notify (rules §8.1), so the toolbar runs at every
// action, the canvas whenever `shapes` gets a different array. One body per view per action (rules §10.1). A disabled
// button is never tapped here (rules §15.11).
// Sources: rules §8.1, §8.3, §10.1, §15.11; https://developer.apple.com/documentation/observation/observable()
import SwiftUI

@Observable
final class CanvasDocument {
    private(set) var shapes: [String] = []
    private var undoStack: [[String]] = []
    private var redoStack: [[String]] = []

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func add(_ shape: String) {
        undoStack.append(shapes)
        redoStack.removeAll()
        shapes.append(shape)
        print("add \(shape): history \(undoStack.count)")
    }

    func undo() {
        guard let previous = undoStack.popLast() else { return }
        redoStack.append(shapes)
        shapes = previous
        print("undo: history \(undoStack.count), redo \(redoStack.count)")
    }

    func redo() {
        guard let next = redoStack.popLast() else { return }
        undoStack.append(shapes)
        shapes = next
        print("redo: history \(undoStack.count), redo \(redoStack.count)")
    }
}

struct CanvasView: View {
    let document: CanvasDocument

    var body: some View {
        let _ = print("CanvasView body: [\(document.shapes.joined(separator: ", "))]")
        Text(document.shapes.isEmpty ? "Empty canvas" : document.shapes.joined(separator: " + "))
    }
}

struct UndoToolbar: View {
    let document: CanvasDocument

    var body: some View {
        let _ = print("UndoToolbar body: undo \(document.canUndo), redo \(document.canRedo)")
        HStack {
            Button("Undo") { document.undo() }
                .disabled(!document.canUndo)
            Button("Redo") { document.redo() }
                .disabled(!document.canRedo)
        }
    }
}

struct SketchScreen: View {
    @State private var document = CanvasDocument()

    var body: some View {
        let _ = print("SketchScreen body")
        VStack {
            UndoToolbar(document: document)
            CanvasView(document: document)
            Button("Add circle") { document.add("circle") }
            Button("Add square") { document.add("square") }
        }
    }
}

:mount SketchScreen()
// expect: SketchScreen body
// expect: UndoToolbar body: undo false, redo false
// expect: CanvasView body: []
:tap "Add circle"
// expect: add circle: history 1
// expect: UndoToolbar body: undo true, redo false
// expect: CanvasView body: [circle]
:tap "Add square"
// expect: add square: history 2
// expect: UndoToolbar body: undo true, redo false
// expect: CanvasView body: [circle, square]
:tap "Undo"
// expect: undo: history 1, redo 1
// expect: UndoToolbar body: undo true, redo true
// expect: CanvasView body: [circle]
:tap "Undo"
// expect: undo: history 0, redo 2
// expect: UndoToolbar body: undo false, redo true
// expect: CanvasView body: []
:tap "Redo"
// expect: redo: history 1, redo 1
// expect: UndoToolbar body: undo true, redo true
// expect: CanvasView body: [circle]
:tap "Add square"
// expect: add square: history 2
// expect: UndoToolbar body: undo true, redo false
// expect: CanvasView body: [circle, square]
