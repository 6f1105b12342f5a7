// cookbook style: navigationDestination(isPresented:) pushes a receipt while a flag is true; its destination closure is not escaping, so every render of the checkout builds the receipt's struct (its init prints) even while nothing is pushed; the flag is not read, so pushing and popping run no checkout body (rules §14.3, §15.12, §2.6, §8.7)
import SwiftUI

struct ReceiptView: View {
    let total: Int

    init(total: Int) {
        self.total = total
        print("ReceiptView init \(total)")
    }

    var body: some View {
        let _ = print("ReceiptView body: \(total)")
        Text("Paid \(total)")
            .onAppear { print("receipt appear") }
            .onDisappear { print("receipt gone") }
    }
}

struct CheckoutScreen: View {
    @State private var total = 30
    @State private var showReceipt = false

    var body: some View {
        let _ = print("CheckoutScreen body: \(total)")
        NavigationStack {
            VStack {
                Button("Add item") { total += 10 }
                Button("Pay") { showReceipt = true }
            }
            .navigationDestination(isPresented: $showReceipt) {
                ReceiptView(total: total)
            }
        }
    }
}

:mount CheckoutScreen()
// expect: CheckoutScreen body: 30
// expect: ReceiptView init 30
:tap "Add item"
// expect: CheckoutScreen body: 40
// expect: ReceiptView init 40
:tap "Pay"
// expect: ReceiptView body: 40
// expect: receipt appear
:back
// expect: receipt gone
:tap "Add item"
// expect: CheckoutScreen body: 50
// expect: ReceiptView init 50
