// SwiftUI from Apple's documentation: https://developer.apple.com/videos/play/wwdc2020/10040/ (Data Essentials: view values are cheap and their init runs every time the parent's body makes them; the @State they declare is kept by SwiftUI across those inits)
import SwiftUI

struct ClubBadge: View {
    let clubName: String
    @State private var likes = 0

    init(clubName: String) {
        self.clubName = clubName
        print("ClubBadge init for \(clubName)")
    }

    var body: some View {
        Button("\(clubName) likes: \(likes)") { likes += 1 }
    }
}

struct ClubList: View {
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("refreshed \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            ClubBadge(clubName: "Sci-Fi")
        }
    }
}

:mount ClubList()
:tap "Sci-Fi likes: 0"
:tap "Sci-Fi likes: 1"
print("-- refreshing")
:tap "Refresh"
:tap "Refresh"
:tap "Sci-Fi likes: 2"
// expect: ClubBadge init for Sci-Fi
// expect: -- refreshing
// expect: ClubBadge init for Sci-Fi
// expect: ClubBadge init for Sci-Fi
