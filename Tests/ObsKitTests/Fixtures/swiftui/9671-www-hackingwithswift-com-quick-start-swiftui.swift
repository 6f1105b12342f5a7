// Hacking with Swift, "How to present a new view using sheets", https://www.hackingwithswift.com/quick-start/swiftui/how-to-present-a-new-view-using-sheets — a compose sheet that owns its model with @StateObject and closes itself with dismiss(): each presentation makes a new model, and closing the sheet releases it
// The sheet's content is built when it is presented, in a hierarchy of its own, so its @StateObject closure runs
// then (rules §13.1, §4.2); closing it destroys that hierarchy and the model deinits (§1.4). The presenter never reads
// its flag, so presenting and dismissing do not run its body (§8.7); dismiss() in an action closes the sheet when
// the action ends (§15.12).
import SwiftUI

final class ComposerModel: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var text = ""

    init() {
        ComposerModel.made += 1
        serial = ComposerModel.made
        print("ComposerModel \(serial) init")
    }
    deinit { print("ComposerModel \(serial) deinit") }
}

struct ComposeSheet: View {
    @StateObject private var model = ComposerModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("ComposeSheet body, '\(model.text)'")
        VStack {
            TextField("Message", text: $model.text)
            Button("Send") {
                print("sending '\(model.text)' from model \(model.serial)")
                dismiss()
            }
        }
    }
}

struct Inbox: View {
    @State private var composing = false

    var body: some View {
        let _ = print("Inbox body")
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                ComposeSheet()
            }
    }
}

:mount Inbox()
// expect: Inbox body
:tap "Compose"
// expect: ComposerModel 1 init
// expect: ComposeSheet body, ''
:type "Yo" into "Message"
// expect: ComposeSheet body, 'Y'
// expect: ComposeSheet body, 'Yo'
:tap "Send"
// expect: sending 'Yo' from model 1
// expect: ComposerModel 1 deinit
:tap "Compose"
// expect: ComposerModel 2 init
// expect: ComposeSheet body, ''
:dismiss
// expect: ComposerModel 2 deinit
