// Observation in depth: an inner `.environment(palette)` overrides the outer one for its subtree
// `@Environment(Palette.self)` finds the nearest object of that type set above the view (rules §14.2; Apple
// `view/environment(_:)`), and tracks reads per property on the object it found (§8): a change to the app palette
// runs only the swatch that reads it, one to the sidebar's only the side swatch. The layout reads neither.
import SwiftUI

@Observable
final class Palette {
    let name: String
    var tint: String

    init(name: String, tint: String) {
        self.name = name
        self.tint = tint
    }
}

struct Swatch: View {
    let caption: String
    @Environment(Palette.self) private var palette

    var body: some View {
        let _ = print("\(caption) swatch: \(palette.name) \(palette.tint)")
        RoundedRectangle(cornerRadius: 8)
            .frame(width: 40, height: 40)
        Text(palette.tint)
    }
}

struct DashboardLayout: View {
    @State private var sidebarPalette = Palette(name: "sidebar", tint: "gray")

    var body: some View {
        let _ = print("dashboard body")
        HStack {
            Swatch(caption: "main")
            VStack {
                Swatch(caption: "side")
                Button("Teal sidebar") { sidebarPalette.tint = "teal" }
            }
            .environment(sidebarPalette)
        }
    }
}

let appPalette = Palette(name: "app", tint: "blue")

:mount DashboardLayout().environment(appPalette)
// expect: dashboard body
// expect: main swatch: app blue
// expect: side swatch: sidebar gray
appPalette.tint = "navy"
// expect: main swatch: app navy
:tap "Teal sidebar"
// expect: side swatch: sidebar teal
