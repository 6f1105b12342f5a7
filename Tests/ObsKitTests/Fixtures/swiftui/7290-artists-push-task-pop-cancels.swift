// Artists: a `NavigationStack` list that pushes a detail screen loading albums in `.task`; going back before the load
// ends cancels it. Own code in the style of Apple's navigation samples.
// What SwiftUI does: `navigationDestination(for:)` builds the detail on push (rules §14.3). A push runs the new view's
// body, then the covered list's `onDisappear`, then appearance, and the detail's task starts after the callbacks
// (rules §14.3, §15.8 ObsREPL's choice, §10.1). A pop destroys the detail: its task is cancelled (rules §1.4, §11.3)
// and the list appears again; the cancelled task's `catch` runs in that turn, after the callbacks (corpus README,
// assumption 13; rules §10.1). A second push makes a new detail whose load completes.
// Sources: rules §1.4, §10.1, §11.1, §11.3, §14.3, §15.8, §15.12;
// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
import SwiftUI

struct ArtistDetail: View {
    let artist: String
    @State private var albums: [String] = []

    var body: some View {
        let _ = print("ArtistDetail body: \(artist), \(albums.count) albums")
        List(albums, id: \.self) { album in
            Text(album)
        }
        .navigationTitle(artist)
        .task {
            print("albums task: \(artist) start")
            do {
                try await Task.sleep(for: .seconds(1))
                albums = ["\(artist) I", "\(artist) II"]
                print("albums task: \(artist) done")
            } catch {
                print("albums task: \(artist) cancelled")
            }
        }
    }
}

struct ArtistsView: View {
    let artists = ["Nina", "Miles"]

    var body: some View {
        let _ = print("ArtistsView body")
        NavigationStack {
            List(artists, id: \.self) { artist in
                NavigationLink(artist, value: artist)
            }
            .navigationDestination(for: String.self) { artist in
                ArtistDetail(artist: artist)
            }
            .onAppear { print("artists list appeared") }
            .onDisappear { print("artists list disappeared") }
        }
    }
}

:mount ArtistsView()
// expect: ArtistsView body
// expect: artists list appeared
:tap "Nina"
// expect: ArtistDetail body: Nina, 0 albums
// expect: artists list disappeared
// expect: albums task: Nina start
:advance 500ms
:back
// expect: artists list appeared
// expect: albums task: Nina cancelled
:tap "Miles"
// expect: ArtistDetail body: Miles, 0 albums
// expect: artists list disappeared
// expect: albums task: Miles start
:advance 1s
// expect: albums task: Miles done
// expect: ArtistDetail body: Miles, 2 albums
