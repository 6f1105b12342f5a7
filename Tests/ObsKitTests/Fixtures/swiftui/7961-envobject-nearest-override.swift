// Style: Apple documentation style. An environment value set closer to a view wins over one set further up (Apple "environmentvalues":
// a view "inherits" the environment of its container, and a modifier "sets" it for the view and its children). Two palettes of the same type:
// the inner `.environmentObject(_:)` shadows the outer one for its subtree. Each swatch subscribes to the object it found (rules §14.1), so
// darkening one palette re-runs only the swatch that reads it; the Gallery declares nothing and its input (a class reference, rules §2.3)
// never changes, so it runs once.
import SwiftUI

final class Palette: ObservableObject {
    let name: String
    @Published var shade = 0
    init(name: String) { self.name = name }
}

struct Swatch: View {
    let label: String
    @EnvironmentObject var palette: Palette

    var body: some View {
        let _ = print("\(label) swatch: \(palette.name) \(palette.shade)")
        Button("Darken \(label)") { palette.shade += 1 }
    }
}

struct Gallery: View {
    let special: Palette

    var body: some View {
        let _ = print("Gallery body")
        VStack {
            Swatch(label: "main")
            Swatch(label: "special")
                .environmentObject(special)
        }
    }
}

let cool = Palette(name: "Cool")
let warm = Palette(name: "Warm")

:mount Gallery(special: warm).environmentObject(cool)
// expect: Gallery body
// expect: main swatch: Cool 0
// expect: special swatch: Warm 0
:tap "Darken main"
// expect: main swatch: Cool 1
:tap "Darken special"
// expect: special swatch: Warm 1
:tap "Darken special"
// expect: special swatch: Warm 2
