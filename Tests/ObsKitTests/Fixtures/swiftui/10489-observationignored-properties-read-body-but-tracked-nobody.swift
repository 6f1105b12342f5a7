// Observation in depth style: @ObservationIgnored properties are read by the body but tracked by nobody, so changing them updates nothing; the next tracked change shows their current values (rules §8.1)
import SwiftUI

@Observable
final class Draft {
    var text = "Hello"
    @ObservationIgnored var keystrokes = 0
    @ObservationIgnored var lastSaved = "never"
}

struct DraftView: View {
    let draft: Draft

    var body: some View {
        let _ = print("DraftView body: \(draft.text) | keys \(draft.keystrokes) | saved \(draft.lastSaved)")
        Text(draft.text)
    }
}

struct DraftScreen: View {
    @State private var draft = Draft()

    var body: some View {
        let _ = print("DraftScreen body")
        VStack {
            DraftView(draft: draft)
            Button("Count key") { draft.keystrokes += 1 }
            Button("Save") { draft.lastSaved = "09:41" }
            Button("Edit") { draft.text += "!" }
        }
    }
}

:mount DraftScreen()
// expect: DraftScreen body
// expect: DraftView body: Hello | keys 0 | saved never
:tap "Count key"
:tap "Count key"
:tap "Save"
:tap "Edit"
// expect: DraftView body: Hello! | keys 2 | saved 09:41
