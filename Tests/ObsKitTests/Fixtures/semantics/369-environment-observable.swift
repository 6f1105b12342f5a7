// rules §14, §8: `@Environment(Theme.self)` with an @Observable class: reads are tracked per
// property, so each label re-runs only for the property it read; the owner read none.
import SwiftUI
import Observation

@Observable final class Theme {
    var color = "red"
    var size = 1
}

struct ColorLabel: View {
    @Environment(Theme.self) private var theme
    var body: some View {
        let _ = print("ColorLabel", theme.color)
        Text(theme.color)
    }
}

struct SizeLabel: View {
    @Environment(Theme.self) private var theme
    var body: some View {
        let _ = print("SizeLabel", theme.size)
        Text("\(theme.size)")
    }
}

struct Root: View {
    @State private var theme = Theme()
    var body: some View {
        let _ = print("Root body")
        VStack {
            Button("Recolor") { theme.color = "blue" }
            Button("Resize") { theme.size += 1 }
            ColorLabel()
            SizeLabel()
        }
        .environment(theme)
    }
}

:mount Root()
:tap "Resize"
:tap "Recolor"

// expect: Root body
// expect: ColorLabel red
// expect: SizeLabel 1
// expect: SizeLabel 2
// expect: ColorLabel blue
