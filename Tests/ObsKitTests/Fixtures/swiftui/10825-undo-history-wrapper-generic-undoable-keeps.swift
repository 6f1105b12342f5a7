// Blog style (an undo history in a wrapper): the generic @Undoable keeps every value in a nested @State array; setting appends, and the projected value undoes through a Binding to the array, each change one body (rules §7.1, §9.1, §3.4, §3.5, §10.1)
import SwiftUI

struct UndoControl<Value> {
    let history: Binding<[Value]>

    var canUndo: Bool { history.wrappedValue.count > 1 }
    var steps: Int { history.wrappedValue.count - 1 }

    func undo() {
        history.wrappedValue.removeLast()
    }
}

@propertyWrapper
struct Undoable<Value>: DynamicProperty {
    @State private var history: [Value]

    init(wrappedValue: Value) {
        _history = State(initialValue: [wrappedValue])
    }

    var wrappedValue: Value {
        get { history[history.count - 1] }
        nonmutating set { history.append(newValue) }
    }

    var projectedValue: UndoControl<Value> {
        UndoControl(history: $history)
    }
}

struct CanvasView: View {
    @Undoable var color = "white"

    var body: some View {
        let _ = print("CanvasView body: \(color), \($color.steps) steps")
        VStack {
            Button("Red") { color = "red" }
            Button("Blue") { color = "blue" }
            Button("Undo") {
                $color.undo()
            }
            .disabled(!$color.canUndo)
        }
    }
}

:mount CanvasView()
// expect: CanvasView body: white, 0 steps
:tap "Red"
// expect: CanvasView body: red, 1 steps
:tap "Blue"
// expect: CanvasView body: blue, 2 steps
:tap "Undo"
// expect: CanvasView body: red, 1 steps
:tap "Blue"
// expect: CanvasView body: blue, 2 steps
:tap "Undo"
// expect: CanvasView body: red, 1 steps
:tap "Undo"
// expect: CanvasView body: white, 0 steps
