// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/bindable (a Food Truck-style donut editor bound into an @Observable store with @Bindable and ForEach($model.donuts))
// The gallery receives the @Observable FoodTruckModel as `@Bindable var model` and builds
// `ForEach($model.donuts) { $donut in NavigationLink(donut.name) { DonutEditor(donut: $donut) } }`; the
// editor binds a TextField to the donut's name (`@Binding var donut`).
// - Each keystroke in the editor writes the donut inside the model's array; the editor reads the name
//   through its binding and runs again.
// - Back on the gallery (its onAppear runs again when the editor is popped) the list shows the new name.
import SwiftUI
import Observation

struct Donut: Identifiable {
    var id: Int
    var name: String
}

@Observable
final class FoodTruckModel {
    var donuts = [
        Donut(id: 0, name: "Classic"),
        Donut(id: 1, name: "Sprinkles"),
    ]
}

struct DonutEditor: View {
    @Binding var donut: Donut

    var body: some View {
        let _ = print("editor: \(donut.name)")
        Form {
            TextField("Name", text: $donut.name)
        }
        .navigationTitle(donut.name)
    }
}

struct DonutGallery: View {
    @Bindable var model: FoodTruckModel

    var body: some View {
        List {
            ForEach($model.donuts) { $donut in
                NavigationLink(donut.name) {
                    DonutEditor(donut: $donut)
                }
            }
        }
        .navigationTitle("Donuts")
        .onAppear {
            print("gallery: \(model.donuts.map(\.name).joined(separator: ", "))")
        }
    }
}

struct TruckApp: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        NavigationStack {
            DonutGallery(model: model)
        }
    }
}

:mount TruckApp()
// expect: gallery: Classic, Sprinkles
:tap "Sprinkles"
// expect: editor: Sprinkles
:type "!" into "Name"
// expect: editor: Sprinkles!
:back
// expect: gallery: Classic, Sprinkles!
