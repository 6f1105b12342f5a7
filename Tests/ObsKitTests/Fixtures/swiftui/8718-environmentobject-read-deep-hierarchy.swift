// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/environmentobject (an @EnvironmentObject read deep in the hierarchy invalidates the view that declares it whenever the object changes, any published property; the view between them that doesn't declare it isn't updated)
import SwiftUI

final class BookClub: ObservableObject {
    @Published var currentBook = "Dune"
    @Published var meetingDay = "Tuesday"
}

struct ClubHome: View {
    var body: some View {
        let _ = print("ClubHome body")
        VStack {
            Text("Welcome")
            CurrentBookCard()
        }
    }
}

struct CurrentBookCard: View {
    @EnvironmentObject var club: BookClub

    var body: some View {
        let _ = print("CurrentBookCard body: \(club.currentBook)")
        VStack {
            Text(club.currentBook)
            Button("Next book") { club.currentBook = "Emma" }
            Button("Move meeting") { club.meetingDay = "Friday" }
        }
    }
}

let club = BookClub()

:mount ClubHome().environmentObject(club)
:tap "Next book"
:tap "Move meeting"
print(club.currentBook, club.meetingDay)
// expect: ClubHome body
// expect: CurrentBookCard body: Dune
// expect: CurrentBookCard body: Emma
// expect: CurrentBookCard body: Emma
// expect: Emma Friday
