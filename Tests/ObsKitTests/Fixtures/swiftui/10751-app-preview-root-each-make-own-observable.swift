// App-organization style: the App and a #Preview of its root each make their own @Observable store; :mount runs the App (its store once), :preview mounts the root with the preview's store, which starts from the preview's data and leaves the app's alone
import SwiftUI

@Observable
final class PlantStore {
    var plants: [String]
    init(plants: [String] = []) {
        self.plants = plants
        print("PlantStore init with \(plants.count) plants")
    }
}

struct PlantsRoot: View {
    @Environment(PlantStore.self) private var store

    var body: some View {
        let _ = print("PlantsRoot body: \(store.plants)")
        VStack {
            ForEach(store.plants, id: \.self) { Text($0) }
            Button("Add Fern") { store.plants.append("Fern") }
        }
    }
}

@main
struct PlantsApp: App {
    @State private var store = PlantStore()

    var body: some Scene {
        WindowGroup {
            PlantsRoot()
                .environment(store)
        }
    }
}

#Preview {
    PlantsRoot()
        .environment(PlantStore(plants: ["Cactus"]))
}

:mount PlantsApp()
// expect: PlantStore init with 0 plants
// expect: PlantsRoot body: []
:tap "Add Fern"
// expect: PlantsRoot body: ["Fern"]
:preview
// expect: PlantStore init with 1 plants
// expect: PlantsRoot body: ["Cactus"]
:tap "Add Fern"
// expect: PlantsRoot body: ["Cactus", "Fern"]
