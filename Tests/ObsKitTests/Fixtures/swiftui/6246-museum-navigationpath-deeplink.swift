// A museum guide with NavigationStack(path:) over a NavigationPath holding two value types (Exhibit, Artist), a "Today's highlight" button that pushes two screens at once, a pushed "Back to start" that clears the path, and onChange(of: path); expected output by the SwiftUI rules (Apple: NavigationPath, append(_:), count, "the path binding reflects the stack"; onChange(of:) once per changed value)
import SwiftUI

struct Exhibit: Hashable {
    let name: String
    let artists: [String]
}

struct Artist: Hashable {
    let name: String
}

struct ExhibitView: View {
    let exhibit: Exhibit

    var body: some View {
        List(exhibit.artists, id: \.self) { artist in
            NavigationLink(artist, value: Artist(name: artist))
        }
        .navigationTitle(exhibit.name)
    }
}

struct ArtistView: View {
    let artist: Artist
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Works by \(artist.name)")
            Button("Back to start") {
                path = NavigationPath()
            }
        }
        .navigationTitle(artist.name)
    }
}

struct MuseumGuideView: View {
    @State private var path = NavigationPath()
    private let exhibits = [
        Exhibit(name: "Impressionism", artists: ["Morisot", "Sisley"]),
        Exhibit(name: "Modern Sculpture", artists: ["Hepworth"]),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(exhibits, id: \.name) { exhibit in
                    NavigationLink(exhibit.name, value: exhibit)
                }
                Button("Today's highlight") {
                    path.append(exhibits[1])
                    path.append(Artist(name: "Hepworth"))
                }
            }
            .navigationTitle("Museum")
            .navigationDestination(for: Exhibit.self) { exhibit in
                ExhibitView(exhibit: exhibit)
            }
            .navigationDestination(for: Artist.self) { artist in
                ArtistView(artist: artist, path: $path)
            }
        }
        .onChange(of: path) {
            print("path: \(path.count) screens")
        }
    }
}

:mount MuseumGuideView()
:tap "Impressionism"
:tap "Sisley"
:tap "Back to start"
:tap "Today's highlight"
:back
:back

// expect: path: 1 screens
// expect: path: 2 screens
// expect: path: 0 screens
// expect: path: 2 screens
// expect: path: 1 screens
// expect: path: 0 screens
