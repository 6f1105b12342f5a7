// Profile card: a task that waits for a (fake) request and then reveals the content inside `withAnimation`, the way
// animation tutorials pair `.task` with a transition, own code.
// What SwiftUI does: `withAnimation` runs its closure at once; the writes in it are ordinary state changes (rules
// §15.15). The task's two writes after the await (the name, then the animated flag) are one update: one body run
// (rules §10.1). The `if` branch becomes non-empty, so the label is inserted and its `onAppear` runs after the update
// (rules §1.1, §11.1). Nothing runs before the sleep ends.
// Sources: rules §1.1, §10.1, §11.1, §11.3, §15.15; https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
// https://developer.apple.com/documentation/swiftui/view/transition(_:)
import SwiftUI

struct ProfileCard: View {
    @State private var isLoaded = false
    @State private var name = ""

    var body: some View {
        let _ = print("ProfileCard body: loaded \(isLoaded), name '\(name)'")
        VStack {
            if isLoaded {
                Text(name)
                    .transition(.opacity)
                    .onAppear { print("name label appeared") }
            } else {
                ProgressView()
            }
        }
        .task {
            print("profile task: start")
            try? await Task.sleep(for: .milliseconds(800))
            name = "Rosa Diaz"
            withAnimation(.easeIn) {
                isLoaded = true
            }
            print("profile task: end")
        }
    }
}

:mount ProfileCard()
// expect: ProfileCard body: loaded false, name ''
// expect: profile task: start
:advance 500ms
:advance 300ms
// expect: profile task: end
// expect: ProfileCard body: loaded true, name 'Rosa Diaz'
// expect: name label appeared
