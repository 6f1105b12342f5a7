// Apple navigationDestination(isPresented:) documentation style: a checkout pushes a receipt while a flag is true; the destination's struct is built in the checkout's body at every render, the receipt's body runs only on the push; dismiss() in the receipt pops it, the checkout never reads the flag and runs no body, and on push and pop the incoming page appears first (rules §14.3, §15.12, §11.1)
import SwiftUI

struct ReceiptView: View {
    let total: Int
    @Environment(\.dismiss) private var dismiss

    init(total: Int) {
        self.total = total
        print("ReceiptView init: \(total)")
    }

    var body: some View {
        let _ = print("ReceiptView body: \(total)")
        VStack {
            Text("Paid $\(total)")
            Button("Done") { dismiss() }
        }
        .onAppear { print("receipt appeared") }
        .onDisappear { print("receipt disappeared") }
    }
}

struct CheckoutView: View {
    @State private var total = 12
    @State private var showsReceipt = false

    var body: some View {
        let _ = print("CheckoutView body: \(total)")
        NavigationStack {
            VStack {
                Text("Total $\(total)")
                Button("Add tip") { total += 2 }
                Button("Pay") { showsReceipt = true }
            }
            .navigationTitle("Checkout")
            .navigationDestination(isPresented: $showsReceipt) {
                ReceiptView(total: total)
            }
            .onAppear { print("checkout appeared") }
            .onDisappear { print("checkout disappeared") }
        }
    }
}

:mount CheckoutView()
// expect: CheckoutView body: 12
// expect: ReceiptView init: 12
// expect: checkout appeared
:tap "Add tip"
// expect: CheckoutView body: 14
// expect: ReceiptView init: 14
:tap "Pay"
// expect: ReceiptView body: 14
// expect: receipt appeared
// expect: checkout disappeared
:tap "Done"
// expect: checkout appeared
// expect: receipt disappeared
