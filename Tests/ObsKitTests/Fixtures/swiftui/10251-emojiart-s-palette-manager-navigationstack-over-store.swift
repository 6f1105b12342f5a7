// CS193p style: EmojiArt's palette manager, a NavigationStack over `store.palettes` with NavigationLink(value:) rows and `navigationDestination(for: Palette.self)` finding the palette's index to hand the editor `$store.palettes[index]`; the push builds the editor and its onAppear runs (rules §14.3), typing re-runs the list (it declares the @EnvironmentObject, §14.1) and then the editor, :back pops it (its onDisappear), and swipe-to-delete runs onDelete, which removes from the store (§15.2)
import SwiftUI

struct Palette: Identifiable, Hashable {
    var name: String
    var emojis: String
    let id: Int
}

final class PaletteStore: ObservableObject {
    @Published var palettes = [
        Palette(name: "Faces", emojis: "smile wink", id: 1),
        Palette(name: "Weather", emojis: "sun rain", id: 2),
        Palette(name: "Sports", emojis: "ball bat", id: 3),
    ]
}

struct PaletteEditor: View {
    @Binding var palette: Palette

    var body: some View {
        let _ = print("PaletteEditor body: \(palette.name)")
        Form {
            Section(header: Text("Name")) {
                TextField("Name", text: $palette.name)
            }
            Section(header: Text("Emojis")) {
                Text(palette.emojis)
            }
        }
        .onAppear { print("PaletteEditor appear: \(palette.name)") }
        .onDisappear { print("PaletteEditor disappear: \(palette.name)") }
    }
}

struct PaletteList: View {
    @EnvironmentObject var store: PaletteStore

    var body: some View {
        let _ = print("PaletteList body: \(store.palettes.map(\.name).joined(separator: ", "))")
        NavigationStack {
            List {
                ForEach(store.palettes) { palette in
                    NavigationLink(value: palette) {
                        Text(palette.name)
                    }
                }
                .onDelete { indexSet in
                    store.palettes.remove(atOffsets: indexSet)
                }
            }
            .navigationDestination(for: Palette.self) { palette in
                if let index = store.palettes.firstIndex(where: { $0.id == palette.id }) {
                    PaletteEditor(palette: $store.palettes[index])
                }
            }
            .navigationTitle("Palettes")
        }
    }
}

:mount PaletteList().environmentObject(PaletteStore())
// expect: PaletteList body: Faces, Weather, Sports
:tap "Weather"
// expect: PaletteEditor body: Weather
// expect: PaletteEditor appear: Weather
:type "s" into "Name"
// expect: PaletteList body: Faces, Weathers, Sports
// expect: PaletteEditor body: Weathers
:back
// expect: PaletteEditor disappear: Weathers
:delete "Faces"
// expect: PaletteList body: Weathers, Sports
