// "Navigation in MVVM" post: the list's view model holds the selected item, `navigationDestination(item:)` pushes a
// detail while it is set, and the detail owns a care view model that is freed when the user goes back
// What SwiftUI does: `navigationDestination(item:)` pushes while the binding is non-nil and sets it to nil when
// popped (rules §15.21). The root makes `$viewModel.selectedPlant` through `@Bindable`, a read (rules §8.5), so it
// runs at the push and at the pop. The destination is built when pushed, so the detail's init makes its view model
// then (rules §14.3, §3.1). A pop destroys the detail's node: after the root's body (parents first, rules §2.8), its
// view model deinits (rules §1.4). The detail reads `waterings`, so "Water" runs only the detail (rules §8.3).
// Sources: rules §1.4, §2.8, §3.1, §8.3, §8.5, §14.3, §15.21; Apple `View/navigationDestination(item:destination:)`
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
import SwiftUI

struct Plant: Hashable, Identifiable {
    let id: Int
    let name: String
}

@MainActor
@Observable
final class GardenViewModel {
    let plants = [Plant(id: 1, name: "Monstera"), Plant(id: 2, name: "Fiddle Leaf Fig")]
    var selectedPlant: Plant?

    func select(_ plant: Plant) {
        selectedPlant = plant
    }
}

@MainActor
@Observable
final class PlantCareViewModel {
    let plant: Plant
    var waterings = 0

    init(plant: Plant) {
        self.plant = plant
        print("PlantCareViewModel init \(plant.name)")
    }

    deinit {
        print("PlantCareViewModel deinit \(plant.name)")
    }

    func water() {
        waterings += 1
    }
}

struct PlantDetailScreen: View {
    @State private var viewModel: PlantCareViewModel

    init(plant: Plant) {
        _viewModel = State(initialValue: PlantCareViewModel(plant: plant))
    }

    var body: some View {
        let _ = print("PlantDetailScreen body: \(viewModel.plant.name), watered \(viewModel.waterings) times")
        VStack {
            Text(viewModel.plant.name)
            Button("Water") { viewModel.water() }
        }
    }
}

struct GardenScreen: View {
    @State private var viewModel = GardenViewModel()

    var body: some View {
        @Bindable var viewModel = viewModel
        let _ = print("GardenScreen body: selected \(viewModel.selectedPlant?.name ?? "none")")
        NavigationStack {
            List(viewModel.plants) { plant in
                Button(plant.name) { viewModel.select(plant) }
            }
            .navigationDestination(item: $viewModel.selectedPlant) { plant in
                PlantDetailScreen(plant: plant)
            }
        }
    }
}

:mount GardenScreen()
// expect: GardenScreen body: selected none
:tap "Monstera"
// expect: GardenScreen body: selected Monstera
// expect: PlantCareViewModel init Monstera
// expect: PlantDetailScreen body: Monstera, watered 0 times
:tap "Water"
// expect: PlantDetailScreen body: Monstera, watered 1 times
:tap "Water"
// expect: PlantDetailScreen body: Monstera, watered 2 times
:back
// expect: GardenScreen body: selected none
// expect: PlantCareViewModel deinit Monstera
:tap "Fiddle Leaf Fig"
// expect: GardenScreen body: selected Fiddle Leaf Fig
// expect: PlantCareViewModel init Fiddle Leaf Fig
// expect: PlantDetailScreen body: Fiddle Leaf Fig, watered 0 times
