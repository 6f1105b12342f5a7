// Book club chat, fixed: the chat view that makes its @StateObject from an initializer argument, now given the club as
// its identity with `.id(club)`, the remedy Apple's StateObject documentation gives for a state object that depends
// on an input ("give the view an explicit identity"); own code (the fix for 7002).
// What SwiftUI does: a new `.id` value resets the subtree (rules §1.3): the old chat view dies, releasing its model
// (it deinits), and a new node runs its StateObject closure with the new club before its first body. ObsREPL destroys
// the old node before the new one's closure runs (rules §1.4, ObsREPL's choice: SwiftUI's order is unverified). The
// new chat starts with no messages.
// Sources: rules §1.3, §1.4, §4.2, §4.3; Apple https://developer.apple.com/documentation/swiftui/stateobject; WWDC21
// "Demystify SwiftUI" https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

final class ClubChatRoom: ObservableObject {
    let clubName: String
    @Published var messages: [String] = []

    init(clubName: String) {
        self.clubName = clubName
        print("ClubChatRoom init: \(clubName)")
    }

    deinit { print("ClubChatRoom deinit: \(clubName)") }
}

struct ClubChatRoomView: View {
    @StateObject private var room: ClubChatRoom

    init(clubName: String) {
        _room = StateObject(wrappedValue: ClubChatRoom(clubName: clubName))
        print("ClubChatRoomView init: \(clubName)")
    }

    var body: some View {
        let _ = print("ClubChatRoomView body: \(room.clubName), \(room.messages.count) messages")
        Button("Say Hi") { room.messages.append("Hi") }
    }
}

struct ClubHubView: View {
    @State private var club = "Mystery"

    var body: some View {
        let _ = print("ClubHubView body: \(club)")
        VStack {
            Button("Sci-Fi Club") { club = "Sci-Fi" }
            ClubChatRoomView(clubName: club)
                .id(club)
        }
    }
}

:mount ClubHubView()
// expect: ClubHubView body: Mystery
// expect: ClubChatRoomView init: Mystery
// expect: ClubChatRoom init: Mystery
// expect: ClubChatRoomView body: Mystery, 0 messages
:tap "Say Hi"
// expect: ClubChatRoomView body: Mystery, 1 messages
:tap "Sci-Fi Club"
// expect: ClubHubView body: Sci-Fi
// expect: ClubChatRoomView init: Sci-Fi
// expect: ClubChatRoom deinit: Mystery
// expect: ClubChatRoom init: Sci-Fi
// expect: ClubChatRoomView body: Sci-Fi, 0 messages
