// Apple Food Truck sample style: the donut gallery (reading the @Observable truck from the environment) pushes an editor with NavigationLink(value:) and navigationDestination(for:); the editor gets a Binding(get:set:) into the truck's donut array from a helper; each edit runs the gallery (it read the array) and then the editor, and a pop runs nothing (rules §14.3, §15.12, §9.1, §8.3, §8.4, §2.8)
import SwiftUI

struct TruckDonut: Identifiable, Hashable {
    let id: Int
    var name: String
    var flavor: String
}

@Observable
final class FoodTruck {
    var donuts = [
        TruckDonut(id: 1, name: "Glazed", flavor: "Sweet"),
        TruckDonut(id: 2, name: "Cruller", flavor: "Sweet"),
    ]

    func donutBinding(id: Int) -> Binding<TruckDonut> {
        Binding {
            self.donuts.first { $0.id == id }!
        } set: { newValue in
            if let index = self.donuts.firstIndex(where: { $0.id == id }) {
                self.donuts[index] = newValue
            }
        }
    }
}

struct TruckDonutEditor: View {
    @Binding var donut: TruckDonut

    var body: some View {
        let _ = print("TruckDonutEditor body: \(donut.name), \(donut.flavor)")
        Form {
            TextField("Donut name", text: $donut.name)
            Picker("Flavor", selection: $donut.flavor) {
                Text("Sweet").tag("Sweet")
                Text("Salty").tag("Salty")
            }
        }
    }
}

struct TruckGallery: View {
    @Environment(FoodTruck.self) private var truck

    var body: some View {
        let _ = print("TruckGallery body: \(truck.donuts.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List(truck.donuts) { donut in
                NavigationLink(donut.name, value: donut.id)
            }
            .navigationDestination(for: Int.self) { id in
                TruckDonutEditor(donut: truck.donutBinding(id: id))
            }
        }
    }
}

:mount TruckGallery().environment(FoodTruck())
// expect: TruckGallery body: Glazed, Cruller
:tap "Cruller"
// expect: TruckDonutEditor body: Cruller, Sweet
:type "s" into "Donut name"
// expect: TruckGallery body: Glazed, Crullers
// expect: TruckDonutEditor body: Crullers, Sweet
:pick "Salty" in "Flavor"
// expect: TruckGallery body: Glazed, Crullers
// expect: TruckDonutEditor body: Crullers, Salty
:back
:tap "Glazed"
// expect: TruckDonutEditor body: Glazed, Sweet
