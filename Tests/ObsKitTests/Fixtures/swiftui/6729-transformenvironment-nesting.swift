// Follows Apple's `View/transformEnvironment(_:transform:)` page
// (https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:)): "Transforms the
// environment value of the specified key path with the given function." Each nested level of an outline adds one to
// the depth it inherits; the innermost level is clamped at 2.
// - A transform sees the value from above and changes it for its subtree (Apple, same page).
// - When the base changes, each level whose resulting value changed runs again, in tree order; the clamped level's
//   value stays 2, so it does not run (rules §14.2, compared by value; §2.7, §2.8).
// - ObsREPL (first run) differs: `:help modifiers` lists `.transformEnvironment` among the modifiers "with no effect
//   here", so every level reads the value set above the transforms (depth 0, then 1 for all three). The expectation
//   keeps what Apple's page says the modifier does.
import SwiftUI

extension EnvironmentValues {
    @Entry var outlineDepth: Int = 0
}

struct OutlineLevel: View {
    let name: String
    @Environment(\.outlineDepth) private var depth

    var body: some View {
        let _ = print("depth \(depth): \(name)")
        Text(name)
    }
}

struct OutlineScreen: View {
    @State private var base = 0

    var body: some View {
        VStack {
            OutlineLevel(name: "Chapter")
            VStack {
                OutlineLevel(name: "Section")
                VStack {
                    OutlineLevel(name: "Paragraph")
                }
                .transformEnvironment(\.outlineDepth) { depth in
                    depth = min(depth + 1, 2)
                }
            }
            .transformEnvironment(\.outlineDepth) { $0 += 1 }
            Button("Indent all") { base += 1 }
        }
        .environment(\.outlineDepth, base)
    }
}

:mount OutlineScreen()
// expect: depth 0: Chapter
// expect: depth 1: Section
// expect: depth 2: Paragraph
:tap "Indent all"
// expect: depth 1: Chapter
// expect: depth 2: Section
