// rules §11 (Group), T13: with two members, the iOS15+ merged callback fires once (on the
// first member's appear), not once per member; disappear fires once, after the last member.
import SwiftUI

struct A: View {
    var body: some View { Text("A") }
}

struct B: View {
    var body: some View { Text("B") }
}

struct Root: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Button("Bump") { n += 1 }
            Text("\(n)")
            Group {
                A()
                B()
            }
            .onAppear { print("G appear") }
            .onDisappear { print("G disappear") }
        }
    }
}

:mount Root()
:tap "Bump"
:unmount

// expect: G appear
// expect: G disappear
