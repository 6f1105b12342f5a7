// Two ways to hold a model in sibling views, side by side: `@StateObject` keeps an autoclosure that runs
// once, when its view is installed; `@State`'s initial expression runs in the view's init, so on every
// parent render (only the first instance is installed; the rest are thrown away). Because the parent
// body builds both child values before either child is installed, the @State sibling's model (made
// during the parent body) is made before the @StateObject sibling's (made at its install), even though
// the @StateObject sibling comes first.
// Basis: rules §2 (every parent body re-runs its children's initializers; parent body first, then
// children top-down), rules §3 (the initial expression runs at every init; storage from the first
// install), rules §4 (thunk once, right before the view's first body), rules §2 rule 5 (a new object as
// State initial value ⇒ `@self`).
var made = 0
final class Palette: ObservableObject {
    let serial: Int
    init(for holder: String) {
        made += 1
        serial = made
        print("Palette", serial, "made for", holder)
    }
}

struct OwnedSwatch: View {
    @StateObject private var palette = Palette(for: "OwnedSwatch")
    var body: some View {
        let _ = print("OwnedSwatch uses", palette.serial)
        Text("owned")
    }
}

struct StateSwatch: View {
    @State private var palette = Palette(for: "StateSwatch")
    var body: some View {
        let _ = print("StateSwatch uses", palette.serial)
        Text("state")
    }
}

struct Studio: View {
    @State private var renders = 0
    var body: some View {
        let _ = print("Studio body", renders)
        VStack {
            Button("Render") { renders += 1 }
            OwnedSwatch()
            StateSwatch()
        }
    }
}

:mount Studio()
:tap "Render"
:tap "Render"

// expect: Studio body 0
// expect: Palette 1 made for StateSwatch
// expect: Palette 2 made for OwnedSwatch
// expect: OwnedSwatch uses 2
// expect: StateSwatch uses 1
// expect: Studio body 1
// expect: Palette 3 made for StateSwatch
// expect: StateSwatch uses 1
// expect: Studio body 2
// expect: Palette 4 made for StateSwatch
// expect: StateSwatch uses 1
