// A settings list with an "Advanced" row that keeps an @Observable model in `@State private var model =
// SectionModel()`. @State's initial expression runs at every init of the row (rules §3.1; Apple `state`), and the
// parent's body builds the row again at each render (§2.6), so each re-render makes a SectionModel that is never
// installed (§3.2, §3.3): the row keeps its first model (expanded stays true). A class in @State makes the row
// differ at every render (§2.5), so its body runs too. The throwaway lives in the view value until the next render
// replaces it (§3.3): the first re-render releases nothing, the second releases the first throwaway (T6).
import SwiftUI

@Observable
final class SectionModel {
    var expanded = false
    init() { print("SectionModel init") }
    deinit { print("SectionModel deinit") }
}

struct AdvancedRow: View {
    @State private var model = SectionModel()

    var body: some View {
        let _ = print("advanced expanded \(model.expanded)")
        Button(model.expanded ? "Hide advanced" : "Show advanced") { model.expanded.toggle() }
    }
}

struct SettingsList: View {
    let items = ["Wi-Fi", "Bluetooth"]
    @State private var renders = 0

    var body: some View {
        let _ = print("settings render \(renders)")
        List {
            ForEach(items, id: \.self) { Text($0) }
            AdvancedRow()
        }
        Button("Re-render") { renders += 1 }
    }
}

:mount SettingsList()
// expect: settings render 0
// expect: SectionModel init
// expect: advanced expanded false
:tap "Show advanced"
// expect: advanced expanded true
:tap "Re-render"
// expect: settings render 1
// expect: SectionModel init
// expect: advanced expanded true
:tap "Re-render"
// expect: settings render 2
// expect: SectionModel init
// expect: SectionModel deinit
// expect: advanced expanded true
