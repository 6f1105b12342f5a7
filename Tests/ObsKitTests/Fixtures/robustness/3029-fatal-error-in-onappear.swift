// Class: swallowed error (regression test). A fatalError in `onAppear` is reported from the `:mount` turn,
// which stops the script; in SwiftUI the action runs when the view appears and stops the program there.
import SwiftUI

struct Shown: View {
    var body: some View {
        Text("x").onAppear { fatalError("appeared") }
    }
}

:mount Shown()
print("after")
// expect-error: Fatal error: appeared
