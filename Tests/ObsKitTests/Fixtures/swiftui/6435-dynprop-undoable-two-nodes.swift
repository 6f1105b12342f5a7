// Swift by Sundell style "undoable" property wrapper over a nested @State; Apple "DynamicProperty"; rules §7.1 (each node gets its own boxes), §3.5, §15.11 (disabled)
import SwiftUI

@propertyWrapper
struct Undoable: DynamicProperty {
    @State private var history: [String]

    init(wrappedValue: String) {
        _history = State(initialValue: [wrappedValue])
    }

    var wrappedValue: String {
        get { history.last! }
        nonmutating set { history.append(newValue) }
    }

    var canUndo: Bool { history.count > 1 }

    func undo() {
        if canUndo { history.removeLast() }
    }

    var projectedValue: Undoable { self }
}

struct ColorSlot: View {
    let name: String
    @Undoable var color = "white"

    var body: some View {
        let _ = print("\(name) body: \(color)")
        HStack {
            Text("\(name) is \(color)")
            Button("\(name) red") { color = "red" }
            Button("\(name) blue") { color = "blue" }
            Button("Undo \(name)") { $color.undo() }
                .disabled(!$color.canUndo)
        }
    }
}

struct Palette: View {
    var body: some View {
        VStack {
            ColorSlot(name: "Left")
            ColorSlot(name: "Right")
        }
    }
}

:mount Palette()
:tap "Left red"
:tap "Right blue"
:tap "Left blue"
:tap "Undo Left"
:tap "Undo Left"
:tap "Undo Right"

// expect: Left body: white
// expect: Right body: white
// expect: Left body: red
// expect: Right body: blue
// expect: Left body: blue
// expect: Left body: red
// expect: Left body: white
// expect: Right body: white
