// SwiftUI from WWDC23 "Discover Observation in SwiftUI": https://developer.apple.com/videos/play/wwdc2023/10149/ (Donut is an @Observable class; a list of DonutViews re-runs only the row whose donut changed, and the list itself only when the array changes; DonutEditor binds with @Bindable)
// The session makes Donut an @Observable class and shows a list of donuts, each row a view that reads its
// donut's name, with an editor using `@Bindable var donut: Donut` and `TextField("Name", text: $donut.name)`.
// The session claims:
// - Observation tracks each instance's properties separately: renaming one donut updates the one view
//   that read that donut's name, not the list or the other rows.
// - The list reads the `donuts` array: adding a donut runs the list again, and only the new row is made.
import SwiftUI

@Observable
class Donut: Identifiable {
    let id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
class FoodTruckModel {
    var donuts = [Donut(id: 0, name: "Cosmos"), Donut(id: 1, name: "Strawberry Sprinkles")]
}

struct DonutView: View {
    var donut: Donut

    var body: some View {
        let _ = print("DonutView: \(donut.name)")
        Text(donut.name)
    }
}

struct DonutEditor: View {
    @Bindable var donut: Donut

    var body: some View {
        TextField("Name", text: $donut.name)
    }
}

struct DonutList: View {
    var model: FoodTruckModel

    var body: some View {
        let _ = print("DonutList: \(model.donuts.count) donuts")
        List {
            ForEach(model.donuts) { donut in
                DonutView(donut: donut)
            }
            DonutEditor(donut: model.donuts[1])
            Button("Add donut") {
                model.donuts.append(Donut(id: model.donuts.count, name: "Glazed"))
            }
        }
    }
}

struct TruckScreen: View {
    @State private var model = FoodTruckModel()

    var body: some View {
        DonutList(model: model)
    }
}

:mount TruckScreen()
// expect: DonutList: 2 donuts
// expect: DonutView: Cosmos
// expect: DonutView: Strawberry Sprinkles
:type "!" into "Name"
// expect: DonutView: Strawberry Sprinkles!
:tap "Add donut"
// expect: DonutList: 3 donuts
// expect: DonutView: Glazed
