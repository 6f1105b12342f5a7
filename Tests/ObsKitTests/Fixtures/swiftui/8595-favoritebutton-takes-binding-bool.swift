// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (FavoriteButton takes a Binding<Bool>; LandmarkDetail makes `@Bindable var modelData = modelData` in body and passes $modelData.landmarks[landmarkIndex].isFavorite, so each tap writes through to the shared @Observable ModelData)
import SwiftUI

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", isFavorite: true),
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
                .foregroundStyle(isSet ? .yellow : .gray)
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

        ScrollView {
            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
                }
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

let modelData = ModelData()

:mount LandmarkDetail(landmark: modelData.landmarks[1]).environment(modelData)
:tap "Toggle Favorite"
print(modelData.landmarks.map { "\($0.name)=\($0.isFavorite)" }.joined(separator: " "))
:tap "Toggle Favorite"
print(modelData.landmarks[1].isFavorite)
// expect: Turtle Rock=true Silver Salmon Creek=true Chilkoot Trail=true
// expect: false
