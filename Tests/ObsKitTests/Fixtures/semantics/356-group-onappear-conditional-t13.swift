// rules §11 (Group), T13: Group's onAppear applies to its members, not to the group: with
// `if show` inside, it fires each time `show` becomes true and never while false. Members share
// one merged callback, so onDisappear fires when the last member goes.
import SwiftUI

struct A: View {
    var body: some View { Text("A") }
}

struct Root: View {
    @State private var show = false
    var body: some View {
        VStack {
            Button("Toggle") { show.toggle() }
            Group {
                if show { A() }
            }
            .onAppear { print("G appear") }
            .onDisappear { print("G disappear") }
        }
    }
}

:mount Root()
print("mounted")
:tap "Toggle"
:tap "Toggle"
:tap "Toggle"

// expect: mounted
// expect: G appear
// expect: G disappear
// expect: G appear
