// Style: forum question from an older code base. "I still use `.alert(item:) { Alert(...) }`. Does the body run when
// I set the error, and when the alert goes away?"
// SwiftUI: the deprecated `alert(item:content:)` takes a non-escaping closure, called during the presenter's body while
// the item is non-nil (rules §13.2, §8.4; Apple `view/alert(item:content:)`), so the body reads the item and runs when
// it is set (rules §8.7, ObsREPL's choice; rules §15.17: shown as the newer forms). Tapping the dismiss button runs its
// action, then the item is set to nil (rules §13.2), which runs the body once more.
import SwiftUI

struct ErrorInfo: Identifiable {
    let id: Int
    let message: String
}

struct LegacyView: View {
    @State private var error: ErrorInfo?

    var body: some View {
        let _ = print("legacy body")
        Button("Trigger") { error = ErrorInfo(id: 1, message: "Network lost") }
            .alert(item: $error) { info in
                Alert(
                    title: Text("Error"),
                    message: Text(info.message),
                    dismissButton: .default(Text("Got it")) {
                        print("acknowledged \(info.message)")
                    }
                )
            }
    }
}

:mount LegacyView()
// expect: legacy body
:tap "Trigger"
// expect: legacy body
:tap "Got it"
// expect: acknowledged Network lost
// expect: legacy body
