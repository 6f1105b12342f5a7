// Zoom buttons grouped in a `ControlGroup` (iOS 15), each a `Button(_:systemImage:action:)` (iOS 17),
// as map-style controls in Apple's ControlGroup examples.
// Expected: the group's buttons are ordinary buttons; the clamped zoom prints from onChange, and a tap at
// the limit changes nothing, so nothing prints.
import SwiftUI

struct MapControls: View {
    @State private var zoom = 19

    var body: some View {
        VStack(spacing: 16) {
            Text("Zoom level \(zoom)")
            ControlGroup {
                Button("Zoom Out", systemImage: "minus.magnifyingglass") {
                    zoom = max(1, zoom - 1)
                }
                Button("Zoom In", systemImage: "plus.magnifyingglass") {
                    zoom = min(20, zoom + 1)
                }
            }
        }
        .onChange(of: zoom) { _, level in
            print("zoom:", level)
        }
    }
}

:mount MapControls()
:tap "Zoom In"
:tap "Zoom In"
:tap "Zoom Out"

// expect: zoom: 20
// expect: zoom: 19
