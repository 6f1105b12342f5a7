// Issue 13 (B), the deprecated `onChange(of:perform:)`: the action gets the new value, after the update that
// saw the change. A capture list in the action captures the value from before the change, which is how
// this form compares old and new (Apple's own example uses `[playState] newState in`).
// Source: https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) ("Deprecated";
// "The previous value may be captured by the closure to compare it to the new value"). Rules §10.
import SwiftUI

struct Brightness: View {
    @State private var level = 1

    var body: some View {
        VStack {
            Text("Level \(level)")
            Button("Up") { level += 1 }
            Button("Same") { level = 2 }
        }
        .onChange(of: level) { [level] newLevel in
            print("level went from", level, "to", newLevel)
        }
    }
}

:mount Brightness()
:tap "Up"
:tap "Same"
:tap "Up"

// expect: level went from 1 to 2
// expect: level went from 2 to 3
