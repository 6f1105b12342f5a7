// Programmatic navigation with a typed path: `NavigationStack(path: $path)` over an array of an enum with
// associated values, one `navigationDestination(for: Route.self)` that switches over it, buttons deep in
// the stack that push (`append`), pop one (`removeLast()`) and pop to the root (`removeAll()`).
// Source: Apple's NavigationStack page and WWDC22 "The SwiftUI cookbook for navigation".
// Expected: every change of the path, by a link, a button or `:back`, shows in onChange (rules §15.12).
import SwiftUI

enum Route: Hashable {
    case album(String)
    case track(album: String, number: Int)

    var label: String {
        switch self {
        case .album(let name): return name
        case .track(let album, let number): return "\(album)#\(number)"
        }
    }
}

struct MusicBrowser: View {
    @State private var path: [Route] = []
    let albums = ["Harbor", "Nightfall"]

    var body: some View {
        NavigationStack(path: $path) {
            List(albums, id: \.self) { album in
                NavigationLink(album, value: Route.album(album))
            }
            .navigationTitle("Albums")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .album(let name):
                    List(1...3, id: \.self) { number in
                        Button("Track \(number)") { path.append(.track(album: name, number: number)) }
                    }
                    .navigationTitle(name)
                case .track(let album, let number):
                    VStack {
                        Text("\(album), track \(number)")
                        Button("Back to album") { path.removeLast() }
                        Button("Back to albums") { path.removeAll() }
                    }
                }
            }
        }
        .onChange(of: path) { _, newPath in
            print("path:", newPath.map(\.label))
        }
    }
}

:mount MusicBrowser()
:tap "Nightfall"
:tap "Track 2"
:tap "Back to album"
:tap "Track 3"
:back
:tap "Track 1"
:tap "Back to albums"

// expect: path: ["Nightfall"]
// expect: path: ["Nightfall", "Nightfall#2"]
// expect: path: ["Nightfall"]
// expect: path: ["Nightfall", "Nightfall#3"]
// expect: path: ["Nightfall"]
// expect: path: ["Nightfall", "Nightfall#1"]
// expect: path: []
