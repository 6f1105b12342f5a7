// SwiftUI from Apple's documentation: tying the view's identity to its input with .id(_:) makes a new initial @State value take effect
// Apple, StateObject (https://developer.apple.com/documentation/swiftui/stateobject), "Force reinitialization by changing
// view identity": "changing the identity resets all state held by the view, including values that you manage as State".
// Apple, id(_:) (https://developer.apple.com/documentation/swiftui/view/id(_:)): "When the proxy value specified by the id
// parameter changes, the identity of the view — for example, its state — is reset."
import SwiftUI

struct Volume: View {
    @State private var level: Int
    init(start: Int) {
        _level = State(initialValue: start)
    }
    var body: some View {
        VStack {
            Button("Louder") { level += 1 }
            Button("Show level") { print("level \(level)") }
        }
    }
}

struct Mixer: View {
    @State private var preset = 3
    var body: some View {
        VStack {
            Button("Preset 8") { preset = 8 }
            Volume(start: preset)
                .id(preset)
        }
    }
}

:mount Mixer()
:tap "Louder"
:tap "Show level"
:tap "Preset 8"
:tap "Show level"
// expect: level 4
// expect: level 8
