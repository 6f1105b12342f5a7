// rules §4, T7: the @StateObject thunk runs once per node, after the child's struct init and
// right before its first body. Parent renders re-run Child.init, never VM.init, and the child
// body does not re-run (the `= VM()` autoclosure captures nothing, so the values compare equal).
import SwiftUI

final class VM: ObservableObject {
    init() { print("VM.init") }
}

struct Child: View {
    @StateObject private var vm = VM()
    init() { print("Child.init") }
    var body: some View {
        let _ = print("Child.body")
        Text("child")
    }
}

struct Parent: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Text("\(n)")
            Button("Tap") { n += 1 }
            Child()
        }
    }
}

:mount Parent()
:tap "Tap"
:tap "Tap"

// expect: Child.init
// expect: VM.init
// expect: Child.body
// expect: Child.init
// expect: Child.init
