// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:) (a model reports errors through a PassthroughSubject; the view's onReceive stores the message and presents an alert, whose OK button reads it)
import SwiftUI
import Combine

final class CheckoutModel: ObservableObject {
    let errors = PassthroughSubject<String, Never>()

    func pay() {
        print("paying")
        errors.send("Card declined")
    }
}

struct CheckoutView: View {
    @StateObject private var checkout = CheckoutModel()
    @State private var errorMessage = ""
    @State private var showError = false

    var body: some View {
        Button("Pay") { checkout.pay() }
            .onReceive(checkout.errors) { message in
                errorMessage = message
                showError = true
            }
            .alert("Payment failed", isPresented: $showError) {
                Button("OK") { print("dismissed: \(errorMessage)") }
            } message: {
                Text(errorMessage)
            }
    }
}

:mount CheckoutView()
:tap "Pay"
:tap "OK"
:tap "Pay"
// expect: paying
// expect: dismissed: Card declined
// expect: paying
