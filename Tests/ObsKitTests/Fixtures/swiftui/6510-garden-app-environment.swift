// Apple sample style: an App owns an @Observable store and hands it down with `.environment`; a toggle filter.
// The Toggle binds into the environment's object with the Landmarks idiom `@Bindable var store = store`.
// The App's @State initial value is made when the App is made (rules §3.1, §15.16). Observation tracks what a body
// actually read (rules §8.3): with the filter off, PlantList's filter closure short-circuits and never reads
// `watered`, so watering a plant runs no body; with the filter on it reads `watered`, and watering re-runs it, even
// for a plant already in the set: `insert` changes the set in place, which notifies every time (rules §8.1). The
// FilterBar's binding reads `wateredOnly` in its own body (rules §8.5); PlantList reads it too.
import SwiftUI

@Observable
final class GardenStore {
    var plants = ["Basil", "Fern", "Mint"]
    var wateredOnly = false
    var watered: Set<String> = ["Mint"]

    init() {
        print("GardenStore init")
    }
}

struct FilterBar: View {
    @Environment(GardenStore.self) private var store

    var body: some View {
        @Bindable var store = store
        Toggle("Watered only", isOn: $store.wateredOnly)
    }
}

struct PlantList: View {
    @Environment(GardenStore.self) private var store

    var body: some View {
        let visible = store.plants.filter { plant in
            !store.wateredOnly || store.watered.contains(plant)
        }
        let _ = print("PlantList body: \(visible)")
        List {
            FilterBar()
            ForEach(visible, id: \.self) { plant in
                Button("Water \(plant)") {
                    store.watered.insert(plant)
                    print("watered \(plant)")
                }
            }
        }
    }
}

struct GardenApp: App {
    @State private var store = GardenStore()

    var body: some Scene {
        WindowGroup {
            PlantList()
                .environment(store)
        }
    }
}

:mount GardenApp()
// expect: GardenStore init
// expect: PlantList body: ["Basil", "Fern", "Mint"]
:toggle "Watered only"
// expect: PlantList body: ["Mint"]
:toggle "Watered only"
// expect: PlantList body: ["Basil", "Fern", "Mint"]
:tap "Water Fern"
// expect: watered Fern
:toggle "Watered only"
// expect: PlantList body: ["Fern", "Mint"]
:tap "Water Mint"
// expect: watered Mint
// expect: PlantList body: ["Fern", "Mint"]
:toggle "Watered only"
// expect: PlantList body: ["Basil", "Fern", "Mint"]
