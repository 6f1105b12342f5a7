// CS193p style: EmojiArt's PaletteStore (an ObservableObject with @Published palettes and a bounds-checked cursorIndex) read through @EnvironmentObject by a PaletteChooser that edits the current palette in a sheet with `$store.palettes[store.cursorIndex]`; showing the sheet runs only the editor (the flag is not read, rules §3.5, §8.7), each keystroke publishes and re-runs the chooser and then the editor (§9.2, §14.1, §2.8), dismissing runs nothing
import SwiftUI

struct Palette: Identifiable, Hashable {
    var name: String
    var emojis: String
    let id: Int
}

final class PaletteStore: ObservableObject {
    let name: String
    @Published var palettes: [Palette]
    @Published private var _cursorIndex = 0

    init(named name: String) {
        self.name = name
        palettes = [
            Palette(name: "Faces", emojis: "smile wink", id: 1),
            Palette(name: "Vehicles", emojis: "car bus", id: 2),
        ]
        print("PaletteStore \(name) init")
    }

    var cursorIndex: Int {
        get { boundsCheckedPaletteIndex(_cursorIndex) }
        set { _cursorIndex = boundsCheckedPaletteIndex(newValue) }
    }

    private func boundsCheckedPaletteIndex(_ index: Int) -> Int {
        var index = index % palettes.count
        if index < 0 { index += palettes.count }
        return index
    }
}

struct PaletteEditor: View {
    @Binding var palette: Palette

    var body: some View {
        let _ = print("PaletteEditor body: \(palette.name)")
        Form {
            TextField("Name", text: $palette.name)
            Text(palette.emojis)
        }
        .onDisappear { print("PaletteEditor disappear") }
    }
}

struct PaletteChooser: View {
    @EnvironmentObject var store: PaletteStore
    @State private var showPaletteEditor = false

    var body: some View {
        let _ = print("PaletteChooser body: \(store.palettes[store.cursorIndex].name)")
        HStack {
            Button("Next") { store.cursorIndex += 1 }
            Text(store.palettes[store.cursorIndex].name)
            Button("Edit") { showPaletteEditor = true }
        }
        .sheet(isPresented: $showPaletteEditor) {
            PaletteEditor(palette: $store.palettes[store.cursorIndex])
        }
    }
}

:mount PaletteChooser().environmentObject(PaletteStore(named: "Main"))
// expect: PaletteStore Main init
// expect: PaletteChooser body: Faces
:tap "Next"
// expect: PaletteChooser body: Vehicles
:tap "Edit"
// expect: PaletteEditor body: Vehicles
:type "!" into "Name"
// expect: PaletteChooser body: Vehicles!
// expect: PaletteEditor body: Vehicles!
:dismiss
// expect: PaletteEditor disappear
:tap "Next"
// expect: PaletteChooser body: Faces
:tap "Edit"
// expect: PaletteEditor body: Faces
