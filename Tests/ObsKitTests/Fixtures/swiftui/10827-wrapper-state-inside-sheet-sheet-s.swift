// Blog style (wrapper state inside a sheet): the sheet's content declares @DraftText, so its storage lives with the presented view: dismissing the sheet destroys it, and presenting again starts from an empty draft; the presenting view never reads the flag, so its body does not run (rules §13.1, §1.4, §8.7, §11.1, §7.1, §15.12)
import SwiftUI

@propertyWrapper
struct DraftText: DynamicProperty {
    @State private var text = ""

    init() {
        print("DraftText init")
    }

    var wrappedValue: String {
        get { text }
        nonmutating set { text = newValue }
    }

    var projectedValue: Binding<String> { $text }
}

struct ComposeSheet: View {
    @DraftText var message: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ComposeSheet body: '\(message)'")
        VStack {
            TextField("Message", text: $message)
            Button("Send") {
                print("sending '\(message)'")
                dismiss()
            }
        }
        .onAppear { print("ComposeSheet appeared") }
        .onDisappear { print("ComposeSheet disappeared") }
    }
}

struct InboxView: View {
    @State private var composing = false

    var body: some View {
        let _ = print("InboxView body")
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                ComposeSheet()
            }
    }
}

:mount InboxView()
// expect: InboxView body
:tap "Compose"
// expect: DraftText init
// expect: ComposeSheet body: ''
// expect: ComposeSheet appeared
:type "Hi" into "Message"
// expect: ComposeSheet body: 'H'
// expect: ComposeSheet body: 'Hi'
:dismiss
// expect: ComposeSheet disappeared
:tap "Compose"
// expect: DraftText init
// expect: ComposeSheet body: ''
// expect: ComposeSheet appeared
:type "Yo" into "Message"
// expect: ComposeSheet body: 'Y'
// expect: ComposeSheet body: 'Yo'
:tap "Send"
// expect: sending 'Yo'
// expect: ComposeSheet disappeared
