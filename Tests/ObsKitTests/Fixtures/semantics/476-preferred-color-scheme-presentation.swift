// `.preferredColorScheme(_:)` is a preference of the nearest enclosing presentation (the window or a
// sheet): set anywhere inside, it becomes that presentation's `\.colorScheme`, so views outside the
// modified subtree see it too; `nil` means no preference (the device's light mode, rules §15.17). A sheet
// presented from a dark window starts dark; its own preference changes the sheet, not the window.
// Source: Apple, `view/preferredcolorscheme(_:)` ("set a preferred color scheme for the nearest enclosing
// presentation, like a popover, a sheet, or a window"); rules §14.2 (a reader runs again when its key's value
// changes), §15.23. When two views of one presentation prefer different schemes, the first in tree order
// wins (ObsREPL's choice; not exercised here).
import SwiftUI

struct Swatch: View {
    let place: String
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let _ = print(place, "sees", scheme == .dark ? "dark" : "light")
        Text(place)
    }
}

struct Editor: View {
    @State private var light = false

    var body: some View {
        VStack {
            Swatch(place: "sheet")
            Toggle("Light sheet", isOn: $light)
                .preferredColorScheme(light ? .light : nil)
        }
    }
}

struct Window: View {
    @State private var dark = false
    @State private var editing = false

    var body: some View {
        VStack {
            Swatch(place: "window")
            Form {
                Toggle("Dark", isOn: $dark)
                    .preferredColorScheme(dark ? .dark : nil)
            }
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $editing) { Editor() }
    }
}

:mount Window()
:toggle "Dark"
:tap "Edit"
:toggle "Light sheet"
:toggle "Light sheet"
:dismiss
:toggle "Dark"

// expect: window sees light
// expect: window sees dark
// expect: sheet sees dark
// expect: sheet sees light
// expect: sheet sees dark
// expect: window sees light
