// Follows Apple's alert(isPresented:error:actions:message:) (https://developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:message:)): a ticket purchase whose failure is shown by an alert titled from a LocalizedError
// What SwiftUI does: the alert takes its title from the error's `errorDescription` and passes the error to its
// actions and message (Apple's "TicketPurchase" example, with our own names); it shows only while the flag is
// true and the error is non-nil (rules §15.21: an error alert with a nil error is not shown, so the buttons
// below stay tappable). Its OK button runs and dismisses it.
// Sources: Apple `view/alert(ispresented:error:actions:message:)`; rules §15.11, §15.21.
import SwiftUI

enum TicketError: LocalizedError {
    case notEnoughSeats(left: Int)

    var errorDescription: String? {
        switch self {
        case .notEnoughSeats(let left): "Only \(left) seats left"
        }
    }

    var recoverySuggestion: String? {
        "Choose fewer tickets and try again."
    }
}

struct TicketForm: View {
    @Binding var showAlert: Bool
    @Binding var error: TicketError?
    let seatsLeft: Int

    var body: some View {
        VStack {
            Button("Buy 3 tickets") {
                if seatsLeft < 3 {
                    error = .notEnoughSeats(left: seatsLeft)
                    showAlert = true
                } else {
                    print("bought 3 tickets")
                }
            }
            Button("Show empty alert") {
                error = nil
                showAlert = true
            }
        }
    }
}

struct TicketPurchase: View {
    @State private var error: TicketError? = nil
    @State private var showAlert = false

    var body: some View {
        TicketForm(showAlert: $showAlert, error: $error, seatsLeft: 2)
            .alert(isPresented: $showAlert, error: error) { error in
                Button("OK") {
                    print("acknowledged: \(error.errorDescription ?? "?")")
                }
            } message: { error in
                Text(error.recoverySuggestion ?? "Try again later.")
            }
    }
}

:mount TicketPurchase()
:tap "Show empty alert"
:tap "Buy 3 tickets"
:tap "OK"
// expect: acknowledged: Only 2 seats left
