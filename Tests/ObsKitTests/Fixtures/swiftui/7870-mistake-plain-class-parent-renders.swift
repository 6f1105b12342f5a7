// Custom DynamicProperty: the mistake of a plain `let` model in a wrapper, seen from a re-rendering parent
// Nothing subscribes to the plain object, so "Agree" re-runs no view (rules §7.1, §13.3). Each parent body rebuilds
// the child and its wrapper, making a new FormState: the child now differs (a class reference compares by identity,
// rules §2.3, §2.6) and runs with a fresh form; the old one, held only by the replaced value, deinits (rules §3.3).
import SwiftUI

final class FormState: ObservableObject {
    static var made = 0
    let serial: Int
    @Published var agreed = false

    init() {
        FormState.made += 1
        serial = FormState.made
        print("FormState \(serial) init")
    }

    deinit { print("FormState \(serial) deinit") }
}

@propertyWrapper
struct FormRef: DynamicProperty {
    let state = FormState()

    init() {}

    var wrappedValue: FormState { state }
}

struct TermsBox: View {
    @FormRef var form

    var body: some View {
        let _ = print("TermsBox body: form \(form.serial), agreed \(form.agreed)")
        Button("Agree") { form.agreed = true }
    }
}

struct Checkout: View {
    @State private var total = 10

    var body: some View {
        let _ = print("Checkout body: \(total)")
        VStack {
            Text("Total \(total)")
            Button("Add tip") { total += 2 }
            TermsBox()
        }
    }
}

:mount Checkout()
// expect: Checkout body: 10
// expect: FormState 1 init
// expect: TermsBox body: form 1, agreed false
:tap "Agree"
:tap "Add tip"
// expect: Checkout body: 12
// expect: FormState 2 init
// expect: FormState 1 deinit
// expect: TermsBox body: form 2, agreed false
