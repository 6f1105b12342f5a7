// SwiftUI's setting enums written with their type name (Axis.horizontal, ScenePhase.active,
// PresentationDetent.medium, Edge.Set.horizontal) are the values the implicit members name: a view compares
// the environment's scene phase with ScenePhase.active, and a set of detents holds .medium once. An enum
// case prints as its name (Swift's default description of an enum case; Apple: `scenephase`, `axis`).
import SwiftUI

struct Status: View {
    @Environment(\.scenePhase) private var phase
    @Environment(\.colorScheme) private var scheme
    let axis: Axis
    var body: some View {
        Text(phase == ScenePhase.active ? "active" : "inactive")
            .onAppear { print("phase", phase == .active, "dark", scheme == ColorScheme.dark, "axis", axis) }
    }
}

let detents: Set<PresentationDetent> = [PresentationDetent.medium, .medium, .large]
print(detents.count)
let edges: Edge.Set = Edge.Set.horizontal
print(edges == .horizontal)
print(Axis.vertical, VerticalAlignment.center == .center)
:mount Status(axis: .horizontal)
:screen

// expect: 2
// expect: true
// expect: vertical true
// expect: phase true dark false axis horizontal
// expect: ╭────────────────────────────────────╮
// expect: │▸active                             │
// expect: ╰────────────────────────────────────╯
