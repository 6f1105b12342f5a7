// rules §11: onAppear fires on each not-visible -> visible transition and onDisappear on
// removal; a re-render of the parent while visible fires neither.
import SwiftUI

struct Root: View {
    @State private var show = true
    @State private var n = 0
    var body: some View {
        VStack {
            Button("Toggle") { show.toggle() }
            Button("Bump") { n += 1 }
            Text("\(n)")
            if show {
                Text("shown")
                    .onAppear { print("appear") }
                    .onDisappear { print("disappear") }
            }
        }
    }
}

:mount Root()
:tap "Bump"
:tap "Toggle"
:tap "Bump"
:tap "Toggle"

// expect: appear
// expect: disappear
// expect: appear
