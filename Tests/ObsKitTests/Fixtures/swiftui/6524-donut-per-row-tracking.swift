// WWDC23 "Discover Observation in SwiftUI" style: a list of @Observable donuts, each row reading its own donut; changing one donut re-runs only its row, adding a donut re-runs the list and makes one new row.
// Observation tracks each body's reads per object and property (rules §8.3; Apple "migrating"): a row that read
// its donut's `name` and `isFavorite` runs again when those change, and nothing else does. The list's body read
// only the `donuts` array; changing a donut's property does not change the array. Appending re-runs the list,
// which builds each row again; an existing row holds the same object, an equal value (rules §2.3, §2.7), so only
// the new row's body runs (rules §1.2). It starts with one row, so no sibling order is assumed.
import SwiftUI

@Observable
final class Donut: Identifiable {
    let id: Int
    var name: String
    var isFavorite = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

@Observable
final class DonutMenuModel {
    var donuts = [Donut(id: 1, name: "Glazed")]
}

struct DonutRow: View {
    let donut: Donut

    var body: some View {
        let _ = print("DonutRow body, \(donut.name) favorite \(donut.isFavorite)")
        Button(donut.isFavorite ? "\(donut.name) ★" : donut.name) {
            donut.isFavorite.toggle()
        }
    }
}

struct DonutList: View {
    let menu: DonutMenuModel

    var body: some View {
        let _ = print("DonutList body, \(menu.donuts.count) donuts")
        VStack {
            ForEach(menu.donuts) { donut in
                DonutRow(donut: donut)
            }
            Button("Add Cruller") {
                menu.donuts.append(Donut(id: menu.donuts.count + 1, name: "Cruller"))
            }
        }
    }
}

struct DonutListRoot: View {
    @State private var menu = DonutMenuModel()

    var body: some View {
        DonutList(menu: menu)
    }
}

:mount DonutListRoot()
// expect: DonutList body, 1 donuts
// expect: DonutRow body, Glazed favorite false
:tap "Add Cruller"
// expect: DonutList body, 2 donuts
// expect: DonutRow body, Cruller favorite false
:tap "Glazed"
// expect: DonutRow body, Glazed favorite true
:tap "Cruller"
// expect: DonutRow body, Cruller favorite true
:tap "Glazed ★"
// expect: DonutRow body, Glazed favorite false
