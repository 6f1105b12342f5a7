// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:) (alert(isPresented:error:) from a LocalizedError)
// Apple's alert(isPresented:error:actions:message:) page: "the system presents an alert with a title derived from the
// error's errorDescription ... The system passes the contents to the modifier's closures"; the example's message is
// `Text(error.recoverySuggestion ?? "Try again later.")` and its action an OK button. Tapping OK runs it and sets
// `showAlert` to false, which onChange reports.
// - Buy (alert), OK; buy again, OK.
import SwiftUI

struct TicketPurchaseError: LocalizedError {
    var errorDescription: String? { "Sold out" }
    var recoverySuggestion: String? { "Try a later show." }
}

struct TicketForm: View {
    @Binding var showAlert: Bool
    @Binding var error: TicketPurchaseError?

    var body: some View {
        Button("Buy Tickets") {
            print("purchasing")
            error = TicketPurchaseError()
            showAlert = true
        }
    }
}

struct TicketPurchase: View {
    @State private var error: TicketPurchaseError? = nil
    @State private var showAlert = false

    var body: some View {
        TicketForm(showAlert: $showAlert, error: $error)
            .alert(isPresented: $showAlert, error: error) { _ in
                Button("OK") {
                    print("acknowledged")
                }
            } message: { error in
                Text(error.recoverySuggestion ?? "Try again later.")
            }
            .onChange(of: showAlert) { _, newValue in
                print("showAlert: \(newValue)")
            }
    }
}

:mount TicketPurchase()
:tap "Buy Tickets"
// expect: purchasing
// expect: showAlert: true
:tap "OK"
// expect: acknowledged
// expect: showAlert: false
:tap "Buy Tickets"
// expect: purchasing
// expect: showAlert: true
:tap "OK"
// expect: acknowledged
// expect: showAlert: false
