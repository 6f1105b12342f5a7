// Follows Apple's `sheet(isPresented:onDismiss:content:)` page
// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)), with a `.task` in
// the sheet's content (Apple `view/task(priority:_:)`: cancelled when the view is removed). Own code: an orders
// screen whose receipt sheet loads its details for three seconds; the first time it is swiped away before that.
// - The sheet's content is built only when it is presented, as a hierarchy of its own (rules §13.1, §2.6); its
//   task starts after its first body (rules §10.3, §11.3).
// - `:dismiss` swipes the sheet away: its content is removed and its task cancelled (rules §1.4, §11.3; README
//   `:dismiss`); the sleep throws CancellationError (Swift `task/sleep(for:tolerance:clock:)`).
// - The presenting view never reads `showReceipt` (it only passes `$showReceipt`), so presenting and dismissing
//   run no body of it (rules §3.5, §8.7). Presenting again builds a new hierarchy with fresh @State.
import SwiftUI

struct ReceiptSheet: View {
    let orderNumber: Int
    @State private var details = "Loading"

    var body: some View {
        let _ = print("ReceiptSheet body, #\(orderNumber): \(details)")
        Text(details)
            .task {
                do {
                    try await Task.sleep(for: .seconds(3))
                    details = "2 coffees, 1 bagel"
                } catch {
                    print("receipt #\(orderNumber) load cancelled")
                }
            }
    }
}

struct OrdersView: View {
    @State private var showReceipt = false

    var body: some View {
        let _ = print("OrdersView body")
        Button("Show receipt") {
            showReceipt = true
        }
        .sheet(isPresented: $showReceipt) {
            ReceiptSheet(orderNumber: 42)
        }
    }
}

:mount OrdersView()
// expect: OrdersView body
:tap "Show receipt"
// expect: ReceiptSheet body, #42: Loading
:advance 2s
:dismiss
// expect: receipt #42 load cancelled
:advance 5s
:tap "Show receipt"
// expect: ReceiptSheet body, #42: Loading
:advance 3s
// expect: ReceiptSheet body, #42: 2 coffees, 1 bagel
