// identity-and-lifetime style: .id on a container resets everything inside it ("Start over" for a checkout form): both sections' @State start over and the payment section's @StateObject is released and made again (rules §1.3, §1.4, §4.2)
import SwiftUI

final class DraftStore: ObservableObject {
    init() { print("DraftStore init") }
    deinit { print("DraftStore deinit") }
}

struct AddressSection: View {
    @State private var street = ""

    var body: some View {
        let _ = print("AddressSection body: '\(street)'")
        TextField("Street", text: $street)
    }
}

struct PaymentSection: View {
    @StateObject private var draft = DraftStore()
    @State private var card = ""

    var body: some View {
        let _ = print("PaymentSection body: '\(card)'")
        TextField("Card", text: $card)
    }
}

struct CheckoutForm: View {
    @State private var formVersion = 0

    var body: some View {
        let _ = print("CheckoutForm body: version \(formVersion)")
        VStack {
            Form {
                AddressSection()
                PaymentSection()
            }
            .id(formVersion)
            Button("Start over") { formVersion += 1 }
        }
    }
}

:mount CheckoutForm()
// expect: CheckoutForm body: version 0
// expect: AddressSection body: ''
// expect: DraftStore init
// expect: PaymentSection body: ''
:type "Elm" into "Street"
// expect: AddressSection body: 'E'
// expect: AddressSection body: 'El'
// expect: AddressSection body: 'Elm'
:type "42" into "Card"
// expect: PaymentSection body: '4'
// expect: PaymentSection body: '42'
:tap "Start over"
// expect: CheckoutForm body: version 1
// expect: DraftStore deinit
// expect: AddressSection body: ''
// expect: DraftStore init
// expect: PaymentSection body: ''
