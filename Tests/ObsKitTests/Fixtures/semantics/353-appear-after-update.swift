// rules §10, §11: parent body first, then child body; appearance callbacks run after the
// update, still within the mount turn.
import SwiftUI

struct Child: View {
    var body: some View {
        let _ = print("Child body")
        Text("child")
            .onAppear { print("Child appear") }
    }
}

struct Parent: View {
    var body: some View {
        let _ = print("Parent body")
        VStack {
            Child()
        }
    }
}

:mount Parent()
print("next turn")

// expect: Parent body
// expect: Child body
// expect: Child appear
// expect: next turn
