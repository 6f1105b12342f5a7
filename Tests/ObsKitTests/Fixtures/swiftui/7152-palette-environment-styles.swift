// A brand palette in the environment (`@Entry var palette`), read by both a custom ButtonStyle and a custom
// ToggleStyle through `@Environment`, and switched by the very toggle it styles.
// What SwiftUI does: each style's makeBody runs in a node of its own, so its `@Environment` works (rules §15.26), and
// runs again when the key's value changes (rules §14.2; `Palette` is compared with `==`). Flipping the toggle runs
// the settings view (it reads the flag to choose the palette), then the toggle's style (its binding and palette
// changed: once, rules §2.8) and the button's style (palette changed). A Save tap runs only the settings view: the
// palette it sets is equal to the last one, so neither style runs (rules §2.1, §14.2).
// Sources: rules §2.1, §2.8, §14.2, §15.14, §15.26; https://developer.apple.com/documentation/swiftui/entry()
// https://developer.apple.com/documentation/swiftui/togglestyle https://developer.apple.com/documentation/swiftui/buttonstyle
import SwiftUI

struct Palette: Equatable {
    var name: String
    var cornerRadius: Double
}

extension EnvironmentValues {
    @Entry var palette: Palette = Palette(name: "ocean", cornerRadius: 10)
}

struct PaletteButtonStyle: ButtonStyle {
    @Environment(\.palette) private var palette

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("PaletteButtonStyle makeBody: \(palette.name)")
        configuration.label
            .padding()
            .background(palette.name == "ocean" ? Color.blue : Color.orange,
                        in: RoundedRectangle(cornerRadius: palette.cornerRadius))
            .foregroundStyle(.white)
    }
}

struct PaletteToggleStyle: ToggleStyle {
    @Environment(\.palette) private var palette

    func makeBody(configuration: Configuration) -> some View {
        let _ = print("PaletteToggleStyle makeBody: \(palette.name) \(configuration.isOn)")
        Toggle(configuration)
            .tint(palette.name == "ocean" ? Color.blue : Color.orange)
    }
}

struct BrandedSettings: View {
    @State private var sunset = false
    @State private var saved = 0

    var body: some View {
        let _ = print("BrandedSettings body: sunset \(sunset), saved \(saved)")
        VStack(spacing: 16) {
            Toggle("Sunset palette", isOn: $sunset)
                .toggleStyle(PaletteToggleStyle())
            Button("Save") { saved += 1 }
        }
        .buttonStyle(PaletteButtonStyle())
        .environment(\.palette, sunset ? Palette(name: "sunset", cornerRadius: 20) : Palette(name: "ocean", cornerRadius: 10))
    }
}

:mount BrandedSettings()
// expect: BrandedSettings body: sunset false, saved 0
// expect: PaletteToggleStyle makeBody: ocean false
// expect: PaletteButtonStyle makeBody: ocean
:toggle "Sunset palette"
// expect: BrandedSettings body: sunset true, saved 0
// expect: PaletteToggleStyle makeBody: sunset true
// expect: PaletteButtonStyle makeBody: sunset
:tap "Save"
// expect: BrandedSettings body: sunset true, saved 1
