// Stack Overflow style (the other fix for a stale sheet): reading the selection in the presenter's body makes the sheet see it, and a change made from inside the sheet through a Binding rebuilds the sheet's content (rules §3.5, §2.6, §9.3, §2.5)
import SwiftUI

struct ColorSheet: View {
    @Binding var selected: String
    init(selected: Binding<String>) {
        _selected = selected
        print("ColorSheet.init")
    }
    var body: some View {
        let _ = print("ColorSheet.body \(selected)")
        VStack {
            Text("Color: \(selected)")
            Button("Make Blue") { selected = "Blue" }
        }
    }
}

struct PaletteView: View {
    @State private var selected = "None"
    @State private var showSheet = false

    var body: some View {
        let _ = print("PaletteView.body selected=\(selected)")
        VStack {
            Button("Red") {
                selected = "Red"
                showSheet = true
            }
            Button("Green") {
                selected = "Green"
                showSheet = true
            }
        }
        .sheet(isPresented: $showSheet) {
            ColorSheet(selected: $selected)
        }
    }
}
:mount PaletteView()
// expect: PaletteView.body selected=None
:tap "Green"
// expect: PaletteView.body selected=Green
// expect: ColorSheet.init
// expect: ColorSheet.body Green
:tap "Make Blue"
// expect: PaletteView.body selected=Blue
// expect: ColorSheet.init
// expect: ColorSheet.body Blue
:dismiss
:tap "Red"
// expect: PaletteView.body selected=Red
// expect: ColorSheet.init
// expect: ColorSheet.body Red
