// rules §4 (last rule): reading a StateObject's wrappedValue before install (in the view's
// init) runs the thunk each time (plus a warning that is not stdout); install runs it again
// and that instance is the one body sees.
import SwiftUI

var made = 0

final class VM: ObservableObject {
    let n: Int
    init() { made += 1; n = made; print("VM.init", n) }
}

struct Child: View {
    @StateObject private var vm = VM()
    init() { print("Child.init sees", vm.n) }
    var body: some View {
        let _ = print("Child.body sees", vm.n)
        Text("child")
    }
}

:mount Child()

// expect: VM.init 1
// expect: Child.init sees 1
// expect: VM.init 2
// expect: Child.body sees 2
