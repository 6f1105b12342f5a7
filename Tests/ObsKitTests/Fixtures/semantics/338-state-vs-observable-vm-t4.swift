// rules §12, §8, T4 (MVVM version): with `@State var vm` (Observable), both taps re-run the
// body as @dependencies: Increase via `vm.counter`, Show via `$vm.sheetShown`, whose creation
// reads `sheetShown` (§8 contrast: a `$vm.flag` sheet binding adds a dependency).
import SwiftUI
import Observation

@Observable final class ContentViewModel {
    var sheetShown = false
    var counter = 0
}

struct Sheet: View {
    var body: some View {
        let _ = Self._printChanges()
        Text("sheet")
    }
}

struct ContentView: View {
    @State private var vm = ContentViewModel()
    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(vm.counter)")
            Button("Increase") { vm.counter += 1 }
            Button("Show") { vm.sheetShown = true }
        }
        .sheet(isPresented: $vm.sheetShown) { Sheet() }
    }
}

:mount ContentView()
:tap "Increase"
:tap "Show"

// expect: ContentView: @self, @identity, _vm changed.
// expect: ContentView: @dependencies changed.
// expect: ContentView: @dependencies changed.
// expect: Sheet: @self changed.
