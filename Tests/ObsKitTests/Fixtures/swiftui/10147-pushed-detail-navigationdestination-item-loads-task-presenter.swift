// what's-new style: a pushed detail (navigationDestination(item:)) loads in `.task`: the presenter never read the selection, so only the detail runs; popping before the load finished cancels the task (its catch runs in that turn) (rules §15.21, §11.3, §1.4, §3.5)
import SwiftUI

struct Album: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct AlbumDetail: View {
    let album: Album
    @State private var tracks: [String] = []

    var body: some View {
        let _ = print("AlbumDetail body: \(album.title), \(tracks.count) tracks")
        List(tracks, id: \.self) { track in
            Text(track)
        }
        .overlay {
            if tracks.isEmpty { ProgressView() }
        }
        .task {
            print("loading \(album.title)")
            do {
                try await Task.sleep(for: .seconds(1))
                tracks = ["\(album.title) 1", "\(album.title) 2"]
            } catch {
                print("load of \(album.title) cancelled")
            }
        }
    }
}

struct AlbumsView: View {
    @State private var chosen: Album?
    let albums = [Album(id: 1, title: "Blue"), Album(id: 2, title: "Red")]

    var body: some View {
        let _ = print("AlbumsView body")
        NavigationStack {
            List(albums) { album in
                Button(album.title) { chosen = album }
            }
            .navigationDestination(item: $chosen) { album in
                AlbumDetail(album: album)
            }
        }
    }
}

:mount AlbumsView()
// expect: AlbumsView body
:tap "Blue"
// expect: AlbumDetail body: Blue, 0 tracks
// expect: loading Blue
:advance 1s
// expect: AlbumDetail body: Blue, 2 tracks
:back
:tap "Red"
// expect: AlbumDetail body: Red, 0 tracks
// expect: loading Red
:back
// expect: load of Red cancelled
:advance 1s
