// Book club chat: a chat view that makes its own ObservableObject with @StateObject from an initializer argument
// (`_chat = StateObject(wrappedValue: ClubChat(clubName:))`), the pattern Apple's StateObject documentation and
// WWDC20's "Data Essentials in SwiftUI" discuss; own code. The parent switches clubs.
// What SwiftUI does: StateObject's init only keeps the autoclosure; it runs once, right before the view's first body
// (rules §4.1, §4.2). Later inits hand it new closures that are ignored (rules §4.3): switching to another club runs
// the chat view's init and body (its value differs: a new name and a new closure, rules §2.5), but no ClubChat is
// made, and the chat still belongs to the first club, with its message. Apple: "SwiftUI initializes the state object
// only once"; to get a new one, give the view a new identity (see 7029).
// Sources: rules §2.5, §4.1, §4.2, §4.3; Apple https://developer.apple.com/documentation/swiftui/stateobject; WWDC20
// "Data Essentials in SwiftUI" https://developer.apple.com/videos/play/wwdc2020/10040/
import SwiftUI

final class ClubChat: ObservableObject {
    let clubName: String
    @Published var messages: [String] = []

    init(clubName: String) {
        self.clubName = clubName
        print("ClubChat init: \(clubName)")
    }

    deinit { print("ClubChat deinit: \(clubName)") }
}

struct ClubChatView: View {
    let clubName: String
    @StateObject private var chat: ClubChat

    init(clubName: String) {
        self.clubName = clubName
        _chat = StateObject(wrappedValue: ClubChat(clubName: clubName))
        print("ClubChatView init: \(clubName)")
    }

    var body: some View {
        let _ = print("ClubChatView body: \(chat.clubName), \(chat.messages.count) messages")
        VStack {
            Text(clubName)
            Button("Say Hi") { chat.messages.append("Hi") }
        }
    }
}

struct ClubSwitcher: View {
    @State private var club = "Mystery"

    var body: some View {
        let _ = print("ClubSwitcher body: \(club)")
        VStack {
            Button("Sci-Fi Club") { club = "Sci-Fi" }
            ClubChatView(clubName: club)
        }
    }
}

:mount ClubSwitcher()
// expect: ClubSwitcher body: Mystery
// expect: ClubChatView init: Mystery
// expect: ClubChat init: Mystery
// expect: ClubChatView body: Mystery, 0 messages
:tap "Say Hi"
// expect: ClubChatView body: Mystery, 1 messages
:tap "Sci-Fi Club"
// expect: ClubSwitcher body: Sci-Fi
// expect: ClubChatView init: Sci-Fi
// expect: ClubChatView body: Mystery, 1 messages
