// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2023/10149/ (Discover Observation in SwiftUI: with an array of observable models, a change to one model's property updates only the row view that reads it, not the list that holds the array)
import SwiftUI

// Body runs are printed from the first turn after mounting on (the order of siblings' first bodies is not specified).
var mounted = false
func trace(_ line: String) { if mounted { print(line) } }

@Observable class Donut: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

@Observable class DonutMenu {
    var donuts = [Donut(id: 1, name: "Glazed"), Donut(id: 2, name: "Sprinkles"), Donut(id: 3, name: "Cruller")]
}

struct DonutRow: View {
    var donut: Donut
    var body: some View {
        let _ = trace("DonutRow body: \(donut.name)")
        Text(donut.name)
    }
}

struct MenuView: View {
    var menu: DonutMenu
    var body: some View {
        let _ = trace("MenuView body: \(menu.donuts.count) donuts")
        VStack {
            ForEach(menu.donuts) { donut in
                DonutRow(donut: donut)
            }
            Button("Rename second") { menu.donuts[1].name = "Rainbow" }
        }
    }
}

let menu = DonutMenu()

:mount MenuView(menu: menu)
mounted = true
print("-- rename")
:tap "Rename second"
// expect: -- rename
// expect: DonutRow body: Rainbow
