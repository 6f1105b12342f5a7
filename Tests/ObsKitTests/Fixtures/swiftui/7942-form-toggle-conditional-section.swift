// Style: Apple-tutorial style, a checkout form whose "Gift" toggle reveals a section. SwiftUI: `if isGift { ... }` is
// one slot, filled or empty (rules §1.1): turning it on makes a new DeliveryNotes node (its init in the parent's body,
// rules §2.6, then its body, then onAppear after the update, rules §11.1); turning it off destroys it and its @State
// (rules §1.4) with onDisappear; turning it on again starts from the initial value (rules §3.2).
import SwiftUI

struct DeliveryNotes: View {
    @State private var notes = ""

    init() { print("DeliveryNotes init") }

    var body: some View {
        let _ = print("notes body: '\(notes)'")
        TextField("Notes", text: $notes)
            .onAppear { print("notes appeared") }
            .onDisappear { print("notes disappeared") }
    }
}

struct CheckoutForm: View {
    @State private var isGift = false

    var body: some View {
        let _ = print("checkout body, gift: \(isGift)")
        Form {
            Toggle("Gift", isOn: $isGift)
            if isGift {
                Section("Gift message") {
                    DeliveryNotes()
                }
            }
        }
    }
}

:mount CheckoutForm()
// expect: checkout body, gift: false
:toggle "Gift"
// expect: checkout body, gift: true
// expect: DeliveryNotes init
// expect: notes body: ''
// expect: notes appeared
:type "Hi" into "Notes"
// expect: notes body: 'H'
// expect: notes body: 'Hi'
:toggle "Gift"
// expect: checkout body, gift: false
// expect: notes disappeared
:toggle "Gift"
// expect: checkout body, gift: true
// expect: DeliveryNotes init
// expect: notes body: ''
// expect: notes appeared
