// SwiftUI from Apple's documentation: a confirmation dialog's button runs its action and the dialog closes, isPresented back to false
// Apple, View.confirmationDialog(_:isPresented:titleVisibility:actions:)
// (https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-46zbb):
// "isPresented: A binding to a Boolean value that determines whether to present the dialog." Discussion: "All actions in a
// confirmation dialog will dismiss the dialog after the action runs."
import SwiftUI

struct Inbox: View {
    @State private var asking = false

    var body: some View {
        Button("Clean up") { asking = true }
            .confirmationDialog("Archive old messages?", isPresented: $asking) {
                Button("Archive") { print("archived") }
                Button("Delete", role: .destructive) { print("deleted") }
            }
            .onChange(of: asking) { oldValue, newValue in
                print("asking \(newValue)")
            }
    }
}

:mount Inbox()
:tap "Clean up"
// expect: asking true
:tap "Archive"
// expect: archived
// expect: asking false
:tap "Clean up"
// expect: asking true
:tap "Delete"
// expect: deleted
// expect: asking false
