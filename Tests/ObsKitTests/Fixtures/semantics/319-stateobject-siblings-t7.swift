// rules §4, §1, T7: two sibling `Child()` values are two nodes, so two VMs, each made right
// before its own node's first body (siblings in tree order).
import SwiftUI

final class VM: ObservableObject {
    @Published var count = 0
    init() { print("VM.init") }
}

struct Child: View {
    let name: String
    @StateObject private var vm = VM()
    var body: some View {
        let _ = print("body", name, vm.count)
        Button("Inc \(name)") { vm.count += 1 }
    }
}

struct Pair: View {
    var body: some View {
        HStack {
            Child(name: "left")
            Child(name: "right")
        }
    }
}

:mount Pair()
:tap "Inc left"
:tap "Inc left"
:tap "Inc right"

// expect: VM.init
// expect: body left 0
// expect: VM.init
// expect: body right 0
// expect: body left 1
// expect: body left 2
// expect: body right 1
