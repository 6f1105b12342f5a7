// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/food-truck-building-a-swiftui-multiplatform-app (Food Truck's `donutBinding(id:)`: a Binding made with get and set closures into an ObservableObject's array; each keystroke and each toggle goes through the setter, the model publishes, and the view holding the model runs)
// The Food Truck sample's model hands editors a `Binding<Donut>` built from closures that read and write its
// `donuts` array by id. A Binding(get:set:) is just those two closures: writing through it calls the setter, which
// assigns into the @Published array, so the model's objectWillChange fires and every view observing the model (here
// the root, through @StateObject) runs again. The editor never knows where the donut is stored.
// - Type "s" into the name: the setter runs, then the menu (the root's body) shows the new name.
// - Toggle "Featured": the setter runs with the flag; the root runs again.
import SwiftUI

struct Donut: Identifiable {
    let id: Int
    var name: String
    var isFeatured = false
}

final class FoodTruckModel: ObservableObject {
    @Published var donuts = [Donut(id: 1, name: "Glazed"), Donut(id: 2, name: "Cocoa")]

    func donutBinding(id: Donut.ID) -> Binding<Donut> {
        Binding<Donut> {
            self.donuts.first { $0.id == id }!
        } set: { newValue in
            print("binding set: \(newValue.name), featured \(newValue.isFeatured)")
            if let index = self.donuts.firstIndex(where: { $0.id == id }) {
                self.donuts[index] = newValue
            }
        }
    }
}

struct DonutEditor: View {
    @Binding var donut: Donut

    var body: some View {
        Form {
            TextField("Name", text: $donut.name)
            Toggle("Featured", isOn: $donut.isFeatured)
        }
    }
}

struct FoodTruckRoot: View {
    @StateObject private var model = FoodTruckModel()

    var body: some View {
        let menu = model.donuts.map { $0.isFeatured ? "\($0.name)*" : $0.name }.joined(separator: ", ")
        let _ = print("menu: \(menu)")
        VStack {
            Text(menu)
            DonutEditor(donut: model.donutBinding(id: 1))
        }
    }
}

:mount FoodTruckRoot()
// expect: menu: Glazed, Cocoa
:type "s" into "Name"
// expect: binding set: Glazeds, featured false
// expect: menu: Glazeds, Cocoa
:toggle "Featured"
// expect: binding set: Glazeds, featured true
// expect: menu: Glazeds*, Cocoa
