// Stack Overflow style (is my sheet's view model leaking?): a @StateObject in the sheet's view is made right before its first body at each presentation and released when the sheet closes (rules §4.2, §4.3, §1.4, §13.1)
import SwiftUI
import Combine

final class ComposerModel: ObservableObject {
    @Published var text = ""
    init() { print("ComposerModel.init") }
    deinit { print("ComposerModel.deinit") }
}

struct ComposerView: View {
    @StateObject private var model = ComposerModel()
    init() { print("ComposerView.init") }
    var body: some View {
        let _ = print("ComposerView.body '\(model.text)'")
        TextField("Message", text: $model.text)
    }
}

struct ChatView: View {
    @State private var composing = false
    var body: some View {
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                ComposerView()
            }
    }
}
:mount ChatView()
:tap "Compose"
// expect: ComposerView.init
// expect: ComposerModel.init
// expect: ComposerView.body ''
:type "ok" into "Message"
// expect: ComposerView.body 'o'
// expect: ComposerView.body 'ok'
:dismiss
// expect: ComposerModel.deinit
:tap "Compose"
// expect: ComposerView.init
// expect: ComposerModel.init
// expect: ComposerView.body ''
