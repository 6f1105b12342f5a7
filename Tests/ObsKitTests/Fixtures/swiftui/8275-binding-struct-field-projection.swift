// SwiftUI from Apple's documentation: $episode.isFavorite projects a struct field of @State into a Toggle's binding
// Apple, Binding.subscript(dynamicMember:) (https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)):
// "Use dynamic member lookup to project a property of the binding's wrapped value from a key path into a new binding.
// The returned value is read from, and written to, the original binding." (the PlayerView example projects
// `currentPosition` and `isFavorite` of an `Episode` into a Slider and a Toggle)
import SwiftUI

struct Episode {
    var title: String
    var isFavorite = false
    var currentPosition = 0.0
}

struct PlayerView: View {
    @State private var episode = Episode(title: "Pilot")
    var body: some View {
        VStack {
            Text(episode.title)
            Toggle("Favorite", isOn: $episode.isFavorite)
            Slider(value: $episode.currentPosition, in: 0...10)
            Button("Report") {
                print("\(episode.title) favorite=\(episode.isFavorite)")
            }
        }
    }
}

:mount PlayerView()
:tap "Report"
:toggle "Favorite"
:tap "Report"
// expect: Pilot favorite=false
// expect: Pilot favorite=true
