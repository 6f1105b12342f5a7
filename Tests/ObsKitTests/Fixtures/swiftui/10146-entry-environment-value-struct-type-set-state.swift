// what's-new style: an `@Entry` environment value of a struct type, set from two @State values on a container and overridden with a fixed value for one chip; only the chips whose palette changed re-run, and an equal write re-runs nothing (rules §14.2, §15.14, §3.4)
import SwiftUI

struct Palette: Equatable {
    var accent: String
    var compact: Bool
}

extension EnvironmentValues {
    @Entry var palette = Palette(accent: "blue", compact: false)
}

struct Chip: View {
    let label: String
    @Environment(\.palette) private var palette

    var body: some View {
        let _ = print("Chip \(label): \(palette.accent)\(palette.compact ? " compact" : "")")
        Text(label)
    }
}

struct ChipRow: View {
    @State private var accent = "blue"
    @State private var compact = false

    var body: some View {
        let _ = print("ChipRow body")
        VStack {
            Button("Compact") { compact.toggle() }
            Button("Green") { accent = "green" }
            Chip(label: "A")
            Chip(label: "B")
            Chip(label: "C")
                .environment(\.palette, Palette(accent: "red", compact: false))
        }
        .environment(\.palette, Palette(accent: accent, compact: compact))
    }
}

:mount ChipRow()
// expect: ChipRow body
// expect: Chip A: blue
// expect: Chip B: blue
// expect: Chip C: red
:tap "Compact"
// expect: ChipRow body
// expect: Chip A: blue compact
// expect: Chip B: blue compact
:tap "Green"
// expect: ChipRow body
// expect: Chip A: green compact
// expect: Chip B: green compact
:tap "Green"
