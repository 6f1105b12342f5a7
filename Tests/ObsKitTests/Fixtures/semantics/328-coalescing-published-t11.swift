// rules §10, T11: one action sets three @Published properties: three objectWillChange sends,
// one queued invalidation, one body.
import SwiftUI

final class Trio: ObservableObject {
    @Published var a = 0
    @Published var b = 0
    @Published var c = 0
}

struct V: View {
    @StateObject private var vm = Trio()
    var body: some View {
        let _ = Self._printChanges()
        Text("\(vm.a) \(vm.b) \(vm.c)")
        Button("All") {
            vm.a += 1
            vm.b += 1
            vm.c += 1
        }
    }
}

:mount V()
:tap "All"

// expect: V: @self, @identity, _vm changed.
// expect: V: _vm changed.
