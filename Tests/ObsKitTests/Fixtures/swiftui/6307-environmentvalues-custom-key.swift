// Apple: EnvironmentValues ("Create custom environment values": an EnvironmentKey with a defaultValue and a computed property on EnvironmentValues, or the Entry() macro) and environment(_:_:); a reader without an override sees the default; only readers whose value changed re-run (SEMANTICS §14 @Environment compares the value, §2)
import SwiftUI

private struct AccentNameKey: EnvironmentKey {
    static let defaultValue = "teal"
}

extension EnvironmentValues {
    var accentName: String {
        get { self[AccentNameKey.self] }
        set { self[AccentNameKey.self] = newValue }
    }

    @Entry var swatchShape: String = "circle"
}

extension View {
    func accentName(_ name: String) -> some View {
        environment(\.accentName, name)
    }
}

struct SwatchView: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.swatchShape) private var swatchShape
    let title: String

    var body: some View {
        let _ = print("\(title) uses \(accentName) \(swatchShape)")
        HStack {
            Image(systemName: "paintpalette")
            Text(title)
        }
    }
}

struct ThemePreview: View {
    @State private var custom = "coral"

    var body: some View {
        VStack {
            SwatchView(title: "Default")
            SwatchView(title: "Custom")
                .accentName(custom)
                .environment(\.swatchShape, "square")
            Button("Switch to indigo") { custom = "indigo" }
            Button("Back to coral") { custom = "coral" }
        }
    }
}

:mount ThemePreview()
:tap "Switch to indigo"
:tap "Switch to indigo"
:tap "Back to coral"

// expect: Default uses teal circle
// expect: Custom uses coral square
// expect: Custom uses indigo square
// expect: Custom uses coral square
