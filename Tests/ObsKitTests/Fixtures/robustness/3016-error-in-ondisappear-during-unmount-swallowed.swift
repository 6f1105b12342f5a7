// Class: swallowed error. A fatalError inside onDisappear, run by :unmount, is lost: the script goes on and
// prints "after". In Swift the action runs when the view leaves the hierarchy, and a fatalError there stops
// the program ("Fatal error: gone"). ObsREPL reports it from the :unmount turn, which stops the script.
import SwiftUI
struct V: View {
    var body: some View { Text("x").onDisappear { fatalError("gone") } }
}
:mount V()
:unmount
print("after")
// expect-error: Fatal error: gone
