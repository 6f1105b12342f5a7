// environment and custom wrappers style: a @FavoriteFlag(id) wrapper of our own composing @Environment(Model.self) over an @Observable favorites model, with a projectedValue Binding for a Toggle; the body's read of the flag goes through the model's set, so every view that read the set (each row, the count) runs again when one song is starred (rules §7.1, §14.2, §8.1, §8.3)
import SwiftUI

@Observable
final class FavoritesModel {
    var ids: Set<String> = []
}

@propertyWrapper
struct FavoriteFlag: DynamicProperty {
    @Environment(FavoritesModel.self) private var favorites
    let id: String

    init(_ id: String) {
        self.id = id
    }

    var wrappedValue: Bool {
        favorites.ids.contains(id)
    }

    var projectedValue: Binding<Bool> {
        Binding(
            get: { favorites.ids.contains(id) },
            set: { isOn in
                if isOn {
                    favorites.ids.insert(id)
                } else {
                    favorites.ids.remove(id)
                }
            }
        )
    }
}

struct SongRow: View {
    let song: String
    @FavoriteFlag private var isFavorite: Bool

    init(song: String) {
        self.song = song
        _isFavorite = FavoriteFlag(song)
    }

    var body: some View {
        let _ = print("SongRow \(song): \(isFavorite)")
        Toggle(song, isOn: $isFavorite)
    }
}

struct FavoritesCount: View {
    @Environment(FavoritesModel.self) private var favorites

    var body: some View {
        let _ = print("FavoritesCount: \(favorites.ids.count)")
        Text("\(favorites.ids.count) starred")
    }
}

struct MusicLibrary: View {
    @State private var favorites = FavoritesModel()

    var body: some View {
        VStack {
            SongRow(song: "Blue")
            SongRow(song: "Gold")
            FavoritesCount()
        }
        .environment(favorites)
    }
}

:mount MusicLibrary()
// expect: SongRow Blue: false
// expect: SongRow Gold: false
// expect: FavoritesCount: 0
:toggle "Blue"
// expect: SongRow Blue: true
// expect: SongRow Gold: false
// expect: FavoritesCount: 1
