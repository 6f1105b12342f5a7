// Style: blog post, "Why is my sheet's view model empty every time?" A composer sheet that owns its model.
// SwiftUI: the sheet's content is escaping and built only when presented (Apple `view/sheet(ispresented:ondismiss:content:)`;
// rules §13.1, §2.6), so each presentation makes a new ComposerSheet node, whose @StateObject closure runs right before
// its first body (rules §4.2). Typing writes `@Published text` through `$model.text` (rules §9.2), and the sheet's box
// re-runs its body (rules §4.4, §6.1). Dismissing removes the hierarchy: the node dies and releases its model
// (rules §1.4, §4.4). The presenter's flag is not read by its body (rules §3.5): the presenter never runs again.
import SwiftUI

final class ComposerModel: ObservableObject {
    static var made = 0
    @Published var text = ""
    let number: Int

    init() {
        ComposerModel.made += 1
        number = ComposerModel.made
        print("ComposerModel #\(number) init")
    }

    deinit { print("ComposerModel #\(number) deinit") }
}

struct ComposerSheet: View {
    @StateObject private var model = ComposerModel()

    var body: some View {
        let _ = print("composer body #\(model.number): '\(model.text)'")
        TextField("Message", text: $model.text)
    }
}

struct InboxView: View {
    @State private var composing = false

    var body: some View {
        let _ = print("inbox body")
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                ComposerSheet()
            }
    }
}

:mount InboxView()
// expect: inbox body
:tap "Compose"
// expect: ComposerModel #1 init
// expect: composer body #1: ''
:type "Hi" into "Message"
// expect: composer body #1: 'H'
// expect: composer body #1: 'Hi'
:dismiss
// expect: ComposerModel #1 deinit
:tap "Compose"
// expect: ComposerModel #2 init
// expect: composer body #2: ''
