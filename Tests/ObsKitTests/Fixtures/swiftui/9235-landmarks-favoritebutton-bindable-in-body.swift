// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (LandmarkDetail makes `@Bindable var modelData = modelData` in its body for FavoriteButton)
// The detail view gets ModelData from the environment, which gives no bindings; the tutorial declares a local
// `@Bindable var modelData = modelData` at the top of `body` and passes FavoriteButton the binding
// `$modelData.landmarks[landmarkIndex].isFavorite`.
// - Tapping the button writes through the binding into the array element in the model.
// - The detail read `landmarks` (to find the index) and runs again; the button's bound value changed, so it
//   runs again too, now drawn filled.
// - A badge elsewhere on screen counts favourites from the same model and follows along.
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
    ]
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        let _ = print("favorite button: \(isSet ? "star.fill" : "star")")
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
        let _ = print("detail body \(landmark.name)")

        VStack(alignment: .leading) {
            HStack {
                Text(landmark.name)
                    .font(.title)
                FavoriteButton(isSet: $modelData.landmarks[landmarkIndex].isFavorite)
            }
            Text(landmark.park)
                .font(.subheadline)
        }
    }
}

struct FavoritesBadge: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        let count = modelData.landmarks.filter(\.isFavorite).count
        let _ = print("badge: \(count) favorites")
        Text("\(count) favorites")
    }
}

struct DetailScreen: View {
    @State private var modelData = ModelData()

    var body: some View {
        VStack {
            LandmarkDetail(landmark: modelData.landmarks[1])
            FavoritesBadge()
        }
        .environment(modelData)
    }
}

:mount DetailScreen()
// expect: detail body Silver Salmon Creek
// expect: favorite button: star
// expect: badge: 1 favorites
:tap "Toggle Favorite"
// expect: detail body Silver Salmon Creek
// expect: favorite button: star.fill
// expect: badge: 2 favorites
:tap "Toggle Favorite"
// expect: detail body Silver Salmon Creek
// expect: favorite button: star
// expect: badge: 1 favorites
