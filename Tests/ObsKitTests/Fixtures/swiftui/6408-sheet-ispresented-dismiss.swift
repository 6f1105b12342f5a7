// Hacking with Swift, "How to make a view dismiss itself" (@Environment(\.dismiss) in a sheet that owns a @StateObject); rules §8.7, §4.2, §13.1, §15.12, §1.4
import SwiftUI

final class ComposerModel: ObservableObject {
    @Published var draft = ""

    init() { print("ComposerModel init") }
    deinit { print("ComposerModel deinit") }
}

struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var model = ComposerModel()

    var body: some View {
        let _ = print("ComposeSheet body: '\(model.draft)'")
        VStack {
            TextField("Message", text: $model.draft)
            Button("Send") {
                print("sending '\(model.draft)'")
                dismiss()
            }
        }
        .onAppear { print("ComposeSheet appeared") }
    }
}

struct InboxView: View {
    @State private var isComposing = false

    var body: some View {
        let _ = print("InboxView body")
        Button("Compose") { isComposing = true }
            .sheet(isPresented: $isComposing) {
                ComposeSheet()
            }
    }
}

:mount InboxView()
:tap "Compose"
:type "Hi" into "Message"
:tap "Send"

// expect: InboxView body
// expect: ComposerModel init
// expect: ComposeSheet body: ''
// expect: ComposeSheet appeared
// expect: ComposeSheet body: 'H'
// expect: ComposeSheet body: 'Hi'
// expect: sending 'Hi'
// expect: ComposerModel deinit
