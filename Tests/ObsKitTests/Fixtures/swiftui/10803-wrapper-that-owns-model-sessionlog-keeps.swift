// Blog style (a wrapper that owns its model): @SessionLog keeps an ObservableObject in a nested @StateObject, made once right before the host's first body and kept across parent renders; its init closure captures the name, so the host's body runs at each parent render (rules §4.1, §4.2, §4.3, §2.5, §7.1, §1.4)
import SwiftUI
import Combine

final class SessionModel: ObservableObject {
    @Published var events: [String] = []
    let name: String

    init(name: String) {
        self.name = name
        print("SessionModel(\(name)) init")
    }

    deinit {
        print("SessionModel(\(name)) deinit")
    }

    func record(_ event: String) {
        events.append(event)
        print("recorded \(event), \(events.count) so far")
    }
}

@propertyWrapper
struct SessionLog: DynamicProperty {
    @StateObject private var model: SessionModel

    init(_ name: String) {
        _model = StateObject(wrappedValue: SessionModel(name: name))
    }

    var wrappedValue: [String] { model.events }
    var projectedValue: SessionModel { model }
}

struct CheckoutView: View {
    @SessionLog("checkout") var events: [String]

    init() {
        print("CheckoutView init")
    }

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("CheckoutView shows \(events.count) events")
        Button("Log tap") {
            $events.record("tap")
        }
    }
}

struct ContentView: View {
    @State private var round = 1

    var body: some View {
        let _ = print("ContentView body, round \(round)")
        VStack {
            Button("Next round") { round += 1 }
            CheckoutView()
        }
    }
}

:mount ContentView()
// expect: ContentView body, round 1
// expect: CheckoutView init
// expect: SessionModel(checkout) init
// expect: CheckoutView: @self, @identity, _events changed.
// expect: CheckoutView shows 0 events
:tap "Log tap"
// expect: recorded tap, 1 so far
// expect: CheckoutView: _events changed.
// expect: CheckoutView shows 1 events
:tap "Next round"
// expect: ContentView body, round 2
// expect: CheckoutView init
// expect: CheckoutView: @self changed.
// expect: CheckoutView shows 1 events
:tap "Log tap"
// expect: recorded tap, 2 so far
// expect: CheckoutView: _events changed.
// expect: CheckoutView shows 2 events
:unmount
// expect: SessionModel(checkout) deinit
