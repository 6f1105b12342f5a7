// SwiftUI from Donny Wals: https://www.donnywals.com/comparing-observable-to-observableobjects/ (nested models: a change inside an ObservableObject held by another ObservableObject doesn't update the view; nested @Observable objects do)
// Donny Wals compares the two approaches with a model that holds another model. With ObservableObject,
// the outer object's @Published property holds a reference, and changing a property of the inner object
// doesn't change that reference, so nothing is published to the view that observes the outer object.
// With @Observable, the view's body read the inner object's property through the outer one, and
// Observation tracks that read wherever it lives. He claims:
// - ObservableObject: the nested change is invisible until something else makes the view render.
// - @Observable: the nested change updates the view directly.
import SwiftUI
import Combine

class LegacyCounter: ObservableObject {
    @Published var count = 0
}

class LegacyStore: ObservableObject {
    @Published var counter = LegacyCounter()
}

struct LegacyStoreView: View {
    @StateObject var store = LegacyStore()

    var body: some View {
        let _ = print("legacy body, count \(store.counter.count)")
        VStack {
            Text("Count: \(store.counter.count)")
            Button("Increment") {
                store.counter.count += 1
            }
            Button("Refresh") {
                store.objectWillChange.send()
            }
        }
    }
}

@Observable class Counter {
    var count = 0
}

@Observable class Store {
    var counter = Counter()
}

struct StoreView: View {
    @State var store = Store()

    var body: some View {
        let _ = print("observable body, count \(store.counter.count)")
        VStack {
            Text("Count: \(store.counter.count)")
            Button("Increment") {
                store.counter.count += 1
            }
        }
    }
}

:mount LegacyStoreView()
// expect: legacy body, count 0
:tap "Increment"
:tap "Increment"
:tap "Refresh"
// expect: legacy body, count 2
:mount StoreView()
// expect: observable body, count 0
:tap "Increment"
// expect: observable body, count 1
:tap "Increment"
// expect: observable body, count 2
