// Bird watch app: the App struct owning an ObservableObject with @StateObject and injecting it with
// .environmentObject(_:), as Xcode's templates and Apple's older samples do; own code.
// What SwiftUI does: the App's init runs, then its @StateObject is made once, at install, before its scene's
// content (rules §4.2, §15.16). Every view that declares the @EnvironmentObject runs again on any change of the
// object, whether or not it read the property that changed (rules §6.5, §14.1): logging a sighting runs the list and
// both buttons, parent first (rules §2.8). The store is never made again.
// Sources: rules §2.8, §4.2, §6.5, §14.1, §15.16; Apple https://developer.apple.com/documentation/swiftui/stateobject
// and https://developer.apple.com/documentation/swiftui/environmentobject
import SwiftUI

final class BirdStore: ObservableObject {
    @Published var sightings: [String] = []

    init() { print("BirdStore init") }

    func log(_ bird: String) {
        sightings.append(bird)
    }
}

struct LogButton: View {
    @EnvironmentObject var store: BirdStore
    let bird: String

    var body: some View {
        let _ = print("LogButton body: \(bird)")
        Button("Log \(bird)") { store.log(bird) }
            .buttonStyle(.borderedProminent)
    }
}

struct SightingsView: View {
    @EnvironmentObject var store: BirdStore

    var body: some View {
        let _ = print("SightingsView body: \(store.sightings.count) sightings")
        VStack {
            List(store.sightings.indices, id: \.self) { index in
                Text(store.sightings[index])
            }
            HStack {
                LogButton(bird: "Robin")
                LogButton(bird: "Wren")
            }
        }
    }
}

struct BirdWatchApp: App {
    @StateObject private var store = BirdStore()

    init() { print("BirdWatchApp init") }

    var body: some Scene {
        WindowGroup {
            SightingsView()
                .environmentObject(store)
        }
    }
}

:mount BirdWatchApp()
// expect: BirdWatchApp init
// expect: BirdStore init
// expect: SightingsView body: 0 sightings
// expect: LogButton body: Robin
// expect: LogButton body: Wren
:tap "Log Robin"
// expect: SightingsView body: 1 sightings
// expect: LogButton body: Robin
// expect: LogButton body: Wren
:tap "Log Wren"
// expect: SightingsView body: 2 sightings
// expect: LogButton body: Robin
// expect: LogButton body: Wren
