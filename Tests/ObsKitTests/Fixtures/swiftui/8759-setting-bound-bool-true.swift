// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:) (setting the bound Bool to true pushes the destination and setting it to false pops it; navigating back sets it to false, so the next true pushes again)
import SwiftUI

struct ReceiptView: View {
    @Binding var isShown: Bool

    var body: some View {
        VStack {
            Text("Receipt")
            Button("Done with receipt") { isShown = false }
        }
        .onAppear { print("receipt appeared") }
        .onDisappear { print("receipt disappeared") }
    }
}

struct CheckoutView: View {
    @State private var showReceipt = false

    var body: some View {
        NavigationStack {
            Button("Pay") { showReceipt = true }
                .navigationDestination(isPresented: $showReceipt) {
                    ReceiptView(isShown: $showReceipt)
                }
        }
    }
}

:mount CheckoutView()
:tap "Pay"
:tap "Done with receipt"
:tap "Pay"
:back
:tap "Pay"
// expect: receipt appeared
// expect: receipt disappeared
// expect: receipt appeared
// expect: receipt disappeared
// expect: receipt appeared
