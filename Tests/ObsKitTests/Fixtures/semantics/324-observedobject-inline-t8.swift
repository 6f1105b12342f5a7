// rules §5, T8: inline `@ObservedObject var vm = VM()` makes a new VM on every parent render:
// the new init (in the parent body) prints before the old deinit (child box swaps its
// subscription), then the child body runs with the count back at 0.
import SwiftUI

var made = 0

final class VM: ObservableObject {
    @Published var count = 0
    let id: Int
    init() { made += 1; id = made; print("VM.init", id) }
    deinit { print("VM.deinit", id) }
}

struct Child: View {
    @ObservedObject var vm = VM()
    var body: some View {
        let _ = print("Child body", vm.id, vm.count)
        Button("Inc") { vm.count += 1 }
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
:tap "Inc"
:tap "Inc"
:tap "Tap"
:tap "Inc"

// expect: VM.init 1
// expect: Child body 1 0
// expect: Child body 1 1
// expect: Child body 1 2
// expect: VM.init 2
// expect: VM.deinit 1
// expect: Child body 2 0
// expect: Child body 2 1
