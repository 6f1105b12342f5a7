// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/stateobject (SwiftUI creates the @StateObject's model only once in the lifetime of the view that declares it: the parent's body making a new child value does not make a new model)
import SwiftUI

final class ClubRoster: ObservableObject {
    @Published var members: [String] = []
    init() { print("ClubRoster init") }
}

struct MemberList: View {
    @StateObject private var roster = ClubRoster()

    var body: some View {
        VStack {
            Text("members: \(roster.members.count)")
            Button("Join") {
                roster.members.append("member \(roster.members.count + 1)")
                print("roster has \(roster.members.count)")
            }
        }
    }
}

struct ClubScreen: View {
    @State private var theme = 0

    var body: some View {
        VStack {
            Button("Theme") { theme += 1 }
            Text("theme \(theme)")
            MemberList()
        }
    }
}

:mount ClubScreen()
:tap "Join"
:tap "Theme"
:tap "Theme"
:tap "Join"
// expect: ClubRoster init
// expect: roster has 1
// expect: roster has 2
