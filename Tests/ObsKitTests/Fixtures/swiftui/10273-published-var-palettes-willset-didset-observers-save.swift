// CS193p style (EmojiArt's PaletteStore persistence): `@Published var palettes` with willSet/didSet observers that save to UserDefaults, a Combine sink on `$palettes`, and a List manager with onDelete and an "Add Palette" intent; a set runs willSet, then objectWillChange and the `$palettes` subscribers with the new value, then the store and didSet (rules §6.3, §15.6, T1); subscribing delivers the current value at once; the view runs once per change (§10.1, §15.2)
import SwiftUI
import Combine

struct Palette: Identifiable {
    let id: Int
    var name: String
}

final class PaletteStore: ObservableObject {
    let name: String
    private var nextID = 4

    @Published var palettes: [Palette] {
        willSet { print("willSet: \(palettes.count) -> \(newValue.count)") }
        didSet {
            print("didSet: saving \(palettes.count) palettes")
            UserDefaults.standard.set(palettes.map(\.name), forKey: "Palettes:\(name)")
        }
    }

    init(named name: String) {
        self.name = name
        palettes = [Palette(id: 1, name: "Faces"), Palette(id: 2, name: "Food"), Palette(id: 3, name: "Flags")]
    }

    func insert(name: String, at index: Int = 0) {
        palettes.insert(Palette(id: nextID, name: name), at: index)
        nextID += 1
    }
}

struct PaletteManager: View {
    @ObservedObject var store: PaletteStore

    var body: some View {
        let _ = print("PaletteManager body: \(store.palettes.count) palettes")
        NavigationStack {
            List {
                ForEach(store.palettes) { palette in
                    Text(palette.name)
                }
                .onDelete { indexSet in
                    store.palettes.remove(atOffsets: indexSet)
                }
            }
            .navigationTitle("\(store.name) Palettes")
            .toolbar {
                Button("Add Palette") { store.insert(name: "New") }
            }
        }
    }
}

let store = PaletteStore(named: "Main")
let cancellable = store.$palettes.sink { palettes in
    print("sink: \(palettes.map(\.name))")
}
// expect: sink: ["Faces", "Food", "Flags"]

:mount PaletteManager(store: store)
// expect: PaletteManager body: 3 palettes
:delete "Food"
// expect: willSet: 3 -> 2
// expect: sink: ["Faces", "Flags"]
// expect: didSet: saving 2 palettes
// expect: PaletteManager body: 2 palettes
:tap "Add Palette"
// expect: willSet: 2 -> 3
// expect: sink: ["New", "Faces", "Flags"]
// expect: didSet: saving 3 palettes
// expect: PaletteManager body: 3 palettes
print(UserDefaults.standard.stringArray(forKey: "Palettes:Main") ?? [])
// expect: ["New", "Faces", "Flags"]
