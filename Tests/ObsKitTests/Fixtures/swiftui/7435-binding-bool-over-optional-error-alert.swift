// Stack Overflow answer style: a `Binding<Bool>` over an optional error message, driving `.alert(_:isPresented:)`
// What SwiftUI does: the alert shows while the computed binding's getter says `errorMessage != nil`. Its button's tap
// sets `isPresented` to false (rules §13.2), which calls the setter; the setter clears the message, a `@State` write
// that re-runs the view that read it (rules §3.4, §3.5). With the alert gone, the screen's button can be tapped again
// (while an alert is up only its buttons can, rules §15.11).
// Sources: rules §3.4, §3.5, §9.1, §13.2, §15.11;
// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
import SwiftUI

struct SyncScreen: View {
    @State private var errorMessage: String?

    private var showsError: Binding<Bool> {
        Binding(
            get: { errorMessage != nil },
            set: { isShown in
                print("showsError set to \(isShown)")
                if !isShown { errorMessage = nil }
            }
        )
    }

    var body: some View {
        let _ = print("SyncScreen body: \(errorMessage ?? "no error")")
        VStack {
            Button("Sync now") { errorMessage = "The server timed out." }
        }
        .alert("Sync failed", isPresented: showsError) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(errorMessage ?? "")
        }
    }
}

:mount SyncScreen()
// expect: SyncScreen body: no error
:tap "Sync now"
// expect: SyncScreen body: The server timed out.
:tap "OK"
// expect: showsError set to false
// expect: SyncScreen body: no error
:tap "Sync now"
// expect: SyncScreen body: The server timed out.
