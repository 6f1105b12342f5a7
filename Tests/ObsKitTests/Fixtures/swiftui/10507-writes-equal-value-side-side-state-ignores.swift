// Observation in depth style: writes of an equal value side by side; @State ignores them, an @Observable `=` of an equal value notifies nobody while `+= 0` notifies, and @Published sends objectWillChange for any set, so its owner and observer re-run (rules §3.4, §8.1, §6.3, T12)
import SwiftUI

@Observable
final class ObsLevel {
    var level = 1
}

final class PubLevel: ObservableObject {
    @Published var level = 1
}

struct ObsView: View {
    let model: ObsLevel

    var body: some View {
        let _ = print("ObsView body: \(model.level)")
        Text("obs \(model.level)")
    }
}

struct PubView: View {
    @ObservedObject var model: PubLevel

    var body: some View {
        let _ = print("PubView body: \(model.level)")
        Text("pub \(model.level)")
    }
}

struct EqualScreen: View {
    @State private var plain = 1
    @State private var obs = ObsLevel()
    @StateObject private var pub = PubLevel()

    var body: some View {
        let _ = print("EqualScreen body: plain \(plain)")
        VStack {
            ObsView(model: obs)
            PubView(model: pub)
            Button("State = 1") { plain = 1 }
            Button("Obs = 1") { obs.level = 1 }
            Button("Obs += 0") { obs.level += 0 }
            Button("Pub = 1") { pub.level = 1 }
            Button("Obs = 2") { obs.level = 2 }
        }
    }
}

:mount EqualScreen()
// expect: EqualScreen body: plain 1
// expect: ObsView body: 1
// expect: PubView body: 1
:tap "State = 1"
:tap "Obs = 1"
:tap "Obs += 0"
// expect: ObsView body: 1
:tap "Pub = 1"
// expect: EqualScreen body: plain 1
// expect: PubView body: 1
:tap "Obs = 2"
// expect: ObsView body: 2
