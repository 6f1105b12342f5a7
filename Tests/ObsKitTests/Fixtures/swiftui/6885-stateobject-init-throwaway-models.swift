// Models created twice by a view's init: `let loader = PhotoLoader(...); _loader = StateObject(wrappedValue: loader)`
// against the autoclosure form `_loader = StateObject(wrappedValue: PhotoLoader(...))`.
// What SwiftUI does: StateObject's init takes an @autoclosure and runs it only at install (Apple, StateObject
// init(wrappedValue:): https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:);
// rules §4.1-§4.3). Making the model in a local first runs PhotoLoader's init at every init of the view, i.e. in
// every parent body (rules §2.6); only the first one is installed. Each later one is kept only by the view value
// that made it and deinits when the next parent render replaces that value (rules §3.3, §5.3's order). Both
// children capture something in their closure, so both differ and run their bodies at each parent render
// (rules §2.5), but each keeps showing its installed loader.
import SwiftUI
import Combine

@MainActor
final class PhotoLoader: ObservableObject {
    static var made = 0
    let number: Int
    let album: String
    @Published var photos: [String] = []

    init(album: String) {
        PhotoLoader.made += 1
        number = PhotoLoader.made
        self.album = album
        print("PhotoLoader #\(number) init (\(album))")
    }

    deinit {
        print("PhotoLoader #\(number) deinit")
    }
}

struct AlbumGrid: View {
    @StateObject private var loader: PhotoLoader

    init(album: String) {
        let loader = PhotoLoader(album: album)
        _loader = StateObject(wrappedValue: loader)
    }

    var body: some View {
        let _ = print("AlbumGrid body, loader #\(loader.number)")
        Text(loader.album)
    }
}

struct AlbumGridFixed: View {
    @StateObject private var loader: PhotoLoader

    init(album: String) {
        _loader = StateObject(wrappedValue: PhotoLoader(album: album))
    }

    var body: some View {
        let _ = print("AlbumGridFixed body, loader #\(loader.number)")
        Text(loader.album)
    }
}

struct AlbumsScreen: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("AlbumsScreen body")
        VStack {
            AlbumGrid(album: "Summer")
            AlbumGridFixed(album: "Winter")
            Button("Tick \(ticks)") { ticks += 1 }
        }
    }
}

:mount AlbumsScreen()
// expect: AlbumsScreen body
// expect: PhotoLoader #1 init (Summer)
// expect: AlbumGrid body, loader #1
// expect: PhotoLoader #2 init (Winter)
// expect: AlbumGridFixed body, loader #2
:tap "Tick 0"
// expect: AlbumsScreen body
// expect: PhotoLoader #3 init (Summer)
// expect: AlbumGrid body, loader #1
// expect: AlbumGridFixed body, loader #2
:tap "Tick 1"
// expect: AlbumsScreen body
// expect: PhotoLoader #4 init (Summer)
// expect: PhotoLoader #3 deinit
// expect: AlbumGrid body, loader #1
// expect: AlbumGridFixed body, loader #2
