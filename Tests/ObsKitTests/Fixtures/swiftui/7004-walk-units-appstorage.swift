// Walk distance units kept in @AppStorage, as WWDC20's "Data Essentials in SwiftUI" presents it for app-wide
// preferences; own code. A distance label and a settings view each declare the same key; the screen holding them
// declares none.
// What SwiftUI does: @AppStorage reads and writes UserDefaults under its key; with no stored value the declared
// default is used. A write through one view is a change of the value, so every view that reads that key runs again,
// both the label and the settings view here (rules §15.14). The parent declares no storage and its children are
// handed equal values, so it does not run.
// Sources: rules §2.7, §15.14; Apple https://developer.apple.com/documentation/swiftui/appstorage; WWDC20 "Data
// Essentials in SwiftUI" https://developer.apple.com/videos/play/wwdc2020/10040/
import SwiftUI

struct WalkDistanceLabel: View {
    let kilometers: Double
    @AppStorage("walkUnit") private var unit = "km"

    var body: some View {
        let value = unit == "km" ? kilometers : kilometers * 0.621
        let _ = print("WalkDistanceLabel body: \(Int(value)) \(unit)")
        Text("\(Int(value)) \(unit)")
    }
}

struct WalkUnitSettings: View {
    @AppStorage("walkUnit") private var unit = "km"

    var body: some View {
        let _ = print("WalkUnitSettings body: \(unit)")
        VStack {
            Text("Current unit: \(unit)")
            Button("Use Miles") { unit = "mi" }
            Button("Use Kilometers") { unit = "km" }
        }
    }
}

struct WalkStatsScreen: View {
    var body: some View {
        let _ = print("WalkStatsScreen body")
        VStack {
            WalkDistanceLabel(kilometers: 10)
            WalkUnitSettings()
        }
    }
}

:mount WalkStatsScreen()
// expect: WalkStatsScreen body
// expect: WalkDistanceLabel body: 10 km
// expect: WalkUnitSettings body: km
:tap "Use Miles"
// expect: WalkDistanceLabel body: 6 mi
// expect: WalkUnitSettings body: mi
:tap "Use Kilometers"
// expect: WalkDistanceLabel body: 10 km
// expect: WalkUnitSettings body: km
