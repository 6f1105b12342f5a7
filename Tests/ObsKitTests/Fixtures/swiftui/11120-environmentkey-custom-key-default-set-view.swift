// Apple docs style (EnvironmentKey): a custom key with a default, set by a View extension; only the view whose value changed re-runs (rules §14.2, §2.7)
// Page: https://developer.apple.com/documentation/swiftui/environmentkey
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue: String = "blue"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }
}

extension View {
    func accentName(_ name: String) -> some View {
        environment(\.accentName, name)
    }
}

struct Swatch: View {
    @Environment(\.accentName) private var accentName
    let label: String

    var body: some View {
        let _ = print("\(label) sees \(accentName)")
        Text(accentName)
    }
}

struct PaletteView: View {
    @State private var useRed = false

    var body: some View {
        let _ = print("PaletteView body")
        VStack {
            Swatch(label: "default")
            Swatch(label: "custom")
                .accentName(useRed ? "red" : "green")
            Button("Switch") { useRed.toggle() }
        }
    }
}

:mount PaletteView()
// expect: PaletteView body
// expect: default sees blue
// expect: custom sees green
:tap "Switch"
// expect: PaletteView body
// expect: custom sees red
:tap "Switch"
// expect: PaletteView body
// expect: custom sees green
