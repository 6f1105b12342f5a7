// Observation in depth style: a sheet driven by $model.isComposing on an @Observable model in @State; making that binding reads the flag, so presenting and dismissing re-run the owner, while typing in the sheet's @Bindable field re-runs only the sheet; Send closes the sheet and re-runs the owner once (rules §8.7, §8.5, §13.1, T4)
import SwiftUI

@Observable
final class ComposerModel {
    var isComposing = false
    var draft = ""
    var sent: [String] = []
}

struct ComposeSheet: View {
    @Bindable var model: ComposerModel

    var body: some View {
        let _ = print("ComposeSheet body: '\(model.draft)'")
        VStack {
            TextField("Message", text: $model.draft)
            Button("Send") {
                model.sent.append(model.draft)
                model.draft = ""
                model.isComposing = false
            }
        }
    }
}

struct Outbox: View {
    @State private var model = ComposerModel()

    var body: some View {
        let _ = print("Outbox body: \(model.sent.count) sent")
        VStack {
            Button("Compose") { model.isComposing = true }
        }
        .sheet(isPresented: $model.isComposing) {
            ComposeSheet(model: model)
        }
    }
}

:mount Outbox()
// expect: Outbox body: 0 sent
:tap "Compose"
// expect: Outbox body: 0 sent
// expect: ComposeSheet body: ''
:type "hi" into "Message"
// expect: ComposeSheet body: 'h'
// expect: ComposeSheet body: 'hi'
:tap "Send"
// expect: Outbox body: 1 sent
:tap "Compose"
// expect: Outbox body: 1 sent
// expect: ComposeSheet body: ''
:dismiss
// expect: Outbox body: 1 sent
