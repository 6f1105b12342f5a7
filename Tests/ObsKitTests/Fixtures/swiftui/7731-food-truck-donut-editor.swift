// Apple sample style (Food Truck, donut editor): a donut gallery over an @Observable model in the environment pushes a DonutEditor that takes `@Binding var donut` made from `$model.donuts[index]` with a local @Bindable, with a name field committed by Return and a flavor Picker.
// SwiftUI: each edit writes model.donuts through the binding chain (rules §9.2, §15.1), so the gallery, which reads the array, re-runs first as the ancestor and then the editor (rules §8.3, §10.3, §2.8);
// Return runs the field's onSubmit and the field loses the focus (rules §15.10); a pop removes the editor and later edits re-run only the gallery (rules §14.3).
import SwiftUI

enum Flavor: String, CaseIterable, Identifiable {
    case strawberry = "Strawberry"
    case chocolate = "Chocolate"
    case lemon = "Lemon"
    var id: Self { self }
}

struct Donut: Identifiable, Hashable {
    let id: Int
    var name: String
    var flavor: Flavor
}

@Observable
final class FoodTruckModel {
    var donuts = [
        Donut(id: 0, name: "Classic", flavor: .strawberry),
        Donut(id: 1, name: "Midnight", flavor: .chocolate),
    ]
}

struct DonutEditor: View {
    @Binding var donut: Donut

    var body: some View {
        let _ = print("editor: \(donut.name), \(donut.flavor.rawValue)")
        Form {
            Section("Name") {
                TextField("Name", text: $donut.name)
                    .onSubmit {
                        print("committed name \(donut.name)")
                    }
            }
            Section("Flavor") {
                Picker("Flavor", selection: $donut.flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue).tag(flavor)
                    }
                }
            }
        }
        .navigationTitle(donut.name)
    }
}

struct DonutGallery: View {
    @Environment(FoodTruckModel.self) private var model

    var body: some View {
        @Bindable var model = model
        let _ = print("gallery: \(model.donuts.map { "\($0.name)/\($0.flavor.rawValue)" })")
        NavigationStack {
            List(model.donuts) { donut in
                NavigationLink(donut.name, value: donut.id)
            }
            .navigationTitle("Donuts")
            .navigationDestination(for: Int.self) { id in
                DonutEditor(donut: $model.donuts[id])
            }
            .toolbar {
                Button("Shuffle Flavors") {
                    for index in model.donuts.indices {
                        model.donuts[index].flavor = .lemon
                    }
                }
            }
        }
    }
}

struct FoodTruckApp: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        DonutGallery()
            .environment(model)
    }
}

:mount FoodTruckApp()
// expect: gallery: ["Classic/Strawberry", "Midnight/Chocolate"]
:tap "Midnight"
// expect: editor: Midnight, Chocolate
:type "!" into "Name"
// expect: gallery: ["Classic/Strawberry", "Midnight!/Chocolate"]
// expect: editor: Midnight!, Chocolate
:submit "Name"
// expect: committed name Midnight!
:pick "Lemon" in "Flavor"
// expect: gallery: ["Classic/Strawberry", "Midnight!/Lemon"]
// expect: editor: Midnight!, Lemon
:back
:tap "Shuffle Flavors"
// expect: gallery: ["Classic/Lemon", "Midnight!/Lemon"]
