// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/refreshaction (a custom view reads the refresh action from the environment: nil outside .refreshable, set inside it, and callable)
// What SwiftUI does: "By default, the environment value is nil, but you can use the refreshable(action:) modifier to
// create and store a new refresh action"; "If you find a non-nil value, change your view's appearance or behavior to
// offer the refresh to the user, and call the instance to conduct the refresh." So only the badge inside the
// refreshable view offers the button; calling it runs the handler, whose write to the @Observable model updates the
// label that reads it (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app). The
// screen's body reads no model property, so it and the badges don't run again.
import SwiftUI

@MainActor
@Observable
final class FeedModel {
    var loads = 0
}

struct LoadsLabel: View {
    let model: FeedModel

    var body: some View {
        let _ = print("label: loaded \(model.loads) times")
        Text("Loaded \(model.loads) times")
    }
}

struct RefreshBadge: View {
    let place: String
    @Environment(\.refresh) private var refresh

    var body: some View {
        let _ = print("\(place) badge: refresh available \(refresh != nil)")
        if let refresh {
            Button("Refresh \(place)") {
                Task { await refresh() }
            }
        } else {
            Text("No refresh at \(place)")
        }
    }
}

struct FeedScreen: View {
    @State private var model = FeedModel()

    var body: some View {
        VStack {
            RefreshBadge(place: "top")
            List {
                LoadsLabel(model: model)
                RefreshBadge(place: "list")
            }
            .refreshable {
                print("handler runs")
                try? await Task.sleep(for: .seconds(1))
                model.loads += 1
            }
        }
    }
}

:mount FeedScreen()
// expect: top badge: refresh available false
// expect: label: loaded 0 times
// expect: list badge: refresh available true
:tap "Refresh list"
// expect: handler runs
:advance 1s
// expect: label: loaded 1 times
