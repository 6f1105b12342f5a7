// rules §4, T9: `_vm = StateObject(wrappedValue: VM(name:))` in init: only the first thunk
// ever runs; later ones (new name) are ignored and the old name stays. The capturing autoclosure
// makes the child value differ (§2 rule 5), so its body re-runs, still showing "a".
import SwiftUI

final class VM: ObservableObject {
    let name: String
    init(name: String) { self.name = name; print("VM.init", name) }
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
            Child(name: name)
        }
    }
}

:mount Parent()
:tap "Rename"

// expect: VM.init a
// expect: Child shows a
// expect: Child shows a
