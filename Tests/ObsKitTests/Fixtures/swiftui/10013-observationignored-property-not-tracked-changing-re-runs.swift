// Fatbobman style: an @ObservationIgnored property is not tracked — changing it re-runs no body, and the screen shows its new value only when a tracked change re-runs the body (rules §8.1, §8.3)
import SwiftUI

@Observable
final class EditorModel {
    var text = "Hello"
    @ObservationIgnored var keystrokes = 0
}

struct EditorView: View {
    @State private var model = EditorModel()

    var body: some View {
        let _ = print("EditorView body: \(model.text) (\(model.keystrokes) keys)")
        VStack {
            Button("Press key") { model.keystrokes += 1 }
            Button("Append") { model.text += "!" }
            Button("Report") { print("keystrokes now \(model.keystrokes)") }
        }
    }
}

:mount EditorView()
// expect: EditorView body: Hello (0 keys)
:tap "Press key"
:tap "Press key"
:tap "Report"
// expect: keystrokes now 2
:tap "Append"
// expect: EditorView body: Hello! (2 keys)
:tap "Press key"
:tap "Append"
// expect: EditorView body: Hello!! (3 keys)
