// Follows Apple's alert(_:isPresented:presenting:actions:message:) (https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)): a failed publish reported by an alert whose buttons are built from the failure's details
// What SwiftUI does: the alert shows while the flag is true and the details are non-nil; its actions and
// message closures get the details (Apple's "Save failed." example, with our own names). The closures are
// built in the parent's body (rules §13.2); a tap on one of the alert's buttons runs it and dismisses the
// alert, setting the flag to false, and the alert is modal while it is up (rules §15.11). Here the first
// publish fails, Retry succeeds; the third attempt fails again and is deleted.
// Sources: Apple `view/alert(_:ispresented:presenting:actions:message:)`; rules §13.2, §15.11.
import SwiftUI

struct PublishDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}

final class DraftDesk {
    private var attempts = 0

    func publish(_ name: String) -> PublishDetails? {
        attempts += 1
        if attempts % 2 == 1 {
            print("attempt \(attempts) failed")
            return PublishDetails(name: name, error: "The server is busy.")
        }
        print("attempt \(attempts): published \(name)")
        return nil
    }
}

struct PublishButton: View {
    let desk: DraftDesk
    @State private var didError = false
    @State private var details: PublishDetails?

    var body: some View {
        Button("Publish") {
            details = desk.publish("Essay")
            didError = details != nil
        }
        .alert(
            "Publishing failed.",
            isPresented: $didError,
            presenting: details
        ) { details in
            Button(role: .destructive) {
                print("deleted \(details.name)")
            } label: {
                Text("Delete \(details.name)")
            }
            Button("Retry") {
                self.details = desk.publish(details.name)
                didError = self.details != nil
            }
        } message: { details in
            Text(details.error)
        }
    }
}

:mount PublishButton(desk: DraftDesk())
:tap "Publish"
// expect: attempt 1 failed
:tap "Retry"
// expect: attempt 2: published Essay
:tap "Publish"
// expect: attempt 3 failed
:tap "Delete Essay"
// expect: deleted Essay
:tap "Publish"
// expect: attempt 4: published Essay
