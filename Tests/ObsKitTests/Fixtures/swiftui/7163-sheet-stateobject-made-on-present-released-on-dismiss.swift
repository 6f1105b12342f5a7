// A compose sheet that owns its model with @StateObject: when is the model made, and when does it go? (A frequent
// Stack Overflow question; own names and code.)
// What SwiftUI does: sheet content is an escaping builder: nothing of it is built until the sheet is presented, and
// then inside the presented hierarchy (rules §2.6, §8.4, §13.1). The content's struct is made first, then the
// @StateObject closure runs right before its first body (rules §4.1, §4.2); `onAppear` follows the update (rules
// §11.1). Typing publishes, so the sheet's body runs per keystroke (rules §5.1, §6.3). Dismissing destroys the
// sheet's node: its @StateObject is released (deinit) during the update and its `onDisappear` runs after it (rules
// §1.4, §10.3, §11.1). The next presentation is a new node with a new model (rules §4.3). Presenting writes only a flag
// the presenter never reads: its body does not run (rules §8.7).
// Sources: rules §1.4, §2.6, §4.1, §4.2, §4.3, §8.7, §10.3, §11.1, §13.1;
// https://developer.apple.com/documentation/swiftui/stateobject,
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

final class ComposerModel: ObservableObject {
    static var made = 0
    let number: Int
    @Published var text = ""

    init() {
        ComposerModel.made += 1
        number = ComposerModel.made
        print("ComposerModel \(number) init")
    }

    deinit {
        print("ComposerModel \(number) deinit")
    }
}

struct ComposerSheet: View {
    @StateObject private var model = ComposerModel()

    init() {
        print("ComposerSheet init")
    }

    var body: some View {
        let _ = print("ComposerSheet body: model \(model.number), '\(model.text)'")
        TextField("Message", text: $model.text)
            .onAppear { print("ComposerSheet appeared") }
            .onDisappear { print("ComposerSheet disappeared") }
    }
}

struct InboxView: View {
    @State private var isComposing = false

    var body: some View {
        let _ = print("InboxView body")
        Button("Compose") {
            isComposing = true
        }
        .sheet(isPresented: $isComposing) {
            ComposerSheet()
        }
    }
}

:mount InboxView()
// expect: InboxView body
:tap "Compose"
// expect: ComposerSheet init
// expect: ComposerModel 1 init
// expect: ComposerSheet body: model 1, ''
// expect: ComposerSheet appeared
:type "Hi" into "Message"
// expect: ComposerSheet body: model 1, 'H'
// expect: ComposerSheet body: model 1, 'Hi'
:dismiss
// expect: ComposerModel 1 deinit
// expect: ComposerSheet disappeared
:tap "Compose"
// expect: ComposerSheet init
// expect: ComposerModel 2 init
// expect: ComposerSheet body: model 2, ''
// expect: ComposerSheet appeared
:dismiss
// expect: ComposerModel 2 deinit
// expect: ComposerSheet disappeared
