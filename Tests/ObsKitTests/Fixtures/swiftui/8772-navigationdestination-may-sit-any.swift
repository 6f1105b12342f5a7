// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:) (a navigationDestination(for:) may sit on any view inside the stack, such as a pushed view: its links then push the Int destination it declares)
import SwiftUI

struct Album: View {
    let title: String

    var body: some View {
        VStack {
            Text("Album \(title)")
            NavigationLink("Track 7", value: 7)
        }
        .navigationDestination(for: Int.self) { track in
            Button("Play track \(track) of \(title)") { print("playing \(track) from \(title)") }
        }
    }
}

struct MusicView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open Blue", value: "Blue")
                .navigationDestination(for: String.self) { title in
                    Album(title: title)
                }
        }
    }
}

:mount MusicView()
:tap "Open Blue"
:tap "Track 7"
:tap "Play track 7 of Blue"
:back
:back
:tap "Open Blue"
// expect: playing 7 from Blue
