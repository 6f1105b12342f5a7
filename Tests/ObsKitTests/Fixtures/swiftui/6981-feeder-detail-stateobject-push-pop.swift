// Feeder detail: a pushed screen that owns a view model configured from its init with
// `_model = StateObject(wrappedValue:)`, as Apple's StateObject documentation shows for external data; own code.
// What SwiftUI does: navigationDestination(for:) builds the detail only at the push (rules §14.3); the @StateObject's
// autoclosure runs once, right before the detail's first body (rules §4.1, §4.2). A change to the model runs the
// detail (rules §5.1). Popping destroys the node, which releases the model: it deinits (rules §1.4, §4.4). Pushing the
// same feeder again makes a new node and a new model, which starts from its initial state.
// Sources: rules §1.4, §4.1, §4.2, §4.4, §5.1, §14.3; Apple https://developer.apple.com/documentation/swiftui/stateobject
import SwiftUI

final class FeederDetailModel: ObservableObject {
    let name: String
    @Published var seedPercent = 30

    init(name: String) {
        self.name = name
        print("FeederDetailModel init: \(name)")
    }

    deinit { print("FeederDetailModel deinit: \(name)") }

    func refill() {
        seedPercent = 100
    }
}

struct FeederDetail: View {
    @StateObject private var model: FeederDetailModel

    init(name: String) {
        _model = StateObject(wrappedValue: FeederDetailModel(name: name))
    }

    var body: some View {
        let _ = print("FeederDetail body: \(model.name) at \(model.seedPercent)%")
        VStack {
            Text("\(model.seedPercent)% seed left")
            Button("Refill") { model.refill() }
        }
        .navigationTitle(model.name)
    }
}

struct FeedersView: View {
    private let feeders = ["Porch", "Oak Tree"]

    var body: some View {
        NavigationStack {
            List(feeders, id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationTitle("Feeders")
            .navigationDestination(for: String.self) { name in
                FeederDetail(name: name)
            }
        }
    }
}

:mount FeedersView()
:tap "Porch"
// expect: FeederDetailModel init: Porch
// expect: FeederDetail body: Porch at 30%
:tap "Refill"
// expect: FeederDetail body: Porch at 100%
:back
// expect: FeederDetailModel deinit: Porch
:tap "Porch"
// expect: FeederDetailModel init: Porch
// expect: FeederDetail body: Porch at 30%
:back
// expect: FeederDetailModel deinit: Porch
:tap "Oak Tree"
// expect: FeederDetailModel init: Oak Tree
// expect: FeederDetail body: Oak Tree at 30%
