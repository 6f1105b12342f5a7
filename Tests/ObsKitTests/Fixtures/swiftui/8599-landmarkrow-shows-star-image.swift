// SwiftUI from Apple's documentation: https://developer.apple.com/tutorials/swiftui/handling-user-input (LandmarkRow shows the star Image only `if landmark.isFavorite`; toggling the favorite through FavoriteButton inserts and removes that image, so its onAppear and onDisappear run)
import SwiftUI

struct Landmark: Hashable, Identifiable {
    var id: Int
    var name: String
    var isFavorite: Bool
}

@Observable
class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", isFavorite: false),
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

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
                    .onAppear { print("star shown for \(landmark.name)") }
                    .onDisappear { print("star hidden for \(landmark.name)") }
            }
        }
    }
}

struct ContentView: View {
    @Environment(ModelData.self) var modelData

    var body: some View {
        @Bindable var modelData = modelData

        List {
            LandmarkRow(landmark: modelData.landmarks[0])
            FavoriteButton(isSet: $modelData.landmarks[0].isFavorite)
        }
    }
}

:mount ContentView().environment(ModelData())
print("mounted")
:tap "Toggle Favorite"
:tap "Toggle Favorite"
// expect: mounted
// expect: star shown for Turtle Rock
// expect: star hidden for Turtle Rock
