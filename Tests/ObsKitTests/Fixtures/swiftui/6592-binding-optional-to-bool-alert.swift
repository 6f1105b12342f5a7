// Apple docs `Binding/init(get:set:)` + `View/alert(_:isPresented:actions:message:)`: an alert shown by a Bool binding derived from an optional error message.
// The derived binding's `get` is `errorText != nil`, so the alert is up while there is a message. Tapping an alert
// button runs its action first, then the alert dismisses itself by writing `false` to its binding (Apple: "All actions
// in an alert dismiss the alert after the action runs"), which calls our `set(false)`, which clears the message
// (rules §13.2). The body reads `errorText`, so each change runs it again (rules §3.4); `attempts` is only read in an
// action, so its writes run no body by themselves (rules §3.5). The action reads the current @State when it runs, so
// it still sees the message.
import SwiftUI

struct UploadScreen: View {
    @State private var errorText: String? = nil
    @State private var attempts = 0

    var body: some View {
        let _ = print("body error=\(errorText ?? "nil")")
        let showingError = Binding<Bool>(
            get: { errorText != nil },
            set: { shown in
                print("isPresented set \(shown)")
                if !shown { errorText = nil }
            }
        )
        VStack {
            Button("Upload") {
                attempts += 1
                errorText = "Network down (\(attempts))"
            }
        }
        .alert("Upload failed", isPresented: showingError) {
            Button("Retry") { print("retry, error was \(errorText ?? "nil")") }
            Button("OK", role: .cancel) { print("ok after \(attempts) attempts") }
        } message: {
            Text(errorText ?? "")
        }
    }
}

:mount UploadScreen()
// expect: body error=nil
:tap "Upload"
// expect: body error=Network down (1)
:tap "Retry"
// expect: retry, error was Network down (1)
// expect: isPresented set false
// expect: body error=nil
:tap "Upload"
// expect: body error=Network down (2)
:tap "OK"
// expect: ok after 2 attempts
// expect: isPresented set false
// expect: body error=nil
