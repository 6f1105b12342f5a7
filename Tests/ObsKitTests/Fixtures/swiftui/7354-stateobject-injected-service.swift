// MVVM with ObservableObject, the pre-iOS 17 way blog posts inject a dependency: the screen's init takes a
// protocol-typed store and builds its view model with `_viewModel = StateObject(wrappedValue: StepsViewModel(store:))`.
// What SwiftUI does: `StateObject.init(wrappedValue:)` only keeps the autoclosure; it runs once, right before the
// screen's first body, after the screen's init (rules §4.1, §4.2). When the parent renders again it builds the screen
// again (its init prints), but the closure is ignored: no second view model (rules §4.3, Apple `stateobject`). That
// closure captures `store`, so the new screen value never equals the old one and the screen's body runs at each parent
// render (rules §2.5). A published change runs only the screen that observes the model (rules §5.1, §10.1).
// Sources: rules §2.5, §2.6, §4.1–§4.4, §5.1, §10.1; https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

protocol CounterStore: AnyObject {
    func load() -> Int
    func save(_ value: Int)
}

final class InMemoryCounterStore: CounterStore {
    private var stored: Int

    init(start: Int) {
        stored = start
        print("InMemoryCounterStore init \(start)")
    }

    func load() -> Int { stored }

    func save(_ value: Int) {
        stored = value
        print("store saved \(value)")
    }
}

final class StepsViewModel: ObservableObject {
    @Published private(set) var steps: Int
    private let store: any CounterStore

    init(store: any CounterStore) {
        self.store = store
        steps = store.load()
        print("StepsViewModel init, steps \(steps)")
    }

    deinit { print("StepsViewModel deinit") }

    func addStep() {
        steps += 1
        store.save(steps)
    }
}

struct StepsScreen: View {
    @StateObject private var viewModel: StepsViewModel

    init(store: any CounterStore) {
        print("StepsScreen init")
        _viewModel = StateObject(wrappedValue: StepsViewModel(store: store))
    }

    var body: some View {
        let _ = print("StepsScreen body: \(viewModel.steps)")
        VStack {
            Text("\(viewModel.steps) steps")
            Button("Add step") { viewModel.addStep() }
        }
    }
}

struct HomeView: View {
    let store: any CounterStore
    @State private var theme = "Light"

    var body: some View {
        let _ = print("HomeView body: \(theme)")
        VStack {
            Button("Switch theme") { theme = theme == "Light" ? "Dark" : "Light" }
            StepsScreen(store: store)
        }
    }
}

:mount HomeView(store: InMemoryCounterStore(start: 10))
// expect: InMemoryCounterStore init 10
// expect: HomeView body: Light
// expect: StepsScreen init
// expect: StepsViewModel init, steps 10
// expect: StepsScreen body: 10
:tap "Add step"
// expect: store saved 11
// expect: StepsScreen body: 11
:tap "Switch theme"
// expect: HomeView body: Dark
// expect: StepsScreen init
// expect: StepsScreen body: 11
:tap "Add step"
// expect: store saved 12
// expect: StepsScreen body: 12
:unmount
// expect: StepsViewModel deinit
