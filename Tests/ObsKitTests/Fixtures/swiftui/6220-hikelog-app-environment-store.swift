// An @Observable app-wide store kept in @State by the App and handed down with .environment(_:); three screens read it with @Environment(HikeStore.self) and only the readers of a changed property re-run; expected output by the SwiftUI rules (rules §8 per-property tracking, reads in Button actions untracked; §14 @Environment(Model.self) reads tracked; §10 parent before child; Apple: "Managing model data in your app", environment(_:))
import SwiftUI
import Observation

struct Hike: Identifiable {
    let id = UUID()
    var name: String
    var miles: Double
}

@Observable
final class HikeStore {
    var hikes: [Hike] = [
        Hike(name: "Ridge Loop", miles: 4.5),
        Hike(name: "Falls Trail", miles: 2.0),
    ]
    var unit = "mi"

    var totalMiles: Double {
        hikes.reduce(0) { $0 + $1.miles }
    }

    init() {
        print("HikeStore init")
    }

    func log(_ name: String, miles: Double) {
        hikes.append(Hike(name: name, miles: miles))
    }
}

struct HikeSummary: View {
    @Environment(HikeStore.self) private var store

    var body: some View {
        let _ = print("HikeSummary body: \(store.hikes.count) hikes, \(store.totalMiles) \(store.unit)")
        Text("\(store.hikes.count) hikes, \(store.totalMiles) \(store.unit)")
            .font(.headline)
    }
}

struct UnitBadge: View {
    @Environment(HikeStore.self) private var store

    var body: some View {
        let _ = print("UnitBadge body: \(store.unit)")
        Text(store.unit.uppercased())
            .padding(4)
    }
}

struct HikeHome: View {
    @Environment(HikeStore.self) private var store

    var body: some View {
        let _ = print("HikeHome body")
        VStack(spacing: 12) {
            HikeSummary()
            UnitBadge()
            Button("Log Creek Walk") {
                store.log("Creek Walk", miles: 1.5)
            }
            Button("Use km") {
                store.unit = "km"
            }
        }
    }
}

@main
struct HikeLogApp: App {
    @State private var store = HikeStore()

    var body: some Scene {
        WindowGroup {
            HikeHome()
                .environment(store)
        }
    }
}

:mount HikeLogApp()
:tap "Log Creek Walk"
:tap "Use km"

// expect: HikeStore init
// expect: HikeHome body
// expect: HikeSummary body: 2 hikes, 6.5 mi
// expect: UnitBadge body: mi
// expect: HikeSummary body: 3 hikes, 8.0 mi
// expect: HikeSummary body: 3 hikes, 8.0 km
// expect: UnitBadge body: km
