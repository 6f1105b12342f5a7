// The deprecated `alert(isPresented:content:)` with an `Alert` of two buttons (destructive and cancel), as older
// tutorials and Stack Overflow answers write it: resetting a text size (own names and code).
// What SwiftUI does: the content closure is not escaping, so it runs during the body, at every render of the
// `isPresented:` form, shown or not (rules §8.4, §8.6, §13.2). Opening the alert writes only the flag, which the body
// does not read: no body (rules §3.5, §8.7). While the alert is up, `:tap "Reset"` reaches its button, not the screen's
// (rules §15.11); its action writes the size, which the body reads, and the alert closes (rules §13.2). The standard
// `.cancel()` button is titled "Cancel".
// Sources: rules §3.5, §8.4, §8.6, §8.7, §13.2, §15.11, §15.17;
// https://developer.apple.com/documentation/swiftui/view/alert(ispresented:content:)
import SwiftUI

struct ResetSettingsView: View {
    @State private var fontSize = 17
    @State private var showResetAlert = false

    var body: some View {
        let _ = print("ResetSettingsView body: size \(fontSize)")
        VStack {
            Text("Sample text")
            Button("Bigger") {
                fontSize += 1
            }
            Button("Reset") {
                showResetAlert = true
            }
        }
        .alert(isPresented: $showResetAlert) {
            print("building reset alert")
            return Alert(
                title: Text("Reset text size?"),
                message: Text("It goes back to 17 points."),
                primaryButton: .destructive(Text("Reset")) {
                    fontSize = 17
                },
                secondaryButton: .cancel()
            )
        }
    }
}

:mount ResetSettingsView()
// expect: ResetSettingsView body: size 17
// expect: building reset alert
:tap "Bigger"
// expect: ResetSettingsView body: size 18
// expect: building reset alert
:tap "Reset"
:tap "Reset"
// expect: ResetSettingsView body: size 17
// expect: building reset alert
:tap "Reset"
:tap "Cancel"
