// identity-and-lifetime style: explicit identity as a reset button, .id(draftID) with a counter: a new id starts NoteDraft over (its @State from the initial value, onDisappear then onAppear), and _printChanges shows @identity on the new node (rules §1.3, §11.1, §12.1, §12.2)
import SwiftUI

struct NoteDraft: View {
    @State private var text = ""

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            TextField("Note", text: $text)
            Text("Length \(text.count)")
        }
        .onAppear { print("NoteDraft appeared") }
        .onDisappear { print("NoteDraft disappeared") }
    }
}

struct ComposeScreen: View {
    @State private var draftID = 0

    var body: some View {
        let _ = print("ComposeScreen body: draft \(draftID)")
        VStack {
            NoteDraft()
                .id(draftID)
            Button("Discard") { draftID += 1 }
        }
    }
}

:mount ComposeScreen()
// expect: ComposeScreen body: draft 0
// expect: NoteDraft: @self, @identity, _text changed.
// expect: NoteDraft appeared
:type "hi" into "Note"
// expect: NoteDraft: _text changed.
// expect: NoteDraft: _text changed.
:tap "Discard"
// expect: ComposeScreen body: draft 1
// expect: NoteDraft: @self, @identity, _text changed.
// expect: NoteDraft disappeared
// expect: NoteDraft appeared
:type "a" into "Note"
// expect: NoteDraft: _text changed.
