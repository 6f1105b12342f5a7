// Style: Hacking with Swift forum question. Forum question: "I pass $model.agreed to a child's @Binding. Why does the parent re-render on every toggle and keystroke?"
// SwiftUI: `$model.agreed` writes `model.agreed`, so @Published sends objectWillChange (rules §9.2, §6.3), and the owner's @StateObject box re-runs
// its body whatever it read (rules §4.4, §6.5). Its children are rebuilt and compared: a binding is equal while its value is (rules §9.2, ObsREPL's
// choice; §2.5), so only the child whose value changed runs (rules §2.7).
import SwiftUI

final class SignupModel: ObservableObject {
    @Published var agreed = false
    @Published var email = ""
}

struct AgreeToggle: View {
    @Binding var agreed: Bool

    var body: some View {
        let _ = print("toggle body: \(agreed)")
        Toggle("I agree", isOn: $agreed)
    }
}

struct EmailPreview: View {
    let email: String

    var body: some View {
        let _ = print("preview body: [\(email)]")
        Text(email)
    }
}

struct SignupForm: View {
    @StateObject private var model = SignupModel()

    var body: some View {
        let _ = print("form body")
        VStack {
            AgreeToggle(agreed: $model.agreed)
            EmailPreview(email: model.email)
            TextField("Email", text: $model.email)
        }
    }
}

:mount SignupForm()
// expect: form body
// expect: toggle body: false
// expect: preview body: []
:toggle "I agree"
// expect: form body
// expect: toggle body: true
:type "a" into "Email"
// expect: form body
// expect: preview body: [a]
