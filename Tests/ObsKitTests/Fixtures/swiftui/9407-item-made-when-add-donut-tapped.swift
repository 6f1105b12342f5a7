// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10149/ (an @Observable donut kept in `@State private var donutToAdd: Donut?` drives `sheet(item:)`: it is made when "Add Donut" is tapped, edited in the sheet, and shows up as a row only when saved)
// "Discover Observation in SwiftUI" (WWDC23) uses @State for an Observable object a view owns, like a donut being
// added, and presents it in a sheet; the editor gets bindings to it through @Bindable. Until "Save" appends it to
// the list, no view that prints reads the new donut, so typing in the sheet runs none of them; saving appends one
// donut, so one new row runs, and the existing rows (same donut objects, names unchanged) do not.
// - Mount: the two starting donuts are made, then their rows.
// - "Add Donut": the new donut is made in the action; typing "y" prints nothing; "Save" saves and the new row runs.
// - "Add Donut" then "Cancel": a donut is made and dropped; no row runs.
import SwiftUI

@Observable
final class Donut: Identifiable {
    let id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
        print("donut made: \(name)")
    }
}

@Observable
final class DonutList {
    var donuts = [Donut(id: 1, name: "Glazed"), Donut(id: 2, name: "Sprinkles")]
}

struct DonutRow: View {
    let donut: Donut

    var body: some View {
        let _ = print("row: \(donut.name)")
        Text(donut.name)
    }
}

struct DonutEditor: View {
    @Bindable var donut: Donut

    var body: some View {
        Form {
            TextField("Name", text: $donut.name)
        }
    }
}

struct DonutListView: View {
    var donutList: DonutList
    @State private var donutToAdd: Donut?

    var body: some View {
        VStack {
            ForEach(donutList.donuts) { donut in
                DonutRow(donut: donut)
            }
            Button("Add Donut") {
                donutToAdd = Donut(id: donutList.donuts.count + 1, name: "Maple")
            }
        }
        .sheet(item: $donutToAdd) { donut in
            VStack {
                DonutEditor(donut: donut)
                Button("Save") {
                    donutList.donuts.append(donut)
                    donutToAdd = nil
                    print("saved \(donut.name)")
                }
                Button("Cancel") { donutToAdd = nil }
            }
        }
    }
}

struct DonutShop: View {
    @State private var donutList = DonutList()

    var body: some View {
        DonutListView(donutList: donutList)
    }
}

:mount DonutShop()
// expect: donut made: Glazed
// expect: donut made: Sprinkles
// expect: row: Glazed
// expect: row: Sprinkles
:tap "Add Donut"
// expect: donut made: Maple
:type "y" into "Name"
:tap "Save"
// expect: saved Mapley
// expect: row: Mapley
:tap "Add Donut"
// expect: donut made: Maple
:tap "Cancel"
