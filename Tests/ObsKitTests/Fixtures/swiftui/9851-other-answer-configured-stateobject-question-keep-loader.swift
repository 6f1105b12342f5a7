// Swift Forums style: the other answer to the configured @StateObject question: keep one loader and tell it about the new id with `.onChange(of: userID)`; the card first shows the old name, then the loaded one, in the same turn (rules §4.2, §2.1, §11.1, §10.1 ObsREPL's choice: a write in an appearance or change callback flushes again)
import SwiftUI

final class ProfileLoader: ObservableObject {
    @Published private(set) var name = "nobody"

    init() { print("ProfileLoader init") }

    func load(_ userID: Int) {
        print("load \(userID)")
        name = "user-\(userID)"
    }
}

struct ProfileCard: View {
    let userID: Int
    @StateObject private var loader = ProfileLoader()

    var body: some View {
        let _ = print("ProfileCard body: id \(userID), showing \(loader.name)")
        Text(loader.name)
            .onAppear { loader.load(userID) }
            .onChange(of: userID) { _, newID in loader.load(newID) }
    }
}

struct ProfilePicker: View {
    @State private var selected = 1

    var body: some View {
        let _ = print("ProfilePicker body: selected \(selected)")
        VStack {
            Button("Next user") { selected += 1 }
            ProfileCard(userID: selected)
        }
    }
}

:mount ProfilePicker()
// expect: ProfilePicker body: selected 1
// expect: ProfileLoader init
// expect: ProfileCard body: id 1, showing nobody
// expect: load 1
// expect: ProfileCard body: id 1, showing user-1
:tap "Next user"
// expect: ProfilePicker body: selected 2
// expect: ProfileCard body: id 2, showing user-1
// expect: load 2
// expect: ProfileCard body: id 2, showing user-2
