// rules §4: the thunk runs when the node is installed, right before its first body, whether
// or not body reads the object: not at struct init, not lazily on first access.
import SwiftUI

final class VM: ObservableObject {
    init() { print("VM.init") }
}

struct Child: View {
    @StateObject private var vm = VM()
    init() { print("Child.init") }
    var body: some View {
        let _ = print("Child.body")
        Text("body never touches vm")
    }
}

struct Parent: View {
    var body: some View {
        let _ = print("Parent.body")
        Child()
    }
}

:mount Parent()

// expect: Parent.body
// expect: Child.init
// expect: VM.init
// expect: Child.body
