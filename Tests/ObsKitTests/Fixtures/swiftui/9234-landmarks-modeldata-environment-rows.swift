// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (ModelData as an @Observable object in the environment, read by the landmark list)
// Landmarks keeps one ModelData for the whole app: the app owns it in @State and hands it down with
// `.environment(modelData)`; the list reads it with `@Environment(ModelData.self)`. Each row gets a plain
// Landmark value.
// - The app's body never reads a property of the model, so it never runs again.
// - Starring one landmark writes the `landmarks` array: the list (which read `landmarks`) runs again, and only
//   the row whose Landmark value changed runs again; the other rows get equal values and are skipped.
import SwiftUI
import Observation

struct Landmark: Identifiable, Hashable {
    var id: Int
    var name: String
    var park: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush", isFavorite: false),
    ]

    init() { print("ModelData init") }
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        let _ = print("row \(landmark.name)\(landmark.isFavorite ? " *" : "")")
        HStack {
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        let _ = print("list body")
        List {
            ForEach(modelData.landmarks) { landmark in
                LandmarkRow(landmark: landmark)
            }
            Button("Star Chilkoot Trail") {
                if let index = modelData.landmarks.firstIndex(where: { $0.name == "Chilkoot Trail" }) {
                    modelData.landmarks[index].isFavorite = true
                }
            }
        }
    }
}

struct LandmarksApp: View {
    @State private var modelData = ModelData()

    var body: some View {
        let _ = print("app body")
        LandmarkList()
            .environment(modelData)
    }
}

:mount LandmarksApp()
// expect: ModelData init
// expect: app body
// expect: list body
// expect: row Turtle Rock *
// expect: row Silver Salmon Creek
// expect: row Chilkoot Trail
:tap "Star Chilkoot Trail"
// expect: list body
// expect: row Chilkoot Trail *
