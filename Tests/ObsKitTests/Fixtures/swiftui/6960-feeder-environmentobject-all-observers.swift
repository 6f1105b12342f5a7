// Feeder dashboard: an ObservableObject store injected with .environmentObject(_:), the pre-Observation style of
// Apple's sample apps, own code. The dashboard owns the store with @StateObject; a seed gauge and a bird counter read
// one @Published property each through @EnvironmentObject.
// What SwiftUI does: an ObservableObject has one objectWillChange publisher, and any @Published change reaches every
// view that observes the object, whatever each one read (rules §6.1, §6.5): the owner and both children run on every
// change, parent first (rules §2.8, §14.1). @Published does not compare values, so refilling a full feeder publishes
// again and runs all three bodies again (rules §6.3).
// Sources: rules §2.8, §6.1, §6.3, §6.5, §14.1; Apple
// https://developer.apple.com/documentation/swiftui/environmentobject and "Migrating from the Observable Object
// protocol to the Observable macro"
import SwiftUI

final class FeederStore: ObservableObject {
    @Published var seedLevel = 40
    @Published var birdsSpotted = 0

    init() { print("FeederStore init") }
}

struct SeedGauge: View {
    @EnvironmentObject var store: FeederStore

    var body: some View {
        let _ = print("SeedGauge body: \(store.seedLevel)%")
        Gauge(value: Double(store.seedLevel), in: 0...100) {
            Text("Seed")
        }
    }
}

struct SpottedCounter: View {
    @EnvironmentObject var store: FeederStore

    var body: some View {
        let _ = print("SpottedCounter body: \(store.birdsSpotted)")
        Text("\(store.birdsSpotted) birds spotted")
    }
}

struct FeederDashboard: View {
    @StateObject private var store = FeederStore()

    var body: some View {
        let _ = print("FeederDashboard body")
        VStack(spacing: 16) {
            SeedGauge()
            SpottedCounter()
            HStack {
                Button("Refill") { store.seedLevel = 100 }
                Button("Spot Bird") { store.birdsSpotted += 1 }
            }
        }
        .environmentObject(store)
    }
}

:mount FeederDashboard()
// expect: FeederStore init
// expect: FeederDashboard body
// expect: SeedGauge body: 40%
// expect: SpottedCounter body: 0
:tap "Spot Bird"
// expect: FeederDashboard body
// expect: SeedGauge body: 40%
// expect: SpottedCounter body: 1
:tap "Refill"
// expect: FeederDashboard body
// expect: SeedGauge body: 100%
// expect: SpottedCounter body: 1
:tap "Refill"
// expect: FeederDashboard body
// expect: SeedGauge body: 100%
// expect: SpottedCounter body: 1
