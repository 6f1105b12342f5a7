// rules §4, §1, T9: with `.id(name)`, a new name is a new identity: the thunk runs for the
// new name and the old VM is released (deinit). The deinit is checked in a later turn because
// the order of old-deinit vs new-init on an `.id` change is unverified (docs/rules.md).
import SwiftUI

var gone = ""

final class VM: ObservableObject {
    let name: String
    init(name: String) { self.name = name; print("VM.init", name) }
    deinit { gone += name }
}

struct Child: View {
    @StateObject private var vm: VM
    init(name: String) {
        _vm = StateObject(wrappedValue: VM(name: name))
    }
    var body: some View {
        let _ = print("Child shows", vm.name)
        Text(vm.name)
    }
}

struct Parent: View {
    @State private var name = "a"
    var body: some View {
        VStack {
            Button("Rename") { name = "b" }
            Child(name: name).id(name)
        }
    }
}

:mount Parent()
print("gone: [\(gone)]")
:tap "Rename"
print("gone: [\(gone)]")

// expect: VM.init a
// expect: Child shows a
// expect: gone: []
// expect: VM.init b
// expect: Child shows b
// expect: gone: [a]
