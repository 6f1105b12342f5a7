// Donut editor: the gallery-and-editor shape of Apple's Food Truck sample (DonutGallery, DonutEditor), own code.
// Donuts are @Observable classes in an @Observable box; the gallery pushes an editor by id, and the editor edits the
// donut in place through `@Bindable var donut`.
// What SwiftUI does: Observation tracks each property per view (rules §8.3): the editor's TextField and Picker write
// `name` and `glaze` through bindings (rules §8.5, §9.2), and the row that showed them runs again, though the gallery
// behind the editor is covered; the gallery's body read only `donuts`, so it does not run (rules §8.3). Rows hold
// the donut by reference, so an unchanged row is equal and skips its body (rules §2.3, §2.7). Adding a donut changes
// `donuts`: the gallery runs, and only the new row is built (rules §1.2). The editor's onAppear runs after the push
// (rules §11.1, §14.3).
// Sources: rules §1.2, §2.3, §2.7, §8.3, §8.5, §9.2, §11.1, §14.3; Apple
// https://developer.apple.com/documentation/swiftui/bindable and the Food Truck sample
// https://developer.apple.com/documentation/swiftui/food_truck_building_a_swiftui_multiplatform_app
import SwiftUI

@Observable
final class Donut: Identifiable {
    let id: Int
    var name: String
    var glaze: String

    init(id: Int, name: String, glaze: String) {
        self.id = id
        self.name = name
        self.glaze = glaze
    }
}

@Observable
final class DonutBox {
    var donuts = [
        Donut(id: 1, name: "Classic", glaze: "Chocolate"),
        Donut(id: 2, name: "Blossom", glaze: "Strawberry"),
        Donut(id: 3, name: "Cloud", glaze: "Vanilla"),
    ]

    func newDonut() {
        donuts.append(Donut(id: donuts.count + 1, name: "Untitled", glaze: "Vanilla"))
    }
}

struct DonutRow: View {
    let donut: Donut

    var body: some View {
        let _ = print("DonutRow body: \(donut.name), \(donut.glaze)")
        HStack {
            Text(donut.name)
            Spacer()
            Text(donut.glaze)
                .foregroundStyle(.secondary)
        }
    }
}

struct DonutEditor: View {
    @Bindable var donut: Donut

    var body: some View {
        Form {
            TextField("Name", text: $donut.name)
            Picker("Glaze", selection: $donut.glaze) {
                Text("Chocolate").tag("Chocolate")
                Text("Strawberry").tag("Strawberry")
                Text("Vanilla").tag("Vanilla")
            }
        }
        .navigationTitle(donut.name)
        .onAppear { print("editing \(donut.name)") }
    }
}

struct DonutGallery: View {
    @State private var box = DonutBox()

    var body: some View {
        let _ = print("DonutGallery body: \(box.donuts.count) donuts")
        NavigationStack {
            List(box.donuts) { donut in
                NavigationLink(value: donut.id) {
                    DonutRow(donut: donut)
                }
            }
            .navigationTitle("Donuts")
            .navigationDestination(for: Int.self) { id in
                if let donut = box.donuts.first(where: { $0.id == id }) {
                    DonutEditor(donut: donut)
                }
            }
            .toolbar {
                Button("New Donut") { box.newDonut() }
            }
        }
    }
}

:mount DonutGallery()
// expect: DonutGallery body: 3 donuts
// expect: DonutRow body: Classic, Chocolate
// expect: DonutRow body: Blossom, Strawberry
// expect: DonutRow body: Cloud, Vanilla
:tap "Classic"
// expect: editing Classic
:type "!" into "Name"
// expect: DonutRow body: Classic!, Chocolate
:pick "Vanilla" in "Glaze"
// expect: DonutRow body: Classic!, Vanilla
:back
:tap "New Donut"
// expect: DonutGallery body: 4 donuts
// expect: DonutRow body: Untitled, Vanilla
