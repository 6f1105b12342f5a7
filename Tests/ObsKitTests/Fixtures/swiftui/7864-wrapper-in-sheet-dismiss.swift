// Custom DynamicProperty: an owning wrapper inside a sheet's content, with a projected ObservedObject.Wrapper
// A sheet's content closure is escaping and runs only when it is presented (rules §13.1, §2.6); the nested
// @StateObject makes the model right before the sheet view's first body (rules §4.2) and a dismissal destroys the
// node and releases it (rules §1.4, §13.1). The presenter only makes `$composing`, so it never re-runs (rules §8.7).
import SwiftUI

final class ComposeModel: ObservableObject {
    @Published var subject = ""
    init() { print("ComposeModel init") }
    deinit { print("ComposeModel deinit") }
}

@propertyWrapper
struct OwnedCompose: DynamicProperty {
    @StateObject private var model = ComposeModel()

    init() {}

    var wrappedValue: ComposeModel { model }

    var projectedValue: ObservedObject<ComposeModel>.Wrapper { $model }
}

struct ComposeSheet: View {
    @OwnedCompose var model

    var body: some View {
        let _ = print("ComposeSheet body: '\(model.subject)'")
        TextField("Subject", text: $model.subject)
    }
}

struct MailList: View {
    @State private var composing = false

    var body: some View {
        let _ = print("MailList body")
        Button("Compose") { composing = true }
            .sheet(isPresented: $composing) {
                ComposeSheet()
            }
    }
}

:mount MailList()
// expect: MailList body
:tap "Compose"
// expect: ComposeModel init
// expect: ComposeSheet body: ''
:type "Hi" into "Subject"
// expect: ComposeSheet body: 'H'
// expect: ComposeSheet body: 'Hi'
:dismiss
// expect: ComposeModel deinit
:tap "Compose"
// expect: ComposeModel init
// expect: ComposeSheet body: ''
