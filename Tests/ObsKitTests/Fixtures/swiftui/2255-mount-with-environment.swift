// Mounting a view with modifiers, as Apple's Landmarks tutorial previews it: `LandmarkList().environment(ModelData())`.
// The view is shown under a root of its own (`Mount`, as a hosting controller holds the root view); the
// environment reaches it, and an @Observable model's change re-runs the body that read it.
// Source: https://developer.apple.com/tutorials/swiftui (Landmarks: "Handling user input", environment(_:)),
// https://developer.apple.com/documentation/swiftui/view/environment(_:)-4516h. Rules §8, §14.
import SwiftUI
@Observable final class ModelData { var names = ["Turtle Rock", "Silver Salmon"] }
struct LandmarkList: View {
    @Environment(ModelData.self) private var modelData
    var body: some View {
        let _ = Self._printChanges()
        List(modelData.names, id: \.self) { Text($0) }
        Button("Add") { modelData.names.append("Chilkoot") }
    }
}
:mount LandmarkList().environment(ModelData())
:tap "Add"
:tree
// expect: LandmarkList: @self, @identity, _modelData changed.
// expect: LandmarkList: @dependencies changed.
// expect: Mount#1
// expect:   LandmarkList#2  .environment
// expect:     List
// expect:       row #3
// expect:         Text "Turtle Rock"
// expect:       row #4
// expect:         Text "Silver Salmon"
// expect:       row #5
// expect:         Text "Chilkoot"
// expect:     Button "Add"
