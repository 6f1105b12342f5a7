// Journal: clearing a composer after saving by giving it a new identity with `.id(_:)`, a pattern Apple's
// documentation of @StateObject and WWDC21's "Demystify SwiftUI" describe; own code. The composer keeps its text in
// @State and reports it through a closure; the journal appends it and bumps the composer's id.
// What SwiftUI does: the journal's body never reads the text, so typing runs only the composer (rules §3.5). A new
// `.id` value resets everything below it: the old node dies and a new one is made with @State from its initial value
// (rules §1.3). The old composer's onDisappear still reads the text it had (rules §1.4); disappear runs before the new
// node's appear (rules §11.1).
// Sources: rules §1.3, §1.4, §3.5, §11.1; Apple https://developer.apple.com/documentation/swiftui/view/id(_:) and WWDC21
// "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct JournalComposer: View {
    let onSave: (String) -> Void
    @State private var text = ""

    var body: some View {
        let _ = print("JournalComposer body: '\(text)'")
        VStack {
            TextField("Entry", text: $text)
            Button("Save Entry") { onSave(text) }
                .disabled(text.isEmpty)
        }
        .onAppear { print("composer appeared") }
        .onDisappear { print("composer disappeared: '\(text)'") }
    }
}

struct JournalView: View {
    @State private var entries: [String] = []
    @State private var composerID = 0

    var body: some View {
        let _ = print("JournalView body: \(entries.count) entries")
        VStack {
            JournalComposer { text in
                entries.append(text)
                composerID += 1
            }
            .id(composerID)
            List(entries, id: \.self) { entry in
                Text(entry)
            }
        }
    }
}

:mount JournalView()
// expect: JournalView body: 0 entries
// expect: JournalComposer body: ''
// expect: composer appeared
:type "Hi" into "Entry"
// expect: JournalComposer body: 'H'
// expect: JournalComposer body: 'Hi'
:tap "Save Entry"
// expect: JournalView body: 1 entries
// expect: JournalComposer body: ''
// expect: composer disappeared: 'Hi'
// expect: composer appeared
