// Apple "Migrating from the ObservableObject protocol to the Observable macro" style: the same counter before (ObservableObject + @StateObject) and after (@Observable + @State); a change to a property no body reads re-runs only the old view
import SwiftUI

final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var lastNote = ""

    init() { print("CounterViewModel init") }
}

struct OldCounterView: View {
    @StateObject private var viewModel = CounterViewModel()

    var body: some View {
        let _ = print("OldCounterView body: \(viewModel.count)")
        VStack {
            Text("Old count: \(viewModel.count)")
            Button("Old +") { viewModel.count += 1 }
            Button("Old note") {
                viewModel.lastNote = "tapped"
                print("old note set")
            }
        }
    }
}

@Observable
final class CounterModel {
    var count = 0
    var lastNote = ""

    init() { print("CounterModel init") }
}

struct NewCounterView: View {
    @State private var model = CounterModel()

    var body: some View {
        let _ = print("NewCounterView body: \(model.count)")
        VStack {
            Text("New count: \(model.count)")
            Button("New +") { model.count += 1 }
            Button("New note") {
                model.lastNote = "tapped"
                print("new note set")
            }
        }
    }
}

struct MigrationDemo: View {
    var body: some View {
        VStack {
            OldCounterView()
            NewCounterView()
        }
    }
}

:mount MigrationDemo()
// expect: CounterModel init
// expect: CounterViewModel init
// expect: OldCounterView body: 0
// expect: NewCounterView body: 0
:tap "Old +"
// expect: OldCounterView body: 1
:tap "Old note"
// expect: old note set
// expect: OldCounterView body: 1
:tap "New +"
// expect: NewCounterView body: 1
:tap "New note"
// expect: new note set
:tap "New +"
// expect: NewCounterView body: 2
