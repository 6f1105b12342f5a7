// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/fruta-building-a-feature-rich-app-with-swiftui (Fruta's favourite button over an @EnvironmentObject model, before and after the move to @Observable: with ObservableObject every view holding the model runs for any change; with Observation only the views that read the changed property)
// Fruta's SmoothieFavoriteButton reads the app's Model with `@EnvironmentObject` and calls
// `model.toggleFavorite(smoothieID:)`. An ObservableObject has one objectWillChange for all its @Published
// properties, so the detail view, which only shows reward points, runs again when a favourite changes, and the
// button runs when points change. Apple's migration article
// (https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro)
// moves such a model to @Observable and `@Environment(Model.self)`: then each view runs only for what its body read.
// - ObservableObject: "Favorite" and "Earn points" each re-run the detail, then the button inside it.
// - @Observable: "Favorite" re-runs only the button; "Earn points" only the detail.
import SwiftUI

final class FrutaModel: ObservableObject {
    @Published var favoriteSmoothieIDs: Set<String> = []
    @Published var rewardPoints = 0

    func toggleFavorite(smoothieID: String) {
        if favoriteSmoothieIDs.contains(smoothieID) {
            favoriteSmoothieIDs.remove(smoothieID)
        } else {
            favoriteSmoothieIDs.insert(smoothieID)
        }
    }

    func isFavorite(smoothieID: String) -> Bool {
        favoriteSmoothieIDs.contains(smoothieID)
    }
}

struct SmoothieFavoriteButton: View {
    let smoothieID: String
    @EnvironmentObject private var model: FrutaModel

    var body: some View {
        let isFavorite = model.isFavorite(smoothieID: smoothieID)
        let _ = print("favorite button body: \(isFavorite ? "favorite" : "not favorite")")
        Button(isFavorite ? "Unfavorite" : "Favorite") {
            model.toggleFavorite(smoothieID: smoothieID)
        }
    }
}

struct SmoothieDetail: View {
    @EnvironmentObject private var model: FrutaModel

    var body: some View {
        let _ = print("detail body: \(model.rewardPoints) points")
        VStack {
            Text("Berry Blue")
            SmoothieFavoriteButton(smoothieID: "berry-blue")
            Button("Earn points") { model.rewardPoints += 10 }
        }
    }
}

struct FrutaRoot: View {
    @StateObject private var model = FrutaModel()

    var body: some View {
        SmoothieDetail()
            .environmentObject(model)
    }
}

@Observable
final class FrutaStore {
    var favoriteSmoothieIDs: Set<String> = []
    var rewardPoints = 0

    func toggleFavorite(smoothieID: String) {
        if favoriteSmoothieIDs.contains(smoothieID) {
            favoriteSmoothieIDs.remove(smoothieID)
        } else {
            favoriteSmoothieIDs.insert(smoothieID)
        }
    }

    func isFavorite(smoothieID: String) -> Bool {
        favoriteSmoothieIDs.contains(smoothieID)
    }
}

struct NewFavoriteButton: View {
    let smoothieID: String
    @Environment(FrutaStore.self) private var store

    var body: some View {
        let isFavorite = store.isFavorite(smoothieID: smoothieID)
        let _ = print("favorite button body: \(isFavorite ? "favorite" : "not favorite")")
        Button(isFavorite ? "Unfavorite" : "Favorite") {
            store.toggleFavorite(smoothieID: smoothieID)
        }
    }
}

struct NewSmoothieDetail: View {
    @Environment(FrutaStore.self) private var store

    var body: some View {
        let _ = print("detail body: \(store.rewardPoints) points")
        VStack {
            Text("Berry Blue")
            NewFavoriteButton(smoothieID: "berry-blue")
            Button("Earn points") { store.rewardPoints += 10 }
        }
    }
}

struct NewFrutaRoot: View {
    @State private var store = FrutaStore()

    var body: some View {
        NewSmoothieDetail()
            .environment(store)
    }
}

:mount FrutaRoot()
// expect: detail body: 0 points
// expect: favorite button body: not favorite
:tap "Favorite"
// expect: detail body: 0 points
// expect: favorite button body: favorite
:tap "Earn points"
// expect: detail body: 10 points
// expect: favorite button body: favorite
:mount NewFrutaRoot()
// expect: detail body: 0 points
// expect: favorite button body: not favorite
:tap "Favorite"
// expect: favorite button body: favorite
:tap "Earn points"
// expect: detail body: 10 points
