// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (landmarkIndex uses modelData.landmarks.firstIndex(where: { $0.id == landmark.id }), so the detail of the landmark with id 1003 writes the favorite of that element only, wherever it sits in the array)
import SwiftUI

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1003, name: "Chilkoot Trail", isFavorite: false),
        Landmark(id: 1001, name: "Turtle Rock", isFavorite: false),
        Landmark(id: 1002, name: "Silver Salmon Creek", isFavorite: false),
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
        }
    }
}

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    var landmark: Landmark

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        HStack {
            Text(landmark.name)
            FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
        }
    }
}

let modelData = ModelData()
let trail = Landmark(id: 1002, name: "Silver Salmon Creek", isFavorite: false)

:mount LandmarkDetail(landmark: trail).environment(modelData)
:tap "Toggle Favorite"
for landmark in modelData.landmarks {
    print(landmark.id, landmark.isFavorite)
}
// expect: 1003 false
// expect: 1001 false
// expect: 1002 true
