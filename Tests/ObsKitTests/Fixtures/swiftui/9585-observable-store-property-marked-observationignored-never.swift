// SwiftUI from fatbobman (Xu Yang): https://fatbobman.com/en/posts/mastering-observation/ (an @Observable store: a property marked @ObservationIgnored never updates views, a computed property tracks the stored ones it reads, and each view depends only on what its own body read)
// Fatbobman's deep dive into Observation makes three points about an @Observable class:
// - Views track the properties their body reads, per property and per instance: a view that reads `name`
//   is not updated when `age` changes.
// - A computed property is tracked through the stored properties it reads.
// - `@ObservationIgnored` removes a property from tracking: changing it updates nothing, though a later
//   render shows its current value.
import SwiftUI

@Observable
class Store {
    var name = "Fat"
    var age = 5
    @ObservationIgnored var visits = 0

    var summary: String { "\(name) is \(age)" }
}

struct NameView: View {
    let store: Store

    var body: some View {
        let _ = print("NameView: \(store.name)")
        Text(store.name)
    }
}

struct SummaryView: View {
    let store: Store

    var body: some View {
        let _ = print("SummaryView: \(store.summary), visits \(store.visits)")
        Text(store.summary)
    }
}

struct StoreScreen: View {
    @State private var store = Store()

    var body: some View {
        VStack {
            NameView(store: store)
            SummaryView(store: store)
            Button("Birthday") { store.age += 1 }
            Button("Visit") { store.visits += 1 }
            Button("Rename") { store.name = "Bob" }
        }
    }
}

:mount StoreScreen()
// expect: NameView: Fat
// expect: SummaryView: Fat is 5, visits 0
:tap "Birthday"
// expect: SummaryView: Fat is 6, visits 0
:tap "Visit"
:tap "Visit"
:tap "Rename"
// expect: NameView: Bob
// expect: SummaryView: Bob is 6, visits 2
